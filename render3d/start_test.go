//go:build !js

package render3d

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/session"
)

func TestStart(t *testing.T) {
	q, _ := session.ParseRawQuery("board=trunc:2&white=human&gray=human&black=human&seed=3&moves=0,0,0;1,1,1")
	s, note, err := Start(q, nil, nil)
	if err != nil || note != "" || len(s.Game().Turns()) != 2 {
		t.Fatalf("a game from the URL: %v, %q, %v", s, note, err)
	}
	saved := s.Save()
	// Without parameters the saved game comes back; with them, they win.
	r, note, err := Start(nil, saved, nil)
	if err != nil || note != "" || r.Permalink() != s.Permalink() {
		t.Errorf("restored %q (%q, %v), want %q", r.Permalink(), note, err, s.Permalink())
	}
	// A reload (the URL is the saved game's permalink) restores the save, rule labels and all.
	if r, _, _ := Start(q, savedWithRules(t, s), nil); len(r.Game().Turns()) != 2 || r.Game().Turns()[1].Rule != "search" {
		t.Errorf("a reload lost the bots' rule labels: %+v", r.Game().Turns())
	}
	q2, _ := session.ParseRawQuery("board=trunc:3")
	if r, _, _ := Start(q2, saved, nil); r.Game().Spec().Size != 3 || len(r.Game().Turns()) != 0 {
		t.Errorf("parameters did not win over the saved game: %s", r.Permalink())
	}
	// A saved game that cannot be restored is left with a note, and a new game starts.
	r, note, err = Start(nil, []byte("{not json"), nil)
	if err != nil || !strings.Contains(note, "could not be restored") || r == nil {
		t.Errorf("a broken save: %v, %q, %v", r, note, err)
	}
	// A bad parameter is an error.
	bad, _ := session.ParseRawQuery("board=trunc:9")
	if _, _, err := Start(bad, nil, nil); err == nil || !strings.Contains(err.Error(), "board") {
		t.Errorf("trunc:9: %v", err)
	}
}

func TestSetupCycles(t *testing.T) {
	cfg := session.DefaultConfig()
	seen := map[int]bool{}
	for i := 0; i < trunc.MaxSize; i++ {
		cfg = nextSize(cfg)
		seen[cfg.Spec.Size] = true
	}
	if len(seen) != trunc.MaxSize {
		t.Errorf("sizes seen: %v", seen)
	}
	orders := map[[3]trunc.Player]bool{}
	for i := 0; i < 6; i++ {
		cfg = nextOrder(cfg)
		orders[cfg.Options.Order] = true
	}
	if len(orders) != 6 {
		t.Errorf("%d turn orders", len(orders))
	}
	names := map[string]bool{}
	for i := 0; i < 10; i++ {
		cfg = nextPlayer(cfg, trunc.Gray)
		names[cfg.Player(trunc.Gray)] = true
	}
	for _, want := range []string{session.Human, "random", "mcts", "solver"} {
		if !names[want] {
			t.Errorf("Gray never becomes %s (%v)", want, names)
		}
	}
	if nextRule(cfg).Spec.Variant == cfg.Spec.Variant {
		t.Error("the rule does not switch")
	}
}

func TestMoveListAndWrap(t *testing.T) {
	g, _ := trunc.NewGame(trunc.Spec{Size: 2}, trunc.Options{})
	if got := moveList(g, 5); got != "(no moves yet)" {
		t.Errorf("empty: %q", got)
	}
	ms, _ := g.Board().ParseMoveList("0,0,0;1,1,1;2,0,0;1,-1,1")
	for _, m := range ms {
		_ = g.Play(m)
	}
	// Scrolled back one move: the second and third, with one earlier and one later.
	if got := moveListFrom(g, 2, 1); got != "... 1 earlier (scroll)\n  2  gray   1,1,1\n  3  black  2,0,0\n... 1 later" {
		t.Errorf("scrolled back one: %q", got)
	}
	if got, want := moveListFrom(g, 2, 99), moveListFrom(g, 2, 2); got != want || !strings.HasPrefix(got, "  1  white") {
		t.Errorf("scrolled past the start: %q", got)
	}
	got := moveList(g, 2)
	if !strings.HasPrefix(got, "... 2 earlier (scroll)\n") || !strings.Contains(got, "  4  white  1,-1,1") {
		t.Errorf("the last two of four moves: %q", got)
	}
	for _, line := range strings.Split(wrap("Black wins: every way of filling the 4 empty cells pairs the borders AC, BD", 20), "\n") {
		if len(line) > 20 {
			t.Errorf("line %q is longer than 20", line)
		}
	}
}

// savedWithRules returns s's save with a rule label on its last move, as a bot's move has.
func savedWithRules(t *testing.T, s *session.Session) []byte {
	t.Helper()
	var sv map[string]any
	if err := json.Unmarshal(s.Save(), &sv); err != nil {
		t.Fatal(err)
	}
	sv["rules"] = []string{"", "search"}
	data, _ := json.Marshal(sv)
	return data
}
