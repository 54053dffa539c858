package engine

import (
	"context"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// From Options.SolveFrom of the board filled on, the solver gets its share of the budget before
// the tree: in this position of a game the engine lost to MoHex (hex:9x9, Red to move after 14
// moves; the engine played c5 and lost), the solver proves a win within the share and the
// engine plays it. Asked only for small positions (SolveFrom 1), it searches the tree instead.
func TestSolverFirstPastTheOpening(t *testing.T) {
	b := core.MustBoard("hex:9x9")
	pos := core.NewPosition(b)
	toMove := core.Red
	for _, name := range strings.Split("e5,f3,d4,e2,c3,d1,b2,b3,c2,d5,g4,h2,e4,e6", ",") {
		c, err := b.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		pos.Place(c, toMove)
		toMove = toMove.Opponent()
	}
	check := solver.New(b, solver.Options{})
	for _, from := range []float64{0, 1} {
		e := New(b, false, Options{Playouts: 20000, Seed: 1, SolveFrom: from})
		r, err := e.Search(context.Background(), pos, toMove)
		if err != nil {
			t.Fatal(err)
		}
		if from == 1 {
			if r.Reason == Proven {
				t.Errorf("SolveFrom 1: the solver was asked first (%s)", b.CellName(r.Move))
			}
			continue
		}
		if r.Reason != Proven {
			t.Fatalf("SolveFrom %v: %s by %s, not proven", from, b.CellName(r.Move), r.Reason)
		}
		after := pos.Clone()
		after.Place(r.Move, toMove)
		if v, err := check.Solve(context.Background(), after, toMove.Opponent()); err != nil || v.Winner != toMove {
			t.Errorf("%s is played as proven, but the solver says %v (%v)", b.CellName(r.Move), v.Winner, err)
		}
	}
}
