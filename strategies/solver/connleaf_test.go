package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestConnectionLeavesWin checks connection leaves against minimax on random positions of
// small planes and cylinders: every leaf the prover writes is accepted by the checker
// (proof.ConnectionWins) and its player, to move, wins; and every leaf changed at random
// that the checker still accepts is a win too (the checker accepts nothing false).
func TestConnectionLeavesWin(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	leaves, mutants := 0, 0
	for _, spec := range []string{"hex:3x3", "hex:3x4", "hex:4x3", "hex:4x4", "cyl:3x4", "cyl:4x4", "cyl:5x3"} {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		s := New(b, Options{Memory: 1 << 20})
		for range 120 {
			least := 0
			if b.NumCells() >= 16 {
				least = 4
			}
			pos, _ := minimax.RandomOpenPosition(r, b, least+r.IntN(b.NumCells()-3-least))
			for _, w := range []core.Player{core.Red, core.Blue} {
				if !s.connections(w) {
					continue
				}
				p := &prover{s: s, winner: w}
				steps := p.connectionLeaf(node{pos: pos})
				if steps == nil {
					continue
				}
				leaves++
				if err := proof.ConnectionWins(pos, w, steps); err != nil {
					t.Fatalf("%s: the checker refuses %s's leaf: %v\n%s", spec, w, err, core.Diagram(pos))
				}
				if !ref.Wins(pos, w) {
					t.Fatalf("%s: %s has a connection leaf but, to move, loses:\n%s", spec, w, core.Diagram(pos))
				}
				for range 10 {
					// The leaf changed, or the position: a stone of the loser's added.
					at, m := pos, mutate(r, b, steps)
					if r.IntN(2) == 0 {
						at, m = pos.Clone(), steps
						empties := at.EmptyCells()
						at.Place(empties[r.IntN(len(empties))], w.Opponent())
						if at.Completed(w.Opponent()) || at.Full() {
							continue
						}
					}
					if proof.ConnectionWins(at, w, m) != nil {
						continue
					}
					mutants++
					if !ref.Wins(at, w) {
						t.Fatalf("%s: the checker accepts a changed leaf of %s's, who loses:\n%s\n%+v", spec, w, core.Diagram(at), m)
					}
				}
			}
		}
	}
	if leaves < 100 {
		t.Fatalf("only %d leaves met: the test checks too little", leaves)
	}
	t.Logf("%d leaves and %d changed leaves the checker accepts, all wins", leaves, mutants)
}

// mutate returns a copy of steps with one thing changed: a part, an end, a link, or a step
// left out.
func mutate(r *rand.Rand, b *core.Board, steps []proof.ConnectionStep) []proof.ConnectionStep {
	out := make([]proof.ConnectionStep, len(steps))
	for i, s := range steps {
		out[i] = s
		out[i].Parts = slices.Clone(s.Parts)
	}
	i := r.IntN(len(out))
	s := &out[i]
	switch r.IntN(4) {
	case 0:
		if len(s.Parts) > 0 && i > 0 {
			s.Parts[r.IntN(len(s.Parts))] = r.IntN(i)
		}
	case 1:
		if s.Link == proof.Adjacent {
			e := &s.Ends[r.IntN(2)]
			if r.IntN(4) == 0 {
				*e = proof.End{Cell: core.NoCell, Side: []core.Side{core.Top, core.Bottom, core.Left, core.Right}[r.IntN(4)]}
			} else {
				*e = proof.End{Cell: core.Cell(r.IntN(b.NumCells()))}
			}
		}
	case 2:
		if s.Link == proof.And {
			s.Link = proof.Or
		} else if s.Link == proof.Or && len(s.Parts) == 2 {
			s.Link = proof.And
		}
	case 3:
		if len(out) > 1 {
			out = out[:len(out)-1]
		}
	}
	return out
}
