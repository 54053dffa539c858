// Package render3d is Hexlab's Trunc app, drawn with g3n (v0.2.0): the cube
// of truncated octahedra that three players colour, with the borders drawn
// as they form, in the browser (cmd/wasm/trunc, on the canvas "g3n-canvas")
// and on the desktop (cmd/desktop/trunc).
//
// It owns no rule. The game, its players and its bots come from a
// render3d/session.Session; where things are drawn and what the pointer is
// over come from the pure package render3d/geom. This package puts them on
// the screen:
//
//   - scene.go: the cells merged into one mesh per colour (one draw call
//     each, rebuilt only when the cells of that colour change), the last
//     move's cells lit, the cell under the pointer and its mirror, the
//     cube's walls in the players' colours (the near walls culled, so the
//     three far walls show), the border tubes (thicker and brighter for the
//     winning pairing once the game is decided) and the four endpoints.
//   - input.go: drag to turn, right-drag or Shift-drag to pan, the wheel to
//     zoom, click to play; the keyboard (arrows, + and -, Home, U, R, N, S,
//     [ and ], E, T, H); platform_js.go adds touch (one finger turns and
//     plays, two pinch and pan) and the device pixel ratio.
//   - controls.go: the panel: status, undo, redo, reset view, slicing,
//     explosion, see-through empty cells, the next game's settings (size,
//     rule, turn order, who plays each colour) and the move list.
//
// Example (the desktop main, without error handling):
//
//	s, note, _ := session.Start(values, saved) // values from the flags
//	a := render3d.New(s, 1)
//	if note != "" {
//		a.Say(note)
//	}
//	// the app keeps the game saved and the address current (platform.Keeper)
//	a.Run()
//
// Tests of this package need a display; the geometry is tested in geom.
package render3d
