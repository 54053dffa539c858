package inferior

import (
	"sync"

	"github.com/hexlab/hexlab/core"
)

// geometry is what the analysis needs of one board, built once per board: the neighbours of
// each cell (with the lift of each link, for cycles), and for each player whether they join
// two edges (and which) or wrap the surface.
type geometry struct {
	b     *core.Board
	n     int // cells; node n and n+1 are a path player's two edges
	adj   [][]core.Cell
	links [][]core.Link
	// nearby[c] are the cells at most two steps from c (c excepted), where a local argument
	// about c can change.
	nearby [][]core.Cell
	sides  []core.Side
	// path[p] says player p joins two edges, ends[p]; otherwise p must wrap the surface.
	path [3]bool
	ends [3][2]core.Side
	// cycleTest[p] says the face argument for a wrapping player holds on this board: the
	// wrapping dimensions are at least 3 cells, so a link's lift is the only one.
	cycleTest [3]bool
}

var geometries sync.Map // core.Spec (geometry only) -> *geometry

// geometryOf returns the geometry of b, built on first use.
func geometryOf(b *core.Board) *geometry {
	key := b.Spec()
	key.Reverse = false
	if g, ok := geometries.Load(key); ok {
		return g.(*geometry)
	}
	n := b.NumCells()
	g := &geometry{b: b, n: n, adj: make([][]core.Cell, n), links: make([][]core.Link, n), sides: make([]core.Side, n)}
	g.nearby = make([][]core.Cell, n)
	for c := range core.Cell(n) {
		g.adj[c] = b.Adjacent(c)
		g.links[c] = b.Links(c)
		g.sides[c] = b.Sides(c)
	}
	for c := range core.Cell(n) {
		seen := map[core.Cell]bool{c: true}
		for _, d := range g.adj[c] {
			for _, e := range append([]core.Cell{d}, g.adj[d]...) {
				if !seen[e] {
					seen[e] = true
					g.nearby[c] = append(g.nearby[c], e)
				}
			}
		}
	}
	topo := b.Topology()
	for _, p := range []core.Player{core.Red, core.Blue} {
		if topo.Goal(p) == core.PathGoal {
			g.path[p] = true
			g.ends[p] = p.Sides()
			continue
		}
		wide := b.Cols() >= 3
		if topo == core.Torus {
			wide = wide && b.Rows() >= 3
		}
		g.cycleTest[p] = wide
	}
	geometries.Store(key, g)
	return g
}

// near returns the cells at most two steps from c, c excepted.
func (g *geometry) near(c core.Cell) []core.Cell { return g.nearby[c] }

// endNode returns the node of player p's edge side (n or n+1), or -1 if c is on neither.
func (g *geometry) endNode(p core.Player, s core.Side) int32 {
	switch s {
	case g.ends[p][0]:
		return int32(g.n)
	case g.ends[p][1]:
		return int32(g.n + 1)
	}
	return -1
}

// adjacent reports whether cells c and d are neighbours.
func (g *geometry) adjacent(c, d core.Cell) bool {
	for _, x := range g.adj[c] {
		if x == d {
			return true
		}
	}
	return false
}
