//go:build js && wasm

package platform

import "syscall/js"

// Prompt asks the person for a line of text in the browser's own dialog (window.prompt),
// which brings up the keyboard on a phone; ok is false when they cancel. asked is false where
// the page may show no dialog (a sandboxed frame).
func Prompt(title, initial string) (text string, ok, asked bool) {
	defer func() {
		if recover() != nil {
			text, ok, asked = "", false, false
		}
	}()
	v := js.Global().Call("prompt", title, initial)
	if v.IsNull() || v.IsUndefined() {
		return "", false, true
	}
	return v.String(), true, true
}
