package session

import (
	"strings"
	"testing"
)

// TestNoThinkersSaySo checks that a session whose program gave it no bots (no
// SetDefaultThinkers, no runner of its own) says so for the bot to move instead of waiting for
// ever or failing silently.
func TestNoThinkersSaySo(t *testing.T) {
	saved := defaults()
	defer SetDefaultThinkers(saved)
	SetDefaultThinkers(Thinkers{})
	s := start(t, "board=hex:3x3&red=random&seed=1")
	for range 3 {
		s.Tick()
	}
	if err := s.BotError(); err == nil || !strings.Contains(err.Error(), "gave the board no bots") {
		t.Fatalf("the bot's error is %v, want one that says no bots were given", err)
	}
}
