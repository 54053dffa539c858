//go:build js && wasm

// Command board is the Hexlab board page's WebAssembly program (site/board.html loads it as
// board.wasm). It reads the page's URL parameters (board, first, red, blue, moves, swap,
// seed), shows a clear message on the page if one is wrong, and otherwise runs the board in
// the page's canvas.
//
// It exposes window.hexlab to scripts, tests and embedding pages:
//
//	hexlab.ready        true once the board has been drawn
//	hexlab.error        the message shown for bad parameters ("" when there is none)
//	hexlab.state()      the game record as JSON text, as `hexlab play --json` prints it
//	hexlab.play("f6")   plays a move for the human to move: null, or why it was refused
//	hexlab.undo(), hexlab.redo(), hexlab.newGame()
package main

import (
	"syscall/js"

	"github.com/hexlab/hexlab/render2d"
	"github.com/hexlab/hexlab/render2d/session"
)

func main() {
	doc := js.Global().Get("document")
	api := js.Global().Get("Object").New()
	api.Set("ready", false)
	api.Set("error", "")
	js.Global().Set("hexlab", api)
	hide(doc, "loading")

	s, err := start(js.Global().Get("location").Get("search").String())
	if err != nil {
		showError(doc, err.Error())
		api.Set("error", err.Error())
		return
	}
	api.Set("state", js.FuncOf(func(js.Value, []js.Value) any { return s.RecordJSON() }))
	api.Set("play", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return "play: expected one argument, a move such as \"f6\" or \"swap\""
		}
		if err := s.PlayName(args[0].String()); err != nil {
			return err.Error()
		}
		return nil
	}))
	api.Set("undo", js.FuncOf(func(js.Value, []js.Value) any { return s.Undo() }))
	api.Set("redo", js.FuncOf(func(js.Value, []js.Value) any { return s.Redo() }))
	api.Set("newGame", js.FuncOf(func(js.Value, []js.Value) any { s.NewGame(); return nil }))

	app := render2d.New(s)
	app.OnDraw = func() { api.Set("ready", true) }
	doc.Set("title", "Hexlab: "+s.Config().Spec.String())
	if err := render2d.Run(app, "Hexlab"); err != nil {
		showError(doc, err.Error())
		api.Set("error", err.Error())
	}
}

// start reads the settings from the URL's query string and starts the session.
func start(query string) (*session.Session, error) {
	values, err := session.ParseQuery(query)
	if err != nil {
		return nil, err
	}
	cfg, err := session.Parse(values)
	if err != nil {
		return nil, err
	}
	return session.New(cfg)
}

// showError puts msg in the page's error box, with what the parameters accept, and removes
// the canvas that ebiten added, so the page shows the message and no broken board.
func showError(doc js.Value, msg string) {
	canvases := doc.Call("querySelectorAll", "canvas")
	for i := range canvases.Length() {
		canvases.Index(i).Call("remove")
	}
	body := doc.Get("body").Get("style")
	body.Set("backgroundColor", "")
	box := doc.Call("getElementById", "error")
	if !box.Truthy() {
		box = doc.Call("createElement", "div")
		box.Set("id", "error")
		doc.Get("body").Call("appendChild", box)
	}
	box.Call("replaceChildren")
	add := func(tag, text string) js.Value {
		el := doc.Call("createElement", tag)
		el.Set("textContent", text)
		box.Call("appendChild", el)
		return el
	}
	add("h1", "This board cannot start")
	add("p", msg).Set("className", "message")
	add("p", "The board page takes these URL parameters:")
	list := add("ul", "")
	for _, p := range session.Params {
		item := doc.Call("createElement", "li")
		code := doc.Call("createElement", "code")
		code.Set("textContent", p.Name)
		item.Call("appendChild", code)
		def := ""
		if p.Default != "" {
			def = " (default " + p.Default + ")"
		}
		item.Call("append", ": "+p.Usage+def)
		list.Call("appendChild", item)
	}
	box.Set("hidden", false)
	doc.Set("title", "Hexlab: bad board parameters")
}

// hide hides the element with the given id, if there is one.
func hide(doc js.Value, id string) {
	if el := doc.Call("getElementById", id); el.Truthy() {
		el.Set("hidden", true)
	}
}
