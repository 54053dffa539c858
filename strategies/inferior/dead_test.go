package inferior

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// smallBoards are the boards of every topology the brute force covers: at most 16 cells, and
// the narrow ones where the cycle argument does not apply.
var smallBoards = []string{
	"hex:3x3", "hex:4x4", "hex:3x4", "hex:4x3", "hex:2x5", "hex:5x2",
	"cyl:3x3", "cyl:3x4", "cyl:4x4", "cyl:5x3", "cyl:4x3", "cyl:2x4", "cyl:1x4",
	"torus:3x3", "torus:4x4", "torus:3x4", "torus:4x3", "torus:2x4", "torus:5x3",
}

// TestNoDrawDuality checks the fact the analysis rests on, on the plane and the cylinder: a
// completion has exactly one winner, and a cell is live for Red exactly when it is live for
// Blue.
func TestNoDrawDuality(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, spec := range smallBoards {
		b := core.MustBoard(spec)
		if b.Topology() == core.Torus {
			continue
		}
		for trial := 0; trial < 60; trial++ {
			tr := newTruth(b, randomColouring(r, b, min(b.NumCells(), 10)))
			for s := range tr.wins[core.Red] {
				if tr.completionWinner(s) == core.NoPlayer || (tr.wins[core.Red][s] && tr.wins[core.Blue][len(tr.wins[core.Red])-1-s]) {
					t.Fatalf("%s %v: completion %b has no winner or two", spec, tr.col, s)
				}
			}
			for _, c := range tr.empties {
				if tr.liveFor(core.Red, c) != tr.liveFor(core.Blue, c) {
					t.Fatalf("%s %v: cell %s live for one player only", spec, tr.col, b.CellName(c))
				}
			}
		}
	}
}

// TestDeadAgainstBruteForce checks every cell the analysis calls dead against the truth, on
// random colourings of every small board, and reports how many of the truly dead cells it
// finds.
func TestDeadAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 3))
	for _, spec := range smallBoards {
		b := core.MustBoard(spec)
		g := geometryOf(b)
		found, truly := 0, 0
		for trial := 0; trial < 300; trial++ {
			col := randomColouring(r, b, min(b.NumCells(), 3+r.IntN(9)))
			tr := newTruth(b, col)
			bd := newBoard(g, append([]core.Player(nil), col...))
			for _, c := range tr.empties {
				claimed, real := bd.dead(c), tr.dead(c)
				if claimed && !real {
					t.Fatalf("%s: %s is called dead but is live in\n%s", spec, b.CellName(c), diagram(b, col))
				}
				if real {
					truly++
					if claimed {
						found++
					}
				}
			}
		}
		t.Logf("%-9s dead cells found: %d of %d", spec, found, truly)
	}
}
