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

// The edges, as ring entries: a neighbour off the board.
const (
	ringTop core.Cell = -1 - iota
	ringBottom
	ringLeft
	ringRight
)

// rings holds, for each cell of a planar board, its six neighbours in order round it (each
// next to the one before and the one after), an edge where the neighbour is off the board.
type rings [][6]core.Cell

// ringSteps are the six neighbours' (column, row) steps, in order round the cell.
var ringSteps = [6][2]int{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// newRings returns the rings of b's cells (a planar board).
func newRings(b *core.Board) rings {
	r := make(rings, b.NumCells())
	m, n := b.Cols(), b.Rows()
	for c := range r {
		col, row := b.Coords(core.Cell(c))
		for k, s := range ringSteps {
			x, y := col+s[0], row+s[1]
			switch {
			case y < 1:
				r[c][k] = ringTop
			case y > n:
				r[c][k] = ringBottom
			case x < 1:
				r[c][k] = ringLeft
			case x > m:
				r[c][k] = ringRight
			default:
				r[c][k] = b.Cell(x, y)
			}
		}
	}
	return r
}

// edgeOwner returns the player whose edge e is (Red's top and bottom, Blue's left and right).
func edgeOwner(e core.Cell) core.Player {
	if e == ringTop || e == ringBottom {
		return core.Red
	}
	return core.Blue
}

// useless reports whether the empty cell c is on no minimal winning set of pl in p, judged by
// its ring, with a stone of by's supposed on the empty cell at (core.NoCell: none).
func (r rings) useless(p *core.Position, c core.Cell, pl core.Player, at core.Cell, by core.Player) bool {
	const (
		out = iota // the opponent's stone or edge: no path of pl's goes there
		open
		solid // pl's stone or edge
	)
	ring := &r[c]
	var state [6]uint8
	for k, x := range ring {
		var owner core.Player
		switch {
		case x < 0:
			owner = edgeOwner(x)
		case x == at:
			owner = by
		default:
			owner = p.At(x)
		}
		switch owner {
		case core.NoPlayer:
			state[k] = open
		case pl:
			state[k] = solid
		default:
			state[k] = out
		}
	}
	// The solid entries must all be joined: neighbours in the ring, stones of one group, or
	// one edge.
	var comp [6]int8
	for k := range comp {
		comp[k] = int8(k)
	}
	find := func(k int) int8 {
		for comp[k] != int8(k) {
			k = int(comp[k])
		}
		return int8(k)
	}
	same := func(a, b core.Cell) bool {
		switch {
		case a < 0 || b < 0:
			return a == b
		case a == at || b == at:
			return false
		}
		return p.SameGroup(a, b)
	}
	solids, opens := 0, 0
	for k := range 6 {
		switch state[k] {
		case open:
			opens++
			continue
		case out:
			continue
		}
		solids++
		for j := range k {
			if state[j] == solid && (j == k-1 || (k == 5 && j == 0) || same(ring[j], ring[k])) {
				comp[find(k)] = find(j)
			}
		}
	}
	if solids == 0 {
		// Open cells only: a path through c joins two of them, which must touch.
		switch opens {
		case 0, 1:
			return true
		case 2:
			for k := range 6 {
				if state[k] == open && state[(k+1)%6] == open {
					return true
				}
			}
		}
		return false
	}
	root := int8(-1)
	for k := range 6 {
		if state[k] != solid {
			continue
		}
		if root < 0 {
			root = find(k)
		} else if find(k) != root {
			return false
		}
	}
	// Every open neighbour must touch the solid part.
	for k := range 6 {
		if state[k] == open && state[(k+1)%6] != solid && state[(k+5)%6] != solid {
			return false
		}
	}
	return true
}

// dead reports whether the empty cell c is useless to both players, with a stone of by's
// supposed on at (core.NoCell: none).
func (r rings) dead(p *core.Position, c core.Cell, at core.Cell, by core.Player) bool {
	return r.useless(p, c, core.Red, at, by) && r.useless(p, c, core.Blue, at, by)
}

// markLocalInferior marks the inferior moves among n's children (position p, toMove to move)
// as the rings show them: dead, vulnerable, or dominated by a kept neighbour. At least one
// move is left unmarked.
func (t *tree) markLocalInferior(n int32, p *core.Position, toMove core.Player) {
	if t.rings == nil {
		t.rings = newRings(t.board)
	}
	if t.kept == nil {
		t.kept, t.inferior = make([]bool, t.board.NumCells()), make([]bool, t.board.NumCells())
	}
	clear(t.kept)
	clear(t.inferior)
	first, end := t.children(n)
	marked := int32(0)
	opponent := toMove.Opponent()
	for i := first; i < end; i++ {
		c := t.nodes[i].move
		if t.kept[c] {
			continue
		}
		if t.rings.dead(p, c, core.NoCell, core.NoPlayer) {
			t.nodes[i].inferior, t.inferior[c] = true, true
			marked++
			continue
		}
		var dominator core.Cell = core.NoCell
		vulnerable := false
		for _, k := range t.rings[c] {
			if k < 0 || p.At(k) != core.NoPlayer {
				continue
			}
			if t.rings.dead(p, c, k, opponent) {
				vulnerable = true
				break
			}
			if dominator == core.NoCell && !t.inferior[k] && t.rings.dead(p, c, k, toMove) {
				dominator = k
			}
		}
		switch {
		case vulnerable:
		case dominator != core.NoCell:
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
