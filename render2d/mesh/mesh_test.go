package mesh

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/render2d/layout"
)

// coverage is the slow, obvious rasteriser the tests compare with: the opacity the mesh gives
// the point q, interpolated inside the triangle that holds it (the largest where triangles
// touch), 0 outside every triangle.
func coverage(m *Mesh, q layout.Point) float64 {
	best := 0.0
	for t := 0; t+2 < len(m.Indices); t += 3 {
		a, b, c := m.Vertices[m.Indices[t]], m.Vertices[m.Indices[t+1]], m.Vertices[m.Indices[t+2]]
		pa, pb, pc := pt(a), pt(b), pt(c)
		area := turn(pa, pb, pc)
		if math.Abs(area) < 1e-12 {
			continue
		}
		wa, wb, wc := turn(q, pb, pc)/area, turn(pa, q, pc)/area, turn(pa, pb, q)/area
		const eps = -1e-9
		if wa < eps || wb < eps || wc < eps {
			continue
		}
		best = math.Max(best, wa*float64(a.Alpha)+wb*float64(b.Alpha)+wc*float64(c.Alpha))
	}
	return best
}

func pt(v Vertex) layout.Point { return layout.Point{X: float64(v.X), Y: float64(v.Y)} }

// distToCorners returns the distance from q to the nearest of the polygon's corners.
func distToCorners(q layout.Point, poly []layout.Point) float64 {
	best := math.Inf(1)
	for _, c := range poly {
		best = math.Min(best, math.Hypot(q.X-c.X, q.Y-c.Y))
	}
	return best
}

// checkWellFormed fails unless every index names a vertex, triangles come in threes and
// every number is finite.
func checkWellFormed(t *testing.T, m *Mesh) {
	t.Helper()
	if len(m.Indices)%3 != 0 {
		t.Fatalf("%d indices, not a multiple of 3", len(m.Indices))
	}
	for _, i := range m.Indices {
		if int(i) >= len(m.Vertices) {
			t.Fatalf("index %d of %d vertices", i, len(m.Vertices))
		}
	}
	for _, v := range m.Vertices {
		if math.IsNaN(float64(v.X)) || math.IsNaN(float64(v.Y)) || math.IsInf(float64(v.X), 0) || math.IsInf(float64(v.Y), 0) || v.Alpha < 0 || v.Alpha > 1 {
			t.Fatalf("bad vertex %+v", v)
		}
	}
}

// checkFill samples points around the polygon and compares the mesh's coverage with the
// polygon's own inside test and distance: opaque deeper inside than half a pixel,
// transparent further outside than the longest mitre, and along a side away from the corners
// a linear ramp across the pixel centred on the outline, checked further than clear pixels
// from every corner (mitres cut short at sharp corners bend the ramp near them).
func checkFill(t *testing.T, name string, poly []layout.Point, clear float64, rng *rand.Rand) {
	t.Helper()
	var m Mesh
	m.Fill(poly)
	checkWellFormed(t, &m)
	if m.Triangles() == 0 {
		t.Fatalf("%s: no triangles", name)
	}
	lo, hi := poly[0], poly[0]
	for _, p := range poly {
		lo = layout.Point{X: math.Min(lo.X, p.X), Y: math.Min(lo.Y, p.Y)}
		hi = layout.Point{X: math.Max(hi.X, p.X), Y: math.Max(hi.Y, p.Y)}
	}
	for range 3000 {
		q := layout.Point{X: lo.X - 3 + rng.Float64()*(hi.X-lo.X+6), Y: lo.Y - 3 + rng.Float64()*(hi.Y-lo.Y+6)}
		d := layout.DistToPolygon(q, poly)
		if !layout.InPolygon(q, poly) {
			d = -d // signed: positive inside
		}
		got := coverage(&m, q)
		switch {
		case d > Feather/2+1e-6:
			if math.Abs(got-1) > 1e-4 {
				t.Fatalf("%s: %v is %.2f px inside but covered %.3f", name, q, d, got)
			}
		case d < -maxMiter*Feather/2-1e-6:
			if got != 0 {
				t.Fatalf("%s: %v is %.2f px outside but covered %.3f", name, q, -d, got)
			}
		case distToCorners(q, poly) > clear:
			if want := math.Min(1, math.Max(0, 0.5+d/Feather)); math.Abs(got-want) > 0.02 {
				t.Fatalf("%s: %v is %.3f px from the side, covered %.3f, want %.3f", name, q, d, got, want)
			}
		}
	}
}

// hexagon returns a pointy-top hexagon of circumradius r around c, as the board's cells are.
func hexagon(c layout.Point, r float64) []layout.Point {
	out := make([]layout.Point, 6)
	for i := range out {
		a := math.Pi/6 + float64(i)*math.Pi/3
		out[i] = layout.Point{X: c.X + r*math.Cos(a), Y: c.Y + r*math.Sin(a)}
	}
	return out
}

