package strategies

import (
	"fmt"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Request asks a bot for its move in a game, in a form that crosses process and thread
// boundaries as JSON (botreq.Request, whose fields it has): the browser's board page sends it
// to the bot's Web Worker, and the desktop app answers it in a goroutine. Answer answers it.
type Request botreq.Request

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
	bot, err := Build(r.Player, Settings{Seed: r.Seed, Think: time.Duration(r.ThinkMillis) * time.Millisecond})
	if err != nil {
		return fail(err)
	}
	c, err := bot.Choose(g)
	if err != nil {
		return fail(err)
	}
	return Response{ID: r.ID, Move: g.Board().MoveName(c.Move), Rule: c.Rule}
}

// AnswerJSON reads a JSON Request and returns the JSON Response, for a worker that speaks
// text. A malformed request is an error Response.
func AnswerJSON(data []byte) []byte {
	return botreq.JSON[Request](data, func(err error) Response {
		return Response{Error: fmt.Sprintf("bot request: %v", err)}
	})
}

// Go answers req in a goroutine of this process and returns at once the channel its answer
// will come on: how the desktop app, which asks in botreq's terms, has its bots answered.
func Go(req botreq.Request) <-chan Response { return botreq.Go(Request(req)) }

// ChoiceOf reads a bot's answer on board b: its move and rule, or the bot's error.
func ChoiceOf(resp Response, b *core.Board) (Choice, error) {
	m, rule, err := botreq.Read(resp, b.ParseMove)
	return Choice{Move: m, Rule: rule}, err
}
