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

// around appends to buf the representatives of the usable neighbours of the empty cell c,
// its edge nodes included, each once.
func (v *pathView) around(c core.Cell, buf []int32) []int32 {
	add := func(r int32) {
		for _, x := range buf {
			if x == r {
				return
			}
		}
		buf = append(buf, r)
	}
	for _, d := range v.g.adj[c] {
		if v.col[d] != v.p.Opponent() {
			add(v.find(int32(d)))
		}
	}
	for _, s := range v.g.ends[v.p] {
		if v.g.sides[c]&s != 0 {
			add(v.find(v.g.endNode(v.p, s)))
		}
	}
	return buf
}

// touch reports whether the distinct representatives x and y are adjacent: two empty cells
// that are neighbours, or an empty cell next to a stone of a group (or on an edge of it).
// Two distinct groups never touch: touching stones are one group.
func (v *pathView) touch(x, y int32) bool {
	if !v.empty(x) {
		x, y = y, x
	}
	if !v.empty(x) {
		return false
	}
	c := core.Cell(x)
	if v.empty(y) {
		return v.g.adjacent(c, core.Cell(y))
	}
	for _, d := range v.g.adj[c] {
		if v.col[d] == v.p && v.find(int32(d)) == y {
			return true
		}
	}
	for _, s := range v.g.ends[v.p] {
		if v.g.sides[c]&s != 0 && v.find(v.g.endNode(v.p, s)) == y {
			return true
		}
	}
	return false
}

// shortcut reports whether every path of the player through the empty cell c can go round
// it: c's usable neighbours (groups and edges as one node each) are at most one, or all touch
// one another. A path entering c from x and leaving to y then has the shortcut x-y, so no
// minimal winning set contains c (Observation 2.2).
func (v *pathView) shortcut(c core.Cell) bool {
	var buf [8]int32
	around := v.around(c, buf[:0])
	for i := range around {
		for j := i + 1; j < len(around); j++ {
			if !v.touch(around[i], around[j]) {
				return false
			}
		}
	}
	return true
}
