package inferiorreq

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Request asks for the analysis of a game's position away from the frame loop, as JSON: the
// board page sends it to the bot worker (which tells it from a bot's request by its
// "analysis" field, see IsRequest), the desktop app answers it in a goroutine
// (strategies/inferior answers it).
//
//	{"id":3,"analysis":"inferior","game":{"board":"hex:9x9","moves":[...]}}
type Request struct {
	// Analysis is the request's ID, its kind, "inferior", and the game so far; the analysis
	// is for the player to move.
	botreq.Analysis
}

// Response is the analysis (Report), or why there is none.
type Response struct {
	ID     uint64  `json:"id"`
	Report *Report `json:"report,omitempty"`
	Error  string  `json:"error,omitempty"`
}

// NewRequest returns the request for the analysis of g's position.
func NewRequest(g *core.Game) Request {
	return Request{botreq.NewAnalysis("inferior", g)}
}

// IsRequest reports whether data is a JSON Request: an object with "analysis":"inferior".
func IsRequest(data []byte) bool { return botreq.IsAnalysis(data, "inferior") }
