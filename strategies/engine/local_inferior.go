package engine

import "github.com/hexlab/hexlab/core"

// Local inferior cells: what MoHex 2.0 prunes at every node it expands
// (MoHexPriorKnowledge::ProcessPosition drops the moves whose pattern around them is of an
// inferior cell: dead or opponent-captured, vulnerable, or dominated by a kept neighbour),
// where the solver's whole analysis (Henderson and Hayward, docs/inferior.md) comes only to
// nodes visited Options.KnowledgeAt times. Ours reads the six cells around the move rather
// than a pattern file, by the shortcut argument behind the analysis's first dead test
// (Definition 2.1, Observation 2.2 of "Captured-reversible moves and star decomposition
// domination in Hex"): a cell is useless to a player when every two of the player's usable
// neighbours (empty cells, the player's stones and edges) are joined without it through the
// player's stones and edges alone, for then a minimal winning set never needs it; a cell
// useless to both players is dead. A move is
//   - dead: pruned;
//   - vulnerable: an empty neighbour, taken by the opponent, leaves it dead (Definitions
//     2.6-2.7: the opponent's answer there would kill it): pruned;
//   - dominated: an empty neighbour, taken by the mover, leaves it dead (Definition 2.16,
//     Observation 2.17: that move is at least as good): pruned when the neighbour is kept,
//     which is then kept for good.
//
// These prunings guide selection only (node.inferior): the tree's proofs count every move
// until the node's knowledge, the sound analysis, decides which are pruned.

// rings holds, for each cell of a planar board, its six neighbours in order round it (each
// next to the one before and the one after), the edge (offRedEdge or offBlueEdge, as the
// patterns name them) where the neighbour is off the board. Built once per board
// (Engine.rings).
type rings [][6]core.Cell

