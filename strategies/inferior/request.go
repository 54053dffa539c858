package inferior

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Request asks for the analysis of a game's position away from the frame loop, as JSON: the
// board page sends it to the bot worker (which tells it from a bot's request by its
// "analysis" field, see IsRequest), the desktop app answers it in a goroutine.
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

// Answer replays the game and analyses its position for the player to move. Every failure is
// an error Response, never a panic.
func (r Request) Answer() Response {
	g, err := r.Game.Game()
	if err != nil {
		return Response{ID: r.ID, Error: fmt.Sprintf("game: %v", err)}
	}
	res, err := Analyze(g.Position(), g.ToMove())
	if err != nil {
		return Response{ID: r.ID, Error: err.Error()}
	}
	rep := res.Report(g.Board())
	return Response{ID: r.ID, Report: &rep}
}

// IsRequest reports whether data is a JSON Request: an object with "analysis":"inferior".
func IsRequest(data []byte) bool { return botreq.IsAnalysis(data, "inferior") }

// AnswerJSON reads a JSON Request and returns the JSON Response, for a worker that speaks
// text. A malformed request is an error Response.
func AnswerJSON(data []byte) []byte {
	return botreq.JSON[Request](data, func(err error) Response {
		return Response{Error: fmt.Sprintf("analysis request: %v", err)}
	})
}
