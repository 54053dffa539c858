package trunc

import "testing"

func TestSizes(t *testing.T) {
	// Cells (moves to fill the board) and lattice points of each size.
	want := map[int][2]int{1: {5, 9}, 2: {18, 35}, 3: {46, 91}, 4: {95, 189}, 5: {171, 341}, 6: {280, 559}, 7: {428, 855}, 8: {621, 1241}}
	for _, k := range sizes {
		b := board(k)
		if got := [2]int{b.NumCells(), b.NumPoints()}; got != want[k] {
			t.Errorf("trunc:%d: %v cells and points, want %v", k, got, want[k])
		}
		// The nodes and segments of the folded border complex, as
		// docs/trunc.md gives them.
		complexSize := map[int][2]int{1: {94, 162}, 2: {250, 444}, 3: {526, 954}, 4: {958, 1764}, 5: {1582, 2946}, 6: {2434, 4572}, 7: {3550, 6714}, 8: {4966, 9444}}
		if got := [2]int{len(b.graph.pos), len(b.graph.segA)}; got != complexSize[k] {
			t.Errorf("trunc:%d: the complex has %v nodes and segments, want %v", k, got, complexSize[k])
		}
		if len(b.Points()) != b.NumPoints() {
			t.Errorf("trunc:%d: Points has %d, want %d", k, len(b.Points()), b.NumPoints())
		}
	}
}

func TestLatticeAndMirror(t *testing.T) {
	for _, k := range []int{1, 2, 3, 5} {
		b := board(k)
		if b.Lift(b.Centre()) != (Point{}) || len(b.Lifts(b.Centre())) != 1 {
			t.Errorf("trunc:%d: the centre is %v", k, b.Lifts(b.Centre()))
		}
		for c := Cell(0); int(c) < b.NumCells(); c++ {
			for _, p := range b.Lifts(c) {
				if b.CellAt(p) != c || b.CellAt(p.Neg()) != c || !p.InLattice() {
					t.Fatalf("trunc:%d: lift %v of %d maps to %d", k, p, c, b.CellAt(p))
				}
			}
			// An inner point has all 14 neighbours on the board, 8 across
			// hexagonal faces and 6 across square ones; no cell touches its
			// own mirror.
			p := b.Lift(c)
			inner := abs(p[0]) <= k-2 && abs(p[1]) <= k-2 && abs(p[2]) <= k-2
			n := 0
			for _, d := range Directions {
				q := p.Add(d)
				if b.CellAt(q) == c {
					t.Fatalf("trunc:%d: %v touches its own mirror", k, p)
				}
				if b.Inside(q) {
					n++
				}
			}
			if inner && n != 14 {
				t.Errorf("trunc:%d: inner cell %v has %d neighbours", k, p, n)
			}
			for _, a := range b.Adjacent(c) {
				if !containsCell(b.Adjacent(a), c) {
					t.Fatalf("trunc:%d: adjacency of %d and %d is not symmetric", k, c, a)
				}
			}
		}
	}
}

// TestCrossedEdges checks the fact the complex relies on: a tiling edge
// along which an outside cell changes colour has all three of its cells
// centred on the diagonal plane between those two colours, and the plane
// crosses it at its midpoint.
func TestCrossedEdges(t *testing.T) {
	for _, k := range []int{1, 2, 3, 4} {
		b := board(k)
		g := b.graph
		source := func(q Point, at qpos) int32 {
			if c := b.CellAt(q); c != NoCell {
				return int32(c)
			}
			return g.fixedSource(faceColour(at))
		}
		crossed := 0
		for cells, e := range tilingEdges(b, source) {
			if len(e.ends) != 2 {
				t.Fatalf("trunc:%d: edge %v has %d ends", k, cells, len(e.ends))
			}
			for i := range 3 {
				if e.srcs[0][i] == e.srcs[1][i] {
					continue
				}
				crossed++
				x := Player(e.srcs[0][i] - int32(g.numCells)).Axis()
				y := Player(e.srcs[1][i] - int32(g.numCells)).Axis()
				for _, c := range cells {
					if abs(c[x]) != abs(c[y]) {
						t.Fatalf("trunc:%d: edge %v changes colour %d/%d but cell %v is off the plane", k, cells, x, y, c)
					}
				}
				var m qpos
				for a := range 3 {
					m[a] = (e.ends[0][a] + e.ends[1][a]) / 2
				}
				if absInt32(m[x]) != absInt32(m[y]) {
					t.Fatalf("trunc:%d: edge %v: midpoint %v is off the plane", k, cells, m)
				}
			}
		}
		if crossed == 0 {
			t.Errorf("trunc:%d: no crossed edges", k)
		}
	}
}

func TestGeometry(t *testing.T) {
	// Every vertex of a cell lies at equal distance from the four lattice
	// points nearest to it, and paths start at their endpoint.
	for _, v := range CellVertices {
		d2 := func(p Point) float64 {
			var s float64
			for a := range 3 {
				s += (v[a] - float64(p[a])) * (v[a] - float64(p[a]))
			}
			return s
		}
		near := 0
		for _, d := range Directions {
			if d2(d) == d2(Point{}) {
				near++
			}
		}
		if near != 3 {
			t.Errorf("vertex %v is equidistant from the centre and %d neighbours, want 3", v, near)
		}
	}
	b := board(2)
	p := NewPosition(b)
	for c := 0; c < b.NumCells(); c++ {
		p.Set(Cell(c), Gray)
	}
	for _, bd := range p.Borders() {
		if bd.Points[0] != b.Endpoint(bd.Ends[0]) {
			t.Errorf("a path from %v starts at %v, not %v", bd.Ends[0], bd.Points[0], b.Endpoint(bd.Ends[0]))
		}
		last := bd.Points[len(bd.Points)-1]
		end := b.Endpoint(bd.Ends[1])
		if last != end && last != (Vec{-end[0], -end[1], -end[2]}) {
			t.Errorf("a path to %v ends at %v", bd.Ends[1], last)
		}
	}
}