// ringSteps are the six neighbours' (column, row) steps, in order round the cell.
var ringSteps = [6][2]int{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// newRings returns the rings of b's cells (a planar board).
func newRings(b *core.Board) rings {
	r := make(rings, b.NumCells())
	for c := range r {
		col, row := b.Coords(core.Cell(c))
		for k, s := range ringSteps {
			r[c][k] = offsetCell(b, col+s[0], row+s[1], false, false, false)
		}
	}
	return r
}

// side is the index of a player's entries in ringKind: 0 Red, 1 Blue.
func side(p core.Player) int {
	if p == core.Blue {
		return 1
	}
	return 0
}

// A ring's code is the base-3 number of its six entries, the first entry the lowest digit:
// 0 empty, 1 Red's stone or edge, 2 Blue's.
const ringCodeCount = 729

// ringDigit is the digit of an entry held by pl.
func ringDigit(pl core.Player) uint16 {
	switch pl {
	case core.Red:
		return 1
	case core.Blue:
		return 2
	}
	return 0
}

// code returns the ring code of cell c in p.
func (r rings) code(p *core.Position, c core.Cell) uint16 {
	code, mult := uint16(0), uint16(1)
	for _, x := range r[c] {
		switch {
		case x == offRedEdge:
			code += mult * ringDigit(core.Red)
		case x == offBlueEdge:
			code += mult * ringDigit(core.Blue)
		default:
			code += mult * ringDigit(p.At(x))
		}
		mult *= 3
	}
	return code
}

// ringKind is what a cell's ring shows of it, for each player to move (0 Red, 1 Blue).
type ringKind struct {
	dead bool
	// vulnerable: an empty neighbour, taken by the opponent, leaves the cell dead.
	vulnerable [2]bool
	// dominators: the entries (a bit each) whose taking by the mover leaves the cell dead.
	dominators [2]uint8
}

// inferior reports whether the ring shows the cell dead, vulnerable or dominated for the
// player to move (0 Red, 1 Blue).
func (k ringKind) inferior(mover int) bool {
	return k.dead || k.vulnerable[mover] || k.dominators[mover] != 0
}

// ringState returns the six entries of a ring code (0 empty, 1 Red's, 2 Blue's).
func ringState(code uint16) (state [6]uint8) {
	for k := range state {
		state[k] = uint8(code % 3)
		code /= 3
	}
	return state
}

// ringKinds holds the kind of every ring code.
var ringKinds = func() (kinds [ringCodeCount]ringKind) {
	for code := range uint16(ringCodeCount) {
		state := ringState(code)
		kind := &kinds[code]
		kind.dead = deadRing(state)
		for m, mover := range []uint8{1, 2} {
			for k := range 6 {
				if state[k] != 0 {
					continue
				}
				s := state
				s[k] = 3 - mover
				if deadRing(s) {
					kind.vulnerable[m] = true
				}
				s[k] = mover
				if deadRing(s) {
					kind.dominators[m] |= 1 << k
				}
			}
		}
	}
	return kinds
}()

// deadRing reports whether a cell whose ring holds state is useless to both players.
func deadRing(state [6]uint8) bool { return uselessRing(state, 1) && uselessRing(state, 2) }

// uselessRing reports whether a cell whose ring holds state (entries 0 empty, 1 Red's, 2
// Blue's) is on no minimal winning set of the player whose entries are pl: every two of the
// player's usable entries are joined without the cell through the player's entries alone,
// next to each other in the ring (stones joined beyond the ring are not counted).
func uselessRing(state [6]uint8, pl uint8) bool {
	solids, opens := 0, 0
	for _, s := range state {
		switch s {
		case 0:
			opens++
		case pl:
			solids++
		}
	}
	if solids == 0 {
		// Open cells only: a path through the cell joins two of them, which must touch.
		switch opens {
		case 0, 1:
			return true
		case 2:
			for k := range 6 {
				if state[k] == 0 && state[(k+1)%6] == 0 {
					return true
				}
			}
		}
		return false
	}
	// The player's entries must be one run round the ring, and every open entry must touch
	// it.
	starts := 0
	for k := range 6 {
		if state[k] == pl && state[(k+5)%6] != pl {
			starts++
		}
		if state[k] == 0 && state[(k+1)%6] != pl && state[(k+5)%6] != pl {
			return false
		}
	}
	return starts <= 1 // none: all six are the player's
}

// markLocalInferior marks the inferior moves among n's children (position p, toMove to move)
// as their rings show them: dead, vulnerable, or dominated by a kept neighbour. At least one
// move is left unmarked.
func (t *tree) markLocalInferior(n int32, p *core.Position, toMove core.Player) {
	if t.kept == nil {
		t.kept, t.inferior = make([]bool, t.board.NumCells()), make([]bool, t.board.NumCells())
	}
	clear(t.kept)
	clear(t.inferior)
	mover := side(toMove)
	first, end := t.children(n)
	marked := int32(0)
	for i := first; i < end; i++ {
		c := t.nodes[i].move
		if t.kept[c] {
			continue
		}
		kind := ringKinds[t.rings.code(p, c)]
		switch {
		case kind.dead || kind.vulnerable[mover]:
		case kind.dominators[mover] != 0:
			dominator := core.NoCell
			for k, x := range t.rings[c] {
				if kind.dominators[mover]&(1<<k) != 0 && !t.inferior[x] {
					dominator = x
					break
				}
			}
			if dominator == core.NoCell {
				continue
			}
			t.kept[dominator] = true
		default:
			continue
		}
		t.nodes[i].inferior, t.inferior[c] = true, true
		marked++
	}
	if marked == end-first {
		for i := first; i < end; i++ {
			t.nodes[i].inferior = false
		}
	}
}

// avoidDraws is how many times a playout draws again a cell its ring shows inferior for the
// mover (Options.InferiorPlayouts): MoHex 2.0's playouts give such cells a weight of a
// hundred-thousandth (MoHexPlayoutPolicy's gamma functions), which leaves them for last.
const avoidDraws = 3

// ringCodes follows the ring code of every cell of a playout, stone by stone
// (Options.InferiorPlayouts).
type ringCodes struct {
	rings rings
	codes []uint16
	// links[x] lists the cells whose rings hold x, each with the digit's multiplier there.
	links [][]ringLink
}

// ringLink is a cell whose ring holds another, and that one's multiplier in its code.
type ringLink struct {
	cell core.Cell
	mult uint16
}

// newRingCodes returns the ring codes of a board's cells by its rings, to reset before use.
func newRingCodes(rg rings) *ringCodes {
	r := &ringCodes{rings: rg, codes: make([]uint16, len(rg)), links: make([][]ringLink, len(rg))}
	for c, ring := range r.rings {
		for k, x := range ring {
			if x >= 0 {
				r.links[x] = append(r.links[x], ringLink{cell: core.Cell(c), mult: pow3(k)})
			}
		}
	}
	return r
}

// pow3 returns 3 to the k.
func pow3(k int) uint16 {
	p := uint16(1)
	for range k {
		p *= 3
	}
	return p
}

// reset reads every cell's code from p.
func (r *ringCodes) reset(p *core.Position) {
	for c := range r.codes {
		r.codes[c] = r.rings.code(p, core.Cell(c))
	}
}

// place follows a stone of pl's on c.
func (r *ringCodes) place(c core.Cell, pl core.Player) {
	d := ringDigit(pl)
	for _, l := range r.links[c] {
		r.codes[l.cell] += d * l.mult
	}
}

// inferior reports whether c, if empty, is dead, vulnerable or dominated for mover by its
// ring.
func (r *ringCodes) inferior(p *core.Position, c core.Cell, mover core.Player) bool {
	return p.At(c) == core.NoPlayer && ringKinds[r.codes[c]].inferior(side(mover))
}
