package strategies

import (
	"slices"

	"github.com/hexlab/hexlab/core"
)

// The 3xn strategy of Huneke, Hayward and Toft for Red, the end-to-end
// player, on the cylinder with 3 columns: Algorithm 3.1 of
// shared/papers/cylindrical-hex-3xn-winning-strategy.md (White is Red,
// Black is Blue there), which the thesis gives as Algorithm 4.2.2 (section
// 4.2.2):
//
//	Assume there exist rings 0 and n + 1, and that both are white. Follow
//	the first applicable rule:
//	I. If Black has not played, then play anywhere.
//	II. If Black's previous move is at cell (j, i), play as follows:
//	 1. in one of rings i - 1, i, i + 1 so that there is then a white cell
//	    in ring i touching a white cell in ring i - 1 and a white cell in
//	    ring i + 1,
//	 2. in ring i or i + 1 so that there is then a white cell in ring i
//	    touching a white cell in ring i + 1,
//	 3. in ring i or i - 1 so that there is then a white cell in ring i
//	    touching a white cell in ring i - 1,
//	 4. in ring i,
//	 5. anywhere.
//
// Rings are rows. A cell (x, y) touches the cells (x, y+1) and (x-1, y+1)
// of the ring above and (x, y-1) and (x+1, y-1) of the ring below (columns
// mod 3), and every cell of ring 1 touches the white ring 0, every cell of
// ring n the white ring n + 1. A rule applies when one of the empty cells
// of its rings makes its condition true once Red has played there, as the
// text reads ("so that there is then"): if the condition holds already,
// every empty cell of the rule's rings does. The tests also check the
// other reading, where a rule applies only to a move that makes the
// condition true (the thesis glosses rules 1-3 as "creating direct
// connections"); both win on every board checked.
//
// On the torus (thesis section 4.2.4: "Algorithm 4.2.2 (if adjusted to
// take into account the new connections on the board) is indeed optimal on
// the 3 x n Torus Hex board") there are no white rings 0 and n + 1: ring
// indices are taken mod n, so ring n and ring 1 touch across the seam the
// way neighbouring rings do, and "the ring above" and "the ring below" are
// the rings the lift of the torus puts there (on the 3x1 torus a cell
// touches itself both ways, on the 3x2 torus the rings above and below are
// the same ring reached by different links).
//
// Rule labels: "0" for rule I, "1" to "5" for rules II.1-5. Where a rule
// allows several cells (and for "anywhere") the move is a seeded choice
// among them (see paperBot). A swap by Blue (on the square 3x3 torus) is
// answered as if Blue had played the transposed cell first.
//
// Boards: cyl:3xN and torus:3xN, for Red; both proven (the paper for the
// cylinder, section 4.2.4 for the torus) and checked exhaustively for
// small N by the tests. On five columns the same rules lose (thesis Figure
// 4.6); the tests keep a lost game on cyl:5x5.
func threeByNRules(b *core.Board) paperRules { return ringRules{b: b}.choose }

// ringRules holds Algorithm 3.1 for one board, with any number of columns
// (the tests play it on five).
type ringRules struct {
	b *core.Board
	// created selects the reading in which a rule 1-3 applies only to a
	// move that makes its condition true (see threeByNRules).
	created bool
}

// The rule labels of the 3xn strategy (Algorithm 3.1, thesis 4.2.2).
const (
	ThreeByNOpening  = "0" // rule I
	ThreeByNBoth     = "1" // rule II.1
	ThreeByNUp       = "2" // rule II.2
	ThreeByNDown     = "3" // rule II.3
	ThreeByNRing     = "4" // rule II.4
	ThreeByNAnywhere = "5" // rule II.5
)

// choose is the paperRules of Algorithm 3.1.
func (r ringRules) choose(pos *core.Position, me core.Player, last core.Cell) (string, []core.Cell) {
	if last == core.NoCell {
		return ThreeByNOpening, pos.EmptyCells()
	}
	_, i := r.b.Coords(last)
	steps := []struct {
		rule     string
		rings    []int
		up, down bool
	}{
		{ThreeByNBoth, []int{i - 1, i, i + 1}, true, true},
		{ThreeByNUp, []int{i, i + 1}, true, false},
		{ThreeByNDown, []int{i - 1, i}, false, true},
	}
	for _, s := range steps {
		if r.created && r.covered(pos, me, core.NoCell, i, s.up, s.down) {
			continue
		}
		var cells []core.Cell
		for _, c := range r.ringCells(pos, s.rings) {
			if r.covered(pos, me, c, i, s.up, s.down) {
				cells = append(cells, c)
			}
		}
		if len(cells) > 0 {
			return s.rule, cells
		}
	}
	if cells := r.ringCells(pos, []int{i}); len(cells) > 0 {
		return ThreeByNRing, cells
	}
	return ThreeByNAnywhere, pos.EmptyCells()
}

// covered reports whether, with me's stones and the extra cell counted as
// me's, some cell of ring i of me's touches a cell of me's in the ring
// above (when up) and in the ring below (when down).
func (r ringRules) covered(pos *core.Position, me core.Player, extra core.Cell, i int, up, down bool) bool {
	mine := func(x, y int) bool {
		c, virtual := r.cell(x, y)
		return virtual || c == extra || pos.At(c) == me
	}
	for x := 1; x <= r.b.Cols(); x++ {
		if !mine(x, i) {
			continue
		}
		if up && !mine(x, i+1) && !mine(x-1, i+1) {
			continue
		}
		if down && !mine(x, i-1) && !mine(x+1, i-1) {
			continue
		}
		return true
	}
	return false
}

// cell returns the cell at (x, y) of the lift, with x taken mod m and, on
// the torus, y mod n; on the cylinder the rings 0 and n + 1 are virtual
// (white) and have no cell.
func (r ringRules) cell(x, y int) (c core.Cell, virtual bool) {
	m, n := r.b.Cols(), r.b.Rows()
	x = (x-1+m)%m + 1
	if r.b.Topology() == core.Torus {
		y = ((y-1)%n+n)%n + 1
	} else if y < 1 || y > n {
		return core.NoCell, true
	}
	return r.b.Cell(x, y), false
}

// ringCells returns the empty cells of the given rings (mod n on the
// torus; rings 0 and n + 1 of the cylinder have none), in cell order.
func (r ringRules) ringCells(pos *core.Position, rings []int) []core.Cell {
	var out []core.Cell
	for _, y := range rings {
		for x := 1; x <= r.b.Cols(); x++ {
			if c, virtual := r.cell(x, y); !virtual && pos.At(c) == core.NoPlayer && !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	slices.Sort(out)
	return out
}

// NewThreeByN returns the 3xn strategy (Algorithm 3.1 of the 3xn paper,
// thesis Algorithm 4.2.2) for Red with the seed of its free choices.
func NewThreeByN(seed uint64) Bot {
	return &paperBot{name: "3xn", seed: seed, rules: threeByNRules, plays: threeByNPlays}
}

// threeByNPlays is the Fits of 3xn (the catalog's).
var threeByNPlays = catalogFits("3xn")
