package layout

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// viewSizes are the board sizes every view is tested on.
var viewSizes = [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {3, 4}, {4, 3}, {5, 9}, {9, 5}, {11, 11}, {3, 26}, {26, 3}, {19, 19}, {32, 32}, {7, 32}, {32, 7}}

// viewAreas are board areas in device pixels, with their device scale.
var viewAreas = []struct {
	area  Rect
	scale float64
}{
	{Rect{Point{10, 60}, Point{990, 790}}, 1},
	{Rect{Point{20, 120}, Point{1980, 1580}}, 2},
	{Rect{Point{0, 100}, Point{1170, 2500}}, 3},
	{Rect{Point{5, 50}, Point{1275, 295}}, 1},
}

// viewsOf returns the views to test on a board of the given topology and size.
func viewsOf(topo core.Topology, cols, rows int) []Drawing {
	var out []Drawing
	for _, flip := range []bool{false, true} {
		for _, rot := range []bool{false, true} {
			out = append(out, Drawing{Kind: Rhombus, Cols: cols, Rows: rows, Flip: flip, Rotate180: rot})
		}
	}
	switch topo {
	case core.Cylinder:
		for _, pan := range []float64{0, 0.5, 1.3, float64(cols) - 0.2} {
			out = append(out, Drawing{Kind: Strip, Cols: cols, Rows: rows, PanX: pan}, Drawing{Kind: Annulus, Cols: cols, Rows: rows, PanX: pan})
		}
	case core.Torus:
		for _, pan := range [][2]float64{{0, 0}, {0.5, 0.25}, {1.3, float64(rows) - 0.6}} {
			out = append(out, Drawing{Kind: Periodic, Cols: cols, Rows: rows, PanX: pan[0], PanY: pan[1]})
		}
	}
	return out
}

// eachView calls fn for every topology, size, view and area.
func eachView(t *testing.T, fn func(t *testing.T, b *core.Board, s *Scene)) {
	for _, topo := range []core.Topology{core.Plane, core.Cylinder, core.Torus} {
		for _, sz := range viewSizes {
			b, err := core.NewBoard(core.Spec{Topology: topo, Cols: sz[0], Rows: sz[1]})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range viewsOf(topo, sz[0], sz[1]) {
				for _, a := range viewAreas {
					fn(t, b, NewScene(v, a.area, a.scale))
				}
			}
		}
	}
}

func name(s *Scene) string {
	return fmt.Sprintf("%+v in %v", s.Drawing, s.Area)
}

// TestEveryCellDrawnInside checks that each cell has its real tile, inside the area, that
// every tile's centre hits its own cell (a ghost plays the real cell), and that the bands
// and labels stay in the area.
func TestEveryCellDrawnInside(t *testing.T) {
	eachView(t, func(t *testing.T, b *core.Board, s *Scene) {
		n := b.Cols() * b.Rows()
		if s.reals != n {
			t.Fatalf("%s: %d real tiles for %d cells", name(s), s.reals, n)
		}
		if len(s.Tiles) < n {
			t.Fatalf("%s: %d tiles for %d cells", name(s), len(s.Tiles), n)
		}
		for i, tile := range s.Tiles {
			if i < n {
				col, row := b.Coords(core.Cell(i))
				if tile.Ghost || tile.Col != col || tile.Row != row {
					t.Fatalf("%s: tile %d is %+v, want the real (%d,%d)", name(s), i, tile, col, row)
				}
				for _, p := range tile.Poly {
					if !within(Rect{p, p}, s.Clip) || !within(Rect{p, p}, s.Area) {
						t.Fatalf("%s: real tile (%d,%d) sticks out of the area at %v", name(s), col, row, p)
					}
				}
			} else if !tile.Ghost {
				t.Fatalf("%s: tile %d (%d,%d) after the real ones is not a ghost", name(s), i, tile.Col, tile.Row)
			}
			if !s.Clip.Contains(tile.Center) {
				continue
			}
			if c, r, ok := s.CellAt(tile.Center); !ok || c != tile.Col || r != tile.Row {
				t.Fatalf("%s: the centre of a tile of (%d,%d) (ghost %v) hits (%d,%d,%v)", name(s), tile.Col, tile.Row, tile.Ghost, c, r, ok)
			}
			if p, ok := s.CellCenter(tile.Col, tile.Row); !ok || !s.Clip.Contains(p) {
				t.Fatalf("%s: CellCenter(%d,%d) = %v, %v", name(s), tile.Col, tile.Row, p, ok)
			}
		}
		for _, band := range s.Bands {
			for _, p := range band.Poly {
				if !within(Rect{p, p}, s.Area) {
					t.Fatalf("%s: a band leaves the area at %v", name(s), p)
				}
			}
		}
		for _, l := range s.Labels {
			box := Rect{l.At.Sub(Point{s.FontSize * labelWidth / 2, s.FontSize * 0.6}), l.At.Add(Point{s.FontSize * labelWidth / 2, s.FontSize * 0.6})}
			if !within(box, s.Area) {
				t.Fatalf("%s: label %+v leaves the area", name(s), l)
			}
			if (l.Col == 0) == (l.Row == 0) {
				t.Fatalf("%s: label %+v names neither or both", name(s), l)
			}
		}
	})
}

