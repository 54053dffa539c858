package mesh

import (
	"math"

	"github.com/hexlab/hexlab/render2d/layout"
)

// Feather is the width, in pixels, of the ramp from opaque to transparent along every edge:
// half a pixel inside the shape's outline to half a pixel outside it, which is what
// anti-aliasing by coverage would give a straight edge.
const Feather = 1.0

// maxMiter bounds how far a corner's offset may reach, in multiples of the offset: corners
// sharper than about 11 degrees are cut short rather than drawn as long spikes (none of
// Hexlab's shapes has one; cutting a mitre short tilts the sides next to it).
const maxMiter = 10.0

// Vertex is one corner of a triangle: a point in pixels and how opaque the shape is there
// (1 inside, 0 at the outer edge of the feather). The colour is the caller's, one per mesh.
type Vertex struct {
	X, Y  float32
	Alpha float32
}

// Mesh is a list of triangles: Indices holds three indices into Vertices per triangle.
// Shapes are added with Fill and Stroke; Reset empties the mesh and keeps its memory, so that
// a renderer can build one mesh per colour per frame without allocating.
type Mesh struct {
	Vertices []Vertex
	Indices  []uint32

	// scratch space for the shape being added
	pts, dirs []layout.Point
	order     []int
}

// Reset empties the mesh, keeping its memory for the next shapes.
func (m *Mesh) Reset() {
	m.Vertices = m.Vertices[:0]
	m.Indices = m.Indices[:0]
}

// Triangles returns the number of triangles in the mesh.
func (m *Mesh) Triangles() int { return len(m.Indices) / 3 }

// Fill adds the inside of the simple polygon pts (listed in either orientation, convex or
// not; the last point joins the first), with its edges feathered: opaque from half a pixel
// inside the outline, transparent half a pixel outside it. Repeated points are ignored, and
// a polygon with fewer than three distinct corners or no area adds nothing.
func (m *Mesh) Fill(pts []layout.Point) {
	p := m.clean(pts, true)
	if len(p) < 3 {
		return
	}
	area := signedArea(p)
	if math.Abs(area) < 1e-9 {
		return
	}
	// outward is +1 when the polygon's right-hand normals point out of it.
	outward := 1.0
	if area < 0 {
		outward = -1
	}
	dirs := m.miters(p, true)
	base := uint32(len(m.Vertices))
	n := uint32(len(p))
	for i, q := range p {
		d := dirs[i].Scale(outward * Feather / 2)
		in, out := q.Sub(d), q.Add(d)
		m.Vertices = append(m.Vertices,
			Vertex{float32(in.X), float32(in.Y), 1},
			Vertex{float32(out.X), float32(out.Y), 0})
	}
	// The inside, on the inner corners (even vertices).
	for _, t := range m.triangulate(p, area) {
		m.Indices = append(m.Indices, base+2*uint32(t))
	}
	// The feather: a quad per side from the inner to the outer outline.
	for i := uint32(0); i < n; i++ {
		j := (i + 1) % n
		m.quad(base+2*i, base+2*i+1, base+2*j+1, base+2*j)
	}
}

// Stroke adds a line width pixels wide along the polyline pts, centred on it, closed back to
// the first point if closed is true; an open line ends square, half the width beyond its
// ends. Corners are mitred. Lines thinner than a pixel are drawn a pixel wide and as much
// fainter, as coverage would make them.
func (m *Mesh) Stroke(pts []layout.Point, closed bool, width float64) {
	if !(width > 0) {
		return
	}
	p := m.clean(pts, closed)
	if len(p) < 2 || (closed && len(p) < 3) {
		return
	}
	alpha := float32(math.Min(width, 1))
	half := math.Max(width, 1) / 2
	dirs := m.miters(p, closed)
	if !closed { // square caps
		last := len(p) - 1
		p[0] = p[0].Sub(unit(p[1].Sub(p[0])).Scale(half))
		p[last] = p[last].Add(unit(p[last].Sub(p[last-1])).Scale(half))
	}
	offsets := [4]float64{-half - Feather/2, -half + Feather/2, half - Feather/2, half + Feather/2}
	alphas := [4]float32{0, alpha, alpha, 0}
	base := uint32(len(m.Vertices))
	for i, q := range p {
		for k, o := range offsets {
			v := q.Add(dirs[i].Scale(o))
			m.Vertices = append(m.Vertices, Vertex{float32(v.X), float32(v.Y), alphas[k]})
		}
	}
	segments := len(p) - 1
	if closed {
		segments = len(p)
	}
	n := uint32(len(p))
	for s := 0; s < segments; s++ {
		a, b := base+4*uint32(s), base+4*((uint32(s)+1)%n)
		for k := uint32(0); k < 3; k++ {
			m.quad(a+k, a+k+1, b+k+1, b+k)
		}
	}
}

