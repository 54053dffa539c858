//go:build js && wasm

// Command trunc is the Hexlab Trunc page's WebAssembly program (site/trunc.html loads it as
// trunc.wasm): three players, humans or bots, colour the cells of a cube of truncated
// octahedra, drawn with g3n on the canvas "g3n-canvas" (package render3d).
//
// The page's URL describes the game (board, order, white, gray, black, think, seed, moves:
// render3d/session.Params) and how the cube is shown (slice, explode, solid:
// session.ViewParams); a bad value is shown on the page with what each parameter accepts. The
// address is kept a permalink as the game goes on, and the game is saved in localStorage
// (session.StorageKey), so a reload, or opening the page without parameters, brings it back.
// Bots think in the bot worker (site/worker.js running worker.wasm), so the page never freezes.
//
// window.hexlab is the API for same-origin scripts and tests (see setHooks).
package main

import (
	"slices"
	"syscall/js"

	"github.com/hexlab/hexlab/cmd/wasm/internal/workerclient"
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render3d"
	"github.com/hexlab/hexlab/render3d/session"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

func main() {
	doc := js.Global().Get("document")
	api := js.Global().Get("Object").New()
	api.Set("ready", false)
	api.Set("error", "")
	js.Global().Set("hexlab", api)
	fail := func(msg string) {
		showError(doc, msg)
		api.Set("error", msg)
	}

	values, err := session.ParseQuery(platform.Query())
	if err != nil {
		fail(err.Error())
		return
	}
	// The bots' worker starts as the game does if a bot plays (trunc.wasm has been downloaded
	// by now), or else when first asked: a game of three people never downloads its program.
	c := workerclient.Later("worker.js")
	runner := workerclient.Typed[truncbot.Request, truncbot.Response](c, func(r *truncbot.Request, id uint64) { r.ID = id })
	saved, loadErr := platform.Load(session.StorageKey)
	s, note, err := session.Start(values, saved)
	if err != nil {
		fail(err.Error())
		return
	}
	s.SetRunner(runner)
	if players := s.Config().Players; slices.ContainsFunc(players[:], func(name string) bool { return name != session.Human }) {
		c.Start()
	}
	if loadErr != nil {
		note = "The saved game could not be read: " + loadErr.Error()
	}
	hide(doc, "loading")
	a := render3d.New(s, ratio())
	if note != "" {
		a.Say(note)
	}
	a.OnChange = func() { doc.Set("title", "Hexlab Trunc: "+s.Config().Spec.String()) }
	a.OnDraw = func() { api.Set("ready", true) }
	setHooks(api, a)
	a.Run()
}

// ratio returns the page's device pixel ratio.
func ratio() float64 {
	r := js.Global().Get("devicePixelRatio")
	if r.Type() != js.TypeNumber || r.Float() <= 0 {
		return 1
	}
	return r.Float()
}

// showError puts msg in the page's error box with what the parameters accept, and hides the
// canvas.
func showError(doc js.Value, msg string) {
	hide(doc, "loading")
	hide(doc, "g3n-canvas")
	box := doc.Call("getElementById", "error")
	box.Call("replaceChildren")
	add := func(parent js.Value, tag, text string) js.Value {
		el := doc.Call("createElement", tag)
		el.Set("textContent", text)
		parent.Call("appendChild", el)
		return el
	}
	add(box, "h1", "This game cannot start")
	add(box, "p", msg).Set("className", "message")
	add(box, "p", "The Trunc page takes these URL parameters:")
	list := add(box, "ul", "")
	item := func(name, usage string) {
		li := add(list, "li", "")
		add(li, "code", name)
		li.Call("append", ": "+usage)
	}
	for _, p := range session.Params {
		item(p.Name, p.Usage)
	}
	for _, p := range session.ViewParams {
		item(p.Name, p.Usage)
	}
	box.Set("hidden", false)
	doc.Set("title", "Hexlab Trunc: bad parameters")
}

// hide hides the element with the given id, if there is one.
func hide(doc js.Value, id string) {
	if el := doc.Call("getElementById", id); el.Truthy() {
		el.Set("hidden", true)
	}
}
