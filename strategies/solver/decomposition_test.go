package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// A position of the engine's games against MoHex 2.0 from random starts
// (docs/results/engine/random-start/, after the 25th move, Blue the engine to move): MoHex
// proved within a second that Blue has lost, while the engine valued it 0.79 for Blue and
// the solver had not decided it after a minute (28,000 nodes). Red's chains enclose, with
// Blue's, regions on the right and below whose carriers four-sided decompositions capture;
// filled in, a few hundred nodes decide it. With Options.Decompositions the solver proves it
// within 600 nodes; without, not.
func TestDecompositionsDecideWhatPlayoutsMisjudge(t *testing.T) {
	b := core.MustBoard("hex:11x11")
	pos := core.NewPosition(b)
	setup, err := core.ParseSetup(b, "red:c1,k8,blue:d11,j11")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range setup {
		pos.Place(s.Cell, s.Player)
	}
	moves, err := core.ParseMoveList(b, "g6,g5,e6,c9,d9,e7,f6,f8,h7,g9,i8,i7,b10,b9,d8,d7,c7,c8,j7,h6,j4,j3,i4,i3,h5")
	if err != nil {
		t.Fatal(err)
	}
	p := core.Red
	for _, m := range moves {
		pos.Place(m.Cell, p)
		p = p.Opponent()
	}
	solve := func(decompositions bool) Result {
		s := New(b, Options{Memory: 16 << 20, Ladders: true, Decompositions: decompositions, MaxNodes: 600})
		r, err := s.Solve(context.Background(), pos, p)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := solve(false); r.Winner != core.NoPlayer {
		t.Fatalf("without the decompositions the solver decides it too (%s wins): not the case this test is about", r.Winner)
	}
	if r := solve(true); r.Winner != core.Red {
		t.Fatalf("with the decompositions the solver says %q wins within 600 nodes, want red", r.Winner)
	}
}

// TestDecompositionsAgainstMinimax solves random positions of small boards with the
// decompositions' fill-in and checks the winner and the winning move against minimax; Prove
// refuses a solver with them.
func TestDecompositionsAgainstMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for _, c := range []struct {
		spec  string
		least int
	}{{"hex:4x4", 2}, {"hex:5x4", 6}, {"hex:4x5", 6}, {"cyl:4x4", 3}} {
		b := core.MustBoard(c.spec)
		s := New(b, Options{Memory: 16 << 20, Ladders: true, Decompositions: true, MaxNodes: 2_000_000})
		for range 25 {
			ref := minimax.New(b)
			pos, toMove := minimax.RandomOpenPosition(r, b, c.least+r.IntN(b.NumCells()/2+1-c.least))
			if pos.Completed(core.Red) || pos.Completed(core.Blue) {
				continue
			}
			want := toMove.Opponent()
			if ref.Wins(pos, toMove) {
				want = toMove
			}
			got, err := s.Solve(context.Background(), pos, toMove)
			if err != nil {
				t.Fatal(err)
			}
			if got.Winner != want {
				t.Fatalf("%s, %s to move:\n%s\nsolver says %s wins, minimax %s", c.spec, toMove, core.Diagram(pos), got.Winner, want)
			}
			if want == toMove && !ref.MoveWins(pos, toMove, got.Move) {
				t.Fatalf("%s: %s's move %s does not win\n%s", c.spec, toMove, b.CellName(got.Move), core.Diagram(pos))
			}
		}
	}
	s := New(core.MustBoard("hex:3x3"), Options{Decompositions: true})
	if _, err := s.Prove(context.Background(), core.NewPosition(core.MustBoard("hex:3x3")), core.Red, nil); err == nil {
		t.Fatal("Prove accepts a solver with the decompositions")
	}
}

// Two positions of the protocol's 11x11 games against MoHex 2.0 (docs/results/engine/,
// Red first, Red to move and lost: proven by the solver with 30 s), where MoHex, in a
// second, found every move lost and the engine valued them 0.66 and 0.59. Blue's chains
// close regions off with Red's (the right of the board in the first, the left in the second)
// by full connections whose carriers lie inside them, but only carriers that avoid the
// cells the pair's smaller ones use (in the second, c7 joins Blue's left edge by b8 or c8,
// and by a carrier round b7 that avoids both). With those carriers kept (vc's addFull and
// OR rule) the decompositions fill the regions in, and the moves left to consider are the
// few MoHex's threats leave (its must-play cells), where they were 32 and 33.
func TestFullsKeptForTheirCarriers(t *testing.T) {
	b := core.MustBoard("hex:11x11")
	for _, c := range []struct {
		moves string
		most  int
	}{
		{"j2,h2,i4,h6,g6,h5,g5,h4,g4,i3,f3,g1,e2,e3,f2,f4,g3,f8,g7,g8,h7,h8,e8,d10,c10,d9,c9,f7,e7,f6,e6,d8,c8,e4,f5,d7,e9,e10,i9,j9,f9,f10", 5},
		{"j2,h2,i4,h6,g6,h5,g5,h4,g4,i3,f3,g1,e2,e3,f2,f4,g3,f8,e8,f7,e7,f6,e6,d10,c10,f5,e4,e5,c6,d9,c9,c5,g7,g8,h7,h8,d5,c7,d6,d8,a8,b9,e9,e10", 5},
	} {
		g, err := core.NewGameFromMoveList(b.Spec(), core.Options{}, c.moves)
		if err != nil {
			t.Fatal(err)
		}
		k := New(b, Options{Memory: 16 << 20, Ladders: true, Unordered: true, Decompositions: true}).Analyse(g.Position(), g.ToMove())
		if k.Value != Unknown && k.Value != Loss {
			t.Errorf("after %s: %v for Red, which loses", c.moves, k.Value)
		}
		if k.Value == Unknown && len(k.Moves) > c.most {
			t.Errorf("after %s: %d moves to consider, want at most %d", c.moves, len(k.Moves), c.most)
		}
	}
}
