package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestParallelAgainstMinimax solves random positions of small boards of every topology with
// three solvers at once, and checks the winner, the winning move and every move's value
// against minimax, as TestAgainstMinimax does for one solver.
func TestParallelAgainstMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, spec := range []string{"hex:4x4", "hex:3x4", "cyl:4x4", "cyl:5x3", "torus:3x3", "torus:4x3", "hex:3x3+reverse", "cyl:3x4+reverse"} {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		p := NewParallel(b, Options{Memory: 24 << 20}, 3)
		for trial := range 6 {
			least := 0
			if b.Spec().Reverse && b.NumCells() > 9 {
				least = 4
			}
			pos, toMove, want := randomCase(r, b, ref, least)
			got, err := p.Solve(context.Background(), pos, toMove)
			if err != nil {
				t.Fatal(err)
			}
			if got.Winner != want {
				t.Fatalf("%s trial %d, %s to move:\n%s\nparallel solver says %s wins, minimax %s", spec, trial, toMove, core.Diagram(pos), got.Winner, want)
			}
			if want == toMove && !ref.MoveWins(pos, toMove, got.Move) {
				t.Fatalf("%s: %s's move %s does not win\n%s", spec, toMove, b.CellName(got.Move), core.Diagram(pos))
			}
			values, err := p.Values(context.Background(), pos, toMove, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(values) != len(pos.EmptyCells()) {
				t.Fatalf("%s: %d values for %d moves", spec, len(values), len(pos.EmptyCells()))
			}
			for i, v := range values {
				wantV := Loss
				if ref.MoveWins(pos, toMove, v.Cell) {
					wantV = Win
				}
				if v.Cell != pos.EmptyCells()[i] || v.Value != wantV {
					t.Fatalf("%s: move %s valued %s, minimax %s", spec, b.CellName(v.Cell), v.Value, wantV)
				}
			}
		}
	}
}

// TestParallelBudget checks that a node budget bounds the solvers together, and that what
// they left unknown is valued in a later call.
func TestParallelBudget(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	p := NewParallel(b, Options{Memory: 24 << 20, MaxNodes: 60}, 2)
	values, err := p.Values(context.Background(), core.NewPosition(b), core.Red, nil)
	if err != nil {
		t.Fatal(err)
	}
	unknown := 0
	for _, v := range values {
		if v.Value == Unknown {
			unknown++
		}
	}
	if n := p.Progress().Nodes; n > 60+2*30 || unknown == 0 {
		t.Errorf("a budget of 60 nodes: %d searched, %d moves unknown", n, unknown)
	}
}
