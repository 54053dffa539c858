//go:build js && wasm

package platform

import (
	"fmt"
	"syscall/js"
)

// localStorage returns the page's localStorage, or an error where there is none (a private
// window may refuse it).
func localStorage() (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("no localStorage: %v", r)
		}
	}()
	v = js.Global().Get("localStorage")
	if !v.Truthy() {
		return v, fmt.Errorf("this browser keeps no localStorage")
	}
	return v, nil
}

// Framed reports whether the page is shown in a frame (window.self !== window.top): an
// embedded board, on another site's page or on this one's.
func Framed() (framed bool) {
	defer func() {
		if recover() != nil {
			framed = true // a window whose top cannot even be compared is no page of its own
		}
	}()
	w := js.Global()
	return !w.Get("self").Equal(w.Get("top"))
}

// Load returns the data kept under key in localStorage, or nil and no error when nothing is
// kept. A page in a frame (Framed) keeps nothing: Load returns nil, so that an embedded board
// never opens, nor shows the page that embeds it, the visitor's own game (docs/embedding.md).
func Load(key string) (data []byte, err error) {
	if Framed() {
		return nil, nil
	}
	ls, err := localStorage()
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			data, err = nil, fmt.Errorf("localStorage: %v", r)
		}
	}()
	v := ls.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return nil, nil
	}
	return []byte(v.String()), nil
}

// Store keeps data under key in localStorage (as text). A page in a frame (Framed) keeps
// nothing: Store writes nothing there, so that an embedded board never replaces the visitor's
// own game (docs/embedding.md).
func Store(key string, data []byte) (err error) {
	if Framed() {
		return nil
	}
	ls, err := localStorage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r) // full, or refused
		}
	}()
	ls.Call("setItem", key, string(data))
	return nil
}
