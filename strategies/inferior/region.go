package inferior

import (
	"math/bits"

	"github.com/hexlab/hexlab/core"
)

// maxRegion is the largest region of empty cells whose capture is decided by search.
const maxRegion = 8

// smallRegions returns the connected sets of empty cells of at least two and at most
// maxRegion cells that are whole components of the board's empty cells: regions the stones
// and edges have closed off.
func (b *board) smallRegions() [][]core.Cell {
	seen := make([]bool, b.g.n)
	var out [][]core.Cell
	for start := range core.Cell(b.g.n) {
		if seen[start] || b.col[start] != core.NoPlayer {
			continue
		}
		region := []core.Cell{start}
		seen[start] = true
		for i := 0; i < len(region); i++ {
			for _, d := range b.g.adj[region[i]] {
				if !seen[d] && b.col[d] == core.NoPlayer {
					seen[d] = true
					region = append(region, d)
				}
			}
		}
		if len(region) >= 2 && len(region) <= maxRegion {
			out = append(out, region)
		}
	}
	return out
}

// regionCaptured reports whether player p captures the set of empty cells u (Definition
// 2.11), by searching p's second-player strategies on u: the opponent moves in u, p answers in
// u, and after each answer (and after an opponent's last move that leaves no answer) every
// opponent cell of u must be dead in the position with p's cells of u coloured and the
// opponent's uncoloured. Checking every such node, not only the leaves, covers an opponent who
// stops playing in u. Each death is proved by the full analysis of dead cells on a copy of the
// board.
func (b *board) regionCaptured(p core.Player, u []core.Cell) bool {
	k := len(u)
	full := uint32(1)<<k - 1
	scratch := newBoard(b.g, make([]core.Player, b.g.n))
	deadOK := func(mine, theirs uint32) bool {
		// The local tests first, through an overlay; the full test on a copy if they fail.
		var o overlay
		for i, c := range u {
			if mine&(1<<i) != 0 {
				o = o.with(c, p)
			}
		}
		local := true
		for i, c := range u {
			if theirs&(1<<i) != 0 && !b.deadWith(c, &o) {
				local = false
				break
			}
		}
		if local {
			return true
		}
		copy(scratch.col, b.col)
		for i, c := range u {
			if mine&(1<<i) != 0 {
				scratch.col[c] = p
			}
		}
		scratch.set(core.NoCell, core.NoPlayer)
		for i, c := range u {
			if theirs&(1<<i) != 0 && !scratch.dead(c) {
				return false
			}
		}
		return true
	}
	memo := map[uint64]bool{}
	var holds func(mine, theirs uint32) bool // the opponent to move in u
	holds = func(mine, theirs uint32) bool {
		key := uint64(mine)<<32 | uint64(theirs)
		if v, ok := memo[key]; ok {
			return v
		}
		ok := true
		free := full &^ (mine | theirs)
		for x := free; x != 0 && ok; x &= x - 1 {
			t := theirs | x&-x
			rest := free &^ (x & -x)
			if rest == 0 {
				ok = deadOK(mine, t)
				continue
			}
			answered := false
			for y := rest; y != 0 && !answered; y &= y - 1 {
				m := mine | y&-y
				answered = deadOK(m, t) && holds(m, t)
			}
			ok = answered
		}
		memo[key] = ok
		return ok
	}
	return bits.OnesCount32(full) == k && holds(0, 0)
}
