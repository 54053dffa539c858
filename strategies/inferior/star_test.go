package inferior

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestStarDominationAgainstBruteForce hunts the rare star decompositions on small boards of
// the plane (they need a closed-off region with two chains of each player around it) and
// checks every star domination claimed: the dominating move wins wherever the dominated one
// does, with either player to move afterwards.
func TestStarDominationAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	found := 0
	for _, spec := range []string{"hex:3x4", "hex:4x3", "hex:3x5", "hex:5x3", "hex:4x4"} {
		b := core.MustBoard(spec)
		sv := newSolver(b)
		for trial := 0; trial < 2500; trial++ {
			col, toMove := randomGame(r, b, min(b.NumCells(), 4+r.IntN(9)))
			res, err := Analyze(positionOf(b, col), toMove)
			if err != nil {
				t.Fatal(err)
			}
			for c, why := range res.Inferior {
				if why.Kind != StarDominated {
					continue
				}
				found++
				m := why.Cells[0]
				for _, next := range []core.Player{core.Red, core.Blue} {
					if sv.winner(after(col, toMove, c), next) == toMove && sv.winner(after(col, toMove, m), next) != toMove {
						t.Fatalf("%s, %v to move:\n%s%s is star-dominated by %s, but wins where it loses (%v to move next)",
							spec, toMove, diagram(b, col), b.CellName(c), b.CellName(m), next)
					}
				}
			}
		}
	}
	if found < 20 {
		t.Errorf("only %d star dominations found: the hunt does not exercise the rule", found)
	}
	t.Logf("%d star dominations checked", found)
}