// sector returns an annulus cell: the outer arc one way, the inner arc back, each in k pieces.
func sector(c layout.Point, rin, rout, a0, a1 float64, k int) []layout.Point {
	var out []layout.Point
	for i := 0; i <= k; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(k)
		out = append(out, layout.Point{X: c.X + rout*math.Cos(a), Y: c.Y + rout*math.Sin(a)})
	}
	for i := k; i >= 0; i-- {
		a := a0 + (a1-a0)*float64(i)/float64(k)
		out = append(out, layout.Point{X: c.X + rin*math.Cos(a), Y: c.Y + rin*math.Sin(a)})
	}
	return out
}

func reversed(p []layout.Point) []layout.Point {
	out := make([]layout.Point, len(p))
	for i, q := range p {
		out[len(p)-1-i] = q
	}
	return out
}

func TestFillShapes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	c := layout.Point{X: 40.3, Y: 31.7}
	cases := []struct {
		name string
		poly []layout.Point
	}{
		{"hexagon", hexagon(c, 17)},
		{"hexagon reversed", reversed(hexagon(c, 17))},
		{"small hexagon", hexagon(c, 6)},
		{"rectangle", Rect(layout.Rect{Min: layout.Point{X: 3, Y: 4}, Max: layout.Point{X: 90, Y: 30}})},
		{"rounded rectangle", RoundRect(layout.Rect{Min: layout.Point{X: 3, Y: 4}, Max: layout.Point{X: 90, Y: 30}}, 8)},
		{"disc", Circle(c, 23)},
		{"triangle", []layout.Point{{X: 10, Y: 10}, {X: 40, Y: 20}, {X: 10, Y: 30}}},
		{"annulus cell", sector(c, 20, 35, 0.3, 1.4, 6)},
		{"wide annulus cell", sector(c, 12, 60, -1, 2.2, 12)},
		{"L shape", []layout.Point{{X: 0, Y: 0}, {X: 30, Y: 0}, {X: 30, Y: 10}, {X: 10, Y: 10}, {X: 10, Y: 40}, {X: 0, Y: 40}}},
	}
	for _, tc := range cases {
		checkFill(t, tc.name, tc.poly, 3, rng)
	}
}

// TestFillRandomPolygons fills random star-shaped polygons (convex or not) and checks the
// coverage against the polygon itself.
func TestFillRandomPolygons(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 60 {
		n := 3 + rng.IntN(12)
		c := layout.Point{X: 50, Y: 50}
		var poly []layout.Point
		for k := range n {
			a := 2 * math.Pi * (float64(k) + 0.2 + 0.6*rng.Float64()) / float64(n)
			r := 15 + 25*rng.Float64()
			if i%2 == 0 {
				r = 30 // convex
			}
			poly = append(poly, layout.Point{X: c.X + r*math.Cos(a), Y: c.Y + r*math.Sin(a)})
		}
		checkFill(t, "random polygon", poly, 10, rng)
	}
}

// TestTrianglesCoverTheInsideOnce checks that the inside's triangles do not overlap: their
// areas add up to the area enclosed by the inner outline.
func TestTrianglesCoverTheInsideOnce(t *testing.T) {
	for _, poly := range [][]layout.Point{hexagon(layout.Point{}, 10), sector(layout.Point{}, 20, 35, 0.3, 1.4, 6), sector(layout.Point{}, 5, 60, 0, 4, 30)} {
		var m Mesh
		m.Fill(poly)
		n := len(poly)
		inner := make([]layout.Point, n)
		for i := range inner {
			inner[i] = pt(m.Vertices[2*i])
		}
		want := math.Abs(signedArea(inner))
		got := 0.0
		for k := 0; k+2 < len(m.Indices); k += 3 {
			a, b, c := m.Vertices[m.Indices[k]], m.Vertices[m.Indices[k+1]], m.Vertices[m.Indices[k+2]]
			if a.Alpha == 1 && b.Alpha == 1 && c.Alpha == 1 {
				got += math.Abs(turn(pt(a), pt(b), pt(c))) / 2
			}
		}
		if math.Abs(got-want) > 1e-3*want {
			t.Errorf("inside triangles cover %.3f, the inner outline encloses %.3f", got, want)
		}
	}
}

func TestStroke(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, tc := range []struct {
		name   string
		pts    []layout.Point
		closed bool
		width  float64
	}{
		{"hexagon outline", hexagon(layout.Point{X: 30, Y: 30}, 20), true, 1.5},
		{"thick ring", Circle(layout.Point{X: 30, Y: 30}, 20), true, 4},
		{"segment", []layout.Point{{X: 5, Y: 7}, {X: 60, Y: 33}}, false, 3},
		{"polyline", []layout.Point{{X: 5, Y: 7}, {X: 60, Y: 7}, {X: 60, Y: 50}}, false, 2.2},
	} {
		var m Mesh
		m.Stroke(tc.pts, tc.closed, tc.width)
		checkWellFormed(t, &m)
		segs := tc.pts
		if tc.closed {
			segs = append(append([]layout.Point{}, tc.pts...), tc.pts[0])
		}
		for range 3000 {
			q := layout.Point{X: -5 + rng.Float64()*80, Y: -5 + rng.Float64()*70}
			d := math.Inf(1)
			for i := 0; i+1 < len(segs); i++ {
				d = math.Min(d, layout.DistToPolygon(q, segs[i:i+2]))
			}
			got := coverage(&m, q)
			h := tc.width / 2
			switch {
			case d < h-Feather/2-1e-6:
				if math.Abs(got-1) > 1e-4 {
					t.Fatalf("%s: %v is %.2f px from the line, covered %.3f", tc.name, q, d, got)
				}
			case d > maxMiter*(h+Feather/2)+1e-6:
				if got != 0 {
					t.Fatalf("%s: %v is %.2f px from the line, covered %.3f", tc.name, q, d, got)
				}
			case distToCorners(q, tc.pts) > h+3:
				if want := math.Min(1, math.Max(0, 0.5+(h-d)/Feather)); math.Abs(got-want) > 0.02 {
					t.Fatalf("%s: %v is %.3f px from the line, covered %.3f, want %.3f", tc.name, q, d, got, want)
				}
			}
		}
	}
}

