// Package render2d draws a Hex board with ebiten and turns clicks, taps and keys into moves:
// the planar board as the usual rhombus of hexagons, the players' sides coloured, coordinates
// on the edges, a hover highlight, whose turn it is, the last move, and the winning chain when
// the game ends, with buttons (and keys) for a new game, undo, redo and swap.
//
// It owns no rule: the game and the players come from a session.Session, which reads the
// rules from package core and the bots from package strategies; the geometry comes from
// package layout, the same code the browser tests use to find a cell on the canvas.
// The board is a BoardView, drawn in one of the session's views: the rhombus (flipped or
// turned if asked), the cylinder as a strip with ghost columns or as the annulus of the 3xn
// paper, the torus as the periodic plane; drags pan or turn the periodic views, and the arrow
// keys move a cursor that Enter or Space plays. The rules (what wins) are core's.
//
// The same App runs in the browser (cmd/wasm/board) and on the desktop (cmd/desktop/board):
//
//	values, _ := session.ParseQuery("board=hex:9x9&blue=random")
//	cfg, err := session.Parse(values) // a bad value is an error naming the parameter
//	...
//	s, err := session.New(cfg)
//	...
//	err = render2d.Run(render2d.New(s), "Hexlab")
//
// It draws in device pixels (Layout times the device scale factor), so it stays sharp on
// high-DPI screens, and redraws only when something it shows has changed.
package render2d
