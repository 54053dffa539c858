package inferior

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/inferiorreq"
)

// Request asks for the analysis of a game's position away from the frame loop, as JSON
// (inferiorreq.Request, whose fields it has): the board page sends it to the bot worker, the
// desktop app answers it in a goroutine (Go).
//
//	{"id":3,"analysis":"inferior","game":{"board":"hex:9x9","moves":[...]}}
type Request inferiorreq.Request

// NewRequest returns the request for the analysis of g's position.
func NewRequest(g *core.Game) Request { return Request(inferiorreq.NewRequest(g)) }

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

// Go answers req in a goroutine of this process and returns at once the channel its answer
// will come on (the desktop app's analyses).
func Go(req inferiorreq.Request) <-chan Response { return botreq.Go(Request(req)) }

// IsRequest reports whether data is a JSON Request: an object with "analysis":"inferior".
func IsRequest(data []byte) bool { return inferiorreq.IsRequest(data) }

// AnswerJSON reads a JSON Request and returns the JSON Response, for a worker that speaks
// text. A malformed request is an error Response.
func AnswerJSON(data []byte) []byte {
	return botreq.JSON[Request](data, func(err error) Response {
		return Response{Error: fmt.Sprintf("analysis request: %v", err)}
	})
}
