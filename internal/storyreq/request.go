package storyreq

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Request asks for the review of one position, away from the frame loop, as JSON: the board
// page's chart of the game's story asks its worker position by position (strategies/review
// answers it), so that the chart fills in as they come and a position no longer wanted costs
// one answer at most.
//
//	{"id":9,"analysis":"story","game":{"board":"hex:9x9","moves":[...]},"playouts":3000}
type Request struct {
	// Analysis is the request's ID, its kind, "story", and the game up to the position
	// reviewed (its line to the position shown).
	botreq.Analysis
	// Playouts is the engine's budget (1 to MaxPlayouts), Seed its seed.
	Playouts int    `json:"playouts"`
	Seed     uint64 `json:"seed,omitempty"`
}

// MaxPlayouts bounds a Request's budget.
const MaxPlayouts = 1_000_000

// Response is the review of the position, or why there is none.
type Response struct {
	ID uint64 `json:"id"`
	// Ply is the number of moves before the position.
	Ply int `json:"ply"`
	// RedWin, Proven and Best are as in Point ("" for no player or no move).
	RedWin float64 `json:"redWin"`
	Proven string  `json:"proven,omitempty"`
	Best   string  `json:"best,omitempty"`
	Error  string  `json:"error,omitempty"`
}

// NewRequest returns the request for the review of the position g shows.
func NewRequest(g *core.Game, playouts int, seed uint64) Request {
	return Request{Analysis: botreq.NewAnalysis("story", g), Playouts: playouts, Seed: seed}
}

// IsRequest reports whether data is a Request (its "analysis" is "story").
func IsRequest(data []byte) bool { return botreq.IsAnalysis(data, "story") }
