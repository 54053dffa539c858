package vc

import (
	"slices"

	"github.com/hexlab/hexlab/core"
)

// Decomposition returns the carrier of one of the player's full connections that a
// four-sided decomposition captures, and whether there is one: Henderson and Hayward,
// "Captured-reversible moves and star decomposition domination in Hex" (Definition 2.22 and
// the paragraph after it; ../shared/papers/captured-reversible-moves-and-star-decomposition.md):
// where two of the player's chains A and B and two of the opponent's X and Y touch in a
// cycle (A–X–B–Y), and the player has a second-player strategy joining A and B inside the
// cells the four enclose, those cells are the player's: the player answers every move there
// and joins A to B, after which no opponent stone there can join X to Y, so each is dead.
// The full connection's carrier is such a strategy; the fill-in it gives is sound for the
// position's value, not for a proof's checker (the solver uses it only where asked,
// solver.Options.Decompositions).
//
// The enclosed cells are found as Benzene's solver finds them (its decompositions, read in
// its source, written here anew): the empty cells that cannot be reached from a player's edge
// other than A and B without passing next to A or B, the opponent's stones barring the way,
// the player's other groups letting it through. A chain is a group with the edges it
// touches; the players' edges touch at the board's corners, two opposite stones touch
// where they make a bridge with both its cells empty, and so do a stone and the opponent's
// edge (a stone on the second row with both its links empty, as Benzene's half-bridge
// pattern matches the edge as a stone). Each claim is played out against
// minimax on small boards (TestDecompositionByBruteForce).
//
// On boards other than the plane (where a player's goal is not a path between two edges) and
// where the player is joined or threatens nothing, it reports none.
func (r *Result) Decomposition() (Set, bool) {
	if r.parent == nil || r.merged || r.Connected() || r.b.Topology() != core.Plane || r.b.Spec().Reverse {
		return Set{}, false
	}
	b, pos, n := r.b, r.pos, r.n
	p := r.player
	q := p.Opponent()
	// The opponent's chains: a union-find over cells and the opponent's two edges.
	qParent := make([]int, n+2)
	for i := range qParent {
		qParent[i] = i
	}
	qFind := func(x int) int {
		for qParent[x] != x {
			qParent[x] = qParent[qParent[x]]
			x = qParent[x]
		}
		return x
	}
	qUnion := func(x, y int) { qParent[qFind(x)] = qFind(y) }
	qSides := q.Sides()
	for c := range core.Cell(n) {
		if pos.At(c) != q {
			continue
		}
		for _, d := range b.Adjacent(c) {
			if pos.At(d) == q {
				qUnion(int(c), int(d))
			}
		}
		for i, s := range qSides {
			if b.Sides(c)&s != 0 {
				qUnion(int(c), n+i)
			}
		}
	}
	// touches[A] lists the opponent's chains each of the player's chains touches.
	touches := map[Node][]int{}
	add := func(x Node, chain int) {
		for _, k := range touches[x] {
			if k == chain {
				return
			}
		}
		touches[x] = append(touches[x], chain)
	}
	pSides := p.Sides()
	edges := [2]Node{r.NodeOf(-1), r.NodeOf(-2)}
	for i := range edges {
		// The player's edges touch the opponent's at the corners.
		add(edges[i], qFind(n))
		add(edges[i], qFind(n+1))
	}
	for c := range core.Cell(n) {
		switch pos.At(c) {
		case p:
			x := r.NodeOf(c)
			for _, d := range b.Adjacent(c) {
				if pos.At(d) == q {
					add(x, qFind(int(d)))
				}
			}
			// A half-bridge touches too (the paper's Figure 7: taking the bridge's two empty
			// cells as not adjacent to each other closes the decomposition), to a stone or
			// to the opponent's edge (a stone on the second row with both its links to that
			// edge empty, the edge standing for the stone).
			stones, bridged := r.halfBridged(c)
			for _, d := range stones {
				add(x, qFind(int(d)))
			}
			for i, s := range qSides {
				if (b.Sides(c)|bridged)&s != 0 {
					add(x, qFind(n+i))
				}
			}
		case q:
			for i, s := range pSides {
				if b.Sides(c)&s != 0 {
					add(edges[i], qFind(int(c)))
				}
			}
		}
	}
	var chains []Node
	for x := range touches {
		if len(touches[x]) >= 2 {
			chains = append(chains, x)
		}
	}
	slices.Sort(chains) // the same carrier found first every time, whatever the map's order
	for i, x := range chains {
		for _, y := range chains[:i] {
			if shared(touches[x], touches[y]) < 2 {
				continue
			}
			fulls, _ := r.Between(x, y)
			if len(fulls) == 0 {
				continue
			}
			area := r.enclosedBy(x, y, edges)
			for _, f := range fulls {
				if !f.Empty() && f.Within(area) {
					return f, true
				}
			}
		}
	}
	return Set{}, false
}

