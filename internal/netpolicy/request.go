package netpolicy

import (
	"fmt"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/policyreq"
)

// Request is policyreq.Request with its Answer: the embedded network's policy of the game's
// position, for the player to move.
type Request policyreq.Request

// Answer replays the game and asks the embedded network for its position's policy. Every
// failure is an error Response, never a panic.
func (r Request) Answer() policyreq.Response {
	g, err := r.Game.Game()
	if err != nil {
		return policyreq.Response{ID: r.ID, Error: fmt.Sprintf("game: %v", err)}
	}
	net, err := weights.Network()
	if err != nil {
		return policyreq.Response{ID: r.ID, Error: err.Error()}
	}
	rep, err := Of(net, g.Position(), g.ToMove())
	if err != nil {
		return policyreq.Response{ID: r.ID, Error: err.Error()}
	}
	return policyreq.Response{ID: r.ID, Report: &rep}
}

// Go answers req in a goroutine of this process and returns at once the channel its answer
// will come on (the desktop app's way to ask; policyreq.Ask takes it).
func Go(req policyreq.Request) <-chan policyreq.Response { return botreq.Go(Request(req)) }

// AnswerJSON reads a JSON Request and returns the JSON Response, for a worker that speaks
// text. A malformed request is an error Response.
func AnswerJSON(data []byte) []byte {
	return botreq.JSON[Request](data, func(err error) policyreq.Response {
		return policyreq.Response{Error: fmt.Sprintf("policy request: %v", err)}
	})
}
