//go:build js && wasm

package main

import (
	"encoding/json"
	"net/url"
	"syscall/js"

	"github.com/hexlab/hexlab/cmd/wasm/internal/jshook"
	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d"
	"github.com/hexlab/hexlab/render3d/session"
)

// state is what hexlab.state() returns (as JSON text): the game's record (board, order,
// players, moves, winner, pairing) and what the screen shows besides.
type state struct {
	trunc.Record
	ToMove    string     `json:"toMove"`
	Over      bool       `json:"over"`
	Thinking  bool       `json:"thinking"`
	Status    string     `json:"status"`
	View      url.Values `json:"view"`
	Triangles int        `json:"triangles"`
	DrawCalls int        `json:"drawCalls"`
	Canvas    [2]float64 `json:"canvas"` // the canvas's size in CSS pixels
}

// setHooks fills window.hexlab, the page's API for same-origin scripts and tests:
//
//	hexlab.ready               true once the cube has been drawn
//	hexlab.error               the message shown for bad parameters ("" when there is none)
//	hexlab.state()             the game as JSON text (see state)
//	hexlab.play("1,1,-1")      plays a move for the human to move: null, or why it was refused
//	hexlab.undo(), hexlab.redo(), hexlab.newGame()
//	hexlab.thinking()          whether a bot is working on a move
//	hexlab.cellCenter("0,0,2") where a click plays that cell, {x, y} in CSS pixels of the page
//	                           (null if no part of it can be clicked in this view)
//	hexlab.setView("slice=x:0&explode=0.5")  shows the cube so (view parameters): null or why not
//	hexlab.bench(frames)       a Promise of the frame times (JSON text) over that many frames,
//	                           the camera turning a degree each
func setHooks(api js.Value, a *render3d.App) {
	s := a.Session()
	api.Set("state", jshook.Func(func([]js.Value) any {
		g := s.Game()
		st := state{Record: s.Record(), ToMove: g.ToMove().String(), Over: g.Over(), Thinking: s.Thinking(), Status: s.Status().Text, View: session.ViewValues(a.View())}
		if g.Over() {
			st.ToMove = "none"
		}
		st.Triangles, st.DrawCalls = a.Stats()
		if c := canvas(); c.Truthy() {
			st.Canvas = [2]float64{c.Get("clientWidth").Float(), c.Get("clientHeight").Float()}
		}
		data, _ := json.Marshal(st)
		return string(data)
	}))
	api.Set("play", jshook.Func(func(args []js.Value) any {
		move, ok := jshook.Text(args)
		if !ok {
			return "play: expected one argument, a cell such as \"1,1,-1\""
		}
		return jshook.ErrOrNull(s.PlayName(move))
	}))
	api.Set("undo", jshook.Func(func([]js.Value) any { return s.Undo() }))
	api.Set("redo", jshook.Func(func([]js.Value) any { return s.Redo() }))
	api.Set("newGame", jshook.Func(func([]js.Value) any { s.NewGame(); return nil }))
	api.Set("thinking", jshook.Func(func([]js.Value) any { return s.Thinking() }))
	api.Set("cellCenter", jshook.Func(func(args []js.Value) any {
		name, ok := jshook.Text(args)
		if !ok {
			return nil
		}
		c, err := s.Game().Board().ParseCell(name)
		if err != nil {
			return nil
		}
		x, y, ok := a.CellPixel(c)
		if !ok {
			return nil
		}
		cv := canvas()
		if !cv.Truthy() || cv.Get("width").Float() == 0 {
			return nil
		}
		r := cv.Call("getBoundingClientRect")
		sx := r.Get("width").Float() / cv.Get("width").Float()
		sy := r.Get("height").Float() / cv.Get("height").Float()
		return map[string]any{"x": r.Get("left").Float() + x*sx, "y": r.Get("top").Float() + y*sy}
	}))
	api.Set("setView", jshook.Func(func(args []js.Value) any {
		q, ok := jshook.Text(args)
		if !ok {
			return "setView: expected view parameters such as \"slice=x:0&explode=0.5\""
		}
		values, err := url.ParseQuery(q)
		if err != nil {
			return err.Error()
		}
		v, err := session.ParseView(values)
		if err != nil {
			return err.Error()
		}
		a.SetView(v)
		return nil
	}))
	api.Set("bench", jshook.Func(func(args []js.Value) any {
		frames := 60
		if len(args) == 1 && args[0].Type() == js.TypeNumber {
			frames = args[0].Int()
		}
		return js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, p []js.Value) any {
			resolve := p[0]
			a.Bench(frames, func(r render3d.BenchResult) {
				data, _ := json.Marshal(map[string]any{
					"frames": r.Frames, "medianMs": float64(r.Median.Microseconds()) / 1000, "p90Ms": float64(r.P90.Microseconds()) / 1000,
					"triangles": r.Triangles, "drawCalls": r.DrawCalls, "width": r.Width, "height": r.Height, "text": r.String(),
				})
				resolve.Invoke(string(data))
			})
			return nil
		}))
	}))
}

// canvas returns the page's canvas.
func canvas() js.Value {
	return js.Global().Get("document").Call("getElementById", "g3n-canvas")
}
