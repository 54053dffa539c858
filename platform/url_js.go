//go:build js && wasm

package platform

import (
	"fmt"
	"syscall/js"
)

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

// ShareLink offers the page's address (the game's permalink, which ReplaceQuery keeps up to
// date) to the person: the system share sheet where the browser has one and the screen is a
// touch screen (a phone, a tablet), else the clipboard. It returns what to tell them. The
// link is also left in window.hexlab.lastShared, for tests and scripts.
func ShareLink() (msg string, err error) {
	defer func() {
		if r := recover(); r != nil {
			msg, err = "", fmt.Errorf("the browser refused: %v", r)
		}
	}()
	href := js.Global().Get("location").Get("href").String()
	if hook := js.Global().Get("hexlab"); hook.Truthy() {
		hook.Set("lastShared", href)
	}
	nav := js.Global().Get("navigator")
	coarse := js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
	if share := nav.Get("share"); share.Truthy() && coarse {
		nav.Call("share", map[string]any{"title": "Hexlab game", "url": href})
		return "Sharing the game's link", nil
	}
	if clip := nav.Get("clipboard"); clip.Truthy() && clip.Get("writeText").Truthy() {
		clip.Call("writeText", href)
		return "Link copied: paste it to share this game", nil
	}
	return "", fmt.Errorf("this browser gives no clipboard; the link is the page's address")
}

// HasLinks reports whether the app has an address to share: the page has.
func HasLinks() bool { return true }

// SendLink hands on the link to this page with query and a message, text (Send move): the
// system share sheet on a touch screen where the browser has one (a phone: the message app
// is a tap away), else the clipboard, the message and the link together. It returns what to
// tell the person. The link is also left in window.hexlab.lastShared.
func SendLink(query, text string) (msg string, err error) {
	defer func() {
		if r := recover(); r != nil {
			msg, err = "", fmt.Errorf("the browser refused: %v", r)
		}
	}()
	loc := js.Global().Get("location")
	href := loc.Get("origin").String() + loc.Get("pathname").String() + "?" + query
	if hook := js.Global().Get("hexlab"); hook.Truthy() {
		hook.Set("lastShared", href)
	}
	nav := js.Global().Get("navigator")
	coarse := js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
	if share := nav.Get("share"); share.Truthy() && coarse {
		nav.Call("share", map[string]any{"title": "Your move in our game of Hex", "text": text, "url": href})
		return "Sending your move", nil
	}
	if clip := nav.Get("clipboard"); clip.Truthy() && clip.Get("writeText").Truthy() {
		clip.Call("writeText", text+"\n"+href)
		return "Move copied: paste it in a message to your opponent", nil
	}
	return "", fmt.Errorf("this browser gives no clipboard; copy the page's address after your move")
}
