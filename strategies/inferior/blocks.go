package inferior

// edge is an edge of a graph on int32 nodes.
type edge struct{ a, b int32 }

// eachBlock calls fn with the edges of each biconnected component (block) of the graph nbr
// that is reachable from root (Tarjan's algorithm, with a stack of edges). A repeated edge is
// a second edge: two nodes joined twice are a block of their own with a cycle.
func eachBlock(nbr [][]int32, root int32, fn func(block []edge)) {
	n := len(nbr)
	disc := make([]int32, n)
	low := make([]int32, n)
	for i := range disc {
		disc[i] = -1
	}
	var stack []edge
	var clock int32
	var visit func(u, parent int32)
	visit = func(u, parent int32) {
		disc[u], low[u] = clock, clock
		clock++
		skippedParent := false
		for _, w := range nbr[u] {
			if w == parent && !skippedParent {
				skippedParent = true // the tree edge back; a repeated edge counts
				continue
			}
			if disc[w] < 0 {
				stack = append(stack, edge{u, w})
				visit(w, u)
				low[u] = min(low[u], low[w])
				if low[w] >= disc[u] { // u cuts off w's component: pop its block
					i := len(stack) - 1
					for stack[i] != (edge{u, w}) {
						i--
					}
					fn(stack[i:])
					stack = stack[:i]
				}
			} else if disc[w] < disc[u] {
				stack = append(stack, edge{u, w})
				low[u] = min(low[u], disc[w])
			}
		}
	}
	visit(root, -1)
}
