// Package platform holds what differs between the apps (the Hex board and Trunc) in the
// browser and on the desktop: where the game in progress is kept (the page's localStorage, or
// a file under os.UserConfigDir()/hexlab/), how a game file is saved (a download, or a file
// in the Downloads folder) and opened (the browser's file picker, or a file dropped on the
// window), and the page's address (kept current with history.replaceState; the desktop has
// none).
//
// Only this package's _js.go files use syscall/js. Nothing here imports ebiten, so the
// desktop half tests with CGO_ENABLED=0.
//
// Example: keep a game, and read it back at the next start.
//
//	if err := platform.Store("hexlab.board.game", data); err != nil {
//		log.Print(err) // a full disk or a private window: the game goes on unsaved
//	}
//	data, err := platform.Load("hexlab.board.game") // nil, nil when nothing is kept
package platform
