package policyreq

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Kind is the "analysis" field of a Request, which tells it from the worker's other requests.
const Kind = "policy"

// Request asks for the network's policy and value of a game's position, away from the frame
// loop, as JSON: the board page sends it to its worker (which tells it from other requests by
// its "analysis" field, see IsRequest), the desktop app answers it in a goroutine
// (netpolicy.Go).
//
//	{"id":5,"analysis":"policy","game":{"board":"hex:11x11","moves":[...]}}
type Request struct {
	// Analysis is the request's ID, its kind, "policy", and the game so far; the policy is
	// for the player to move.
	botreq.Analysis
}

// Response is the policy of the position (Report), or why there is none.
type Response struct {
	ID     uint64  `json:"id"`
	Report *Report `json:"report,omitempty"`
	Error  string  `json:"error,omitempty"`
}

// NewRequest returns the request for the policy of g's position.
func NewRequest(g *core.Game) Request {
	return Request{botreq.NewAnalysis(Kind, g)}
}

// IsRequest reports whether data is a JSON Request: an object with "analysis":"policy".
func IsRequest(data []byte) bool { return botreq.IsAnalysis(data, Kind) }
