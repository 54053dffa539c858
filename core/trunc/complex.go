package trunc

import (
	"fmt"
	"slices"
)

// The border complex.
//
// Four cells meet at each vertex of the truncated octahedral tiling (the
// Delaunay tetrahedra of the lattice) and three along each edge (the
// Delaunay triangles). A border is where three colours meet, so it runs
// along the tiling edges whose three cells have three different colours;
// a vertex whose cells are coloured (a, a, b, c) has exactly two such
// edges, so borders are paths and loops.
//
// Outside the cube every point takes the colour of the face it lies beyond
// the most: White where |x| is the largest coordinate, Gray for |y|, Black
// for |z|. An outside cell whose centre lies on one of the diagonal planes
// |x| = |y| (and so on) is therefore split into two coloured halves, and
// the cells on the cube's body diagonals into three, as in the paper's
// Figure 4. The graph below is the tiling refined by those splits:
//
//   - nodes are the tiling's vertices (no vertex lies on a diagonal plane),
//     the midpoints of the tiling edges a diagonal plane crosses (an edge
//     crossed by the plane |x| = |y| is mirrored onto itself by the plane,
//     so it is crossed at its midpoint and its three cells are centred on
//     the plane), and one node per corner where the body diagonal meets
//     the face between the outermost board cell and the first outside cell;
//   - segments are the tiling edges (halved where a plane crosses them), and
//     the cuts of the diagonal planes across the faces between a split
//     outside cell and a board cell centred on the same plane.
//
// Each segment has three colour sources, the regions that meet along it: a
// board cell (coloured by the position) or a fixed outside colour. A
// segment is a border when its sources show three different colours. The
// corner nodes carry the body diagonal out to infinity, where White, Gray
// and Black always meet: they are the borders' endpoints.
//
// The graph is built on the whole lattice and then folded by the mirror
// through the centre, which maps nodes and segments to nodes and segments
// and fixes none of them: a node of the folded graph stands for a node and
// its mirror, and twist says whether a segment joins a node's canonical
// lift to its neighbour's canonical lift or to its mirror.

// qpos is a position in quarter lattice units: every node of the complex
// has integer coordinates there.
type qpos [3]int32

func (p qpos) neg() qpos { return qpos{-p[0], -p[1], -p[2]} }

// less orders positions lexicographically.
func (p qpos) less(q qpos) bool {
	for i := range p {
		if p[i] != q[i] {
			return p[i] < q[i]
		}
	}
	return false
}

// graph is the folded border complex of one board.
type graph struct {
	numCells   int
	pos        []qpos   // each node's canonical lift: the larger of p and -p
	corner     []Corner // each node's corner, or NoCorner
	cornerNode [NumCorners]int32
	cornerFlip [NumCorners]bool // the corner's unprimed lift is the mirror of its node's canonical lift
	segA, segB []int32
	twist      []bool
	src        [][3]int32 // colour sources: a cell, or fixedSource(player)
	adjStart   []int32    // segments at node n: adj[adjStart[n]:adjStart[n+1]]
	adj        []int32
}

// fixedSource returns the colour source of player's fixed outside colour.
func (g *graph) fixedSource(p Player) int32 { return int32(g.numCells) + int32(p) }

// vertexCells returns the four cells meeting at the vertex of c's
// truncated octahedron that lies one unit from c along axis i (sign s) and
// half a unit along axis j (sign t), and the vertex in quarter units.
func vertexCells(c Point, i, j, s, t int) ([4]Point, qpos) {
	k := 3 - i - j
	var ei, ej, ek Point
	ei[i], ej[j], ek[k] = 1, 1, 1
	scale := func(p Point, f int) Point { return Point{p[0] * f, p[1] * f, p[2] * f} }
	base := c.Add(scale(ei, s)).Add(scale(ej, t))
	cells := [4]Point{c, c.Add(scale(ei, 2*s)), base.Add(ek), base.Add(scale(ek, -1))}
	var v qpos
	for a := range 3 {
		v[a] = int32(4*c[a] + 4*s*ei[a] + 2*t*ej[a])
	}
	return cells, v
}

// faceColour returns the colour of the outside at p: the player of the
// axis along which |p| is largest. The callers only ask at points where
// the largest coordinate is unique.
func faceColour(p qpos) Player {
	best := 0
	for a := 1; a < 3; a++ {
		if absInt32(p[a]) > absInt32(p[best]) {
			best = a
		}
	}
	return AxisPlayer(best)
}

func absInt32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}

// pointLess orders lattice points lexicographically.
func pointLess(p, q Point) int {
	for i := range p {
		if p[i] != q[i] {
			return p[i] - q[i]
		}
	}
	return 0
}

