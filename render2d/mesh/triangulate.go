package mesh

import "github.com/hexlab/hexlab/render2d/layout"

// triangulate returns the corners of triangles (three indices into p each) that cover the
// simple polygon p of the given signed area: a fan when p is convex, as hexagons, discs and
// rounded rectangles are, and otherwise ear clipping (the annulus's cells, whose inner side
// curves inwards).
func (m *Mesh) triangulate(p []layout.Point, area float64) []int {
	out := m.order[:0]
	n := len(p)
	if convex(p, area) {
		for i := 1; i+1 < n; i++ {
			out = append(out, 0, i, i+1)
		}
		m.order = out
		return out
	}
	// Ear clipping: cut off a corner that turns the polygon's way and holds no other corner,
	// until a triangle is left. The remaining corners are kept after the triangles in out.
	left := make([]int, n)
	for i := range left {
		left[i] = i
	}
	for len(left) > 3 {
		cut := -1
		for k := range left {
			a, b, c := left[(k+len(left)-1)%len(left)], left[k], left[(k+1)%len(left)]
			if turn(p[a], p[b], p[c])*area <= 0 {
				continue // a reflex (or flat) corner is no ear
			}
			empty := true
			for _, o := range left {
				if o != a && o != b && o != c && !near(p[o], p[a]) && !near(p[o], p[b]) && !near(p[o], p[c]) && inTriangle(p[o], p[a], p[b], p[c]) {
					empty = false
					break
				}
			}
			if empty {
				out = append(out, a, b, c)
				cut = k
				break
			}
		}
		if cut < 0 { // not a simple polygon: fill the rest as a fan rather than loop
			for i := 1; i+1 < len(left); i++ {
				out = append(out, left[0], left[i], left[i+1])
			}
			m.order = out
			return out
		}
		left = append(left[:cut], left[cut+1:]...)
	}
	out = append(out, left...)
	m.order = out
	return out
}

// convex reports whether every corner of p turns the same way as the polygon (area's sign).
func convex(p []layout.Point, area float64) bool {
	n := len(p)
	for i := range p {
		if turn(p[(i+n-1)%n], p[i], p[(i+1)%n])*area < 0 {
			return false
		}
	}
	return true
}

// turn is positive when a, b, c turn the way a polygon of positive signedArea does.
func turn(a, b, c layout.Point) float64 {
	return -((b.X-a.X)*(c.Y-a.Y) - (b.Y-a.Y)*(c.X-a.X))
}

// inTriangle reports whether q lies inside or on the triangle a b c.
func inTriangle(q, a, b, c layout.Point) bool {
	d1, d2, d3 := turn(a, b, q), turn(b, c, q), turn(c, a, q)
	neg := d1 < 0 || d2 < 0 || d3 < 0
	pos := d1 > 0 || d2 > 0 || d3 > 0
	return !(neg && pos)
}