// TestThinStroke checks that a line thinner than a pixel is drawn a pixel wide and fainter.
func TestThinStroke(t *testing.T) {
	var m Mesh
	m.Stroke([]layout.Point{{X: 0, Y: 10}, {X: 100, Y: 10}}, false, 0.4)
	if got := coverage(&m, layout.Point{X: 50, Y: 10}); math.Abs(got-0.4) > 1e-4 {
		t.Errorf("a 0.4 px line covers its middle %.3f, want 0.4", got)
	}
	if got := coverage(&m, layout.Point{X: 50, Y: 11.2}); got != 0 {
		t.Errorf("a 0.4 px line covers 1.2 px away %.3f, want 0", got)
	}
}

func TestDegenerateShapesAddNothing(t *testing.T) {
	nan := math.NaN()
	for _, pts := range [][]layout.Point{
		nil,
		{{X: 1, Y: 1}},
		{{X: 1, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 1}},
		{{X: 0, Y: 0}, {X: 5, Y: 5}, {X: 10, Y: 10}}, // no area
		{{X: nan, Y: 0}, {X: 5, Y: nan}, {X: math.Inf(1), Y: 1}},
	} {
		var m Mesh
		m.Fill(pts)
		if m.Triangles() != 0 {
			t.Errorf("Fill(%v) added %d triangles", pts, m.Triangles())
		}
	}
	var m Mesh
	m.Stroke([]layout.Point{{X: 1, Y: 1}, {X: 2, Y: 2}}, false, 0)
	m.Stroke([]layout.Point{{X: 1, Y: 1}, {X: 2, Y: 2}}, false, nan)
	m.Stroke([]layout.Point{{X: 1, Y: 1}}, false, 3)
	if m.Triangles() != 0 {
		t.Errorf("degenerate strokes added %d triangles", m.Triangles())
	}
	if Circle(layout.Point{}, 0) != nil || Circle(layout.Point{}, nan) != nil {
		t.Error("a circle of no radius has points")
	}
}

// TestCircleIsRound checks that every corner of Circle lies on the circle and no side falls
// further inside it than maxSagitta.
func TestCircleIsRound(t *testing.T) {
	for _, r := range []float64{0.5, 3, 10, 47.5, 400} {
		c := layout.Point{X: 7, Y: -3}
		p := Circle(c, r)
		for i, a := range p {
			b := p[(i+1)%len(p)]
			mid := a.Lerp(b, 0.5)
			if s := r - math.Hypot(mid.X-c.X, mid.Y-c.Y); s > maxSagitta+1e-9 {
				t.Errorf("r=%v: a side falls %.3f px inside the circle", r, s)
			}
			if e := math.Abs(math.Hypot(a.X-c.X, a.Y-c.Y) - r); e > 1e-9 {
				t.Errorf("r=%v: a corner is %.3g off the circle", r, e)
			}
		}
	}
}

func TestResetKeepsNothing(t *testing.T) {
	var m Mesh
	m.Fill(hexagon(layout.Point{}, 10))
	m.Reset()
	if m.Triangles() != 0 || len(m.Vertices) != 0 {
		t.Fatal("Reset left shapes in the mesh")
	}
	m.Fill(hexagon(layout.Point{}, 10))
	m.Fill(hexagon(layout.Point{X: 30}, 10))
	checkWellFormed(t, &m)
	if got := coverage(&m, layout.Point{X: 30, Y: 0}); got != 1 {
		t.Errorf("the second shape's centre is covered %.3f, want 1", got)
	}
}

func FuzzMesh(f *testing.F) {
	f.Add([]byte{0, 0, 10, 0, 10, 10, 0, 10}, uint8(3), true)
	f.Add([]byte{1, 2, 3}, uint8(0), false)
	f.Fuzz(func(t *testing.T, data []byte, width uint8, closed bool) {
		var pts []layout.Point
		for i := 0; i+1 < len(data); i += 2 {
			pts = append(pts, layout.Point{X: float64(int8(data[i])), Y: float64(int8(data[i+1]))})
		}
		var m Mesh
		m.Fill(pts)
		m.Stroke(pts, closed, float64(width)/8)
		checkWellFormed(t, &m)
	})
}
