//go:build !js

package render3d

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/session"
)

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
