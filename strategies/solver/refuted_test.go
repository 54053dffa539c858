package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestRefutedMovesLose stops searches of random positions of every small board early (a few
// dozen to a few hundred nodes) and checks every move Refuted returns against minimax: each
// loses. Across the boards it must find some, or the test checks nothing.
func TestRefutedMovesLose(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	found := 0
	for _, spec := range smallBoards {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		s := New(b, Options{Memory: 4 << 20})
		least := 0 // as TestAgainstMinimax: minimax is slow on near-empty larger boards
		switch {
		case b.Spec().Reverse && b.NumCells() > 12:
			least = 6
		case b.NumCells() >= 16:
			least = 3
		}
		for trial := range 20 {
			pos, toMove, _ := randomCase(r, b, ref, least)
			s.SetMaxNodes(int64(20 + r.IntN(300)))
			if _, err := s.Solve(context.Background(), pos, toMove); err != nil {
				t.Fatal(err)
			}
			for _, c := range s.Refuted(pos, toMove) {
				found++
				if pos.At(c) != core.NoPlayer {
					t.Fatalf("%s trial %d: refuted %s is taken\n%s", spec, trial, b.CellName(c), core.Diagram(pos))
				}
				if ref.MoveWins(pos, toMove, c) {
					t.Fatalf("%s trial %d: %s to move, refuted %s wins by minimax\n%s", spec, trial, toMove, b.CellName(c), core.Diagram(pos))
				}
			}
		}
	}
	t.Logf("%d refuted moves", found)
	if found < 50 {
		t.Errorf("only %d refuted moves found on all boards", found)
	}
	// A position the table does not hold has none.
	b := core.MustBoard("hex:4x4")
	if got := New(b, Options{}).Refuted(core.NewPosition(b), core.Red); got != nil {
		t.Errorf("a new solver refutes %v", got)
	}
}
