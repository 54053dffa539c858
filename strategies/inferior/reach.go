package inferior

import "github.com/hexlab/hexlab/core"

// onSimplePath returns, for each cell, whether it is an empty cell on some simple path between
// the player's two edge nodes in the view's graph (groups and edges as one node each). A cell
// on none is on no minimal winning set of the player (every minimal set is a simple path), so
// it is dead by Observation 2.2. The test: a node is on a simple s-t path exactly when it lies
// in the biconnected component of the edge s-t added to the graph (Menger).
func (v *pathView) onSimplePath() []bool {
	g := v.g
	n := g.n + 2
	// The graph on representatives, as adjacency lists (with repeats; harmless).
	nbr := make([][]int32, n)
	link := func(x, y int32) {
		if x, y = v.find(x), v.find(y); x != y {
			nbr[x] = append(nbr[x], y)
			nbr[y] = append(nbr[y], x)
		}
	}
	for c := range core.Cell(g.n) {
		if !v.usable(int32(c)) {
			continue
		}
		for _, d := range g.adj[c] {
			if d < c && v.usable(int32(d)) {
				link(int32(c), int32(d))
			}
		}
		for _, s := range g.ends[v.p] {
			if g.sides[c]&s != 0 {
				link(int32(c), g.endNode(v.p, s))
			}
		}
	}
	s, t := v.find(int32(g.n)), v.find(int32(g.n+1))
	out := make([]bool, g.n)
	if s == t {
		return out // already joined: no cell matters to this player any more
	}
	nbr[s] = append(nbr[s], t) // the virtual edge
	nbr[t] = append(nbr[t], s)

	eachBlock(nbr, s, func(block []edge) {
		for _, e := range block {
			if (e.a == s && e.b == t) || (e.a == t && e.b == s) {
				for _, e := range block {
					for _, x := range [2]int32{e.a, e.b} {
						if int(x) < g.n && v.empty(x) {
							out[x] = true
						}
					}
				}
				return
			}
		}
	})
	return out
}

// onCycle returns, for each cell, whether it is an empty cell on some cycle of the cells
// player p may use (theirs and the empty ones): a block of the graph of those cells with more
// than one edge. A wrapping cycle is a cycle, so a cell on none is on no minimal winning set
// of a wrapping player.
func (b *board) onCycle(p core.Player) []bool {
	g, opp := b.g, p.Opponent()
	nbr := make([][]int32, g.n)
	for c := range core.Cell(g.n) {
		if b.col[c] == opp {
			continue
		}
		for _, l := range g.links[c] {
			if l.To != c && b.col[l.To] != opp {
				nbr[c] = append(nbr[c], int32(l.To))
			}
		}
	}
	out := make([]bool, g.n)
	seen := make([]bool, g.n)
	for c := range core.Cell(g.n) {
		if b.col[c] == opp || seen[c] {
			continue
		}
		eachBlock(nbr, int32(c), func(block []edge) {
			for _, e := range block {
				seen[e.a], seen[e.b] = true, true
			}
			if len(block) < 2 {
				return
			}
			for _, e := range block {
				out[e.a], out[e.b] = b.col[e.a] == core.NoPlayer, b.col[e.b] == core.NoPlayer
			}
		})
		seen[c] = true
	}
	return out
}
