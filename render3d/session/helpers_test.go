package session

import (
	"testing"

	"github.com/hexlab/hexlab/strategies/truncbot"
)

// syncRunner answers at once, in the caller's goroutine: the answer is ready on the next
// Update, with no clock and no goroutine.
func syncRunner(req truncbot.Request) <-chan truncbot.Response {
	ch := make(chan truncbot.Response, 1)
	ch <- req.Answer()
	return ch
}

// heldRunner keeps every request without answering it; the test answers them.
type heldRunner struct{ reqs []heldReq }

type heldReq struct {
	req truncbot.Request
	ch  chan truncbot.Response
}

func (h *heldRunner) run(req truncbot.Request) <-chan truncbot.Response {
	ch := make(chan truncbot.Response, 1)
	h.reqs = append(h.reqs, heldReq{req, ch})
	return ch
}

// start parses raw as a page's query and starts its session with the synchronous runner.
func start(t testing.TB, raw string) *Session {
	t.Helper()
	q, err := ParseQuery(raw)
	if err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	cfg, err := Parse(q)
	if err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	s.SetRunner(syncRunner)
	return s
}

// playOut calls Update until the game is over or nothing changes any more, at most limit
// times.
func playOut(t testing.TB, s *Session, limit int) {
	t.Helper()
	for i := 0; i < limit && !s.Over(); i++ {
		s.Tick()
		if err := s.BotError(); err != nil {
			t.Fatalf("bot error: %v", err)
		}
	}
}

// restore starts the session of a saved game, as Start does, with the synchronous runner.
func restore(data []byte) (*Session, error) {
	cfg, err := Restore(data)
	if err != nil {
		return nil, err
	}
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	s.SetRunner(syncRunner)
	return s, nil
}
