package geom

import "math"

// TubeSides is the number of sides of a border tube's cross-section.
const TubeSides = 6

// AppendTube appends a tube of the given radius along the polyline pts to
// buf (Stride floats per vertex): a prism with smooth sides along each
// segment and a ball at every point, so that the joints are closed. It
// returns the extended buffer.
func AppendTube(buf []float32, pts []Vec, radius float64) []float32 {
	for i := 0; i+1 < len(pts); i++ {
		buf = appendPrism(buf, pts[i], pts[i+1], radius)
	}
	for _, p := range pts {
		buf = appendSphere(buf, p, radius, jointRings)
	}
	return buf
}

// appendPrism appends the sides of a TubeSides-sided prism of the given
// radius from a to b (no caps: the balls close it).
func appendPrism(buf []float32, a, b Vec, radius float64) []float32 {
	axis := sub(b, a)
	if length(axis) == 0 {
		return buf
	}
	u, w := perpendiculars(unit(axis))
	ring := func(k int) Vec {
		ang := 2 * math.Pi * float64(k) / TubeSides
		return add(scale(u, math.Cos(ang)), scale(w, math.Sin(ang)))
	}
	for k := 0; k < TubeSides; k++ {
		n0, n1 := ring(k), ring(k+1)
		a0, a1 := add(a, scale(n0, radius)), add(a, scale(n1, radius))
		b0, b1 := add(b, scale(n0, radius)), add(b, scale(n1, radius))
		buf = appendVertex(buf, a0, n0)
		buf = appendVertex(buf, a1, n1)
		buf = appendVertex(buf, b1, n1)
		buf = appendVertex(buf, a0, n0)
		buf = appendVertex(buf, b1, n1)
		buf = appendVertex(buf, b0, n0)
	}
	return buf
}

// perpendiculars returns two unit vectors perpendicular to the unit vector
// d and to each other, with (u, w, d) right-handed.
func perpendiculars(d Vec) (u, w Vec) {
	ref := Vec{1, 0, 0}
	if math.Abs(d[0]) > 0.9 {
		ref = Vec{0, 1, 0}
	}
	u = unit(cross(ref, d))
	w = cross(d, u)
	return u, w
}

// The resolution of the spheres: ballRings bands from pole to pole for
// AppendBall, jointRings for a tube's joints (mostly inside the tubes), and
// ballSegments around.
const (
	ballRings    = 4
	jointRings   = 2
	ballSegments = 6
)

// AppendBall appends a low-polygon sphere of the given radius centred at c
// to buf, with its normals pointing outwards.
func AppendBall(buf []float32, c Vec, radius float64) []float32 {
	return appendSphere(buf, c, radius, ballRings)
}

// appendSphere appends a sphere of rings bands from pole to pole.
func appendSphere(buf []float32, c Vec, radius float64, rings int) []float32 {
	at := func(i, j int) Vec {
		th := math.Pi * float64(i) / float64(rings)
		ph := 2 * math.Pi * float64(j) / ballSegments
		return Vec{math.Sin(th) * math.Cos(ph), math.Cos(th), math.Sin(th) * math.Sin(ph)}
	}
	for i := 0; i < rings; i++ {
		for j := 0; j < ballSegments; j++ {
			p00, p01 := at(i, j), at(i, j+1)
			p10, p11 := at(i+1, j), at(i+1, j+1)
			if i > 0 {
				buf = appendVertex(buf, add(c, scale(p00, radius)), p00)
				buf = appendVertex(buf, add(c, scale(p01, radius)), p01)
				buf = appendVertex(buf, add(c, scale(p11, radius)), p11)
			}
			if i < rings-1 {
				buf = appendVertex(buf, add(c, scale(p00, radius)), p00)
				buf = appendVertex(buf, add(c, scale(p11, radius)), p11)
				buf = appendVertex(buf, add(c, scale(p10, radius)), p10)
			}
		}
	}
	return buf
}
