package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestJudgement reads MoHex's mohex-values answers as MoHex writes them (MoHexEngine::Values:
// ".615@65", counts with k and M, "W@n" and "L@n" for proven moves, "0" unvisited) and
// judges moves by them.
func TestJudgement(t *testing.T) {
	const searched = " c2 0 f5 .615@65 e6 .0@1 d7 .500@38 f7 .643@3k c8 .558@52"
	for _, c := range []struct {
		answer, move, top string
		loss              float64
	}{
		{searched, "f7", "f7", 0},
		{searched, "f5", "f7", 0.643 - 0.615},
		{searched, "d7", "f7", 0.643 - 0.5},
		{searched, "e6", "f7", 0.643 - 0.5},     // one visit: as bad as the worst valued move
		{searched, "c2", "f7", 0.643 - 0.5},     // not searched
		{" a1 .7@2k b1 .2@1.5M", "a1", "b1", 0}, // the most visited is MoHex's choice
		{" a1 .1@900 b1 W@3 c1 L@40", "a1", "b1", 0.9},
		{" a1 .1@900 b1 W@3 c1 L@40", "c1", "b1", 1},
		{" a1 L@900 b1 .3@20 c1 .4@400", "b1", "c1", 0.4}, // a lost move is not MoHex's choice
		{" a1 L@20 b1 L@40", "a1", "a1", 0},
	} {
		children, err := parseValues(c.answer)
		if err != nil {
			t.Fatalf("parseValues(%q): %v", c.answer, err)
		}
		top, loss := judgement(children, c.move)
		if top != c.top || math.Abs(loss-c.loss) > 1e-9 {
			t.Errorf("%q, %s: MoHex's choice %s, loss %.3f; want %s, %.3f", c.answer, c.move, top, loss, c.top, c.loss)
		}
	}
	for _, bad := range []string{" a1 0 b1 0", "", " a1 .5@", " a1 1.5@3", " a1 .5@3 b1", " a1 x@3", " a1 .5@-3"} {
		if _, err := parseValues(bad); err == nil {
			t.Errorf("parseValues(%q) accepted", bad)
		}
	}
}

// TestCacheKeepsWhatWasWritten: judgements put are read back by a new run; a last line cut
// short is dropped, a bad line before it is an error.
func TestCacheKeepsWhatWasWritten(t *testing.T) {
	name := filepath.Join(t.TempDir(), "cache.txt")
	c, err := openCache(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.put("hex:11x11 red e6", "a1 .5@3"); err != nil {
		t.Fatal(err)
	}
	if err := c.put("hex:11x11 red e6,e7", noSearch); err != nil {
		t.Fatal(err)
	}
	c.Close()
	f, _ := os.OpenFile(name, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("hex:11x11 red f6\ta1 .") // cut short
	f.Close()
	c, err = openCache(name)
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := c.get("hex:11x11 red e6,e7"); !ok || a != noSearch {
		t.Errorf("e6,e7: %q %v, want %q", a, ok, noSearch)
	}
	if _, ok := c.get("hex:11x11 red f6"); ok {
		t.Errorf("the line cut short was read")
	}
	if err := c.put("hex:11x11 red g6", "b2 W@3"); err != nil {
		t.Fatal(err)
	}
	c.Close()
	if c, err = openCache(name); err != nil {
		t.Fatalf("after a line cut short and a new one: %v", err)
	}
	if a, ok := c.get("hex:11x11 red g6"); !ok || a != "b2 W@3" {
		t.Errorf("g6 after the line cut short: %q %v", a, ok)
	}
	c.Close()
	os.WriteFile(name, []byte("a\tb\nbroken\nc\td\n"), 0o644)
	if _, err := openCache(name); err == nil {
		t.Errorf("a broken line before the last was accepted")
	}
}

// TestGamePositions: the positions drawn from an arena file are those where the engine (not
// the HTP engine) is to move, at the plies asked, not decided yet; the draw is the same each
// time and holds each position once.
func TestGamePositions(t *testing.T) {
	name := "../../../../docs/results/engine/equal-time/mcts-mohex-hex-11x11-noswap-blue.json"
	ps, err := gamePositions(name, 10, 20)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 50 {
		t.Fatalf("%d positions from 50 games' plies 10 to 20", len(ps))
	}
	know := newKnowledge(core.MustBoard("hex:11x11"))
	for _, p := range ps {
		g, err := core.NewGameFromMoveList(p.Spec, core.Options{First: p.First}, strings.Join(p.Moves, ","))
		if err != nil {
			t.Fatal(err)
		}
		if p.Ply < 10 || p.Ply > 20 || len(p.Moves) != p.Ply || g.ToMove() != core.Blue || know.Decides(g.Position(), core.Blue) {
			t.Fatalf("position %+v: ply %d, %v to move", p, len(p.Moves), g.ToMove())
		}
	}
	a, b := choose(ps, 20), choose(ps, 20)
	seen := map[string]bool{}
	for i := range a {
		if a[i].key() != b[i].key() {
			t.Fatalf("two draws differ at %d", i)
		}
		if seen[a[i].key()] {
			t.Fatalf("%s drawn twice", a[i].key())
		}
		seen[a[i].key()] = true
	}
	if len(a) != 20 {
		t.Errorf("%d drawn, want 20", len(a))
	}
}

// TestCompareRuns: the difference is taken position by position, over the positions both
// runs judged.
func TestCompareRuns(t *testing.T) {
	a := Run{Build: "a", Positions: []Judged{
		{Moves: "p", Move: "a1", Top: "a1", Loss: 0},
		{Moves: "q", Move: "b2", Top: "c4", Loss: 0.25},
		{Moves: "r", Move: "c3", Loss: -1},
		{Moves: "s", Move: "d4", Top: "d4", Loss: 0},
	}}
	b := Run{Build: "b", Positions: []Judged{
		{Moves: "p", Move: "a1", Top: "a1", Loss: 0},
		{Moves: "q", Move: "c4", Top: "c4", Loss: 0},
		{Moves: "r", Move: "c3", Top: "c3", Loss: 0},
		{Moves: "s", Move: "e5", Top: "d4", Loss: 0.5},
	}}
	got := compareRuns(a, b)
	if !strings.Contains(got, "loss +0.083") || !strings.Contains(got, "over 3 positions (the same move in 1; MoHex's move by the first only in 1, by the second only in 1)") {
		t.Errorf("compareRuns: %q", got)
	}
}
