package inferior

import (
	"fmt"
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
	for _, spec := range smallBoards {
		found, truly, wrong := checkDead(spec, 300, (*board).dead)
		if wrong != "" {
			t.Fatal(wrong)
		}
		t.Logf("%-9s dead cells found: %d of %d", spec, found, truly)
	}
}

// TestDeadCheckCatchesMutants checks that the brute force catches a wrong rule: calling a
// cell dead when its usable neighbours merely number at most three, or when any two of them
// touch.
func TestDeadCheckCatchesMutants(t *testing.T) {
	for name, mutant := range map[string]func(b *board, c core.Cell) bool{
		"three usable neighbours": func(b *board, c core.Cell) bool {
			n := 0
			for _, d := range b.g.adj[c] {
				if b.col[d] != core.Blue {
					n++
				}
			}
			return b.dead(c) || n <= 3
		},
		"one pair touching": func(b *board, c core.Cell) bool {
			for _, d := range b.g.adj[c] {
				for _, e := range b.g.adj[c] {
					if d < e && b.col[d] == core.NoPlayer && b.col[e] == core.NoPlayer && b.g.adjacent(d, e) {
						return true
					}
				}
			}
			return b.dead(c)
		},
	} {
		if _, _, wrong := checkDead("hex:4x4", 300, mutant); wrong == "" {
			t.Errorf("the mutant %q passed the brute force", name)
		}
	}
}

// checkDead runs dead on random colourings of spec against the truth: it returns how many
// truly dead cells dead found, of how many, and the first wrong claim ("" if none).
func checkDead(spec string, trials int, dead func(*board, core.Cell) bool) (found, truly int, wrong string) {
	r := rand.New(rand.NewPCG(2, 3))
	b := core.MustBoard(spec)
	g := geometryOf(b)
	for trial := 0; trial < trials; trial++ {
		col := randomColouring(r, b, min(b.NumCells(), 3+r.IntN(9)))
		tr := newTruth(b, col)
		bd := newBoard(g, append([]core.Player(nil), col...))
		for _, c := range tr.empties {
			claimed, real := dead(bd, c), tr.dead(c)
			if claimed && !real {
				return found, truly, fmt.Sprintf("%s: %s is called dead but is live in\n%s", spec, b.CellName(c), diagram(b, col))
			}
			if real {
				truly++
				if claimed {
					found++
				}
			}
		}
	}
	return found, truly, ""
}
