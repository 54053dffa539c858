package session

import (
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// A read-only board says which position it shows and who moves next: after move 4 of 4,
// Red to move; before the first move, the start.
func TestReadonlyStatus(t *testing.T) {
	for _, tc := range []struct{ query, want string }{
		{"board=hex:5x5&moves=c3,b4,d2,c2&readonly=1", "After move 4 of 4: Red to move"},
		{"board=hex:5x5&moves=c3,b4,d2,c2&at=3&readonly=1", "After move 3 of 4: Blue to move"},
		{"board=hex:5x5&moves=c3,b4,d2,c2&at=0&readonly=1", "Start (4 moves): Red to move"},
		{"board=hex:5x5&moves=c3&at=0&readonly=1", "Start (1 move): Red to move"},
		// A finished game: the last position says who won; stepped back, who is to move.
		{"board=hex:3x3&moves=b1,a1,b2,a2,b3&readonly=1", "After move 5 of 5: Red wins"},
		{"board=hex:3x3&moves=b1,a1,b2,a2,b3&at=3&readonly=1", "After move 3 of 5: Blue to move"},
		{"board=hex:3x3&moves=b1,a1&resigned=blue&readonly=1", "After move 2 of 2: Blue resigned: Red wins"},
		{"board=hex:3x3&moves=b1,a1&resigned=blue&at=1&readonly=1", "After move 1 of 2: Blue to move"},
	} {
		if got := start(t, tc.query).Status().Text; got != tc.want {
			t.Errorf("%s: status %q, want %q", tc.query, got, tc.want)
		}
	}
}

// An embed (ui=minimal) and a read-only board are locked; the full board is not.
func TestLocked(t *testing.T) {
	for query, want := range map[string]bool{
		"":                      false,
		"ui=full":               false,
		"ui=minimal":            true,
		"readonly=1":            true,
		"ui=minimal&readonly=1": true,
	} {
		if got := start(t, query).Config().Locked(); got != want {
			t.Errorf("%q: Locked() = %v, want %v", query, got, want)
		}
	}
	if s := start(t, "readonly=1&moves=c3"); strings.Contains(s.Status().Text, "Move 1 of 1") {
		t.Errorf("the old wording: %q", s.Status().Text)
	}
}

// With the swap rule on, the hint after a centre opening is the swap, with its reason.
func TestHintSuggestsSwap(t *testing.T) {
	s := start(t, "board=hex:5x5&swap=1&moves=c3&seed=1")
	if err := s.AskHint(); err != nil {
		t.Fatal(err)
	}
	for s.Tick(); s.HintPending(); s.Tick() { // until the hint comes, however long it takes
		time.Sleep(time.Millisecond)
	}
	h, ok := s.Hint()
	if !ok || !h.Move.Swap || h.Name != "swap" || !strings.Contains(h.RuleText, "swap") {
		t.Fatalf("hint %+v, want the swap with its reason", h)
	}
}

// The Resign button asks first: one press changes nothing but the status, a second resigns,
// and a move in between takes the question back.
func TestAskResign(t *testing.T) {
	s := start(t, "board=hex:5x5&moves=c3")
	if done, err := s.AskResign(); done || err != nil || s.Over() {
		t.Fatalf("first press: resigned %v, %v, over %v", done, err, s.Over())
	}
	if !strings.Contains(s.Status().Text, "Press Resign again") {
		t.Errorf("status after one press: %q", s.Status().Text)
	}
	if err := s.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	if done, _ := s.AskResign(); done || s.Over() {
		t.Fatal("a press after a move resigned at once")
	}
	if done, err := s.AskResign(); !done || err != nil || !s.Over() || s.Resigned() != core.Red {
		t.Fatalf("second press: resigned %v, %v, over %v, resigned %v", done, err, s.Over(), s.Resigned())
	}
	if _, err := start(t, "board=hex:5x5&readonly=1").AskResign(); err == nil {
		t.Error("a read-only board took a resignation")
	}
}
