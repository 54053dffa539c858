package trunc

// CellVertices are the 24 vertices of a cell's truncated octahedron,
// relative to its centre, in lattice units: every permutation of
// (±1, ±1/2, 0). Its 6 square faces lie 1 from the centre along the axes,
// its 8 hexagonal faces halfway to the hexagonal neighbours (Directions).
var CellVertices = func() [24]Vec {
	var out [24]Vec
	n := 0
	forEachVertex(Point{}, func(_ [4]Point, v qpos) {
		out[n] = Vec{float64(v[0]) / 4, float64(v[1]) / 4, float64(v[2]) / 4}
		n++
	})
	return out
}()

// Endpoint returns where the borders of corner c leave the cube in its
// unprimed lift: (K+1/2) times the corner's signs, on the body diagonal
// at the face between the corner cell (K,K,K) and the outside. The primed
// lift is its negation.
func (b *Board) Endpoint(c Corner) Vec {
	s := c.Signs()
	h := float64(b.size) + 0.5
	return Vec{h * float64(s[0]), h * float64(s[1]), h * float64(s[2])}
}
