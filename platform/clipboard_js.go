//go:build js && wasm

package platform

import (
	"fmt"
	"syscall/js"
)

// CopyText puts text on the clipboard through the browser's navigator.clipboard, and returns
// "clipboard"; an error where the browser gives none. (Copy link in the browser goes through
// ShareLink, which offers the page's own address.)
func CopyText(text string) (name string, err error) {
	defer func() {
		if r := recover(); r != nil {
			name, err = "", fmt.Errorf("the browser refused: %v", r)
		}
	}()
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		return "", fmt.Errorf("this browser gives no clipboard")
	}
	clip.Call("writeText", text)
	return "clipboard", nil
}
