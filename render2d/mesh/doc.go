// Package mesh turns the board's and the controls' shapes — hexagons, annulus cells, discs,
// rounded rectangles and lines — into plain triangles with anti-aliased edges, so that
// render2d can draw a whole frame in a handful of ebiten.DrawTriangles32 calls.
//
// Why not ebiten's vector package: its anti-aliased paths are drawn with stencil-buffer
// passes that ebiten flushes shape by shape whenever text is drawn in between. With software
// WebGL (SwiftShader, a browser without a GPU) that made one frame of the full interface
// cost about two seconds of the GPU process, stalling the page after every move. Triangles
// from one white pixel need no stencil and batch into a few draw calls.
//
// Anti-aliasing is a feather: every outline gets a one-pixel ramp of opacity, from opaque half
// a pixel inside to transparent half a pixel outside (what coverage gives a straight edge).
// A Mesh holds one colour's triangles; the colour and the drawing are the caller's. It is
// pure Go (no ebiten), so its geometry is tested against a slow rasteriser.
//
// Example:
//
//	var m mesh.Mesh
//	m.Fill(cellOutline)                         // a hexagon, filled
//	m.Stroke(cellOutline, true, 1.5)            // its outline, 1.5 px wide
//	m.Fill(mesh.Circle(centre, 12))             // a stone
//	m.Fill(mesh.RoundRect(button, 6))           // a button
//	// then draw m.Vertices / m.Indices with one colour
package mesh
