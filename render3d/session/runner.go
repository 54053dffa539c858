package session

import (
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// Runner asks a bot for a move away from the frame loop: it starts working on req and returns
// at once a channel that will carry the answer. The session receives from the channel without
// blocking, once a frame (Update), so a Runner may take as long as the bot needs. The channel
// should be buffered so that an answer the session no longer wants, after an undo or a new
// game, never blocks anything.
//
// GoRunner, the default (the desktop app and the tests), answers in a goroutine; the Trunc
// page uses a Runner that posts the request as JSON to the bot worker (worker.wasm, which
// answers it with truncbot.AnswerJSON).
type Runner func(req truncbot.Request) <-chan truncbot.Response

// GoRunner answers req in a goroutine of this process (truncbot.Request.Answer).
func GoRunner(req truncbot.Request) <-chan truncbot.Response { return botreq.Go(req) }

// SetRunner makes the session ask its bots through r (nil restores GoRunner). A request in
// progress is dropped and asked again through r on the next Update.
func (s *Session) SetRunner(r Runner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = GoRunner
	}
	s.runner = r
	s.job = nil
}