// halfBridged returns the opponent's stones that make a bridge with the player's stone c,
// both cells of the bridge empty, and the edges that do: those both cells lie on and c does
// not.
func (r *Result) halfBridged(c core.Cell) (stones []core.Cell, edges core.Side) {
	b, pos := r.b, r.pos
	nb := b.Adjacent(c)
	for i, u := range nb {
		if pos.At(u) != core.NoPlayer {
			continue
		}
		for _, v := range nb[i+1:] {
			if pos.At(v) != core.NoPlayer || !adjacent(b, u, v) {
				continue
			}
			edges |= b.Sides(u) & b.Sides(v) &^ b.Sides(c)
			for _, d := range b.Adjacent(u) {
				if d != c && d != v && pos.At(d) == r.player.Opponent() && adjacent(b, d, v) {
					stones = append(stones, d)
				}
			}
		}
	}
	return stones, edges
}

// adjacent reports whether cells u and v of b are next to each other.
func adjacent(b *core.Board, u, v core.Cell) bool { return slices.Contains(b.Adjacent(u), v) }

// shared counts the chains a and b both list.
func shared(a, b []int) int {
	k := 0
	for _, x := range a {
		for _, y := range b {
			if x == y {
				k++
			}
		}
	}
	return k
}

// enclosedBy returns the empty cells that cannot be reached from the player's edges other
// than x and y through empty cells and the player's stones without passing a cell next to x
// or y (such a cell is reached, but not passed).
func (r *Result) enclosedBy(x, y Node, edges [2]Node) Set {
	b, pos, n := r.b, r.pos, r.n
	p := r.player
	next := func(c core.Cell) bool { // c is next to x or y
		for _, d := range b.Adjacent(c) {
			if pos.At(d) == p {
				if g := r.NodeOf(d); g == x || g == y {
					return true
				}
			}
		}
		for i, s := range p.Sides() {
			if b.Sides(c)&s != 0 && (edges[i] == x || edges[i] == y) {
				return true
			}
		}
		return false
	}
	seen := make([]bool, n)
	var queue []core.Cell
	for i, s := range p.Sides() {
		if edges[i] == x || edges[i] == y {
			continue
		}
		for c := range core.Cell(n) {
			if b.Sides(c)&s != 0 && pos.At(c) != p.Opponent() && !seen[c] {
				seen[c] = true
				queue = append(queue, c)
			}
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if pos.At(c) == core.NoPlayer && next(c) {
			continue
		}
		for _, d := range b.Adjacent(c) {
			if !seen[d] && pos.At(d) != p.Opponent() {
				if pos.At(d) == p {
					if g := r.NodeOf(d); g == x || g == y {
						continue
					}
				}
				seen[d] = true
				queue = append(queue, d)
			}
		}
	}
	var area Set
	for c := range core.Cell(n) {
		if !seen[c] && pos.At(c) == core.NoPlayer {
			area = area.With(c)
		}
	}
	return area
}
