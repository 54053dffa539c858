package inferior

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// ring are the six neighbours of a cell in order round it: (+1, -1) above right, (+1, 0)
// right, (0, +1) below right, (-1, +1) below left, (-1, 0) left, (0, -1) above left.
var ring = [6][2]int{{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}

// TestBenzeneBasicDeadPatterns builds the basic dead patterns of Benzene's fill-in pattern
// file, each round a cell in the middle of a board with the rest coloured at random (every
// rotation, both colours), and checks that the analysis calls the cell dead, as Benzene does,
// and that it is (by brute force). The patterns, in order round the cell from above right
// (b: one colour, w: the other, .: empty):
//
//	dead-0-4  b b b b . .   four neighbours of one colour in a row
//	dead-1-3  b b b . w .   three in a row, and one of the other colour opposite the middle one
//	dead-2-2  b b . w w .   two and two, an empty cell between them on each side
func TestBenzeneBasicDeadPatterns(t *testing.T) {
	patterns := map[string]string{"dead-0-4": "bbbb..", "dead-1-3": "bbb.w.", "dead-2-2": "bb.ww."}
	r := rand.New(rand.NewPCG(21, 22))
	b := core.MustBoard("hex:5x5")
	g := geometryOf(b)
	centre := b.Cell(3, 3)
	for name, pattern := range patterns {
		for rot := range 6 {
			for _, colours := range [][2]core.Player{{core.Red, core.Blue}, {core.Blue, core.Red}} {
				for trial := 0; trial < 4; trial++ {
					col := randomColouring(r, b, 9)
					col[centre] = core.NoPlayer
					for i := range 6 {
						d := ring[(i+rot)%6]
						c := b.Cell(3+d[0], 3+d[1])
						switch pattern[i] {
						case 'b':
							col[c] = colours[0]
						case 'w':
							col[c] = colours[1]
						default:
							col[c] = core.NoPlayer
						}
					}
					if !newBoard(g, append([]core.Player(nil), col...)).dead(centre) {
						t.Errorf("%s (turned %d, %v): the analysis misses the dead cell in\n%s", name, rot, colours[0], diagram(b, col))
					}
					if !newTruth(b, col).dead(centre) {
						t.Fatalf("%s: the pattern's cell is live in\n%s", name, diagram(b, col))
					}
				}
			}
		}
	}
}
