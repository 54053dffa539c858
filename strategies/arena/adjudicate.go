package arena

import (
	"context"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// adjudicationMemory is the solver's table when it adjudicates a game.
const adjudicationMemory = 256 << 20

// adjudicate asks the solver who wins g, the position where a player failed to move, within
// limit. It returns NoPlayer if the solver does not settle it in time.
//
// An engine that crashes in a position it has already won or lost (MoHex 2.0 does, where
// its fill-in decides the game: Benzene's BenzenePlayer::InitSearch then asserts in
// EndgameUtil) would otherwise hand its opponent a win the position does not give.
func adjudicate(g *core.Game, limit time.Duration) core.Player {
	if g.Over() {
		return g.Winner()
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	s := solver.New(g.Board(), solver.Options{Memory: adjudicationMemory})
	r, err := s.Solve(ctx, g.Position(), g.ToMove())
	if err != nil {
		return core.NoPlayer
	}
	return r.Winner
}
