package strategies

import (
	"github.com/hexlab/hexlab/core"
)

// Alpern and Beck's strategy for Red on the cylinder with an even number
// of columns: thesis section 4.2.1, Algorithm 4.2.1 (and Theorem 2.1 of
// the 3xn paper, shared/papers/cylindrical-hex-3xn-winning-strategy.md,
// which calls it the 180 degrees rotation map):
//
//	Let m = 2k and consider the Cylindrical Hex graph H_c(m, n). On their
//	turn, Red follows the first applicable rule:
//	I. If Blue has not played yet, play on any cell.
//	II. If Blue's latest move was on cell (i, j), play according to the
//	    first applicable rule:
//	 1. at cell T(i, j) = (i + k (mod m), j),
//	 2. anywhere.
//
// Rule labels: "0" for rule I, "1" and "2" for rules II.1 and II.2. "Any
// cell" and "anywhere" are a seeded choice among the empty cells (see
// paperBot). A swap by Blue (on a square torus) is answered as if Blue had
// played the transposed cell first, which is the position the swap leaves.
//
// Boards: cyl:MxN with M even (proven by Alpern and Beck), and, as section
// 4.2.4 discusses, torus:MxN with M even under the same rules with the
// torus's links, which is outside the proven range: "Algorithm 4.2.1 [...]
// is not guaranteed to be optimal in Torus Hex" (Figure 4.7 shows a loss
// on the 4x3 torus, and the tests keep one). It plays Red only.
func alpernBeckRules(b *core.Board) paperRules {
	k := b.Cols() / 2
	return func(pos *core.Position, _ core.Player, last core.Cell) (string, []core.Cell) {
		if last == core.NoCell {
			return AlpernBeckOpening, pos.EmptyCells()
		}
		i, j := b.Coords(last)
		if t := b.Cell((i+k-1)%b.Cols()+1, j); pos.At(t) == core.NoPlayer {
			return AlpernBeckRotate, []core.Cell{t}
		}
		return AlpernBeckAnywhere, pos.EmptyCells()
	}
}

// The rule labels of Alpern and Beck's strategy (Algorithm 4.2.1).
const (
	AlpernBeckOpening  = "0" // rule I
	AlpernBeckRotate   = "1" // rule II.1
	AlpernBeckAnywhere = "2" // rule II.2
)

// NewAlpernBeck returns Alpern and Beck's strategy (Algorithm 4.2.1) for
// Red with the seed of its free choices.
func NewAlpernBeck(seed uint64) Bot {
	return &paperBot{name: "alpern-beck", seed: seed, rules: alpernBeckRules, plays: alpernBeckPlays}
}

// alpernBeckPlays is the Fits of alpern-beck (the catalog's).
var alpernBeckPlays = catalogFits("alpern-beck")
