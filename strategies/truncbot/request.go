package truncbot

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Request asks a Trunc bot for its move, in a form that crosses thread and
// process boundaries as JSON: the Trunc page sends it to the bot worker
// (the same worker.wasm as the board page's, which tells the two games
// apart by the board spec of Game, see IsRequest), and the desktop app
// answers it in a goroutine.
//
//	{"id":3,"player":"mcts","seed":7,"thinkMillis":500,
//	 "game":{"board":"trunc:3","order":["white","gray","black"],"moves":[...],"winner":"none"}}
type Request struct {
	// ID lets the asker match the answer to its question.
	ID uint64 `json:"id"`
	// Player names the bot as Build reads it ("mcts", "moves:0,0,0").
	Player string `json:"player"`
	// Seed, ThinkMillis and Playouts are the bot's Settings.
	Seed        uint64 `json:"seed"`
	ThinkMillis int64  `json:"thinkMillis,omitempty"`
	Playouts    int    `json:"playouts,omitempty"`
	// Game is the game so far; the bot moves for the player to move.
	Game trunc.Record `json:"game"`
}

// Response is a bot's answer to a Request: the move as the board's notation writes it, with its
// rule label, or an error. Both games' bots answer alike (botreq.Read reads it).
type Response = botreq.Response

// Answer builds the bot, replays the game and asks the bot for its move.
// Every failure is an error Response, never a panic.
func (r Request) Answer() Response {
	fail := func(err error) Response { return botreq.Failed(r.ID, err) }
	g, err := r.Game.Game()
	if err != nil {
		return fail(fmt.Errorf("game: %w", err))
	}
	settings := Settings{Seed: r.Seed, Think: time.Duration(r.ThinkMillis) * time.Millisecond, Playouts: r.Playouts}
	bot, err := Build(r.Player, settings)
	if err != nil {
		return fail(err)
	}
	c, err := bot.Choose(g)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", r.Player, err))
	}
	return Response{ID: r.ID, Move: g.Board().MoveName(c.Move), Rule: c.Rule}
}

// IsRequest reports whether data is a JSON Request for a Trunc bot: an
// object whose game names a Trunc board ("trunc:..."). The bot worker
// answers those with AnswerJSON and the others as requests of the
// two-player games.
func IsRequest(data []byte) bool {
	var peek struct {
		Game struct {
			Board string `json:"board"`
		} `json:"game"`
	}
	return json.Unmarshal(data, &peek) == nil && strings.HasPrefix(peek.Game.Board, trunc.Prefix)
}

// AnswerJSON reads a JSON Request and returns the JSON Response, for a
// worker that speaks text. A malformed request is an error Response.
func AnswerJSON(data []byte) []byte {
	return botreq.JSON[Request](data, func(err error) Response {
		return Response{Error: fmt.Sprintf("trunc bot request: %v", err)}
	})
}

// ChoiceOf reads a bot's answer on board b: its move and rule, or the bot's error.
func ChoiceOf(resp Response, b *trunc.Board) (Choice, error) {
	m, rule, err := botreq.Read(resp, b.ParseMove)
	return Choice{Move: m, Rule: rule}, err
}
