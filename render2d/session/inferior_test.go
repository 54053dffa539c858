package session

import (
	"github.com/hexlab/hexlab/internal/inferiorreq"
	"testing"

	"github.com/hexlab/hexlab/strategies/inferior"
)

// TestInferiorThroughRunner checks the analysis's life cycle: asked on the Tick after the
// setting is turned on, shown once its answer has come, asked again after a move, and an
// answer for a position no longer shown is dropped.
func TestInferiorThroughRunner(t *testing.T) {
	s := start(t, "board=hex:5x5&seed=1&moves=c3,b4")
	var held []inferiorreq.Request
	var answers []chan inferior.Response
	s.SetInferiorRunner(func(req inferiorreq.Request) <-chan inferior.Response {
		ch := make(chan inferior.Response, 1)
		held, answers = append(held, req), append(answers, ch)
		return ch
	})
	s.Tick()
	if len(held) != 0 {
		t.Fatal("asked for an analysis the setting does not show")
	}
	s.SetInferior(true)
	s.Tick()
	if len(held) != 1 || !s.InferiorPending() {
		t.Fatalf("%d questions, pending %v", len(held), s.InferiorPending())
	}
	if _, ok := s.Inferior(); ok {
		t.Fatal("an analysis before its answer")
	}
	answers[0] <- inferior.Request(held[0]).Answer()
	s.Tick()
	r, ok := s.Inferior()
	if !ok || len(r.Consider) == 0 || s.InferiorPending() {
		t.Fatalf("after the answer: %+v %v", r, ok)
	}
	s.Tick()
	if len(held) != 1 {
		t.Fatal("asked again for the same position")
	}
	// A move: the next Tick asks for the new position; the answer for the old one, had it
	// come late, would be dropped.
	if err := s.PlayName("d2"); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Inferior(); ok {
		t.Fatal("the old position's analysis shown after a move")
	}
	s.Tick()
	if len(held) != 2 || len(held[1].Game.Moves) != 3 {
		t.Fatalf("after a move: %d questions", len(held))
	}
	s.PlayName("e1") // and another before the answer
	answers[1] <- inferior.Request(held[1]).Answer()
	s.Tick()
	if _, ok := s.Inferior(); ok {
		t.Error("an answer for a position no longer shown was shown")
	}
}

// TestInferiorFailureIsNotAskedAgain checks that an analysis that fails (a worker that could
// not load) is not asked for again and again for the same position.
func TestInferiorFailureIsNotAskedAgain(t *testing.T) {
	s := start(t, "board=hex:5x5&seed=1&inferior=1")
	asked := 0
	s.SetInferiorRunner(func(req inferiorreq.Request) <-chan inferior.Response {
		asked++
		ch := make(chan inferior.Response, 1)
		ch <- inferior.Response{ID: req.ID, Error: "bot worker failed"}
		return ch
	})
	for range 5 {
		s.Tick()
	}
	if asked != 1 {
		t.Errorf("asked %d times for one position", asked)
	}
	if _, ok := s.Inferior(); ok {
		t.Error("a failed analysis shown")
	}
	s.PlayName("c3")
	s.Tick()
	if asked != 2 {
		t.Errorf("not asked again after a move (%d)", asked)
	}
}
