//go:build js && wasm

package platform

import "syscall/js"

// ReplaceQuery sets the page's address to the same page with this query string
// (history.replaceState, so the back button is not filled with every move).
func ReplaceQuery(query string) {
	defer func() { recover() }() // a sandboxed frame may refuse; the game goes on
	loc := js.Global().Get("location")
	url := loc.Get("pathname").String()
	if query != "" {
		url += "?" + query
	}
	url += loc.Get("hash").String()
	if url == loc.Get("pathname").String()+loc.Get("search").String()+loc.Get("hash").String() {
		return
	}
	js.Global().Get("history").Call("replaceState", js.Null(), "", url)
}

// Query returns the page's query string, without "?".
func Query() string {
	s := js.Global().Get("location").Get("search").String()
	if len(s) > 0 && s[0] == '?' {
		s = s[1:]
	}
	return s
}
