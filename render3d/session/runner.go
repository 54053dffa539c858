package session

import (
	"github.com/hexlab/hexlab/play"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// Runner asks a Trunc bot for a move away from the frame loop (see play.Runner). GoRunner,
// the default (the desktop app and the tests), answers in a goroutine; the Trunc page uses a
// Runner that posts the request as JSON to the bot worker (worker.wasm).
type Runner = play.Runner[truncbot.Request, truncbot.Response]

// GoRunner answers req in a goroutine of this process (truncbot.Request.Answer).
func GoRunner(req truncbot.Request) <-chan truncbot.Response { return play.GoRunner(req) }

// SetRunner makes the session ask its bots through r (nil restores GoRunner). A request in
// progress is dropped and asked again through r on the next Tick.
func (s *Session) SetRunner(r Runner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = GoRunner
	}
	s.bots.SetRunner(r)
}
