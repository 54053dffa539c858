// Package geom is the pure geometry of Hexlab's 3D Trunc drawing (package
// render3d): everything about where things are drawn and what the pointer is
// over that needs no graphics library, so that it tests without a display
// or cgo.
//
//   - CellFaces and AppendCell: a cell's truncated octahedron as faces and
//     triangles (trunc.CellVertices); CellsMesh merges many cells into one
//     buffer, one draw call per colour.
//   - View: the slicing plane that hides the layers above it, the explosion
//     that pulls the cells apart, and see-through empty cells; Walls the
//     cube's coloured walls; BorderLines the borders (Position.Borders and
//     their mirrors) as polylines, AppendTube their tubes.
//   - Orbit: the camera (turn, pan, zoom, fit), Ray and Project between the
//     screen and the cube; HitCell and Pick the cell under the pointer.
//   - Theme: the colours, with the players' colours told apart by lightness.
//
// Buffers are interleaved float32 positions and normals (Stride floats per
// vertex, three vertices per triangle), as the renderer uploads them.
//
// Example: the cell under the middle of an 800x600 view of trunc:2.
//
//	b := trunc.MustBoard("trunc:2")
//	v := geom.NewView()
//	o := geom.DefaultOrbit(v.WallDistance(2), 800.0/600)
//	var centres []geom.Vec
//	for _, p := range b.Points() {
//		centres = append(centres, v.Centre(p))
//	}
//	i, _ := geom.Pick(o.Ray(400, 300, 800, 600), centres, geom.CellScale)
//	fmt.Println(b.Points()[i]) // the cell nearest the camera on the line of sight
package geom
