package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestRootValue reads MoHex's mohex-values answers as MoHex writes them (MoHexEngine::Values:
// ".615@65", counts with k and M, "W@n" and "L@n" for proven moves, "0" unvisited).
func TestRootValue(t *testing.T) {
	for _, c := range []struct {
		answer string
		want   float64
		err    bool
	}{
		{" c2 0 f5 .615@65 e6 .0@1 d7 .500@38 f7 .643@3k c8 .558@52", 0.643, false},
		{" a1 .7@2k b1 .2@1.5M", 0.2, false},
		{" a1 .7@20 b1 L@40", 0.7, false}, // a lost move is not the search's choice
		{" a1 L@20 b1 L@40 c1 0", 0, false},
		{" a1 .1@900 b1 W@3", 1, false},
		{" a1 0 b1 0", 0, true},
		{"", 0, true},
		{" a1 .5@", 0, true},
		{" a1 1.5@3", 0, true},
		{" a1 .5@3 b1", 0, true},
		{" a1 x@3", 0, true},
	} {
		got, err := rootValue(c.answer)
		if (err != nil) != c.err || err == nil && math.Abs(got-c.want) > 1e-9 {
			t.Errorf("rootValue(%q) = %v, %v; want %v (error %v)", c.answer, got, err, c.want, c.err)
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
	if err := c.put("hex:11x11 red e6", "e7", 0.25); err != nil {
		t.Fatal(err)
	}
	if err := c.put("hex:11x11 red e6", "f5", 0.5); err != nil {
		t.Fatal(err)
	}
	c.Close()
	f, _ := os.OpenFile(name, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("hex:11x11 red e6\tg4\t0.") // cut short
	f.Close()
	c, err = openCache(name)
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := c.get("hex:11x11 red e6", "f5"); !ok || s != 0.5 {
		t.Errorf("f5: %v %v, want 0.5", s, ok)
	}
	if _, ok := c.get("hex:11x11 red e6", "g4"); ok {
		t.Errorf("the line cut short was read")
	}
	if err := c.put("hex:11x11 red e6", "h3", 0.75); err != nil {
		t.Fatal(err)
	}
	c.Close()
	if c, err = openCache(name); err != nil {
		t.Fatalf("after a line cut short and a new one: %v", err)
	}
	if s, ok := c.get("hex:11x11 red e6", "h3"); !ok || s != 0.75 {
		t.Errorf("h3 after the line cut short: %v %v, want 0.75", s, ok)
	}
	c.Close()
	os.WriteFile(name, []byte("a\tb\t0.5\nbroken\nc\td\t0.25\n"), 0o644)
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
	a := Run{Build: "a", Positions: []Judged{{Moves: "p", Move: "a1", Score: 0.5}, {Moves: "q", Move: "b2", Score: 0.25}, {Moves: "r", Move: "c3", Score: -1}}}
	b := Run{Build: "b", Positions: []Judged{{Moves: "p", Move: "a1", Score: 0.5}, {Moves: "q", Move: "c4", Score: 0.75}, {Moves: "r", Move: "c3", Score: 1}}}
	got := compareRuns(a, b)
	if !strings.Contains(got, "+0.250") || !strings.Contains(got, "over 2 positions (the same move in 1)") {
		t.Errorf("compareRuns: %q", got)
	}
}
