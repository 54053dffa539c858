// Package layout is the pure geometry of the 2D board screen: where each hexagonal cell of a
// Hex board sits for a given window size, the corners of its hexagon, the coloured bands along
// the players' sides, the coordinate labels, the status bar and its buttons, and the exact
// inverse (which cell, or which button, a point falls in).
//
// It imports nothing that draws, so the ebiten renderer, the input code and the browser tests
// all compute the same positions from the same numbers, and it tests with CGO_ENABLED=0.
//
// Cells are drawn as pointy-top hexagons. Cell (col, row) is column col and row row, both
// 1-based; each row is shifted right by half a cell from the one above it, so the board is a
// parallelogram leaning right, as Hex boards are usually drawn.
//
// Example: find the cell under a click on a 1000x800 canvas at device scale 2.
//
//	s := layout.Compute(11, 11, 2000, 1600, 2)
//	c := s.Board.Center(6, 6)            // centre of f6, in device pixels
//	col, row, ok := s.Board.CellAt(c)    // 6, 6, true
//	_ = s.ButtonAt(layout.Point{X: 10, Y: 10})
package layout
