package engine

import (
	"math/rand/v2"
	"sync"

	"github.com/hexlab/hexlab/core"
)

// patternPlayout is MoHex 2.0's playout policy (Huang, Arneson, Hayward, Müller and
// Pawlewicz, "MoHex 2.0: a pattern-based MCTS Hex player", 2013), after the bridge save of
// MoHex 1.0: each empty cell has a global weight, the γ of its local pattern for the player to
// move (the priors' Weights) but at most PlayoutCap, so that the policy shuns the cells strong
// players leave alone without favouring any other much; the cells of the last move's own
// pattern have a local weight besides (their pattern's γ as an answer there: playoutWeights).
// The move is a local one with the chance Λ/(G+Λ), G the global weights' sum and Λ the local
// ones', drawn among them by local weight, else any cell by global weight. Each
// cell's pattern codes are kept up to date stone by stone: a stone changes one digit of the
// codes of the (at most) twelve cells whose pattern holds it, and their γ, so a move costs a
// few dozen additions and table lookups, not a pattern read of the whole board.
//
// The state is set at the root once a search (reset) and copied at the start of each
// iteration (begin); place then follows every stone of the iteration, in the tree and in the
// playout.
type patternPlayout struct {
	patterns *Patterns
	weights  *playoutWeights
	n        int
	// codes[slot][c] is c's pattern code for view slot/2 turned slot%2, gamma[view][c] the
	// global weight of c's pattern for that player (0 where c is taken), total[view] their
	// sum, local[view][c] its local weight.
	codes [4][]uint32
	gamma [2][]float32
	local [2][]float32
	total [2]float64
	// block[view][i] is the sum of gamma[view] over cells i*gammaBlock to (i+1)*gammaBlock-1,
	// so that a draw reads the blocks' sums and one block's cells, not every cell.
	block [2][]float64
	// rootCodes, rootGamma, rootLocal, rootBlock and rootTotal are the state at the root,
	// copied by begin.
	rootCodes [4][]uint32
	rootGamma [2][]float32
	rootLocal [2][]float32
	rootBlock [2][]float64
	rootTotal [2]float64
}

// gammaBlock is the number of cells of a patternPlayout.block.
const gammaBlock = 16

// patternDigit is one digit of one cell's pattern code.
type patternDigit struct {
	cell int32
	slot uint8
	mult uint32
}

// PlayoutCap is the most a cell's global weight counts for in the pattern playouts
// (patternPlayout), in the weights' unit (the rare patterns' γ is 1; the median pattern's
// about 0.11).
const PlayoutCap = 0.15

// newPatternPlayout returns the pattern playout policy of g's board, with weights w.
func newPatternPlayout(g *Patterns, w *playoutWeights, b *core.Board) *patternPlayout {
	n := b.NumCells()
	pp := &patternPlayout{patterns: g, weights: w, n: n}
	blocks := (n + gammaBlock - 1) / gammaBlock
	for v := range 2 {
		pp.gamma[v], pp.rootGamma[v] = make([]float32, n), make([]float32, n)
		pp.local[v], pp.rootLocal[v] = make([]float32, n), make([]float32, n)
		pp.block[v], pp.rootBlock[v] = make([]float64, blocks), make([]float64, blocks)
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
		clear(pp.rootBlock[v])
		for c := range pp.n {
			codes := pp.patterns.codes(p, core.Cell(c), player)
			pp.rootCodes[v*2][c], pp.rootCodes[v*2+1][c] = codes[0], codes[1]
			var w playoutPair
			if p.At(core.Cell(c)) == core.NoPlayer {
				w = pp.weights.of(min(codes[0], codes[1]))
			}
			g := w.global
			pp.rootGamma[v][c], pp.rootLocal[v][c] = g, w.local
			pp.rootTotal[v] += float64(g)
			pp.rootBlock[v][c/gammaBlock] += float64(g)
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
		copy(pp.local[v], pp.rootLocal[v])
		copy(pp.block[v], pp.rootBlock[v])
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
		pp.setGamma(v, int32(x), 0)
	}
	for _, y := range pp.patterns.near[x] {
		for v := range 2 {
			if pp.gamma[v][y] == 0 { // taken
				continue
			}
			w := pp.weights.of(min(pp.codes[v*2][y], pp.codes[v*2+1][y]))
			pp.setGamma(v, y, w.global)
			pp.local[v][y] = w.local
		}
	}
}

// setGamma sets cell c's γ in view v to g, and the sums that hold it.
func (pp *patternPlayout) setGamma(v int, c int32, g float32) {
	d := float64(g - pp.gamma[v][c])
	pp.gamma[v][c] = g
	pp.total[v] += d
	pp.block[v][c/gammaBlock] += d
}

// choose draws an empty cell for player after the opponent's move last (NoCell if none):
// a local answer to last or a cell of the whole board (patternPlayout); NoCell if no cell is
// left.
func (pp *patternPlayout) choose(player core.Player, last core.Cell, rng *rand.Rand) core.Cell {
	v := 0
	if player == core.Blue {
		v = 1
	}
	gamma := pp.gamma[v]
	var cand [12]core.Cell
	var weight [12]float32
	k, local := 0, float32(0)
	if last != core.NoCell {
		for _, y := range pp.patterns.near[last] {
			if gamma[y] == 0 || k == len(cand) { // taken
				continue
			}
			w := pp.local[v][y]
			cand[k], weight[k] = core.Cell(y), w
			local += w
			k++
		}
	}
	r := float32(rng.Float64() * (pp.total[v] + float64(local)))
	if r < local {
		for i := range k {
			if r < weight[i] {
				return cand[i]
			}
			r -= weight[i]
		}
		return cand[k-1] // rounding
	}
	r -= local
	// The block r falls in, then the cell; rounding past the end takes the last block that
	// holds a cell.
	b := -1
	for i, sum := range pp.block[v] {
		if sum <= 0 {
			continue
		}
		b = i
		if float64(r) < sum {
			break
		}
		r -= float32(sum)
	}
	if b < 0 {
		return core.NoCell
	}
	last = core.NoCell
	for c := b * gammaBlock; c < min((b+1)*gammaBlock, pp.n); c++ {
		g := gamma[c]
		if g == 0 {
			continue
		}
		if r < g {
			return core.Cell(c)
		}
		r -= g
		last = core.Cell(c)
	}
	if last != core.NoCell {
		return last // rounding left r past the block's end: its last empty cell
	}
	for c, g := range gamma { // the block's sum was rounding left over from taken cells
		if g != 0 {
			return core.Cell(c)
		}
	}
	return core.NoCell
}

// playoutWeights are the two weights of each pattern the pattern playouts read, in one table
// (one lookup for both): the global weight (the priors' γ, at most PlayoutCap) and the local
// one.
type playoutWeights struct {
	table codeTable[playoutPair]
	// rare holds the weights of a pattern neither file lists.
	rare playoutPair
}

// playoutPair is one pattern's weights in playoutWeights.
type playoutPair struct{ global, local float32 }

// newPlayoutWeights returns the table of global's and local's weights.
func newPlayoutWeights(global, local *Weights) *playoutWeights {
	pairs := map[uint32]playoutPair{}
	add := func(code uint32) {
		pairs[code] = playoutPair{global: min(global.Gamma(code), PlayoutCap), local: local.Gamma(code)}
	}
	global.table.codes(add)
	local.table.codes(add)
	return &playoutWeights{
		table: newCodeTable(pairs),
		rare:  playoutPair{global: min(global.rare, PlayoutCap), local: local.rare},
	}
}

// of returns the weights of pattern code.
func (pw *playoutWeights) of(code uint32) playoutPair { return pw.table.lookup(code, pw.rare) }

// hexPlayoutWeights are the pattern playouts' weights from the embedded files, built once.
var hexPlayoutWeights = sync.OnceValue(func() *playoutWeights {
	return newPlayoutWeights(hexWeights(), hexLocalWeights())
})