// TestCellAtMatchesTiles compares the fast hit test with the slow one, point in polygon over
// every tile, at random points of the area: away from the tiles' sides, a point is in at
// most one tile, and CellAt names that tile's cell (or nothing when it is in none).
func TestCellAtMatchesTiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	eachView(t, func(t *testing.T, b *core.Board, s *Scene) {
		// Each tile's reach from its centre, to skip the tiles far from a point.
		reach := make([]float64, len(s.Tiles))
		for i, tile := range s.Tiles {
			for _, q := range tile.Poly {
				reach[i] = math.Max(reach[i], dist(q, tile.Center))
			}
		}
		hit, miss := 0, 0
		for i := range 300 {
			p := Point{s.Area.Min.X + rng.Float64()*s.Area.Dx(), s.Area.Min.Y + rng.Float64()*s.Area.Dy()}
			if i%2 == 1 { // near a tile
				tile := s.Tiles[rng.IntN(len(s.Tiles))]
				p = tile.Poly[rng.IntN(len(tile.Poly))].Lerp(tile.Center, rng.Float64()*1.4-0.2)
			}
			var in []Tile
			near := false
			for j, tile := range s.Tiles {
				if dist(p, tile.Center) > reach[j]+1 {
					continue
				}
				if DistToPolygon(p, tile.Poly) < 0.5 {
					near = true
				}
				if InPolygon(p, tile.Poly) {
					in = append(in, tile)
				}
			}
			if near {
				continue // on a side: either cell, or none, will do
			}
			if !s.Clip.Contains(p) {
				in = nil // clipped away
			}
			col, row, ok := s.CellAt(p)
			switch {
			case len(in) > 1:
				t.Fatalf("%s: %v is inside %d tiles: tiles overlap", name(s), p, len(in))
			case len(in) == 0 && ok:
				t.Fatalf("%s: %v is on no tile, but CellAt says (%d,%d)", name(s), p, col, row)
			case len(in) == 1 && (!ok || in[0].Col != col || in[0].Row != row):
				t.Fatalf("%s: %v is on a tile of (%d,%d), but CellAt says (%d,%d,%v)", name(s), p, in[0].Col, in[0].Row, col, row, ok)
			}
			if ok {
				hit++
			} else {
				miss++
			}
		}
		if hit == 0 {
			t.Fatalf("%s: no random point hit a cell", name(s))
		}
	})
}

// sideIndex finds the tiles that share a side: two sides are the same when their ends are
// within a thousandth of a pixel, in either order.
type sideIndex map[[2]int64][]sideOf

type sideOf struct {
	a, b Point
	tile int
}

func (x sideIndex) key(a, b Point) [2]int64 {
	m := a.Lerp(b, 0.5)
	return [2]int64{int64(math.Floor(m.X)), int64(math.Floor(m.Y))}
}

func (x sideIndex) add(a, b Point, tile int) {
	k := x.key(a, b)
	x[k] = append(x[k], sideOf{a, b, tile})
}

// sharing returns the tiles with the side a-b.
func (x sideIndex) sharing(a, b Point) []int {
	k := x.key(a, b)
	var out []int
	for dx := int64(-1); dx <= 1; dx++ {
		for dy := int64(-1); dy <= 1; dy++ {
			for _, s := range x[[2]int64{k[0] + dx, k[1] + dy}] {
				if (dist(s.a, a) < 1e-3 && dist(s.b, b) < 1e-3) || (dist(s.a, b) < 1e-3 && dist(s.b, a) < 1e-3) {
					out = append(out, s.tile)
				}
			}
		}
	}
	return out
}

