package engine

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// patternPlayout is MoHex 2.0's playout policy (Huang, Arneson, Hayward, Müller and
// Pawlewicz, "MoHex 2.0: a pattern-based MCTS Hex player", 2013): a softmax over the empty
// cells, each played with a chance in proportion to the γ of its local pattern for the player
// to move (the weights of the priors, Weights), after the bridge save of MoHex 1.0. Each
// cell's pattern codes are kept up to date stone by stone: a stone changes one digit of the
// codes of the (at most) twelve cells whose pattern holds it, and their γ, so a move costs a
// few dozen additions and table lookups, not a pattern read of the whole board.
//
// The state is set at the root once a search (reset) and copied at the start of each
// iteration (begin); place then follows every stone of the iteration, in the tree and in the
// playout.
type patternPlayout struct {
	patterns *Patterns
	weights  *Weights
	n        int
	// codes[slot][c] is c's pattern code for view slot/2 turned slot%2, gamma[view][c] the γ
	// of c's pattern for that player (0 where c is taken), total[view] their sum.
	codes [4][]uint32
	gamma [2][]float32
	total [2]float64
	// rootCodes, rootGamma and rootTotal are the state at the root, copied by begin.
	rootCodes [4][]uint32
	rootGamma [2][]float32
	rootTotal [2]float64
}

// patternDigit is one digit of one cell's pattern code.
type patternDigit struct {
	cell int32
	slot uint8
	mult uint32
}

// newPatternPlayout returns the pattern playout policy of g's board, with weights w.
func newPatternPlayout(g *Patterns, w *Weights, b *core.Board) *patternPlayout {
	n := b.NumCells()
	pp := &patternPlayout{patterns: g, weights: w, n: n}
	for v := range 2 {
		pp.gamma[v], pp.rootGamma[v] = make([]float32, n), make([]float32, n)
	}
	for s := range 4 {
		pp.codes[s], pp.rootCodes[s] = make([]uint32, n), make([]uint32, n)
	}
	return pp
}

// reset reads the root position p: every cell's codes and γ.
func (pp *patternPlayout) reset(p *core.Position) {
	for v, player := range []core.Player{core.Red, core.Blue} {
		pp.rootTotal[v] = 0
		for c := range pp.n {
			codes := pp.patterns.codes(p, core.Cell(c), player)
			pp.rootCodes[v*2][c], pp.rootCodes[v*2+1][c] = codes[0], codes[1]
			g := float32(0)
			if p.At(core.Cell(c)) == core.NoPlayer {
				g = pp.weights.Gamma(min(codes[0], codes[1]))
			}
			pp.rootGamma[v][c] = g
			pp.rootTotal[v] += float64(g)
		}
	}
}

// begin starts an iteration from the root's state.
func (pp *patternPlayout) begin() {
	for s := range 4 {
		copy(pp.codes[s], pp.rootCodes[s])
	}
	for v := range 2 {
		copy(pp.gamma[v], pp.rootGamma[v])
	}
	pp.total = pp.rootTotal
}

// place records a stone of player's on the empty cell x.
func (pp *patternPlayout) place(x core.Cell, player core.Player) {
	mine := 0 // the view that sees the stone as its own: Red's 0, Blue's 1
	if player == core.Blue {
		mine = 1
	}
	for _, d := range pp.patterns.affects[x] {
		delta := uint32(patTheirs - patEmpty)
		if int(d.slot>>1) == mine {
			delta = patMine - patEmpty
		}
		pp.codes[d.slot][d.cell] += delta * d.mult
	}
	for v := range 2 {
		pp.total[v] -= float64(pp.gamma[v][x])
		pp.gamma[v][x] = 0
	}
	for _, y := range pp.patterns.near[x] {
		for v := range 2 {
			if pp.gamma[v][y] == 0 { // taken
				continue
			}
			g := pp.weights.Gamma(min(pp.codes[v*2][y], pp.codes[v*2+1][y]))
			pp.total[v] += float64(g - pp.gamma[v][y])
			pp.gamma[v][y] = g
		}
	}
}

// choose draws an empty cell for player in proportion to the γ of its pattern, or NoCell if
// none is left.
func (pp *patternPlayout) choose(player core.Player, rng *rand.Rand) core.Cell {
	v := 0
	if player == core.Blue {
		v = 1
	}
	gamma := pp.gamma[v]
	r := float32(rng.Float64() * pp.total[v])
	last := core.NoCell
	for c, g := range gamma {
		if g == 0 {
			continue
		}
		if r < g {
			return core.Cell(c)
		}
		r -= g
		last = core.Cell(c)
	}
	return last // rounding left r past the end: the last empty cell
}
