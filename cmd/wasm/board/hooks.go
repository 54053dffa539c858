//go:build js && wasm

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/hexlab/hexlab/cmd/wasm/internal/jshook"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// setHooks fills window.hexlab, the page's API for same-origin scripts and tests:
//
//	hexlab.state()           the game record as JSON text, as `hexlab play --json` prints it
//	hexlab.sgf()             the game as SGF text
//	hexlab.play("f6")        plays a move for the human to move: null, or why it was refused
//	hexlab.load(text)        loads a game, a JSON record or SGF text: null, or why not
//	hexlab.undo(), hexlab.redo(), hexlab.newGame()
//	hexlab.thinking()        whether a bot is working on a move
//	hexlab.status()          the status line's text
//	hexlab.inferior()        the inferior cells of the position as JSON text, as `hexlab inferior
//	                         --json` prints them, while the Inferior setting shows them and once
//	                         the worker has worked them out (null otherwise);
//	                         hexlab.showInferior(true) turns the setting on
//	hexlab.analysis()        the solver's analysis while the analyse setting is on (null
//	                         otherwise): {"toMove", "wins": [cells], "losses": [cells],
//	                         "moves", "running", "error"}
//	hexlab.cellCenter("c3")  where cell c3's centre is, {x, y} in CSS pixels of the page
//	                         (null if the cell is not on the board or not on the screen)
//	hexlab.story()           the game's story while the story setting is on (null
//	                         otherwise): [{"ply", "move", "redWin", "known", "proven",
//	                         "turning"}], a point a position of the line shown
//	hexlab.storyPoint(3)     where position 3 (after three moves) is on the story's chart
//	hexlab.buttonCenter("Promote"), hexlab.buttonCenter("variation", 1)
//	                         where a control is, likewise (by its action's name; the
//	                         variations' buttons by index)
func setHooks(api js.Value, s *session.Session, center func(col, row int) (layout.Point, bool), button func(name string, index int) (layout.Point, bool), story func(ply int) (layout.Point, bool)) {
	api.Set("state", jshook.Func(func([]js.Value) any { return s.RecordJSON() }))
	api.Set("sgf", jshook.Func(func([]js.Value) any { return s.SGF() }))
	api.Set("play", jshook.Func(func(args []js.Value) any {
		move, ok := jshook.Text(args)
		if !ok {
			return "play: expected one argument, a move such as \"f6\" or \"swap\""
		}
		return jshook.ErrOrNull(s.PlayName(move))
	}))
	api.Set("load", jshook.Func(func(args []js.Value) any {
		data, ok := jshook.Text(args)
		if !ok {
			return "load: expected one argument, a JSON record or SGF text"
		}
		return jshook.ErrOrNull(s.LoadFile([]byte(data)))
	}))
	api.Set("undo", jshook.Func(func([]js.Value) any { return s.Undo() }))
	api.Set("redo", jshook.Func(func([]js.Value) any { return s.Redo() }))
	api.Set("newGame", jshook.Func(func([]js.Value) any { return jshook.ErrOrNull(s.NewGame()) }))
	api.Set("thinking", jshook.Func(func([]js.Value) any { return s.Thinking() }))
	api.Set("status", jshook.Func(func([]js.Value) any { return s.Status().Text }))
	api.Set("inferior", jshook.Func(func([]js.Value) any {
		r, ok := s.Inferior()
		if !ok {
			return nil
		}
		data, err := json.Marshal(r.Report(s.Board()))
		if err != nil {
			return nil
		}
		return string(data)
	}))
	api.Set("showInferior", jshook.Func(func(args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeBoolean {
			return "showInferior: expected true or false"
		}
		s.SetInferior(args[0].Bool())
		return nil
	}))
	api.Set("analysis", jshook.Func(func([]js.Value) any {
		a, ok := s.Analysis()
		if !ok {
			return nil
		}
		names := func(cells []core.Cell) []any {
			out := []any{}
			for _, c := range cells {
				out = append(out, s.Board().CellName(c))
			}
			return out
		}
		return map[string]any{"toMove": a.Player.String(), "wins": names(a.Wins()), "losses": names(a.Losses()),
			"moves": a.Moves, "running": a.Running, "error": a.Err}
	}))
	api.Set("story", jshook.Func(func([]js.Value) any {
		points, on := s.Story()
		if !on {
			return nil
		}
		out := []any{}
		for _, p := range points {
			proven := ""
			if p.Proven != core.NoPlayer {
				proven = p.Proven.String()
			}
			out = append(out, map[string]any{"ply": p.Ply, "move": p.Move, "redWin": p.RedWin, "known": p.Known, "proven": proven, "turning": p.Turning})
		}
		return out
	}))
	api.Set("storyPoint", jshook.Func(func(args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeNumber {
			return nil
		}
		return cssPoint(story(args[0].Int()))
	}))
	api.Set("buttonCenter", jshook.Func(func(args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return nil
		}
		index := 0
		if len(args) > 1 && args[1].Type() == js.TypeNumber {
			index = args[1].Int()
		}
		return cssPoint(button(args[0].String(), index))
	}))
	api.Set("cellCenter", jshook.Func(func(args []js.Value) any {
		name, ok := jshook.Text(args)
		if !ok {
			return nil
		}
		cell, err := s.Board().ParseCell(name)
		if err != nil {
			return nil
		}
		return cssPoint(center(s.Board().Coords(cell)))
	}))
}

// cssPoint returns p, a point of the screen when ok, as {x, y} in CSS pixels of the page, or
// null.
func cssPoint(p layout.Point, ok bool) any {
	if !ok {
		return nil
	}
	x, y, ok := toCSS(p)
	if !ok {
		return nil
	}
	return map[string]any{"x": x, "y": y}
}

// toCSS converts a point of the screen ebiten draws (device pixels of the canvas) to CSS
// pixels of the page.
func toCSS(p layout.Point) (x, y float64, ok bool) {
	canvas, r, ok := canvasRect()
	if !ok {
		return 0, 0, false
	}
	x = r.Get("left").Float() + p.X*r.Get("width").Float()/canvas.Get("width").Float()
	y = r.Get("top").Float() + p.Y*r.Get("height").Float()/canvas.Get("height").Float()
	return x, y, true
}

// cssScale returns how many CSS pixels of the page a pixel of the screen ebiten draws is
// across.
func cssScale() (float64, bool) {
	canvas, r, ok := canvasRect()
	if !ok {
		return 0, false
	}
	return r.Get("width").Float() / canvas.Get("width").Float(), true
}

// canvasRect returns the canvas ebiten draws in and its place on the page, if it has a size.
func canvasRect() (canvas, rect js.Value, ok bool) {
	canvas = js.Global().Get("document").Call("querySelector", "canvas")
	if !canvas.Truthy() || canvas.Get("width").Float() == 0 || canvas.Get("height").Float() == 0 {
		return canvas, rect, false
	}
	return canvas, canvas.Call("getBoundingClientRect"), true
}
