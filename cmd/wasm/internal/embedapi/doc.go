// Package embedapi is the board page's postMessage API for the pages that embed it in an
// iframe (docs/embedding.md), without the browser: which origins may send commands
// (Origins), reading and checking a command (ParseCommand), carrying it out on a game
// (Handle, through the Target interface) and the events sent back (Event). The board page's
// main (cmd/wasm/board) connects it to window's message events and to the session.
//
// It imports neither syscall/js nor ebiten, so it tests with CGO_ENABLED=0.
package embedapi
