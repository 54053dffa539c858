//go:build js && wasm

// Package jshook has the small pieces both pages' window.hexlab test hooks are made of: a Go
// function as a JavaScript one, the one text argument a hook takes, and an error as a hook's
// answer (null when there is none).
//
// Example:
//
//	api.Set("play", jshook.Func(func(args []js.Value) any {
//		cell, ok := jshook.Text(args)
//		if !ok {
//			return "play: give the cell as text"
//		}
//		return jshook.ErrOrNull(s.Play(cell))
//	}))
package jshook

import "syscall/js"

// Func wraps f, which sees only the call's arguments, as a JavaScript function.
func Func(f func(args []js.Value) any) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) any { return f(args) })
}

// Text returns the call's one argument if it is text, and ok=false for anything else.
func Text(args []js.Value) (string, bool) {
	if len(args) != 1 || args[0].Type() != js.TypeString {
		return "", false
	}
	return args[0].String(), true
}

// ErrOrNull returns err's message, or nil (JavaScript's null) for no error.
func ErrOrNull(err error) any {
	if err != nil {
		return err.Error()
	}
	return nil
}
