//go:build js && wasm

package main

import (
	"fmt"
	"sync"
	"syscall/js"

	"github.com/hexlab/hexlab/cmd/wasm/internal/embedapi"
	"github.com/hexlab/hexlab/render2d/session"
)

// embedding connects the page to the page that embeds it in an iframe (docs/embedding.md):
// it takes commands from the parent window's message events, when the parent's origin is in
// the allow-list, and posts the board's events to the parent.
type embedding struct {
	s       *session.Session
	origins embedapi.Origins
	// height returns the preferred height of the page at its current width.
	height func() int
	// escapeCloses reports whether Esc has something of the board's own to close (a dialog),
	// rather than leave the board.
	escapeCloses func() bool

	mu       sync.Mutex
	ready    bool
	watcher  embedapi.Watcher
	lastSent int // the last height posted
}

// framed reports whether the page is in a frame (it has a parent window other than itself).
func framed() bool {
	w := js.Global()
	return !w.Get("parent").Equal(w)
}

// listen starts taking commands and posting events. The "ready" event is posted by Ready.
func (e *embedding) listen() {
	w := js.Global()
	w.Call("addEventListener", "message", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e.receive(args[0])
		return nil
	}))
	w.Call("addEventListener", "resize", js.FuncOf(func(js.Value, []js.Value) any {
		e.postHeight(false)
		return nil
	}))
	e.s.OnChange(e.changed)
	e.releaseKeys()
}

// releaseKeys lets the keyboard leave the embedded board (WCAG 2.1.2, no keyboard trap).
// ebiten's canvas takes every key pressed on it and cancels the key's default action, Tab's
// move of the focus to the next control included. A listener on the window hears a key
// before the canvas does: it keeps Tab and Shift+Tab from the canvas, so that the browser
// moves the focus on to the page's next (or previous) control; and Esc, unless the board has
// a dialog of its own open, gives the focus back to the page: it posts an "escape" event, on
// which the page puts the focus where it likes, and focuses the parent window.
func (e *embedding) releaseKeys() {
	js.Global().Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		if ev.Get("ctrlKey").Truthy() || ev.Get("altKey").Truthy() || ev.Get("metaKey").Truthy() {
			return nil
		}
		switch ev.Get("key").String() {
		case "Tab":
			ev.Call("stopImmediatePropagation")
		case "Escape":
			if e.escapeCloses != nil && e.escapeCloses() {
				return nil
			}
			ev.Call("stopImmediatePropagation")
			e.broadcast(embedapi.NewEvent("escape"))
			focusParent()
		}
		return nil
	}), true) // capture: before the canvas's own listener
}

// focusParent gives the focus to the parent window (allowed across origins; a browser may
// refuse it, and the "escape" event is then the page's cue).
func focusParent() {
	defer func() { recover() }()
	js.Global().Get("parent").Call("focus")
}

// Ready posts the "ready" event, with the state and the preferred height, once.
func (e *embedding) Ready() {
	e.mu.Lock()
	if e.ready {
		e.mu.Unlock()
		return
	}
	e.ready = true
	e.watcher.Changes(e.s.Generation(), e.state) // the state from which changes count
	e.mu.Unlock()
	ev := embedapi.NewEvent("ready")
	ev.State, ev.Height = e.state(), e.height()
	e.broadcast(ev)
	e.postHeight(true)
}

func (e *embedding) state() *embedapi.State { return embedapi.StateOf(target{e.s}) }

// changed posts "state" (and "gameover") after a change of the game, and "height" if the
// new game's board wants another height.
func (e *embedding) changed() {
	e.mu.Lock()
	if !e.ready {
		e.mu.Unlock()
		return
	}
	events := e.watcher.Changes(e.s.Generation(), e.state)
	e.mu.Unlock()
	for _, ev := range events {
		e.broadcast(ev)
	}
	e.postHeight(false)
}

// postHeight posts a "height" event when the preferred height changed (or always, if force).
func (e *embedding) postHeight(force bool) {
	h := e.height()
	e.mu.Lock()
	send := e.ready && (force || h != e.lastSent)
	if send {
		e.lastSent = h
	}
	e.mu.Unlock()
	if send {
		ev := embedapi.NewEvent("height")
		ev.Height = h
		e.broadcast(ev)
	}
}

// receive handles one message event: only from the parent window and an allowed origin.
// Every command is answered, to its sender's origin only, with a "reply" or an "error"
// event; nothing a page sends can stop the board.
func (e *embedding) receive(msg js.Value) {
	w := js.Global()
	if !framed() || !msg.Get("source").Equal(w.Get("parent")) {
		return // not from the parent window: not for us, and not to be answered
	}
	origin := msg.Get("origin").String()
	reply := func(ev embedapi.Event) {
		if origin != "null" && origin != "" { // an opaque origin cannot be addressed
			post(ev, origin)
		}
	}
	if !e.origins.Allows(origin) {
		reply(embedapi.ErrorEvent(embedapi.Command{}, fmt.Errorf(
			"origin %s may not command this board: add it to the board's origins parameter (see docs/embedding.md)", origin)))
		return
	}
	defer func() {
		if r := recover(); r != nil {
			reply(embedapi.ErrorEvent(embedapi.Command{}, fmt.Errorf("the command failed: %v", r)))
		}
	}()
	text, err := stringify(msg.Get("data"))
	if err != nil {
		reply(embedapi.ErrorEvent(embedapi.Command{}, err))
		return
	}
	c, err := embedapi.ParseCommand([]byte(text))
	if err != nil {
		reply(embedapi.ErrorEvent(c, err))
		return
	}
	reply(embedapi.Handle(target{e.s}, c))
}

// stringify turns a message's data into JSON text; only an object is a command.
func stringify(data js.Value) (text string, err error) {
	if data.Type() != js.TypeObject {
		return "", fmt.Errorf(`expected an object such as {"type":"play","move":"c3"}, got a %s`, data.Type())
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the message cannot be read as JSON: %v", r)
		}
	}()
	v := js.Global().Get("JSON").Call("stringify", data)
	if v.Type() != js.TypeString {
		return "", fmt.Errorf("the message cannot be read as JSON")
	}
	return v.String(), nil // ParseCommand checks its length
}

// broadcast posts ev to the parent window, to each allowed origin (the browser delivers it
// only if the parent's origin is that one).
func (e *embedding) broadcast(ev embedapi.Event) {
	if !framed() {
		return
	}
	for _, origin := range e.origins.Targets() {
		post(ev, origin)
	}
}

// post posts ev to the parent window, for targetOrigin.
func post(ev embedapi.Event, targetOrigin string) {
	defer func() { recover() }() // a bad target origin throws; the event is then not sent
	js.Global().Get("parent").Call("postMessage", js.Global().Get("JSON").Call("parse", ev.JSON()), targetOrigin)
}
