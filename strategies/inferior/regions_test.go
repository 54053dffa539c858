package inferior

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestRegionsAroundAgainstComponents checks the bounded search for the regions a move closes
// off against the components of the empty cells worked out whole.
func TestRegionsAroundAgainstComponents(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, spec := range []string{"hex:4x4", "hex:5x5", "hex:6x4"} {
		b := core.MustBoard(spec)
		g := geometryOf(b)
		for trial := 0; trial < 1000; trial++ {
			col, _ := randomGame(r, b, 4+r.IntN(12))
			bd := newBoard(g, col)
			for m := range core.Cell(b.NumCells()) {
				if col[m] != core.NoPlayer {
					continue
				}
				got := len(bd.regionsAround(m))
				bd.set(m, core.Red)
				want := 0
				for _, u := range bd.smallRegions() {
					for _, c := range u {
						if g.adjacent(c, m) {
							want++
							break
						}
					}
				}
				bd.set(m, core.NoPlayer)
				if got != want {
					t.Fatalf("%s %s:\n%s%d regions around, %d components", spec, b.CellName(m), diagram(b, col), got, want)
				}
			}
		}
	}
}
