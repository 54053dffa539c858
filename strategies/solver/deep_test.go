package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestEdgeProofsAgainstReference analyses random positions with the edge proofs in the
// connections (Options.DeepEvals, as the engine analyses its root), and checks what the
// analysis claims: a win or a loss, the winning move, a winning move among the moves it
// leaves to consider. The reference is minimax on boards of up to 20 cells, and on larger
// ones, where the edge proofs have room, the solver without them (itself checked against
// minimax: TestAgainstMinimax). On boards this small H-search finds nearly every connection
// (the edge proofs change one analysis in a few hundred: the search itself is checked against
// brute force in package vc, TestProveEdgeAgainstBruteForce); a proof is refused with them.
func TestEdgeProofsAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	analysed, changed := 0, 0
	for _, spec := range []string{"hex:5x4", "hex:4x5", "cyl:5x4", "hex:6x6", "hex:7x6", "cyl:6x6"} {
		b := core.MustBoard(spec)
		wins := referenceFor(b)
		s := New(b, Options{Memory: 1 << 20, DeepEvals: 300})
		shallow := New(b, Options{Memory: 1 << 20})
		trials := 20
		if testing.Short() {
			trials = 8
		}
		for trial := range trials {
			pos, toMove := minimax.RandomOpenPosition(r, b, b.NumCells()/4+r.IntN(b.NumCells()/4))
			want := wins(pos, toMove)
			k, before := s.Analyse(pos, toMove), shallow.Analyse(pos, toMove)
			analysed++
			if k.Value != before.Value || len(k.Moves) != len(before.Moves) {
				changed++
			}
			moveWins := func(p *core.Position, c core.Cell) bool {
				q := p.Clone()
				q.Place(c, toMove)
				return q.Completed(toMove) || !wins(q, toMove.Opponent())
			}
			switch k.Value {
			case Win, Loss:
				if (k.Value == Win) != want {
					t.Fatalf("%s trial %d, %s to move:\n%s\nthe analysis says %v, the reference %v", spec, trial, toMove, core.Diagram(pos), k.Value, want)
				}
				if k.Value == Win && k.Move != core.NoCell && !moveWins(pos, k.Move) {
					t.Fatalf("%s trial %d: the analysis's winning move %s loses\n%s", spec, trial, b.CellName(k.Move), core.Diagram(pos))
				}
			default:
				if want {
					filled := pos.Clone()
					for _, st := range k.Fill {
						filled.Place(st.Cell, st.Player)
					}
					found := false
					for _, c := range k.Moves {
						if found = moveWins(filled, c); found {
							break
						}
					}
					if !found {
						t.Fatalf("%s trial %d, %s to move:\n%s\nno move the analysis considers wins", spec, trial, toMove, core.Diagram(pos))
					}
				}
			}
		}
		if _, err := s.Prove(context.Background(), core.NewPosition(b), core.Red, nil); err == nil {
			t.Errorf("%s: a proof with the edge proofs was not refused", spec)
		}
	}
	t.Logf("%d positions analysed, %d changed by the edge proofs", analysed, changed)
	if changed == 0 {
		t.Errorf("the edge proofs changed none of %d analyses: the test tests nothing of their claims", analysed)
	}
}

// referenceFor returns whether the player to move wins a position of b: by minimax on boards
// of up to 20 cells, else by the solver without the edge proofs.
func referenceFor(b *core.Board) func(*core.Position, core.Player) bool {
	if b.NumCells() <= 20 {
		return minimax.New(b).Wins
	}
	ref := New(b, Options{Memory: 64 << 20})
	return func(pos *core.Position, toMove core.Player) bool {
		res, err := ref.Solve(context.Background(), pos, toMove)
		if err != nil {
			panic(err)
		}
		return res.Winner == toMove
	}
}
