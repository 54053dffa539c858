package vc

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// winner returns who wins pos with toMove to move, by minimax.
func winner(m *minimax.Minimax, pos *core.Position, toMove core.Player) core.Player {
	for _, p := range []core.Player{core.Red, core.Blue} {
		if pos.Completed(p) {
			return p
		}
	}
	if m.Wins(pos, toMove) {
		return toMove
	}
	return toMove.Opponent()
}

// TestDecompositionByBruteForce fills in, again and again, the carriers Decomposition finds
// in random positions of small boards and checks by minimax that the winner stays the same
// whoever moves.
func TestDecompositionByBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	boards := []struct {
		spec  string
		least int // stones at least, so that minimax stays quick
	}{{"hex:4x4", 2}, {"hex:5x4", 5}, {"hex:4x5", 5}, {"hex:6x3", 4}, {"hex:3x6", 4}, {"hex:5x5", 13}, {"hex:6x4", 11}}
	found := 0
	trials := 120
	if testing.Short() {
		trials = 40
	}
	for _, bc := range boards {
		b := core.MustBoard(bc.spec)
		for range trials {
			m := minimax.New(b) // a fresh table a position keeps the memory small
			pos, _ := minimax.RandomOpenPosition(r, b, bc.least+r.IntN(max(1, b.NumCells()*2/3-bc.least)))
			if pos.Completed(core.Red) || pos.Completed(core.Blue) {
				continue
			}
			var want [2]core.Player // worked out at the first fill-in: minimax is the slow part
			filled := pos.Clone()
			for round := 0; round < 4; round++ {
				any := false
				for _, p := range []core.Player{core.Red, core.Blue} {
					if filled.Completed(core.Red) || filled.Completed(core.Blue) {
						break
					}
					res := ComputeWith(filled, p, Options{Ladders: true})
					f, ok := res.Decomposition()
					res.Release()
					if !ok {
						continue
					}
					any = true
					found++
					if want[0] == core.NoPlayer {
						want = [2]core.Player{winner(m, pos, core.Red), winner(m, pos, core.Blue)}
					}
					before := filled.Clone()
					for _, c := range f.Cells() {
						filled.Place(c, p)
					}
					got := [2]core.Player{winner(m, filled, core.Red), winner(m, filled, core.Blue)}
					if got != want {
						t.Fatalf("%s: %s's decomposition fills %v and changes the winners (Red, Blue to move) from %v to %v\n%s",
							bc.spec, p, cellNames(b, f), want, got, core.Diagram(before))
					}
				}
				if !any {
					break
				}
			}
		}
	}
	t.Logf("%d decompositions filled in", found)
	if found < 20 {
		t.Fatalf("only %d decompositions found: the check checks little", found)
	}
}

func cellNames(b *core.Board, s Set) []string {
	var out []string
	for _, c := range s.Cells() {
		out = append(out, b.CellName(c))
	}
	return out
}
