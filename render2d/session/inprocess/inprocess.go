// Package inprocess answers a board session's questions in goroutines of this process: the
// bots' moves and hints, the inferior cells, the solver's analysis and the game's story. The
// desktop app and the session's tests use it (Use); the board page does not import it, so that
// its program links no bot: its Web Workers answer instead.
package inprocess

import (
	"github.com/hexlab/hexlab/render2d/session"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/inferior"
	"github.com/hexlab/hexlab/strategies/review"
	"github.com/hexlab/hexlab/strategies/solver"
)

// Thinkers are the engines of this process, each answering in a goroutine of its own.
var Thinkers = session.Thinkers{Bots: strategies.Go, Inferior: inferior.Go, Solve: solver.Go, Story: review.Go}

// Use makes the engines of this process answer every session started from now on
// (session.SetDefaultThinkers).
func Use() { session.SetDefaultThinkers(Thinkers) }
