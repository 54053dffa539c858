package render2d

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/session"
)

func testSession(t *testing.T, query string) *session.Session {
	t.Helper()
	v, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := session.Parse(v)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestReasonBox checks what the reason box says: how a game starts, a move at the board, a
// bot's move, a bot's move with its rule, and a hint.
func TestReasonBox(t *testing.T) {
	s := testSession(t, "board=hex:5x5&seed=3")
	if title, body, who := reasonOf(s, core.NoCell); title != "No move yet" || !strings.HasPrefix(body, "Red moves first") || who != core.NoPlayer {
		t.Errorf("a new game: %q %q %v", title, body, who)
	}
	if title, body, _ := reasonOf(testSession(t, "board=hex:5x5&setup=red:c3&first=blue"), core.NoCell); !strings.Contains(body, "from a position; blue moves first") || title != "No move yet" {
		t.Errorf("a setup: %q %q", title, body)
	}
	if _, body, _ := reasonOf(testSession(t, "board=hex:5x5&moves=c3&readonly=1&at=0"), core.NoCell); !strings.HasPrefix(body, "A game to step through") {
		t.Errorf("read-only: %q", body)
	}
	if err := s.PlayName("c3"); err != nil {
		t.Fatal(err)
	}
	if title, body, who := reasonOf(s, core.NoCell); title != "Move 1: Red c3" || !strings.HasPrefix(body, "played at the board") || who != core.Red {
		t.Errorf("a move at the board: %q %q %v", title, body, who)
	}
	// A bot's move: random gives no rule, gardner names the thesis's.
	for _, c := range []struct{ query, want string }{
		{"board=hex:5x5&blue=random&seed=1&moves=c3", "played by random"},
		{"board=hex:5x4&red=gardner&seed=1", "gardner, "},
	} {
		b := testSession(t, c.query)
		for n := len(b.Moves()); len(b.Moves()) == n; { // until the bot has moved
			b.Tick()
			time.Sleep(time.Millisecond)
		}
		if _, body, _ := reasonOf(b, core.NoCell); !strings.HasPrefix(body, c.want) {
			t.Errorf("%s: the bot's move says %q, want %q", c.query, body, c.want)
		}
	}
	// A hint, asked and come.
	if err := s.AskHint(); err != nil {
		t.Fatal(err)
	}
	if title, body, _ := reasonOf(s, core.NoCell); title != "Hint" || !strings.Contains(body, "looking") {
		t.Errorf("a hint on its way: %q %q", title, body)
	}
	for s.HintPending() { // until the hint comes
		s.Tick()
		time.Sleep(time.Millisecond)
	}
	if title, body, who := reasonOf(s, core.NoCell); !strings.HasPrefix(title, "Hint for Blue: ") || !strings.HasPrefix(body, "suggested by ") || who != core.Blue {
		t.Errorf("a hint: %q %q %v", title, body, who)
	}
}

// TestReasonBoxExplainsInferiorCells checks that, with the inferior cells shown, the reason
// box explains the cell in focus, and says nothing of a cell still to consider.
func TestReasonBoxExplainsInferiorCells(t *testing.T) {
	s := testSession(t, "board=hex:7x7&moves=d4,c5,e3,c3,e5,b6,f2&inferior=1")
	if title, body, _ := reasonOf(s, core.NoCell); title != "Inferior cells" && !s.InferiorPending() {
		t.Logf("before the first Tick: %q %q", title, body)
	}
	s.Tick() // asks for the analysis
	if title, _, _ := reasonOf(s, core.NoCell); s.InferiorPending() && title != "Inferior cells" {
		t.Errorf("while the analysis is worked out the box says %q", title)
	}
	for s.InferiorPending() { // until the analysis comes
		s.Tick()
		time.Sleep(time.Millisecond)
	}
	r, ok := s.Inferior()
	if !ok || len(r.Dead) == 0 || len(r.Consider) == 0 {
		t.Fatalf("no analysis: %+v %v", r, ok)
	}
	b := s.Board()
	title, body, _ := reasonOf(s, r.Dead[0])
	if title != "Cell "+b.CellName(r.Dead[0]) || !strings.HasPrefix(body, "dead: ") {
		t.Errorf("a dead cell: %q %q", title, body)
	}
	for c, why := range r.Inferior {
		if _, body, _ := reasonOf(s, c); !strings.HasPrefix(body, why.Kind.String()) {
			t.Errorf("%s (%v): %q", b.CellName(c), why.Kind, body)
		}
	}
	if title, _, _ := reasonOf(s, r.Consider[0]); title != fmt.Sprintf("Inferior cells: %d of 42 moves left", len(r.Consider)) {
		t.Errorf("a move to consider: %q, want the legend", title)
	}
	s.SetInferior(false)
	if title, _, _ := reasonOf(s, r.Dead[0]); strings.HasPrefix(title, "Cell ") {
		t.Errorf("with the cells hidden the box explains one: %q", title)
	}
}
