package review

import (
	"context"
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/storyreq"
)

// Request asks for the review of one position, away from the frame loop, as JSON
// (storyreq.Request, whose fields it has): the board page's chart of the game's story asks its
// worker position by position, the desktop app answers it in a goroutine (Go).
//
//	{"id":9,"analysis":"story","game":{"board":"hex:9x9","moves":[...]},"playouts":3000}
type Request storyreq.Request

// MaxPlayouts bounds a Request's budget.
const MaxPlayouts = storyreq.MaxPlayouts

// Response is the review of the position, or why there is none (storyreq.Response).
type Response = storyreq.Response

// NewRequest returns the request for the review of the position g shows.
func NewRequest(g *core.Game, playouts int, seed uint64) Request {
	return Request(storyreq.NewRequest(g, playouts, seed))
}

// Go answers req in a goroutine of this process and returns at once the channel its answer
// will come on (the desktop app's chart of the game's story).
func Go(req storyreq.Request) <-chan Response { return botreq.Go(Request(req)) }

// Answer replays the game and reviews its position. Every failure is an error Response,
// never a panic.
func (r Request) Answer() Response {
	if r.Playouts < 1 || r.Playouts > MaxPlayouts {
		return Response{ID: r.ID, Error: fmt.Sprintf("playouts: %d is not a budget (1 to %d)", r.Playouts, MaxPlayouts)}
	}
	g, err := r.Game.Game()
	if err != nil {
		return Response{ID: r.ID, Error: fmt.Sprintf("game: %v", err)}
	}
	ply := len(g.Turns())
	p, err := position(context.Background(), g, Options{Playouts: r.Playouts, Seed: r.Seed}, ply)
	if err != nil {
		return Response{ID: r.ID, Ply: ply, Error: err.Error()}
	}
	resp := Response{ID: r.ID, Ply: ply, RedWin: p.RedWin, Best: p.Best}
	if p.Proven != core.NoPlayer {
		resp.Proven = p.Proven.String()
	}
	return resp
}

// IsRequest reports whether data is a Request (its "analysis" is "story").
func IsRequest(data []byte) bool { return storyreq.IsRequest(data) }

// AnswerJSON reads a JSON Request and returns the JSON Response. A malformed request is an
// error Response.
func AnswerJSON(data []byte) []byte {
	return botreq.JSON[Request](data, func(err error) Response {
		return Response{Error: fmt.Sprintf("story request: %v", err)}
	})
}
