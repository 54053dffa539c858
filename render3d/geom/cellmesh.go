package geom

// Floats per vertex in the buffers built here: position (x, y, z) then
// normal (x, y, z), interleaved, three vertices per triangle.
const Stride = 6

// AppendCell appends the triangles of a cell's truncated octahedron centred
// at centre, scaled by size, to buf (Stride floats per vertex, flat normals),
// and returns the extended buffer.
func AppendCell(buf []float32, centre Vec, size float64) []float32 {
	return AppendCellFaces(buf, centre, size, AllFaces)
}

// appendVertex appends one vertex (position and normal) to buf.
func appendVertex(buf []float32, p, n Vec) []float32 {
	return append(buf, float32(p[0]), float32(p[1]), float32(p[2]), float32(n[0]), float32(n[1]), float32(n[2]))
}

// CellsMesh returns the merged triangles of the cells drawn at centres, each
// scaled by size: one buffer for one draw call.
func CellsMesh(centres []Vec, size float64) []float32 {
	buf := make([]float32, 0, len(centres)*CellTriangles*3*Stride)
	for _, c := range centres {
		buf = AppendCell(buf, c, size)
	}
	return buf
}
