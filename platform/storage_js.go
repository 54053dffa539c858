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

// Load returns the data kept under key in localStorage, or nil and no error when nothing is
// kept.
func Load(key string) (data []byte, err error) {
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

// Store keeps data under key in localStorage (as text).
func Store(key string, data []byte) (err error) {
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
