package layout

import (
	"math"
	"math/rand/v2"
	"testing"
)

var sizes = [][2]int{{1, 1}, {2, 3}, {5, 9}, {9, 5}, {11, 11}, {19, 19}, {26, 26}, {3, 26}, {26, 3}}

var windows = [][3]float64{{1000, 800, 1}, {2000, 1600, 2}, {1170, 2532, 3}, {390, 844, 1}, {1280, 300, 1}, {300, 1200, 1.5}}

func TestCenterRoundTrip(t *testing.T) {
	for _, sz := range sizes {
		for _, w := range windows {
			s := Compute(sz[0], sz[1], w[0], w[1], w[2])
			for col := 1; col <= sz[0]; col++ {
				for row := 1; row <= sz[1]; row++ {
					c, r, ok := s.Grid.CellAt(s.Grid.CellCenter(col, row))
					if !ok || c != col || r != row {
						t.Fatalf("%v in %v: CellAt(centre of (%d,%d)) = (%d,%d,%v)", sz, w, col, row, c, r, ok)
					}
				}
			}
		}
	}
}

// TestCellAtMatchesPolygons compares the fast hit test with the slow one: the point lies
// inside the drawn hexagon of exactly the cell CellAt returns, or of no cell when it returns
// ok=false.
func TestCellAtMatchesPolygons(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sz := range sizes {
		s := Compute(sz[0], sz[1], 1000, 800, 1)
		b := s.Grid
		box := s.Frame.Bounds()
		inside, outside := 0, 0
		for range 4000 {
			p := Point{box.Min.X + rng.Float64()*box.Dx(), box.Min.Y + rng.Float64()*box.Dy()}
			col, row, ok := b.CellAt(p)
			var hits [][2]int
			for c := 1; c <= b.Cols; c++ {
				for r := 1; r <= b.Rows; r++ {
					corners := b.Corners(c, r, 1)
					if InConvexPolygon(p, corners[:]) {
						hits = append(hits, [2]int{c, r})
					}
				}
			}
			switch {
			case len(hits) > 1:
				t.Fatalf("%v: point %v inside %d hexagons %v: cells overlap", sz, p, len(hits), hits)
			case len(hits) == 0 && ok:
				if !nearEdge(b, col, row, p) {
					t.Fatalf("%v: point %v in no hexagon, but CellAt says (%d,%d)", sz, p, col, row)
				}
			case len(hits) == 1 && (!ok || hits[0] != [2]int{col, row}):
				t.Fatalf("%v: point %v inside hexagon %v, but CellAt says (%d,%d,%v)", sz, p, hits[0], col, row, ok)
			}
			if ok {
				inside++
			} else {
				outside++
			}
		}
		if inside == 0 || outside == 0 {
			t.Fatalf("%v: %d points inside and %d outside: the sample does not test both", sz, inside, outside)
		}
	}
}

// nearEdge reports whether p is within a hair of cell (col, row)'s hexagon (a point on an
// edge is in neither polygon strictly, and may go to either cell).
func nearEdge(b HexGrid, col, row int, p Point) bool {
	corners := b.Corners(col, row, 1+1e-9)
	return InConvexPolygon(p, corners[:])
}

func TestNeighboursTouch(t *testing.T) {
	s := Compute(11, 11, 1000, 800, 1)
	b := s.Grid
	w := b.CellWidth()
	// The thesis's neighbours of (i,j): (i±1,j), (i,j±1), (i+1,j-1), (i-1,j+1).
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}} {
		p, q := b.CellCenter(6, 6), b.CellCenter(6+d[0], 6+d[1])
		if dist := math.Hypot(p.X-q.X, p.Y-q.Y); math.Abs(dist-w) > 1e-9 {
			t.Errorf("neighbour %v is %.6f away, want the cell width %.6f", d, dist, w)
		}
	}
	// (i+1, j+1) is not a neighbour: it is farther.
	p, q := b.CellCenter(6, 6), b.CellCenter(7, 7)
	if dist := math.Hypot(p.X-q.X, p.Y-q.Y); dist < 1.5*w {
		t.Errorf("(7,7) is %.3f from (6,6): the rows lean the wrong way", dist)
	}
	// Rows shift right going down.
	if b.CellCenter(1, 2).X <= b.CellCenter(1, 1).X {
		t.Errorf("row 2 is not shifted right of row 1")
	}
}

// TestScaleInvariant checks that a window at device scale 2 gets exactly the picture at
// scale 1 drawn twice as large, so that high-DPI screens are sharp and not just stretched.
func TestScaleInvariant(t *testing.T) {
	a := Compute(11, 11, 1000, 800, 1)
	b := Compute(11, 11, 2000, 1600, 2)
	if math.Abs(b.Grid.R-2*a.Grid.R) > 1e-6 || dist(b.Grid.Origin, a.Grid.Origin.Scale(2)) > 1e-6 {
		t.Errorf("scale 2 gives R=%v origin %v, scale 1 gives R=%v origin %v", b.Grid.R, b.Grid.Origin, a.Grid.R, a.Grid.Origin)
	}
}

func TestInConvexPolygon(t *testing.T) {
	sq := []Point{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
	if !InConvexPolygon(Point{0.5, 0.5}, sq) || InConvexPolygon(Point{1.5, 0.5}, sq) || InConvexPolygon(Point{1, 0.5}, sq) {
		t.Errorf("InConvexPolygon is wrong on the unit square")
	}
}

func within(r, outer Rect) bool {
	const eps = 1e-6
	return r.Min.X >= outer.Min.X-eps && r.Min.Y >= outer.Min.Y-eps && r.Max.X <= outer.Max.X+eps && r.Max.Y <= outer.Max.Y+eps
}

func overlap(a, b Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

func dist(p, q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }
