package main

import (
	"context"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/book"
	"github.com/hexlab/hexlab/strategies/solver"
)

// On 5x5, where every position is solved at once, the book the generator writes below the
// centre opening parses, lists each position once, follows the opponent's replies as deep as
// asked, and every move it gives wins the position it is given for: the centre wins, so the
// engine, with the solver first, never lets it go.
func TestBookBelowTheCentre(t *testing.T) {
	var out strings.Builder
	g := newGenerator(&out, 2000, 1, 2)
	game, err := replay("hex:5x5", "c3")
	if err != nil {
		t.Fatal(err)
	}
	g.reply(game, []string{"c3"}, 4)
	var lines []string
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if !strings.HasPrefix(line, repliesMark) {
			lines = append(lines, line)
		}
	}
	if len(lines) < 3 || len(lines) > 2+2*2 {
		t.Fatalf("want 2 replies and 2 below each, at most 6 lines: got\n%s", out.String())
	}
	if _, err := book.Parse(out.String()); err != nil {
		t.Fatal(err)
	}
	s := solver.New(core.MustBoard("hex:5x5"), solver.Options{})
	for _, line := range lines {
		f := strings.Fields(line)
		game, err := replay(f[0], f[1]+","+f[2])
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if game.Over() {
			continue
		}
		r, err := s.Solve(context.Background(), game.Position(), game.ToMove())
		if err != nil || r.Winner != game.ToMove().Opponent() {
			t.Errorf("%s: the move does not win (%v, %v)", line, r.Winner, err)
		}
	}
}

// A position met again in another orientation (the half turn of a root) is answered from what
// was searched, in its own orientation; a book resumed from a finished one searches nothing
// and writes the same lines.
func TestBookReusesAndResumes(t *testing.T) {
	var out strings.Builder
	g := newGenerator(&out, 1000, 1, 2)
	first := 0
	for _, root := range []string{"b2", "d4"} { // d4 is b2 turned half round
		game, err := replay("hex:5x5", root)
		if err != nil {
			t.Fatal(err)
		}
		g.reply(game, []string{root}, 4)
		if root == "b2" {
			first = g.searches
		}
	}
	if first == 0 || g.searches != first {
		t.Errorf("%d searches below b2, %d below d4 too: the half-turned root was searched again", first, g.searches)
	}
	written := out.String()
	out.Reset()
	g.reply(func() *core.Game { game, _ := replay("hex:5x5", "b2"); return game }(), []string{"b2"}, 4)
	if out.Len() != 0 {
		t.Errorf("a position written twice:\n%s", out.String())
	}
	var again strings.Builder
	r := newGenerator(&again, 1000, 1, 2)
	if err := r.resume(written); err != nil {
		t.Fatal(err)
	}
	game, _ := replay("hex:5x5", "b2")
	r.reply(game, []string{"b2"}, 4)
	if r.searches != 0 || again.String() != written {
		t.Errorf("resumed: %d searches, wrote\n%s\nwant\n%s", r.searches, again.String(), written)
	}
	if err := r.resume("hex:5x5 b2 zz\n"); err == nil {
		t.Error("a bad line is resumed")
	}
}
