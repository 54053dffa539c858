package trunc

// Vec is a point in the cube's coordinates, in lattice units: a cell's
// centre is its Point, the cube's faces lie between K+1/2 and K+1 from the
// centre, and the border endpoints are at (K+1/2)(±1, ±1, ±1).
type Vec [3]float64

// BorderKind says how a border ends.
type BorderKind int8

// The kinds of borders.
const (
	// BorderPath joins two endpoints (Ends).
	BorderPath BorderKind = iota
	// BorderLoop closes on itself.
	BorderLoop
	// BorderOpen stops at a loose end, where an empty cell decides how it
	// goes on; only a board with empty cells has open borders.
	BorderOpen
)

// String returns "path", "loop" or "open".
func (k BorderKind) String() string {
	switch k {
	case BorderPath:
		return "path"
	case BorderLoop:
		return "loop"
	}
	return "open"
}

// Border is one border: a curve where all three colours meet.
//
// Points is a polyline in the cube's coordinates along one of its two lifts
// (the mirror through the centre carries it onto the other, -Points, which
// a drawing shows too). A path starts at the unprimed lift of Ends[0]
// (Corner.Signs times K+1/2) and ends at a lift of Ends[1], where it leaves
// the cube along the body diagonal. A loop's Points end where they started
// or, for a loop that goes once around the centre, at the mirror of the
// start (its two lifts then make one loop). An open border ends at a loose
// end on each side that is not an endpoint (NoCorner in Ends).
//
// Cells are the board cells along the border, in order, each once.
type Border struct {
	Kind   BorderKind
	Ends   [2]Corner
	Points []Vec
	Cells  []Cell
}

// isBorder reports whether segment s's three sources show three different
// colours.
func (p *Position) isBorder(s int32) bool {
	src := &p.board.graph.src[s]
	a, b, c := p.colours[src[0]], p.colours[src[1]], p.colours[src[2]]
	return a != NoPlayer && b != NoPlayer && c != NoPlayer && a^b^c == 0
}

// nextBorder returns the border segment at node n other than prev, or -1.
func (p *Position) nextBorder(n, prev int32) int32 {
	g := p.board.graph
	for _, s := range g.adj[g.adjStart[n]:g.adjStart[n+1]] {
		if s != prev && p.isBorder(s) {
			return s
		}
	}
	return -1
}

// Partner follows the border from corner x and returns the corner it
// reaches, or NoCorner if it stops at a loose end first.
func (p *Position) Partner(x Corner) Corner {
	g := p.board.graph
	n, prev := g.cornerNode[x], int32(-1)
	for steps := 0; steps <= len(g.segA); steps++ {
		s := p.nextBorder(n, prev)
		if s < 0 {
			return NoCorner
		}
		n, prev = g.other(s, n), s
		if g.corner[n] != NoCorner {
			return g.corner[n]
		}
	}
	return NoCorner
}

// Pairing returns how the borders pair the endpoints: decided as soon as
// one border joins two endpoints (empty cells cannot change a border that
// runs through coloured cells, and the other two endpoints can only be
// joined to each other), NoPairing until then.
func (p *Position) Pairing() Pairing {
	for x := A; x < D; x++ {
		if y := p.Partner(x); y != NoCorner {
			return pairingJoining(x, y)
		}
	}
	return NoPairing
}

// Winner returns the player whose pairing the borders make, or NoPlayer
// while no border joins two endpoints. On a full board
// there is always exactly one winner.
func (p *Position) Winner() Player { return p.Pairing().Winner() }

// Borders returns every border of the position: the paths from the
// endpoints first (in corner order), then loops and open borders.
func (p *Position) Borders() []Border {
	g := p.board.graph
	visited := make([]bool, len(g.segA))
	var out []Border
	for x := A; x <= D; x++ {
		n := g.cornerNode[x]
		s := p.nextBorder(n, -1)
		if s < 0 || visited[s] {
			continue
		}
		sign := 1.0
		if g.cornerFlip[x] {
			sign = -1
		}
		t := p.trace(n, sign, s, visited)
		bd := Border{Kind: BorderOpen, Ends: [2]Corner{x, t.end}, Points: t.points, Cells: t.cells}
		if t.end != NoCorner {
			bd.Kind = BorderPath
		}
		out = append(out, bd)
	}
	for s := int32(0); int(s) < len(g.segA); s++ {
		if visited[s] || !p.isBorder(s) {
			continue
		}
		t := p.trace(g.segA[s], 1, s, visited)
		if t.closed {
			out = append(out, Border{Kind: BorderLoop, Ends: [2]Corner{NoCorner, NoCorner}, Points: t.points, Cells: t.cells})
			continue
		}
		// An open border: go the other way from the start too.
		back := p.trace(g.segA[s], 1, p.nextBorder(g.segA[s], s), visited)
		pts := make([]Vec, 0, len(back.points)+len(t.points))
		for i := len(back.points) - 1; i >= 0; i-- {
			pts = append(pts, back.points[i])
		}
		pts = append(pts, t.points[1:]...)
		cells := make([]Cell, 0, len(back.cells)+len(t.cells))
		for i := len(back.cells) - 1; i >= 0; i-- {
			cells = append(cells, back.cells[i])
		}
		cells = appendNew(cells, t.cells...)
		out = append(out, Border{Kind: BorderOpen, Ends: [2]Corner{back.end, t.end}, Points: pts, Cells: cells})
	}
	return out
}

// traced is a stretch of border followed from a node.
type traced struct {
	points []Vec
	cells  []Cell
	end    Corner // the endpoint reached, or NoCorner
	closed bool   // it came back to its first segment
}

// trace follows the border from node n (whose lift there has sign sign)
// along segment first, marking segments visited, until it reaches an
// endpoint, a loose end or its first segment again. first may be -1: the
// trace is then the single point n.
func (p *Position) trace(n int32, sign float64, first int32, visited []bool) traced {
	g := p.board.graph
	t := traced{points: []Vec{g.vec(n, sign)}, end: NoCorner}
	s := first
	for s >= 0 && !visited[s] {
		visited[s] = true
		for _, src := range g.src[s] {
			if int(src) < g.numCells {
				t.cells = appendNew(t.cells, Cell(src))
			}
		}
		if g.twist[s] {
			sign = -sign
		}
		n = g.other(s, n)
		t.points = append(t.points, g.vec(n, sign))
		if g.corner[n] != NoCorner {
			t.end = g.corner[n]
			return t
		}
		s = p.nextBorder(n, s)
		if s == first {
			t.closed = true
			return t
		}
	}
	return t
}

// vec returns the position of node n's lift with the given sign.
func (g *graph) vec(n int32, sign float64) Vec {
	var v Vec
	for a, x := range g.pos[n] {
		if x != 0 { // no -0 for a mirrored zero
			v[a] = sign * float64(x) / 4
		}
	}
	return v
}

// appendNew appends the cells of add that cells does not hold yet.
func appendNew(cells []Cell, add ...Cell) []Cell {
	for _, c := range add {
		if !containsCell(cells, c) {
			cells = append(cells, c)
		}
	}
	return cells
}
