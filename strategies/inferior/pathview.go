package inferior

import "github.com/hexlab/hexlab/core"

// pathView is a path player's view of a position: the cells they may use (theirs and the
// empty ones), with their stones merged into groups, each joined to the edge nodes it
// touches. A minimal winning set of the player is a set of empty cells that, with the
// player's stones, joins the two edge nodes, and no smaller set does.
type pathView struct {
	g      *geometry
	p      core.Player
	col    []core.Player
	parent []int32 // union-find over the n cells and the two edge nodes
}

// newPathView builds p's view of the colouring col (p must be a path player of g).
func newPathView(g *geometry, col []core.Player, p core.Player) *pathView {
	v := &pathView{g: g, p: p, col: col, parent: make([]int32, g.n+2)}
	for i := range v.parent {
		v.parent[i] = int32(i)
	}
	for c := range core.Cell(g.n) {
		if col[c] != p {
			continue
		}
		for _, d := range g.adj[c] {
			if d < c && col[d] == p {
				v.union(int32(c), int32(d))
			}
		}
		for _, s := range g.ends[p] {
			if g.sides[c]&s != 0 {
				v.union(int32(c), g.endNode(p, s))
			}
		}
	}
	return v
}

func (v *pathView) find(x int32) int32 {
	for v.parent[x] != x {
		v.parent[x] = v.parent[v.parent[x]]
		x = v.parent[x]
	}
	return x
}

func (v *pathView) union(x, y int32) {
	if x, y = v.find(x), v.find(y); x != y {
		v.parent[x] = y
	}
}

// joined reports whether the player's stones already join their two edges.
func (v *pathView) joined() bool {
	return v.find(int32(v.g.n)) == v.find(int32(v.g.n+1))
}

// usable reports whether node x (a cell or an edge node) may be on the player's path.
func (v *pathView) usable(x int32) bool {
	return int(x) >= v.g.n || v.col[x] != v.p.Opponent()
}

// empty reports whether node x is an empty cell (its own representative).
func (v *pathView) empty(x int32) bool { return int(x) < v.g.n && v.col[x] == core.NoPlayer }
