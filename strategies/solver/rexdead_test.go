package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestRexDeadCellMoveWins checks rexDeadCells' theorem against minimax on random Rex
// positions of small planes and cylinders: whenever the player to move wins, every dead
// cell the analysis finds is a winning move; and the fill-in of the dead cells in pairs
// keeps the winner.
func TestRexDeadCellMoveWins(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 13))
	seen := 0
	for _, spec := range []string{"hex:3x3+reverse", "hex:3x4+reverse", "hex:4x3+reverse", "hex:4x4+reverse", "cyl:3x4+reverse", "cyl:4x3+reverse", "cyl:4x4+reverse"} {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		s := New(b, Options{Memory: 1 << 20})
		for range 150 {
			pos, toMove := minimax.RandomOpenPosition(r, b, 3+r.IntN(b.NumCells()-4))
			if pos.Full() {
				continue
			}
			res, err := inferior.Analyze(pos, toMove)
			if err != nil {
				t.Fatal(err)
			}
			wins := ref.Wins(pos, toMove)
			for _, d := range res.Dead {
				seen++
				if wins && !ref.MoveWins(pos, toMove, d) {
					t.Fatalf("%s, %s to move wins, but not by the dead cell %s:\n%s", spec, toMove, b.CellName(d), core.Diagram(pos))
				}
			}
			exp := &expansion{}
			only := s.rexDeadCells(pos, toMove, exp)
			filled, _ := s.filled(node{pos: pos}, exp)
			if got := ref.Wins(filled, toMove); got != wins {
				t.Fatalf("%s: the dead cells' fill-in changes the winner (%v, was %v):\n%s\nfilled:\n%s", spec, got, wins, core.Diagram(pos), core.Diagram(filled))
			}
			if only != core.NoCell && wins && !ref.MoveWins(filled, toMove, only) {
				t.Fatalf("%s: the dead cell left, %s, does not win:\n%s", spec, b.CellName(only), core.Diagram(filled))
			}
		}
	}
	if seen < 200 {
		t.Fatalf("only %d dead cells met: the test checks too little", seen)
	}
	t.Logf("%d dead cells checked", seen)
}
