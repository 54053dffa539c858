package inferior

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
)

// TestDeadRingsFile checks that the embedded pattern file is the one its generator writes.
func TestDeadRingsFile(t *testing.T) {
	if assets.DeadRings != RingPatterns() {
		t.Fatal("assets/inferior/dead-rings.txt is not what the generator writes: run go run ./strategies/inferior/internal/genpatterns")
	}
	n := 0
	for _, dead := range deadRings {
		if dead != 0 {
			n++
		}
	}
	if n < 50 {
		t.Errorf("only %d dead rings", n)
	}
}

// TestDeadRingsAgainstBruteForce checks every ring of the pattern file in random positions
// that contain it: in the middle of hex:5x5 and cyl:5x5 (and torus:5x5 for a ring the torus
// uses), and wherever random positions of small boards
// have it (at the edges and corners too); each time the cell must be dead by brute force.
func TestDeadRingsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for code, dead := range deadRings {
		if dead == 0 {
			continue
		}
		ring := ringOf(code)
		specs := []string{"hex:5x5", "cyl:5x5"}
		if ringDead(code, core.Torus) {
			specs = append(specs, "torus:5x5")
		}
		for trial := 0; trial < 2*len(specs); trial++ {
			b := core.MustBoard(specs[trial%len(specs)])
			centre := b.Cell(3, 3)
			col := randomColouring(r, b, 8)
			col[centre] = core.NoPlayer
			for i, s := range ringSteps {
				col[b.Cell(3+s[0], 3+s[1])] = ring[i]
			}
			if !newTruth(b, col).dead(centre) {
				t.Fatalf("%s: ring %s: the cell is live in\n%s", b.Spec(), ringText(ring), diagram(b, col))
			}
		}
	}
	seen := 0
	for _, spec := range []string{"hex:3x3", "hex:4x4", "hex:3x4", "hex:4x3", "cyl:3x4", "cyl:4x4", "cyl:5x3", "torus:3x3", "torus:4x4", "torus:3x4"} {
		b := core.MustBoard(spec)
		g := geometryOf(b)
		for trial := 0; trial < 300; trial++ {
			col := randomColouring(r, b, 3+r.IntN(9))
			bd := newBoard(g, col)
			var none overlay
			tr := newTruth(b, col)
			for _, c := range tr.empties {
				if code := bd.ringCode(c, &none); ringDead(code, b.Topology()) {
					seen++
					if !tr.dead(c) {
						t.Fatalf("%s: ring %s at %s, but the cell is live in\n%s", spec, ringText(ringOf(code)), b.CellName(c), diagram(b, col))
					}
				}
			}
		}
	}
	if seen < 100 {
		t.Errorf("only %d cells with a dead ring met", seen)
	}
}
