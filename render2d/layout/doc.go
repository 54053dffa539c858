// Package layout is the pure geometry of the 2D board screen: where each cell of a Hex board
// sits for a given window size in each way of drawing it, the outline of every cell and of
// its ghost copies, the coloured bands along the players' sides, the coordinate labels, the
// status bar, panel and buttons, and the exact inverse (which cell, or which button, a point
// falls in).
//
// It imports nothing that draws, so the ebiten renderer, the input code and the browser tests
// all compute the same positions from the same numbers, and it tests with CGO_ENABLED=0.
//
// Cell (col, row) is column col and row row, both 1-based. A Scene lays out one of four
// drawings (Kind) in a rectangle of the screen:
//
//   - Rhombus: pointy-top hexagons, each row shifted right by half a cell from the one above
//     it, so the board is a parallelogram leaning right, as Hex boards are usually drawn;
//     optionally transposed (Flip) or turned half a turn (Rotate180).
//   - Strip: the cylinder unrolled, M cells across with ghost columns on both sides.
//   - Annulus: the cylinder as the 3xn paper draws it, ring j (row j) the j-th band from the
//     inside, each ring offset half a cell against the next.
//   - Periodic: the torus as the plane tiled with copies, the fundamental domain outlined.
//
// Example: find the cell under a click on the annulus of cyl:3x4, in a 600x600 area.
//
//	s := layout.NewScene(layout.Drawing{Kind: layout.Annulus, Cols: 3, Rows: 4}, layout.Rect{Max: layout.Point{X: 600, Y: 600}}, 1)
//	p, _ := s.CellCenter(2, 1)         // the middle of b1, in device pixels
//	col, row, ok := s.CellAt(p)        // 2, 1, true
//	dx, _ := s.PanBy(p, p.Add(layout.Point{X: 30})) // how far a drag turns the ring
package layout