// forEachVertex calls f with each of the 24 vertices of c's truncated
// octahedron (in quarter units) and the four cells that meet there.
func forEachVertex(c Point, f func(cells [4]Point, v qpos)) {
	for i := range 3 {
		for j := range 3 {
			if i == j {
				continue
			}
			for _, s := range []int{1, -1} {
				for _, t := range []int{1, -1} {
					f(vertexCells(c, i, j, s, t))
				}
			}
		}
	}
}

// fullSegment is a segment of the unfolded complex.
type fullSegment struct {
	a, b qpos
	src  [3]int32
}

// splitKey names the cut of a diagonal plane across the face between the
// outside cell out and the board cell in: the plane is the one between the
// colours lo and hi.
type splitKey struct {
	out, in Point
	lo, hi  Player
}

// tilingEdge is an edge of the tiling with at least one board cell: its
// two ends (tiling vertices) and, at each end, the colour sources of its
// three cells (sorted by lattice point) as seen there.
type tilingEdge struct {
	ends []qpos
	srcs [][3]int32
}

// tilingEdges returns the tiling edges of b that touch a board cell, keyed
// by their three cells sorted; source gives a cell's colour source at a
// point.
func tilingEdges(b *Board, source func(q Point, at qpos) int32) map[[3]Point]*tilingEdge {
	tris := map[[3]Point]*tilingEdge{}
	seen := map[qpos]bool{}
	for x := -b.size; x <= b.size; x++ {
		for y := -b.size; y <= b.size; y++ {
			for z := -b.size; z <= b.size; z++ {
				c := Point{x, y, z}
				if !c.InLattice() {
					continue
				}
				forEachVertex(c, func(cells [4]Point, v qpos) {
					if !seen[v] {
						seen[v] = true
						addVertex(b, tris, cells, v, source)
					}
				})
			}
		}
	}
	return tris
}

// addVertex records the vertex v, where cells meet, as an end of each of
// its four edges that touch a board cell.
func addVertex(b *Board, tris map[[3]Point]*tilingEdge, cells [4]Point, v qpos, source func(q Point, at qpos) int32) {
	for omit := range 4 {
		var key [3]Point
		n := 0
		for k, q := range cells {
			if k != omit {
				key[n] = q
				n++
			}
		}
		slices.SortFunc(key[:], pointLess)
		if !b.Inside(key[0]) && !b.Inside(key[1]) && !b.Inside(key[2]) {
			continue
		}
		tr := tris[key]
		if tr == nil {
			tr = &tilingEdge{}
			tris[key] = tr
		}
		tr.ends = append(tr.ends, v)
		tr.srcs = append(tr.srcs, [3]int32{source(key[0], v), source(key[1], v), source(key[2], v)})
	}
}

