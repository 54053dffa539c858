package session

import (
	"errors"
	"sync"

	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/inferiorreq"
	"github.com/hexlab/hexlab/internal/solvereq"
	"github.com/hexlab/hexlab/internal/storyreq"
	"github.com/hexlab/hexlab/play"
)

// Runner asks a bot for a move away from the frame loop (see play.Runner): the board page
// sends the request to a Web Worker (cmd/wasm/worker answers it there), the desktop app
// answers it in a goroutine (strategies.Go).
type Runner = play.Runner[botreq.Request, botreq.Response]

// Thinkers answer what a session asks away from its frame loop: a bot's moves and the hints
// (Bots), the inferior cells (Inferior), the solver's analysis (Solve) and the game's story
// (Story). The session only asks, in the terms of internal/botreq and its siblings: it links
// no bot, no solver and no analysis, so that the board page's program links none either (its
// worker does the thinking). A nil field is a question nobody answers: its answer says so.
type Thinkers struct {
	Bots     Runner
	Inferior InferiorRunner
	Solve    SolveRunner
	Story    StoryRunner
}

// defaultThinkers answer the sessions that have not been given their own (SetDefaultThinkers).
var defaultThinkers struct {
	sync.Mutex
	t Thinkers
}

// SetDefaultThinkers makes t answer the sessions started from now on, and those whose runner
// is set back to nil: the desktop app gives the bots and analyses of its own process
// (strategies.Go, inferior.Go, solver.Go, review.Go); the page gives each session its workers.
func SetDefaultThinkers(t Thinkers) {
	defaultThinkers.Lock()
	defer defaultThinkers.Unlock()
	defaultThinkers.t = t
}

// errNoThinker is the answer to a question no Thinkers answer.
var errNoThinker = errors.New("nothing answers this here: the program gave the board no bots (session.SetDefaultThinkers)")

// defaults returns the default Thinkers, a nil one replaced by an answer that says nothing
// answers it.
func defaults() Thinkers {
	defaultThinkers.Lock()
	t := defaultThinkers.t
	defaultThinkers.Unlock()
	if t.Bots == nil {
		t.Bots = unanswered(func(q botreq.Request) botreq.Response { return botreq.Failed(q.ID, errNoThinker) })
	}
	if t.Inferior == nil {
		t.Inferior = unanswered(func(q inferiorreq.Request) inferiorreq.Response {
			return inferiorreq.Response{ID: q.ID, Error: errNoThinker.Error()}
		})
	}
	if t.Solve == nil {
		t.Solve = unanswered(func(q solvereq.Request) solvereq.Response {
			return solvereq.Response{ID: q.ID, Error: errNoThinker.Error()}
		})
	}
	if t.Story == nil {
		t.Story = unanswered(func(q storyreq.Request) storyreq.Response {
			return storyreq.Response{ID: q.ID, Error: errNoThinker.Error()}
		})
	}
	return t
}

// unanswered is a Runner that answers every question at once with fail's answer.
func unanswered[Q, A any](fail func(Q) A) play.Runner[Q, A] {
	return func(req Q) <-chan A {
		ch := make(chan A, 1)
		ch <- fail(req)
		return ch
	}
}

// SetRunner makes the session ask its bots through r (nil restores the default,
// Thinkers.Bots). A request in progress (a move or a hint) is dropped and asked again through
// r on the next Tick.
func (s *Session) SetRunner(r Runner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = defaults().Bots
	}
	s.bots.SetRunner(r)
	s.hints.SetRunner(r)
}
