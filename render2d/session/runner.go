package session

import (
	"github.com/hexlab/hexlab/play"
	"github.com/hexlab/hexlab/strategies"
)

// Runner asks a bot for a move away from the frame loop (see play.Runner). GoRunner, the
// default, answers in a goroutine; the board page swaps in a Runner that sends the request to
// a Web Worker as JSON (cmd/wasm/worker answers it there).
type Runner = play.Runner[strategies.Request, strategies.Response]

// GoRunner answers req in a goroutine of this process: req.Answer() builds the bot, replays
// the game and asks the bot for its move.
func GoRunner(req strategies.Request) <-chan strategies.Response { return play.GoRunner(req) }

// SetRunner makes the session ask its bots through r (nil restores GoRunner). A request in
// progress (a move or a hint) is dropped and asked again through r on the next Tick.
func (s *Session) SetRunner(r Runner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = GoRunner
	}
	s.bots.SetRunner(r)
	s.hints.SetRunner(r)
}
