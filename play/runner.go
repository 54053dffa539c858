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
//
// A is the answer: a bot's botreq.Response, or another worker's (the analysis of a position).
type Runner[Q, A any] func(req Q) <-chan A

// GoRunner answers req in a goroutine of this process: req.Answer() builds the bot, replays
// the game and asks the bot for its move (or does what else the request asks).
func GoRunner[Q botreq.Answerer[A], A any](req Q) <-chan A {
	return botreq.Go(req)
}

// Asker is a session's line to a bot (or another worker): at most one question in flight,
// whose answer Answer collects without blocking. The zero Asker has no Runner; SetRunner gives
// it one. It is not safe for concurrent use: the session's lock guards it.
type Asker[Q, A any] struct {
	runner Runner[Q, A]
	job    <-chan A // the answer to come, or nil
}

// SetRunner makes the Asker ask through r, and drops the question in flight.
func (a *Asker[Q, A]) SetRunner(r Runner[Q, A]) {
	a.runner, a.job = r, nil
}

// Ask asks req, dropping any question in flight (its answer will be ignored).
func (a *Asker[Q, A]) Ask(req Q) { a.job = a.runner(req) }

// Answer returns the answer if it has come; ok is false while the bot works or when nothing
// was asked. An answer is returned once.
func (a *Asker[Q, A]) Answer() (resp A, ok bool) {
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
func (a *Asker[Q, A]) Busy() bool { return a.job != nil }

// Drop forgets the question in flight: its answer, when it comes, is ignored.
func (a *Asker[Q, A]) Drop() { a.job = nil }
