package session

import (
	"strings"
	"testing"
)

// Send move hands on the permalink with sent=1; the page it opens says whose move it is after
// whose, until the game changes, and its own address drops sent.
func TestSendMove(t *testing.T) {
	s := start(t, "board=hex:5x5&seed=4")
	if s.CanSend() {
		t.Error("nothing to send before the first move")
	}
	if err := s.PlayName("c3"); err != nil {
		t.Fatal(err)
	}
	if !s.CanSend() {
		t.Fatal("a game between two people cannot send its first move")
	}
	if text := s.SendText(); !strings.Contains(text, "Red played c3") || !strings.Contains(text, "Your move as blue") {
		t.Errorf("message %q", text)
	}
	q := s.SendQuery()
	if q.Get("sent") != "1" || q.Get("moves") != "c3" {
		t.Fatalf("the link's query %v", q)
	}
	r := start(t, Encode(q))
	if !r.Sent() || !strings.Contains(r.Status().Text, "Red played c3: your move as blue") {
		t.Errorf("the opened link: sent %v, status %q", r.Sent(), r.Status().Text)
	}
	if r.Query().Get("sent") != "" {
		t.Error("the page's own address keeps sent=1")
	}
	if err := r.PlayName("b4"); err != nil {
		t.Fatal(err)
	}
	if r.Sent() || strings.Contains(r.Status().Text, "played") {
		t.Errorf("after the answer: sent %v, status %q", r.Sent(), r.Status().Text)
	}
	back := start(t, Encode(r.SendQuery()))
	if !strings.Contains(back.Status().Text, "Blue played b4: your move as red") {
		t.Errorf("the answer's link: %q", back.Status().Text)
	}
	// Not between a person and a bot, nor read-only, nor embedded.
	for _, query := range []string{"moves=c3&blue=random", "moves=c3&readonly=1", "moves=c3&ui=minimal"} {
		if start(t, "board=hex:5x5&"+query).CanSend() {
			t.Errorf("%s can send", query)
		}
	}
	v, _ := ParseQuery("sent=yes")
	if _, err := Parse(v); err == nil || !strings.Contains(err.Error(), "sent") {
		t.Errorf("sent=yes: %v", err)
	}
}
