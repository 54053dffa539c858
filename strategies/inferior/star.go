package inferior

import (
	"math/bits"

	"github.com/hexlab/hexlab/core"
)

// starDominated returns the cells player p's move m dominates by star decomposition
// (Definition 4.1, Theorem 4.2), on the plane: after m, a region u of at most maxRegion empty
// cells is closed off by exactly two chains of each player (a four-sided decomposition,
// Definition 2.22); each player, moving first, can join their two chains through u, and
// neither can as second player (a star decomposition). For each set d of u's cells on which
// the opponent, moving first, joins his two chains, m dominates every cell of u not in d; so
// it dominates every cell outside their intersection (Corollary 4.3).
func (b *board) starDominated(p core.Player, m core.Cell) []core.Cell {
	if b.g.b.Topology() != core.Plane || b.col[m] != core.NoPlayer {
		return nil
	}
	regions := b.regionsAround(m)
	if len(regions) == 0 {
		return nil
	}
	b.set(m, p)
	defer b.set(m, core.NoPlayer)
	var out []core.Cell
	for _, u := range regions {
		mine, ok := b.twoChains(p, u)
		if !ok {
			continue
		}
		theirs, ok := b.twoChains(p.Opponent(), u)
		if !ok {
			continue
		}
		all := uint32(1)<<len(u) - 1
		if !b.joins(p, u, mine, all, true) || !b.joins(p.Opponent(), u, theirs, all, true) ||
			b.joins(p, u, mine, all, false) || b.joins(p.Opponent(), u, theirs, all, false) {
			continue // not a star: one player holds the region either way
		}
		// Every set on which the opponent joins as first player leaves the rest of u to m
		// (Theorem 4.2); so m dominates all but the cells every such set needs (Corollary
		// 4.3).
		needed := all
		for d := uint32(1); d < all; d++ {
			if d&needed != needed && bits.OnesCount32(d) < len(u) && b.joins(p.Opponent(), u, theirs, d, true) {
				needed &= d
			}
		}
		for i, c := range u {
			if needed&(1<<i) == 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// regionsAround returns the regions of at least two and at most maxRegion empty cells that
// a stone on the empty cell m would close off next to it: the components of the empty cells
// without m that hold a neighbour of m. The search stops as soon as a component grows too big.
func (b *board) regionsAround(m core.Cell) [][]core.Cell {
	var out [][]core.Cell
	done := map[core.Cell]bool{}
	for _, start := range b.g.adj[m] {
		if done[start] || b.col[start] != core.NoPlayer {
			continue
		}
		// A search of its own: a search stopped early must not hide cells from the next.
		seen := map[core.Cell]bool{m: true, start: true}
		region := []core.Cell{start}
		for i := 0; i < len(region) && len(region) <= maxRegion; i++ {
			for _, d := range b.g.adj[region[i]] {
				if !seen[d] && b.col[d] == core.NoPlayer {
					seen[d] = true
					region = append(region, d)
				}
			}
		}
		for _, c := range region {
			done[c] = true
		}
		if len(region) >= 2 && len(region) <= maxRegion {
			out = append(out, region)
		}
	}
	return out
}

// twoChains returns the two chains of player q that the region u touches (each a
// representative of q's view: a group of stones, with the edges it touches), and false unless
// there are exactly two.
func (b *board) twoChains(q core.Player, u []core.Cell) ([2]int32, bool) {
	v := b.view(q)
	var reps []int32
	add := func(r int32) {
		for _, x := range reps {
			if x == r {
				return
			}
		}
		reps = append(reps, r)
	}
	for _, c := range u {
		for _, d := range b.g.adj[c] {
			if b.col[d] == q {
				add(v.find(int32(d)))
			}
		}
		for _, s := range b.g.ends[q] {
			if b.g.sides[c]&s != 0 {
				add(v.find(b.g.endNode(q, s)))
			}
		}
	}
	if len(reps) != 2 {
		return [2]int32{}, false
	}
	return [2]int32{reps[0], reps[1]}, true
}

// joins reports whether player q can join its chains through the cells of the region u in the
// set d (a mask over u), moving first or second there, whatever the opponent plays in d.
func (b *board) joins(q core.Player, u []core.Cell, chains [2]int32, d uint32, first bool) bool {
	v := b.view(q)
	touch := func(c core.Cell, chain int32) bool {
		for _, e := range b.g.adj[c] {
			if b.col[e] == q && v.find(int32(e)) == chain {
				return true
			}
		}
		for _, s := range b.g.ends[q] {
			if b.g.sides[c]&s != 0 && v.find(b.g.endNode(q, s)) == chain {
				return true
			}
		}
		return false
	}
	var at [2]uint32 // the cells of u touching each chain
	for i, c := range u {
		for k := range at {
			if touch(c, chains[k]) {
				at[k] |= 1 << i
			}
		}
	}
	var nbr []uint32 // neighbours within u
	for _, c := range u {
		var mask uint32
		for j, e := range u {
			if b.g.adjacent(c, e) {
				mask |= 1 << j
			}
		}
		nbr = append(nbr, mask)
	}
	joined := func(mine uint32) bool {
		reached := mine & at[0]
		for {
			next := reached
			for i := range u {
				if reached&(1<<i) != 0 {
					next |= nbr[i] & mine
				}
			}
			if next == reached {
				return reached&at[1] != 0
			}
			reached = next
		}
	}
	memo := map[uint64]bool{}
	var win func(mine, theirs uint32, myTurn bool) bool
	win = func(mine, theirs uint32, myTurn bool) bool {
		if joined(mine) {
			return true
		}
		free := d &^ (mine | theirs)
		if free == 0 {
			return false
		}
		key := uint64(mine)<<33 | uint64(theirs)<<1
		if myTurn {
			key |= 1
		}
		if r, ok := memo[key]; ok {
			return r
		}
		r := !myTurn
		for x := free; x != 0; x &= x - 1 {
			bit := x & -x
			if myTurn && win(mine|bit, theirs, false) {
				r = true
				break
			}
			if !myTurn && !win(mine, theirs|bit, true) {
				r = false
				break
			}
		}
		memo[key] = r
		return r
	}
	return win(0, 0, first)
}