// quad adds the quadrilateral a b c d as two triangles.
func (m *Mesh) quad(a, b, c, d uint32) {
	m.Indices = append(m.Indices, a, b, c, a, c, d)
}

// clean copies pts into scratch space without consecutive repeats (nor, for a closed
// outline, a last point equal to the first).
func (m *Mesh) clean(pts []layout.Point, closed bool) []layout.Point {
	p := m.pts[:0]
	for _, q := range pts {
		if !finite(q) {
			continue
		}
		if len(p) == 0 || !near(p[len(p)-1], q) {
			p = append(p, q)
		}
	}
	if closed {
		for len(p) > 1 && near(p[0], p[len(p)-1]) {
			p = p[:len(p)-1]
		}
	}
	m.pts = p
	return p
}

// miters returns, for every corner, the direction and length to move it to offset each side
// by one pixel along its right-hand normal: the mitre of the two sides' normals (the one
// side's normal at the ends of an open line).
func (m *Mesh) miters(p []layout.Point, closed bool) []layout.Point {
	d := m.dirs[:0]
	n := len(p)
	for i := range p {
		var prev, next layout.Point
		hasPrev, hasNext := closed || i > 0, closed || i < n-1
		if hasPrev {
			prev = normal(p[(i-1+n)%n], p[i])
		}
		if hasNext {
			next = normal(p[i], p[(i+1)%n])
		}
		switch {
		case !hasPrev:
			d = append(d, next)
		case !hasNext:
			d = append(d, prev)
		default:
			sum := prev.Add(next)
			l := math.Hypot(sum.X, sum.Y)
			if l < 1e-9 { // the line turns back on itself
				d = append(d, prev)
				continue
			}
			mid := sum.Scale(1 / l)
			k := math.Min(1/(mid.X*prev.X+mid.Y*prev.Y), maxMiter)
			d = append(d, mid.Scale(k))
		}
	}
	m.dirs = d
	return d
}

// normal returns the unit right-hand normal of the side from a to b (on a screen with Y
// down, "right" of the direction of travel).
func normal(a, b layout.Point) layout.Point {
	u := unit(b.Sub(a))
	return layout.Point{X: -u.Y, Y: u.X}
}

// unit returns v scaled to length 1 (or zero).
func unit(v layout.Point) layout.Point {
	l := math.Hypot(v.X, v.Y)
	if l == 0 {
		return layout.Point{}
	}
	return v.Scale(1 / l)
}

// signedArea returns the polygon's area, positive when its corners turn like the right-hand
// normals point outwards.
func signedArea(p []layout.Point) float64 {
	s := 0.0
	for i, a := range p {
		b := p[(i+1)%len(p)]
		s += a.X*b.Y - b.X*a.Y
	}
	return -s / 2
}

func near(a, b layout.Point) bool { return math.Abs(a.X-b.X) < 1e-9 && math.Abs(a.Y-b.Y) < 1e-9 }

func finite(p layout.Point) bool {
	return !math.IsNaN(p.X) && !math.IsNaN(p.Y) && !math.IsInf(p.X, 0) && !math.IsInf(p.Y, 0)
}
