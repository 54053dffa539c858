package session

import (
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/strategies"
)

// Runner asks a bot for a move away from the frame loop: it starts working on req and returns
// at once a channel that will carry the answer. The session receives from the channel without
// blocking, once a frame, so a Runner may take as long as the bot needs. The channel should
// be buffered (or the worker left to finish) so that an answer the session no longer wants,
// after an undo or a new game, never blocks anything.
//
// GoRunner, the default, answers in a goroutine; the board page swaps in a Runner that sends
// the request to a Web Worker as JSON (strategies.AnswerJSON answers it there).
type Runner func(req strategies.Request) <-chan strategies.Response

// GoRunner answers req in a goroutine of this process: req.Answer() builds the bot, replays
// the game and asks the bot for its move.
func GoRunner(req strategies.Request) <-chan strategies.Response { return botreq.Go(req) }

// SetRunner makes the session ask its bots through r (nil restores GoRunner). A request in
// progress is dropped and asked again through r on the next Tick.
func (s *Session) SetRunner(r Runner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = GoRunner
	}
	s.runner = r
	s.job = nil
	s.hintJob = nil
}
