//go:build js && wasm

// Command board is the Hexlab board page's WebAssembly program (site/board.html loads it as
// board.wasm). It reads the page's URL parameters (board, first, red, blue, moves, swap,
// seed, the view and the others of session.Params), shows a clear message on the page if one
// is wrong, and otherwise runs the board in the page's canvas. Its bots think in a Web Worker
// (site/worker.js running worker.wasm), so the page never freezes.
//
// window.hexlab is the API for same-origin scripts and tests (see setHooks):
//
//	hexlab.ready        true once the board has been drawn
//	hexlab.error        the message shown for bad parameters ("" when there is none)
//	hexlab.state(), hexlab.sgf(), hexlab.play("f6"), hexlab.load(text), hexlab.undo(), ...
//
// A page that embeds the board in an iframe drives it with postMessage: the parameter
// origins lists the origins allowed to (docs/embedding.md).
package main

import (
	"errors"
	"net/url"
	"syscall/js"

	"github.com/hexlab/hexlab/cmd/wasm/internal/embedapi"
	"github.com/hexlab/hexlab/cmd/wasm/internal/workerclient"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/inferiorreq"
	"github.com/hexlab/hexlab/internal/solvereq"
	"github.com/hexlab/hexlab/internal/storyreq"
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d"
	"github.com/hexlab/hexlab/render2d/session"
)

// originsParam is the URL parameter with the embedding pages' allowed origins. The page reads
// it itself; the session never sees it.
const originsParam = "origins"

var errOnce = errors.New("given more than once; give it once")

func main() {
	doc := js.Global().Get("document")
	api := js.Global().Get("Object").New()
	api.Set("ready", false)
	api.Set("error", "")
	js.Global().Set("hexlab", api)
	hide(doc, "loading")
	fail := func(msg string) {
		showError(doc, msg)
		api.Set("error", msg)
	}

	values, err := session.ParseQuery(js.Global().Get("location").Get("search").String())
	if err != nil {
		fail(err.Error())
		return
	}
	origins, err := readOrigins(values)
	if err != nil {
		fail(err.Error())
		return
	}
	saved, loadErr := platform.Load(session.StorageKey)
	s, note, err := session.Start(values, saved)
	if err != nil {
		fail(err.Error())
		return
	}
	if loadErr != nil {
		note = "The saved game could not be read: " + loadErr.Error()
	}
	// The bots' worker warms the tree search up as it starts (botworker.WarmUp); the
	// analyses' workers below need not. It starts now if a bot plays (board.wasm has been
	// downloaded by now, so the two do not share the network, and it warms up while the board
	// starts), or else when first asked: a game of two people never downloads its program.
	bots := workerclient.Later("worker.js?warm")
	s.SetRunner(workerclient.Typed[botreq.Request, botreq.Response](bots,
		func(r *botreq.Request, id uint64) { r.ID = id }))
	if c := s.Config(); c.Red != session.Human || c.Blue != session.Human {
		bots.Start()
	}
	// The inferior cells and the solver's analysis each have a worker of their own, started
	// when first needed, so that they never wait behind a bot that thinks.
	s.SetInferiorRunner(workerclient.Lazy[inferiorreq.Request, inferiorreq.Response]("worker.js",
		func(r *inferiorreq.Request, id uint64) { r.ID = id }))
	s.SetSolveRunner(workerclient.Lazy[solvereq.Request, solvereq.Response]("worker.js",
		func(r *solvereq.Request, id uint64) { r.ID = id }))
	// The game's story too: its positions take a tree search each.
	s.SetStoryRunner(workerclient.Lazy[storyreq.Request, storyreq.Response]("worker.js",
		func(r *storyreq.Request, id uint64) { r.ID = id }))

	app := render2d.New(s)
	if note != "" {
		app.Say(note, true)
	}
	setHooks(api, s, app.CellCenter, app.ButtonCenter, app.StoryPoint)
	emb := &embedding{s: s, origins: origins, escapeCloses: app.EscapeCloses, height: func() int {
		return embedapi.PreferredHeight(js.Global().Get("innerWidth").Float(), app.CellRadiusAt)
	}}
	if framed() {
		emb.listen()
	}
	app.OnSpinner = showSpinner(doc)
	app.OnDraw = func() {
		api.Set("ready", true)
		if framed() {
			emb.Ready()
		}
	}
	doc.Set("title", "Hexlab: "+s.Config().Spec.String())
	if err := render2d.Run(app, "Hexlab"); err != nil {
		fail(err.Error())
	}
}

// readOrigins reads and removes the origins parameter.
func readOrigins(values url.Values) (embedapi.Origins, error) {
	vs := values[originsParam]
	delete(values, originsParam)
	self := js.Global().Get("location").Get("origin").String()
	if len(vs) > 1 {
		return embedapi.Origins{}, &session.ParamError{Param: originsParam, Value: vs[0], Err: errOnce}
	}
	param := ""
	if len(vs) == 1 {
		param = vs[0]
	}
	o, err := embedapi.ParseOrigins(param, self)
	if err != nil {
		return o, &session.ParamError{Param: originsParam, Value: param, Err: err}
	}
	return o, nil
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
	params := append(session.AllParams(), session.Param{Name: originsParam,
		Usage: "the origins allowed to command the board from the page that embeds it and to receive its events, comma-separated, or * (docs/embedding.md)"})
	for _, p := range params {
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
	back := doc.Call("createElement", "p")
	link := doc.Call("createElement", "a")
	link.Set("href", "index.html")
	link.Set("textContent", "Back to Hexlab's start page")
	back.Call("appendChild", link)
	back.Call("append", ", or ")
	fresh := doc.Call("createElement", "a")
	fresh.Set("href", "board.html")
	fresh.Set("textContent", "open the board with no parameters")
	back.Call("appendChild", fresh)
	back.Call("append", ".")
	box.Call("appendChild", back)
	box.Set("hidden", false)
	doc.Set("title", "Hexlab: bad board parameters")
}

// hide hides the element with the given id, if there is one.
func hide(doc js.Value, id string) {
	if el := doc.Call("getElementById", id); el.Truthy() {
		el.Set("hidden", true)
	}
}
