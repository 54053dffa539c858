package geom

// Indexed turns a buffer of separate triangles (Stride floats a vertex,
// three vertices a triangle) into the same triangles over shared vertices:
// each distinct vertex (position and normal) once, and three indices a
// triangle. A renderer then transforms and lights each corner once however
// many triangles share it (a hexagonal face's 12 corners are 6 vertices).
func Indexed(buf []float32) (verts []float32, index []uint32) {
	type key [Stride]float32
	seen := make(map[key]uint32, len(buf)/Stride/2)
	index = make([]uint32, 0, len(buf)/Stride)
	verts = make([]float32, 0, len(buf)/2)
	for i := 0; i+Stride <= len(buf); i += Stride {
		var k key
		copy(k[:], buf[i:i+Stride])
		n, ok := seen[k]
		if !ok {
			n = uint32(len(verts) / Stride)
			seen[k] = n
			verts = append(verts, k[:]...)
		}
		index = append(index, n)
	}
	return verts, index
}
