package strategies

import (
	"github.com/hexlab/hexlab/strategies/catalog"

	"github.com/hexlab/hexlab/core"
)

// Gardner's mirror strategy, thesis section 4.1.2 (Algorithms 4.1.1 and
// 4.1.2, Theorem 4.1.1) and, on the cylinder, section 5.1 (Algorithm
// 5.1.1, Theorem 5.1.1). Algorithm 4.1.2, for Red on an m x n board with
// m > n:
//
//	Divide the vertices of this graph into three sections: Split the
//	vertices of the first n + 1 columns into two mirroring triangles, of
//	which each side consists of n vertices. If m > n + 1, the remaining
//	m - (n + 1) rows form a slanted rectangle. [...] We call the mirror of
//	some cell (i, j), the mirror cell (i*, j*).
//
//	On their turn, Red follows the first applicable rule:
//	I. If Blue has not played yet, play on any cell in one of the two
//	   triangles.
//	II. If Blue's latest move was on cell (i, j):
//	 1. If (i, j) was on one of the triangles, and its mirror, (i*, j*),
//	    has not yet been played: play on (i*, j*),
//	 2. If (i, j) was on one of the triangles, and its mirror, (i*, j*),
//	    has already been played, play on any cell in one of the two
//	    triangles,
//	 3. If (i, j) was on the slanted rectangle, play on any cell in one of
//	    the two triangles.
//
// Algorithm 4.1.1 is the same for Blue on a board with m < n, with the
// first m + 1 rows split into the triangles; Algorithm 5.1.1 is 4.1.2 word
// for word on the cylinder (the triangles in columns 1..n+1, which do not
// overlap around the cylinder because m > n).
//
// The figure that labels the mirror cells (Figure 4.1) is a picture; the
// proof of Theorem 4.1.1 pins the labelling down. For Red, with k = n, the
// left ("green") triangle is the cells (i, j) of columns 1..k+1 with
// i + j <= k + 1 (it holds all of column 1), the right ("purple") one those
// with i + j >= k + 2 (all of column k + 1); a green cell x on the
// diagonal i + j = k + 1 touches exactly two purple cells, (i+1, j) and
// (i, j+1), and "(x1 + 1, x2) is the mirror of x"; and the mirror of a cell
// of column 1 "will always be in the bottom row of the purple triangle".
// The reflection that does both is
//
//	green (i, j)  <->  purple (k + 2 - j, k + 1 - i).
//
// Blue's labelling is its transpose (rows for columns, k = m). The tests
// check that this pairing blocks every crossing of the triangles, and the
// strategy against every opponent move sequence on small boards.
//
// Rule labels: "0" for rule I, "1", "2", "3" for rules II.1-3. Where a rule
// says "any cell in one of the two triangles", the cell is drawn among the
// empty triangle cells as paperBot does (a seeded choice). The triangles
// cannot fill up while the game goes on (a full pair of triangles holds a
// red top-to-bottom path, Theorem 3.2.1), but if a game given to the
// strategy is in such a position anyway, it plays any empty cell under the
// same label.
//
// Boards: on the plane, Red when m > n and Blue when m < n (proven); on the
// cylinder Red when m > n (Algorithm 5.1.1, proven; Blue's adjusted 4.1.1
// is not optimal there, section 5.2, and is refused); on the torus the
// same rules with the torus's links for Red when m > n and Blue when
// m < n, which is outside the proven range: section 5.3 shows a loss, and
// the tests keep one. The strategy has no swap to answer: the swap rule
// needs a square board.
func gardnerRules(b *core.Board) paperRules {
	geo := newGardnerGeometry(b)
	return func(pos *core.Position, me core.Player, last core.Cell) (string, []core.Cell) {
		anyTriangleCell := func(rule string) (string, []core.Cell) {
			if cells := emptyOf(pos, geo.triangles); len(cells) > 0 {
				return rule, cells
			}
			return rule, pos.EmptyCells()
		}
		if last == core.NoCell {
			return anyTriangleCell(GardnerOpening)
		}
		mirror := geo.mirror[last]
		if mirror == core.NoCell {
			return anyTriangleCell(GardnerRectangle)
		}
		if pos.At(mirror) == core.NoPlayer {
			return GardnerMirror, []core.Cell{mirror}
		}
		return anyTriangleCell(GardnerMirrorTaken)
	}
}

// The rule labels of Gardner's strategy (Algorithms 4.1.1, 4.1.2, 5.1.1).
const (
	GardnerOpening     = "0" // rule I
	GardnerMirror      = "1" // rule II.1
	GardnerMirrorTaken = "2" // rule II.2
	GardnerRectangle   = "3" // rule II.3
)

// gardnerGeometry is the decomposition of Figure 4.1 for the player with
// the shorter distance on a board with m != n: the mirror of each triangle
// cell (NoCell for the slanted rectangle) and the triangle cells in cell
// order.
type gardnerGeometry struct {
	mirror    []core.Cell
	triangles []core.Cell
}

// newGardnerGeometry builds the triangles of Red when m > n and of Blue
// when m < n; on a square board it has no triangles.
func newGardnerGeometry(b *core.Board) *gardnerGeometry {
	m, n := b.Cols(), b.Rows()
	geo := &gardnerGeometry{mirror: make([]core.Cell, b.NumCells())}
	for c := range geo.mirror {
		geo.mirror[c] = core.NoCell
	}
	for c := core.Cell(0); int(c) < b.NumCells(); c++ {
		i, j := b.Coords(c)
		var mi, mj int
		switch {
		case m > n && i <= n+1:
			mi, mj = gardnerMirror(i, j, n)
		case m < n && j <= m+1:
			mj, mi = gardnerMirror(j, i, m) // the transpose of Red's labelling
		default:
			continue
		}
		geo.mirror[c] = b.Cell(mi, mj)
		geo.triangles = append(geo.triangles, c)
	}
	return geo
}

// gardnerMirror returns the mirror of (i, j) in Red's triangles of side k:
// columns 1..k+1, rows 1..k, the left triangle i + j <= k + 1 (see
// gardnerRules).
func gardnerMirror(i, j, k int) (int, int) {
	if i+j <= k+1 {
		return k + 2 - j, k + 1 - i
	}
	return k + 1 - j, k + 2 - i
}

// NewGardner returns Gardner's mirror strategy (Algorithms 4.1.1, 4.1.2
// and 5.1.1) with the seed of its free choices. It plays the player with
// the shorter distance and refuses to move for the other.
func NewGardner(seed uint64) Bot {
	return &paperBot{name: "gardner", seed: seed, rules: gardnerRules, plays: gardnerPlays}
}

// gardnerPlayer returns the player Gardner's strategy is written for on spec, or why there
// is none (catalog.GardnerPlayer).
func gardnerPlayer(spec core.Spec) (core.Player, error) { return catalog.GardnerPlayer(spec) }

// gardnerPlays is the Fits of gardner (the catalog's).
var gardnerPlays = catalogFits("gardner")
