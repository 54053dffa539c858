package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestLaddersAgainstMinimax solves random positions of narrow boards, where second-row
// ladders are common, with the ladders in the connections (Options.Ladders), and checks the
// winner and the winning move against minimax; a proof is refused with them.
func TestLaddersAgainstMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	solved := 0
	for _, spec := range []string{"hex:6x3", "hex:3x6", "hex:5x3", "cyl:6x3", "hex:7x2", "hex:4x4"} {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		s := New(b, Options{Memory: 16 << 20, Ladders: true, MaxNodes: 2_000_000})
		trials := 30
		if testing.Short() {
			trials = 10
		}
		for trial := range trials {
			pos, toMove, want := randomCase(r, b, ref, 3)
			got, err := s.Solve(context.Background(), pos, toMove)
			if err != nil {
				t.Fatal(err)
			}
			if got.Winner != want {
				t.Fatalf("%s trial %d, %s to move:\n%s\nthe solver with ladders says %s wins, minimax %s", spec, trial, toMove, core.Diagram(pos), got.Winner, want)
			}
			if want == toMove && !ref.MoveWins(pos, toMove, got.Move) {
				t.Fatalf("%s: %s's move %s does not win\n%s", spec, toMove, b.CellName(got.Move), core.Diagram(pos))
			}
			solved++
		}
		if _, err := s.Prove(context.Background(), core.NewPosition(b), core.Red, nil); err == nil {
			t.Errorf("%s: a proof with the ladders was not refused", spec)
		}
	}
	t.Logf("%d positions solved with ladders", solved)
}
