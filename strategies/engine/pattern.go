package engine

import (
	"bufio"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
)

// A local pattern is what surrounds an empty cell, seen by the player to move: the six
// neighbours and the six cells a bridge away (twelve cells, as MoHex 2.0's prior patterns),
// each empty, the mover's stone, the opponent's, the mover's edge or the opponent's edge
// (off the board). Blue sees the board transposed, so that each player's own edges lie the
// same way; the half turn, which leaves Hex unchanged, gives the same pattern. A pattern's
// weight (its γ, learned by minorization-maximization as in Coulom's "Computing Elo ratings
// of move patterns in the game of Go", 2007, and MoHex 2.0) says how likely a strong player
// is to play there: the engine's priors.

// patternOffsets are the twelve cells of a pattern, as (column, row) steps: the neighbours,
// then the bridge cells. Negating every step is the half turn; swapping the two is the
// transposition (both keep the set).
var patternOffsets = [12][2]int{
	{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1},
	{1, 1}, {-1, -1}, {2, -1}, {-2, 1}, {1, -2}, {-1, 2},
}

// The states of a pattern's cells, from the mover's side.
const (
	patEmpty = iota
	patMine
	patTheirs
	patMyEdge
	patTheirEdge
	patStates
)

// edgeCell marks an offset that falls off the board: -1 on Red's edges (past the first or
// last row), -2 on Blue's (past the first or last column).
const (
	offRedEdge  core.Cell = -1
	offBlueEdge core.Cell = -2
)

// Patterns reads the local patterns of one board's cells: for each cell, the cells (or
// edges) of its pattern, one table for Red's view and one for Blue's (transposed), each once
// forward and once turned half round. Built once per board; safe for concurrent use.
type Patterns struct {
	// around[p][turn][c*12+k] is the k-th cell of c's pattern for player p (0 Red, 1 Blue),
	// turned half round when turn is 1.
	around [2][2][]core.Cell
	// affects[x] lists the digits of the pattern codes a stone on x changes: the cell whose
	// code it is, the code's slot (view*2 + turn, as around) and the digit's multiplier; near[x]
	// lists once each cell whose pattern (in either view) holds x. The pattern playouts keep
	// their codes up to date by them (patternPlayout).
	affects [][]patternDigit
	near    [][]int32
}

// NewPatterns returns the pattern reader of b.
func NewPatterns(b *core.Board) *Patterns {
	g := &Patterns{}
	n := b.NumCells()
	wrapX := b.Topology() != core.Plane
	wrapY := b.Topology() == core.Torus
	for p := range 2 {
		for turn := range 2 {
			t := make([]core.Cell, n*12)
			for c := range n {
				col, row := b.Coords(core.Cell(c))
				for k, o := range patternOffsets {
					dx, dy := o[0], o[1]
					if p == 1 {
						dx, dy = dy, dx
					}
					if turn == 1 {
						dx, dy = -dx, -dy
					}
					t[c*12+k] = offsetCell(b, col+dx, row+dy, wrapX, wrapY, p == 1)
				}
			}
			g.around[p][turn] = t
		}
	}
	g.affects, g.near = make([][]patternDigit, n), make([][]int32, n)
	for v := range 2 {
		for turn := range 2 {
			slot := uint8(v*2 + turn)
			for y := range n {
				mult := uint32(1)
				for k := 11; k >= 0; k-- {
					if d := g.around[v][turn][y*12+k]; d >= 0 {
						g.affects[d] = append(g.affects[d], patternDigit{cell: int32(y), slot: slot, mult: mult})
						if !slices.Contains(g.near[d], int32(y)) {
							g.near[d] = append(g.near[d], int32(y))
						}
					}
					mult *= patStates
				}
			}
		}
	}
	return g
}

// offsetCell returns the cell at (col, row), wrapped where the board wraps, or the edge it
// falls past: past a corner, the viewer's own edge (Blue's when blue is set, else Red's), so
// that the two players' views mirror each other.
func offsetCell(b *core.Board, col, row int, wrapX, wrapY, blue bool) core.Cell {
	m, n := b.Cols(), b.Rows()
	if wrapX {
		col = (col-1+2*m)%m + 1
	}
	if wrapY {
		row = (row-1+2*n)%n + 1
	}
	offRow, offCol := row < 1 || row > n, col < 1 || col > m
	switch {
	case offRow && offCol && blue:
		return offBlueEdge
	case offRow:
		return offRedEdge
	case offCol:
		return offBlueEdge
	}
	return b.Cell(col, row)
}

// Neighbourhood returns the cells of x's pattern: the twelve around it (six neighbours, six a
// bridge away), fewer near an edge. The slice is the reader's own: do not change it.
func (g *Patterns) Neighbourhood(x core.Cell) []int32 { return g.near[x] }

// Code returns the pattern of empty cell c for toMove on pos: the smaller of its two codes
// (forward and turned half round), each the base-5 number of its twelve states.
func (g *Patterns) Code(pos *core.Position, c core.Cell, toMove core.Player) uint32 {
	codes := g.codes(pos, c, toMove)
	return min(codes[0], codes[1])
}

