package play

import "github.com/hexlab/hexlab/internal/botreq"

// Runner asks a bot for a move away from the frame loop: it starts working on the request and
// returns at once a channel that will carry the answer. A session receives from the channel
// without blocking, once a frame, so a Runner may take as long as the bot needs. The channel
// should be buffered so that an answer the session no longer wants, after an undo or a new
// game, never blocks anything.
//
// GoRunner (the desktop apps and the tests) answers in a goroutine; the pages use a Runner
// that posts the request as JSON to the bot worker (cmd/wasm/worker).
type Runner[Q any] func(req Q) <-chan botreq.Response

// GoRunner answers req in a goroutine of this process: req.Answer() builds the bot, replays
// the game and asks the bot for its move.
func GoRunner[Q botreq.Answerer[botreq.Response]](req Q) <-chan botreq.Response {
	return botreq.Go(req)
}

// Asker is a session's line to a bot: at most one question in flight, whose answer Answer
// collects without blocking. The zero Asker has no Runner; SetRunner gives it one. It is not
// safe for concurrent use: the session's lock guards it.
type Asker[Q any] struct {
	runner Runner[Q]
	job    <-chan botreq.Response // the answer to come, or nil
}

// SetRunner makes the Asker ask through r, and drops the question in flight.
func (a *Asker[Q]) SetRunner(r Runner[Q]) {
	a.runner, a.job = r, nil
}

// Ask asks req, dropping any question in flight (its answer will be ignored).
func (a *Asker[Q]) Ask(req Q) { a.job = a.runner(req) }

// Answer returns the answer if it has come; ok is false while the bot works or when nothing
// was asked. An answer is returned once.
func (a *Asker[Q]) Answer() (resp botreq.Response, ok bool) {
	if a.job == nil {
		return resp, false
	}
	select {
	case resp = <-a.job:
		a.job = nil
		return resp, true
	default:
		return resp, false
	}
}

// Busy reports whether a question is in flight.
func (a *Asker[Q]) Busy() bool { return a.job != nil }

// Drop forgets the question in flight: its answer, when it comes, is ignored.
func (a *Asker[Q]) Drop() { a.job = nil }