// buildGraph builds the folded border complex of b.
func buildGraph(b *Board) *graph {
	g := &graph{numCells: b.NumCells()}
	source := func(q Point, at qpos) int32 {
		if c := b.CellAt(q); c != NoCell {
			return int32(c)
		}
		return g.fixedSource(faceColour(at))
	}
	tris := tilingEdges(b, source)
	var segs []fullSegment
	splits := map[splitKey][]qpos{}
	keys := make([][3]Point, 0, len(tris))
	for key := range tris {
		keys = append(keys, key)
	}
	slices.SortFunc(keys, func(p, q [3]Point) int {
		for i := range p {
			if d := pointLess(p[i], q[i]); d != 0 {
				return d
			}
		}
		return 0
	})
	for _, key := range keys {
		tr := tris[key]
		if len(tr.ends) != 2 {
			panic(fmt.Sprintf("trunc: tiling edge %v has %d ends", key, len(tr.ends)))
		}
		if tr.srcs[0] == tr.srcs[1] {
			segs = append(segs, fullSegment{tr.ends[0], tr.ends[1], tr.srcs[0]})
			continue
		}
		// A diagonal plane crosses this edge at its midpoint.
		var m qpos
		for a := range 3 {
			m[a] = (tr.ends[0][a] + tr.ends[1][a]) / 2
		}
		segs = append(segs, fullSegment{tr.ends[0], m, tr.srcs[0]}, fullSegment{m, tr.ends[1], tr.srcs[1]})
		for k, out := range key {
			if tr.srcs[0][k] == tr.srcs[1][k] {
				continue
			}
			lo, hi := Player(tr.srcs[0][k]-int32(g.numCells)), Player(tr.srcs[1][k]-int32(g.numCells))
			if lo > hi {
				lo, hi = hi, lo
			}
			for _, in := range key {
				if b.Inside(in) {
					sk := splitKey{out, in, lo, hi}
					splits[sk] = append(splits[sk], m)
				}
			}
		}
	}
	// The corners: the body diagonal through the corner cell (K, K, K)
	// meets the hexagonal face towards (K+1, K+1, K+1) at its centre, and
	// the three diagonal planes cut that face from there.
	var cornerPos [NumCorners]qpos
	for corner := Corner(0); corner < NumCorners; corner++ {
		sign := corner.Signs()
		var in, out Point
		for a := range 3 {
			in[a] = sign[a] * b.size
			out[a] = sign[a] * (b.size + 1)
			cornerPos[corner][a] = int32(sign[a] * (4*b.size + 2))
		}
		for _, pair := range [][2]Player{{White, Gray}, {White, Black}, {Gray, Black}} {
			sk := splitKey{out, in, pair[0], pair[1]}
			splits[sk] = append(splits[sk], cornerPos[corner])
			// the primed corner, mirrored
			skm := splitKey{out.Neg(), in.Neg(), pair[0], pair[1]}
			splits[skm] = append(splits[skm], cornerPos[corner].neg())
		}
	}
	skeys := make([]splitKey, 0, len(splits))
	for sk := range splits {
		skeys = append(skeys, sk)
	}
	slices.SortFunc(skeys, func(p, q splitKey) int {
		if d := pointLess(p.out, q.out); d != 0 {
			return d
		}
		if d := pointLess(p.in, q.in); d != 0 {
			return d
		}
		if p.lo != q.lo {
			return int(p.lo - q.lo)
		}
		return int(p.hi - q.hi)
	})
	for _, sk := range skeys {
		ends := splits[sk]
		if len(ends) != 2 {
			panic(fmt.Sprintf("trunc: the cut of the %v/%v plane across the face %v|%v has %d ends", sk.lo, sk.hi, sk.out, sk.in, len(ends)))
		}
		segs = append(segs, fullSegment{ends[0], ends[1], [3]int32{g.fixedSource(sk.lo), g.fixedSource(sk.hi), int32(b.CellAt(sk.in))}})
	}
	g.fold(segs, cornerPos)
	return g
}

// fold builds the folded graph from the segments of the whole lattice.
func (g *graph) fold(segs []fullSegment, cornerPos [NumCorners]qpos) {
	ids := map[qpos]int32{}
	node := func(p qpos) (int32, bool) {
		flip := p.less(p.neg())
		if flip {
			p = p.neg()
		}
		id, ok := ids[p]
		if !ok {
			id = int32(len(g.pos))
			ids[p] = id
			g.pos = append(g.pos, p)
			g.corner = append(g.corner, NoCorner)
		}
		return id, flip
	}
	type segKey struct {
		a, b  int32
		twist bool
	}
	done := map[segKey][3]int32{}
	for _, s := range segs {
		// The order of the sources does not matter; a segment and its
		// mirror list them in different orders.
		slices.Sort(s.src[:])
		a, fa := node(s.a)
		b, fb := node(s.b)
		if a == b {
			panic(fmt.Sprintf("trunc: segment %v-%v joins a node to its mirror", s.a, s.b))
		}
		key := segKey{min(a, b), max(a, b), fa != fb}
		if prev, ok := done[key]; ok {
			if prev != s.src {
				panic(fmt.Sprintf("trunc: segment %v-%v and its mirror have different sources", s.a, s.b))
			}
			continue
		}
		done[key] = s.src
		g.segA = append(g.segA, a)
		g.segB = append(g.segB, b)
		g.twist = append(g.twist, fa != fb)
		g.src = append(g.src, s.src)
	}
	for corner, p := range cornerPos {
		id, flip := node(p)
		g.corner[id] = Corner(corner)
		g.cornerNode[corner] = id
		g.cornerFlip[corner] = flip
	}
	degree := make([]int32, len(g.pos)+1)
	for s := range g.segA {
		degree[g.segA[s]+1]++
		degree[g.segB[s]+1]++
	}
	for n := 1; n < len(degree); n++ {
		degree[n] += degree[n-1]
	}
	g.adjStart = degree
	g.adj = make([]int32, degree[len(degree)-1])
	fill := slices.Clone(degree[:len(g.pos)])
	for s := range g.segA {
		for _, n := range []int32{g.segA[s], g.segB[s]} {
			g.adj[fill[n]] = int32(s)
			fill[n]++
		}
	}
}

// other returns the node at the other end of segment s from n.
func (g *graph) other(s, n int32) int32 {
	if g.segA[s] == n {
		return g.segB[s]
	}
	return g.segA[s]
}
