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

	// Tarjan's biconnected components with a stack of edges; the component holding the edge
	// s-t marks its nodes.
	disc := make([]int32, n)
	low := make([]int32, n)
	for i := range disc {
		disc[i] = -1
	}
	type edge struct{ a, b int32 }
	var stack []edge
	var clock int32
	var visit func(u, parent int32)
	visit = func(u, parent int32) {
		disc[u], low[u] = clock, clock
		clock++
		skippedParent := false
		for _, w := range nbr[u] {
			if w == parent && !skippedParent {
				skippedParent = true // the tree edge back (a repeated edge is a second one)
				continue
			}
			if disc[w] < 0 {
				stack = append(stack, edge{u, w})
				visit(w, u)
				low[u] = min(low[u], low[w])
				if low[w] >= disc[u] { // u cuts off w's component: pop it
					var comp []edge
					for {
						e := stack[len(stack)-1]
						stack = stack[:len(stack)-1]
						comp = append(comp, e)
						if e.a == u && e.b == w {
							break
						}
					}
					hasST := false
					for _, e := range comp {
						if (e.a == s && e.b == t) || (e.a == t && e.b == s) {
							hasST = true
							break
						}
					}
					if hasST {
						for _, e := range comp {
							for _, x := range [2]int32{e.a, e.b} {
								if int(x) < g.n && v.empty(x) {
									out[x] = true
								}
							}
						}
					}
				}
			} else if disc[w] < disc[u] {
				stack = append(stack, edge{u, w})
				low[u] = min(low[u], disc[w])
			}
		}
	}
	visit(s, -1)
	return out
}