// TestViewNeighboursTouch checks the drawing against core's graph: two tiles that share a side
// are cells adjacent in core, and each real tile shares a side with a copy of each of its
// neighbours in core (so every wrap-around is drawn as a plain neighbour, on the strip and
// torus by the ghost copies, and on the annulus by the half-cell offset of the rings).
func TestViewNeighboursTouch(t *testing.T) {
	eachView(t, func(t *testing.T, b *core.Board, s *Scene) {
		if s.Drawing.Kind == Rhombus && b.Topology() != core.Plane {
			return // the rhombus of a cylinder or torus does not draw the wrap-arounds
		}
		sides := sideIndex{}
		for i, tile := range s.Tiles {
			for j, p := range tile.Poly {
				if q := tile.Poly[(j+1)%len(tile.Poly)]; dist2(p, q) > 1e-6 {
					sides.add(p, q, i)
				}
			}
		}
		touching := map[[2]int]bool{} // tile index, neighbour cell
		for i, ti := range s.Tiles {
			for k, p := range ti.Poly {
				q := ti.Poly[(k+1)%len(ti.Poly)]
				if dist2(p, q) <= 1e-6 {
					continue
				}
				for _, j := range sides.sharing(p, q) {
					tj := s.Tiles[j]
					ci, cj := b.Cell(ti.Col, ti.Row), b.Cell(tj.Col, tj.Row)
					if i == j || (ci == cj && b.Cols() == 1) || (ci == cj && b.Topology() == core.Torus && b.Rows() == 1) {
						continue
					}
					if !isAdjacent(b, ci, cj) {
						t.Fatalf("%s: tiles of %s and %s share a side, but they are not neighbours", name(s), b.CellName(ci), b.CellName(cj))
					}
					touching[[2]int{i, int(cj)}] = true
				}
			}
		}
		for i := range b.NumCells() {
			for _, nb := range b.Adjacent(core.Cell(i)) {
				if nb != core.Cell(i) && !touching[[2]int{i, int(nb)}] {
					t.Fatalf("%s: %s and its neighbour %s are not drawn touching", name(s), b.CellName(core.Cell(i)), b.CellName(nb))
				}
			}
		}
	})
}

func isAdjacent(b *core.Board, c, d core.Cell) bool {
	for _, x := range b.Adjacent(c) {
		if x == d {
			return true
		}
	}
	return false
}

// TestPanWraps checks that panning by a whole period draws the same picture, and that a
// drag keeps the cell under the pointer under it.
func TestPanWraps(t *testing.T) {
	area := Rect{Point{0, 50}, Point{1000, 800}}
	for _, v := range []Drawing{{Kind: Strip, Cols: 5, Rows: 4, PanX: 1.25}, {Kind: Annulus, Cols: 3, Rows: 4, PanX: 0.7}, {Kind: Periodic, Cols: 4, Rows: 6, PanX: 0.4, PanY: 2.3}} {
		a := NewScene(v, area, 1)
		w := v
		w.PanX += float64(v.Cols)
		if v.Kind == Periodic {
			w.PanY -= float64(v.Rows)
		}
		b := NewScene(w, area, 1)
		if picture(a) != picture(b) {
			t.Errorf("%+v: panning a whole period changes the picture", v)
		}
		// Drag from a cell's centre: the same cell follows the pointer.
		from := a.Tile(2, 2).Center
		for _, to := range []Point{from.Add(Point{37, 0}), from.Add(Point{-80, 23}), from.Add(Point{5, 61})} {
			dx, dy := a.PanBy(from, to)
			w := v
			w.PanX, w.PanY = v.PanX+dx, v.PanY+dy
			if v.Kind == Strip {
				to.Y = from.Y
			}
			if v.Kind == Annulus {
				d := to.Sub(a.ann.c)
				r := math.Hypot(from.X-a.ann.c.X, from.Y-a.ann.c.Y) / math.Hypot(d.X, d.Y)
				to = a.ann.c.Add(d.Scale(r)) // at the same radius
			}
			if col, row, ok := NewScene(w, area, 1).CellAt(to); !ok || col != 2 || row != 2 {
				t.Errorf("%+v: after dragging %v to %v the pointer is on (%d,%d,%v), want (2,2)", v, from, to, col, row, ok)
			}
		}
	}
}

