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
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
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