// codes returns c's two pattern codes for toMove on pos: forward and turned half round.
func (g *Patterns) codes(pos *core.Position, c core.Cell, toMove core.Player) [2]uint32 {
	p := 0
	myEdge, theirEdge := offRedEdge, offBlueEdge
	if toMove == core.Blue {
		p = 1
		myEdge, theirEdge = offBlueEdge, offRedEdge
	}
	var codes [2]uint32
	for turn := range 2 {
		cells := g.around[p][turn][int(c)*12 : int(c)*12+12]
		var code uint32
		for _, d := range cells {
			var s uint32
			switch d {
			case myEdge:
				s = patMyEdge
			case theirEdge:
				s = patTheirEdge
			default:
				switch pos.At(d) {
				case core.NoPlayer:
					s = patEmpty
				case toMove:
					s = patMine
				default:
					s = patTheirs
				}
			}
			code = code*patStates + s
		}
		codes[turn] = code
	}
	return codes
}

// Weights are the learned γ of local patterns; a pattern not listed (too rare to learn) has
// the weight the file gives the rare ones.
type Weights struct {
	// listed is the number of patterns the file lists.
	listed int
	// rare is the weight of the patterns the table does not list.
	rare float32
	// table holds the listed weights, which Gamma reads.
	table codeTable[float32]
}

// RareCode starts the line of a weights file that holds the weight of the unlisted patterns.
const RareCode = "rare"

// ParseWeights reads a weights file: lines "CODE GAMMA" (CODE as Patterns.Code gives it) and
// one "rare GAMMA", with comments after '#'.
func ParseWeights(text string) (*Weights, error) {
	w := &Weights{rare: 1}
	gamma := map[uint32]float32{}
	sc := bufio.NewScanner(strings.NewReader(text))
	line := 0
	for sc.Scan() {
		line++
		t := sc.Text()
		if i := strings.IndexByte(t, '#'); i >= 0 {
			t = t[:i]
		}
		f := strings.Fields(t)
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 {
			return nil, fmt.Errorf("weights: line %d: want a code and a weight", line)
		}
		g, err := strconv.ParseFloat(f[1], 32)
		if err != nil || !(g > 0) || g > 1e9 {
			return nil, fmt.Errorf("weights: line %d: weight %q is not a positive number", line, f[1])
		}
		if f[0] == RareCode {
			w.rare = float32(g)
			continue
		}
		code, err := strconv.ParseUint(f[0], 10, 32)
		if err != nil || code >= maxPatternCode {
			return nil, fmt.Errorf("weights: line %d: %q is not a pattern code", line, f[0])
		}
		gamma[uint32(code)] = float32(g)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	w.listed, w.table = len(gamma), newCodeTable(gamma)
	return w, nil
}

// maxPatternCode bounds the codes: 5 states to the 12th power.
const maxPatternCode = patStates * patStates * patStates * patStates * patStates * patStates *
	patStates * patStates * patStates * patStates * patStates * patStates

// Gamma returns the weight of pattern code.
func (w *Weights) Gamma(code uint32) float32 { return w.table.lookup(code, w.rare) }

// Len returns the number of patterns listed.
func (w *Weights) Len() int { return w.listed }

// hexWeights are the weights of assets/patterns/hex.txt, read once.
var hexWeights = sync.OnceValue(func() *Weights {
	w, err := ParseWeights(assets.HexPatterns)
	if err != nil {
		panic("engine: assets/patterns/hex.txt: " + err.Error()) // embedded, and tested
	}
	return w
})

// hexLocalWeights are the weights of assets/patterns/hex-local.txt, read once: the pattern
// playouts' answers near the last move.
var hexLocalWeights = sync.OnceValue(func() *Weights {
	w, err := ParseWeights(assets.HexLocalPatterns)
	if err != nil {
		panic("engine: assets/patterns/hex-local.txt: " + err.Error()) // embedded, and tested
	}
	return w
})

// patternPrior is how many playouts a move's pattern prior counts for.
const patternPrior = 10

// setPatternPriors gives n's children (position p, toMove to move) priors from their
// patterns: a move counts as patternPrior playouts won 50% of the time, plus 15% for each
// factor of ten its pattern's weight has over the open board's (the pattern of a cell ringed
// by empty cells), at most two, down to 20% and up to 80%. Measured against the open board,
// not the best move here, a prior says nothing where no stones are near (the opening). With
// Options.LocalPriors, a cell of the last move's pattern weighs its γ plus its local weight.
func (t *tree) setPatternPriors(n int32, p *core.Position, toMove core.Player) {
	open := t.weights.Gamma(0)
	first, end := t.children(n)
	// The cells of the last move's pattern, which weigh their local weight too.
	var near []int32
	if last := t.nodes[n].move; t.local != nil && last != core.NoCell {
		near = t.patterns.Neighbourhood(last)
	}
	total := float32(0)
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if c.inferior {
			continue // left out, as MoHex leaves its pruned moves out of the total
		}
		code := t.patterns.Code(p, c.move, toMove)
		g := t.weights.Gamma(code)
		if slices.Contains(near, int32(c.move)) {
			g += t.local.Gamma(code)
		}
		if !t.mohex { // MoHex's patterns guide by the progressive bias alone
			tens := max(-2, min(2, math.Log10(float64(g/open))))
			c.visits += patternPrior
			c.wins += patternPrior * float32(0.5+0.15*tens)
			c.prior += patternPrior
		}
		c.bias = g
		total += g
	}
	for i := first; i < end; i++ {
		t.nodes[i].bias /= total
	}
}