// picture describes what a scene shows: each tile's cell, ghostliness and place, in order
// of place.
func picture(s *Scene) string {
	var lines []string
	for _, t := range s.Tiles {
		lines = append(lines, fmt.Sprintf("%.3f,%.3f %d,%d %v", t.Center.X, t.Center.Y, t.Col, t.Row, t.Ghost))
	}
	sortStrings(lines)
	return strings.Join(lines, "\n")
}

func sortStrings(a []string) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// TestFlipRotateBijections checks that every orientation of the rhombus puts each cell at
// its own lattice place, inside the rhombus, and that flipping moves Red's sides to the
// left and right.
func TestFlipRotateBijections(t *testing.T) {
	for _, sz := range viewSizes {
		for _, v := range viewsOf(core.Plane, sz[0], sz[1]) {
			s := NewScene(v, Rect{Max: Point{800, 800}}, 1)
			l1, l2 := s.rhombusDims()
			seen := map[[2]int]bool{}
			for col := 1; col <= sz[0]; col++ {
				for row := 1; row <= sz[1]; row++ {
					q, r := s.rhombusLattice(col, row)
					if q < 0 || q >= l1 || r < 0 || r >= l2 || seen[[2]int{q, r}] {
						t.Fatalf("%+v: (%d,%d) goes to (%d,%d), outside or taken", v, col, row, q, r)
					}
					seen[[2]int{q, r}] = true
					if c, rr := s.rhombusCell(q, r); c != col || rr != row {
						t.Fatalf("%+v: rhombusCell undoes (%d,%d) as (%d,%d)", v, col, row, c, rr)
					}
				}
			}
			top := s.Bands[0]
			if top.Red == v.Flip {
				t.Fatalf("%+v: the top band is red=%v", v, top.Red)
			}
		}
	}
	// Flipped, row 1 runs down the left side: a1 and a2 side by side across, a1 and b1 down.
	s := NewScene(Drawing{Kind: Rhombus, Cols: 5, Rows: 5, Flip: true}, Rect{Max: Point{800, 800}}, 1)
	if a1, a2, b1 := s.Tile(1, 1).Center, s.Tile(1, 2).Center, s.Tile(2, 1).Center; math.Abs(a1.Y-a2.Y) > 1e-9 || b1.Y <= a1.Y {
		t.Errorf("flipped: a1 %v, a2 %v, b1 %v", a1, a2, b1)
	}
	// Turned, a1 is at the bottom right.
	s = NewScene(Drawing{Kind: Rhombus, Cols: 5, Rows: 5, Rotate180: true}, Rect{Max: Point{800, 800}}, 1)
	if a1, e5 := s.Tile(1, 1).Center, s.Tile(5, 5).Center; a1.X <= e5.X || a1.Y <= e5.Y {
		t.Errorf("turned: a1 %v, e5 %v", a1, e5)
	}
}

// TestStep checks the keyboard cursor: it stays on the board, stops at the rhombus's sides,
// wraps on the strip and torus, and moves right on the screen for the right arrow.
func TestStep(t *testing.T) {
	area := Rect{Max: Point{900, 800}}
	for _, v := range []Drawing{{Kind: Rhombus, Cols: 5, Rows: 4}, {Kind: Rhombus, Cols: 5, Rows: 4, Flip: true}, {Kind: Rhombus, Cols: 5, Rows: 4, Rotate180: true}, {Kind: Strip, Cols: 5, Rows: 4}} {
		s := NewScene(v, area, 1)
		for col := 1; col <= 5; col++ {
			for row := 1; row <= 4; row++ {
				c, r := s.Step(col, row, 1, 0)
				if c == col && r == row {
					continue // at the right side
				}
				from, to := s.Tile(col, row).Center, s.Tile(c, r).Center
				if v.Kind == Rhombus && (to.X <= from.X || math.Abs(to.Y-from.Y) > 1e-9) {
					t.Fatalf("%+v: right from (%d,%d) goes to (%d,%d), not to the right", v, col, row, c, r)
				}
			}
		}
	}
	s := NewScene(Drawing{Kind: Periodic, Cols: 3, Rows: 3}, area, 1)
	if c, r := s.Step(3, 1, 1, -1); c != 1 || r != 3 {
		t.Errorf("torus: right and up from (3,1) is (%d,%d), want (1,3)", c, r)
	}
	s = NewScene(Drawing{Kind: Rhombus, Cols: 3, Rows: 3}, area, 1)
	if c, r := s.Step(3, 1, 1, -1); c != 3 || r != 1 {
		t.Errorf("rhombus: right and up from (3,1) is (%d,%d), want to stay", c, r)
	}
}

