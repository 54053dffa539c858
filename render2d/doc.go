// Package render2d is the Hexlab board app, drawn with ebiten: the board, the status bar, a
// panel of controls (a drawer on narrow windows) and the new-game dialog, driven by the
// mouse, touch and the keyboard, the same in the browser (cmd/wasm/board) and on the desktop
// (cmd/desktop/board).
//
// It owns no rule: the game and the players come from a session.Session, which reads the
// rules from package core and the bots from package strategies; the geometry comes from
// package layout, the same code the browser tests use to find a cell on the canvas.
// The board is a BoardPane, drawn in one of the session's views: the rhombus (flipped or
// turned if asked), the cylinder as a strip with ghost columns or as the annulus of the 3xn
// paper, the torus as the periodic plane; drags pan or turn the periodic views, and the arrow
// keys move a cursor that Enter or Space plays. The rules (what wins) are core's.
//
// The controls (widget.go, panel*.go, dialog.go, bar.go) are small immediate-mode widgets
// drawn from layout.Screen's rectangles: New (the dialog: board, size, rule, first player,
// swap rule, players, view), Undo, Redo, Hint, Resign, Swap, Play on, Import, the steps
// through the move list, Save SGF/JSON, Copy link, and settings cycled with arrows (who plays Red and
// Blue, the bots' thinking time, the view). The panel shows why the last move was made (a
// bot's rule and its text) and the move list. The app keeps the game saved and the page's
// address a permalink as the game changes (app_persist.go, with package platform).
//
//	values, _ := session.ParseQuery("board=hex:9x9&blue=mcts")
//	saved, _ := platform.Load(session.StorageKey)
//	s, note, err := session.Start(values, saved) // a bad value is an error naming the parameter
//	...
//	app := render2d.New(s)
//	if note != "" {
//		app.Say(note, true) // a saved game that could not be restored
//	}
//	err = render2d.Run(app, "Hexlab")
//
// It draws in device pixels (Layout times the device scale factor), so it stays sharp on
// high-DPI screens, and redraws only when something it shows has changed.
package render2d
