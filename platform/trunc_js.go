//go:build js && wasm

package platform

import "syscall/js"

// OpenTrunc opens the Trunc page, trunc.html beside the board page, in this tab: the game in
// progress is saved, and the back button returns to it.
func OpenTrunc() (string, error) {
	js.Global().Get("location").Set("href", "trunc.html")
	return "Opening Trunc…", nil
}