// TestAnnulusFigure2 reproduces the annular board indices of the 3xn paper (Figure 2, with
// its section 2's adjacency) on the 3x4 cylinder: ring 1 is the innermost, and going once
// around each ring counterclockwise from straight down, half a cell at a time, meets the
// columns in this order, each ring shifted half a cell against the one inside it, so that
// (x, y) touches (x, y+1) and (x-1, y+1).
func TestAnnulusFigure2(t *testing.T) {
	s := NewScene(Drawing{Kind: Annulus, Cols: 3, Rows: 4}, Rect{Max: Point{800, 800}}, 1)
	a := s.ann
	var got []string
	for ring := 1; ring <= 4; ring++ {
		rho := a.radius(ring) + a.h/2
		line := fmt.Sprintf("ring %d:", ring)
		for i := range 6 {
			// A quarter cell past each half cell, counterclockwise from straight down.
			phi := math.Pi/2 - (0.25+0.5*float64(i))*2*math.Pi/3
			col, row, ok := s.CellAt(a.at(rho, phi))
			if !ok || row != ring {
				t.Fatalf("ring %d at angle %.2f: (%d,%d,%v)", ring, phi, col, row, ok)
			}
			line += " " + core.ColumnName(col) + fmt.Sprint(row)
		}
		got = append(got, line)
	}
	want := []string{
		"ring 1: b1 c1 c1 a1 a1 b1",
		"ring 2: b2 b2 c2 c2 a2 a2",
		"ring 3: a3 b3 b3 c3 c3 a3",
		"ring 4: a4 a4 b4 b4 c4 c4",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the annulus of cyl:3x4 reads\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Ring 1 is inside ring 2, and the inner and outer bands are Red's.
	d1, d2 := dist(s.Tile(1, 1).Center, a.c), dist(s.Tile(1, 2).Center, a.c)
	if d1 >= d2 {
		t.Errorf("ring 1 at radius %.1f is not inside ring 2 at %.1f", d1, d2)
	}
	for _, b := range s.Bands {
		if !b.Red {
			t.Errorf("a band of the annulus is Blue's")
		}
	}
}

// TestTinyArea checks that an empty or tiny area still gives every cell its tile (the
// window may be minimised), without panicking.
func TestTinyArea(t *testing.T) {
	for _, k := range []Kind{Rhombus, Strip, Annulus, Periodic} {
		for _, area := range []Rect{{}, {Point{5, 5}, Point{6, 7}}, {Point{10, 10}, Point{0, 0}}} {
			s := NewScene(Drawing{Kind: k, Cols: 4, Rows: 3, PanX: 1.5, PanY: 0.5}, area, 1)
			for i := range 12 {
				if tile := s.Tiles[i]; tile.Ghost || tile.Col != i%4+1 || tile.Row != i/4+1 {
					t.Fatalf("kind %v in %v: tile %d is %+v", k, area, i, tile)
				}
			}
		}
	}
}

// The torus view shows which way each player must wrap, as the rhombus's bands do: Red's
// colour above and below the window (Red wraps vertically), Blue's left and right, outside
// the cells and inside the labels.
func TestTorusShowsWrapDirections(t *testing.T) {
	for _, area := range []Rect{{Max: Point{700, 600}}, {Max: Point{390, 600}}} {
		s := NewScene(Drawing{Kind: Periodic, Cols: 7, Rows: 7}, area, 1)
		var red, blue []Rect
		for _, b := range s.Bands {
			r := bounds(b.Poly)
			if b.Red {
				red = append(red, r)
			} else {
				blue = append(blue, r)
			}
		}
		if len(red) != 2 || len(blue) != 2 {
			t.Fatalf("%v: %d red and %d blue bands, want 2 and 2", area, len(red), len(blue))
		}
		c := s.Clip
		for _, r := range red {
			if r.Dx() < c.Dx()*0.99 || !(r.Max.Y <= c.Min.Y+1e-9 || r.Min.Y >= c.Max.Y-1e-9) {
				t.Errorf("%v: a red band %v is not along the top or bottom of the window %v", area, r, c)
			}
		}
		for _, r := range blue {
			if r.Dy() < c.Dy()*0.99 || !(r.Max.X <= c.Min.X+1e-9 || r.Min.X >= c.Max.X-1e-9) {
				t.Errorf("%v: a blue band %v is not along the left or right of the window %v", area, r, c)
			}
		}
		for _, l := range s.Labels {
			for _, b := range s.Bands {
				if bounds(b.Poly).Contains(l.At) {
					t.Errorf("%v: label %+v lies on a band", area, l)
				}
			}
		}
	}
}

// bounds is the rectangle around poly.
func bounds(poly []Point) Rect {
	r := Rect{Min: poly[0], Max: poly[0]}
	for _, p := range poly[1:] {
		r.Min.X, r.Min.Y = math.Min(r.Min.X, p.X), math.Min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = math.Max(r.Max.X, p.X), math.Max(r.Max.Y, p.Y)
	}
	return r
}

// The strip and the annulus name their empty cells when the cells are large enough; the
// rhombus and the torus do not (their edges' letters and numbers say it all).
func TestCellNames(t *testing.T) {
	big := Rect{Max: Point{900, 700}}
	for _, tc := range []struct {
		v    Drawing
		area Rect
		want bool
	}{
		{Drawing{Kind: Strip, Cols: 5, Rows: 7}, big, true},
		{Drawing{Kind: Annulus, Cols: 3, Rows: 4}, big, true},
		{Drawing{Kind: Rhombus, Cols: 5, Rows: 7}, big, false},
		{Drawing{Kind: Periodic, Cols: 5, Rows: 7}, big, false},
		{Drawing{Kind: Strip, Cols: 32, Rows: 32}, Rect{Max: Point{300, 300}}, false},
	} {
		if got := NewScene(tc.v, tc.area, 1).Names; got != tc.want {
			t.Errorf("%+v in %v: Names %v, want %v", tc.v, tc.area, got, tc.want)
		}
	}
}

// On a phone held upright the rhombus turns a quarter turn to lie along the screen: the 11x11
// board's cells become large enough to tap (at least 32 CSS pixels across), every cell is
// inside the area and hit where it is drawn, and the arrow keys still move the cursor the
// way they point.
func TestRhombusTurnsOnPortraitScreens(t *testing.T) {
	phone := Rect{Point{0, 44}, Point{390, 790}} // 390x844 less the status bar and toolbar
	v := Drawing{Kind: Rhombus, Cols: 11, Rows: 11}
	s := NewScene(v, phone, 1)
	plain := newScene(v, phone, 1)
	if !s.turned {
		t.Fatal("the rhombus is not turned on a portrait phone")
	}
	across := s.Tiles[0].Radius / hexStoneRadius * sqrt3
	if across < 32 || s.Tiles[0].Radius < plain.Tiles[0].Radius*1.5 {
		t.Errorf("cells %.1f px across (radius %.1f, unturned %.1f)", across, s.Tiles[0].Radius, plain.Tiles[0].Radius)
	}
	for _, tile := range s.Tiles {
		for _, p := range tile.Poly {
			if !phone.Contains(p) {
				t.Fatalf("cell %d,%d reaches %v, outside the area", tile.Col, tile.Row, p)
			}
		}
		if col, row, ok := s.CellAt(tile.Center); !ok || col != tile.Col || row != tile.Row {
			t.Fatalf("CellAt(centre of %d,%d) = %d,%d,%v", tile.Col, tile.Row, col, row, ok)
		}
	}
	// Right moves the cursor to the cell drawn to the right, down to the cell drawn below.
	c := s.Tile(6, 6).Center
	for _, d := range []struct{ dx, dy int }{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		col, row := s.Step(6, 6, d.dx, d.dy)
		n := s.Tile(col, row).Center
		if (n.X-c.X)*float64(d.dx) <= 0 && d.dx != 0 || (n.Y-c.Y)*float64(d.dy) <= 0 && d.dy != 0 {
			t.Errorf("step %+v went from %v to %v", d, c, n)
		}
	}
	// A landscape window keeps the rhombus as it is.
	if NewScene(v, Rect{Max: Point{900, 600}}, 1).turned {
		t.Error("the rhombus turned in a landscape window")
	}
	// So does an upright drawing (an embedded board) in a portrait one: Red's sides stay at
	// the top and the bottom, a1 in the top left corner.
	v.Upright = true
	if u := NewScene(v, phone, 1); u.turned || u.Tile(1, 1).Center.Y >= u.Tile(1, 11).Center.Y || u.Tile(1, 1).Center.X >= u.Tile(11, 1).Center.X {
		t.Errorf("the upright rhombus turned in a portrait window: a1 %v, a11 %v, k1 %v", u.Tile(1, 1).Center, u.Tile(1, 11).Center, u.Tile(11, 1).Center)
	}
}
