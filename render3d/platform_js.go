//go:build js

package render3d

import (
	"math"
	"syscall/js"
	"time"

	"github.com/g3n/engine/renderer"
	"github.com/g3n/engine/window"
)

// touchPoint is a finger on the canvas, in device pixels.
type touchPoint struct{ x, y float64 }

// webInput turns the page's pointer events into the app's: the mouse and one
// finger press, drag and click as the mouse does on the desktop (sent as
// g3n window events in device pixels, so that the controls get them too);
// two fingers pinch to zoom and drag to pan.
type webInput struct {
	a       *App
	canvas  js.Value
	touches map[int]touchPoint
	pinch   float64 // the distance between two fingers at the last move
	mid     touchPoint
	funcs   []js.Func
}

// listenPlatform replaces g3n's mouse listeners on the canvas, which report
// CSS pixels and know nothing of touch, by pointer listeners that report
// device pixels, and keeps the canvas's drawing buffer at the device
// pixel ratio so the picture stays crisp.
func listenPlatform(a *App) {
	in := &webInput{a: a, touches: map[int]touchPoint{}}
	in.canvas = a.window().(*window.WebGlCanvas).Canvas()
	win := js.Global()
	// g3n listens on the canvas itself; a capturing listener on the window
	// sees the events first and stops them there.
	for _, name := range []string{"mousedown", "mouseup", "mousemove", "wheel"} {
		name := name
		f := in.fn(func(e js.Value) {
			if !e.Get("target").Equal(in.canvas) {
				return
			}
			e.Call("stopPropagation")
			if name == "wheel" {
				e.Call("preventDefault")
				in.dispatchWheel(e)
			}
		})
		win.Call("addEventListener", name, f, map[string]any{"capture": true, "passive": false})
	}
	in.canvas.Call("addEventListener", "pointerdown", in.fn(in.down))
	in.canvas.Call("addEventListener", "pointermove", in.fn(in.move))
	in.canvas.Call("addEventListener", "pointerup", in.fn(in.up))
	in.canvas.Call("addEventListener", "pointercancel", in.fn(in.cancel))
	fitCanvas(in.canvas)
	win.Call("addEventListener", "resize", in.fn(func(js.Value) { fitCanvas(in.canvas) }))
}

// fn wraps f as a JavaScript event listener and keeps it.
func (in *webInput) fn(f func(e js.Value)) js.Func {
	jf := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	in.funcs = append(in.funcs, jf)
	return jf
}

// ratio returns the page's device pixel ratio.
func ratio() float64 {
	r := js.Global().Get("devicePixelRatio")
	if r.Type() != js.TypeNumber || r.Float() <= 0 {
		return 1
	}
	return r.Float()
}

// fitCanvas sizes the canvas's drawing buffer to its size on the page times
// the device pixel ratio.
func fitCanvas(canvas js.Value) {
	r := ratio()
	w := int(math.Round(canvas.Get("clientWidth").Float() * r))
	h := int(math.Round(canvas.Get("clientHeight").Float() * r))
	if w > 0 && h > 0 && (canvas.Get("width").Int() != w || canvas.Get("height").Int() != h) {
		canvas.Set("width", w)
		canvas.Set("height", h)
	}
}

// at returns the event's position in device pixels of the canvas.
func at(e js.Value) (float64, float64) {
	r := ratio()
	return e.Get("offsetX").Float() * r, e.Get("offsetY").Float() * r
}

// mods returns the event's modifier keys.
func mods(e js.Value) window.ModifierKey {
	var m window.ModifierKey
	if e.Get("shiftKey").Bool() {
		m |= window.ModShift
	}
	if e.Get("ctrlKey").Bool() {
		m |= window.ModControl
	}
	if e.Get("altKey").Bool() {
		m |= window.ModAlt
	}
	return m
}

// mouse sends a g3n mouse event.
func (in *webInput) mouse(name string, e js.Value, button window.MouseButton) {
	x, y := at(e)
	in.a.window().Dispatch(name, &window.MouseEvent{Xpos: float32(x), Ypos: float32(y), Button: button, Mods: mods(e)})
}

// cursor sends a g3n cursor event.
func (in *webInput) cursor(e js.Value) {
	x, y := at(e)
	in.a.window().Dispatch(window.OnCursor, &window.CursorEvent{Xpos: float32(x), Ypos: float32(y), Mods: mods(e)})
}

func (in *webInput) dispatchWheel(e js.Value) {
	dy := e.Get("deltaY").Float()
	if e.Get("deltaMode").Int() == 0 {
		dy /= 100 // pixels; lines and pages count as one step
	}
	in.a.window().Dispatch(window.OnScroll, &window.ScrollEvent{Yoffset: -float32(dy), Mods: mods(e)})
}

func isTouch(e js.Value) bool { return e.Get("pointerType").String() == "touch" }

func (in *webInput) down(e js.Value) {
	in.canvas.Call("setPointerCapture", e.Get("pointerId"))
	if !isTouch(e) {
		in.mouse(window.OnMouseDown, e, window.MouseButton(e.Get("button").Int()))
		return
	}
	x, y := at(e)
	in.touches[e.Get("pointerId").Int()] = touchPoint{x, y}
	switch len(in.touches) {
	case 1:
		in.cursor(e)
		in.mouse(window.OnMouseDown, e, window.MouseButtonLeft)
	case 2:
		// A second finger: no click or turn with the first; pinch and pan.
		in.a.ptr = pointer{}
		in.pinch, in.mid = in.spread()
	}
}

func (in *webInput) move(e js.Value) {
	if !isTouch(e) {
		in.cursor(e)
		return
	}
	id := e.Get("pointerId").Int()
	if _, ok := in.touches[id]; !ok {
		return
	}
	x, y := at(e)
	in.touches[id] = touchPoint{x, y}
	if len(in.touches) == 1 {
		in.cursor(e)
		return
	}
	d, mid := in.spread()
	if in.pinch > 0 && d > 0 {
		in.a.zoom(in.pinch / d)
	}
	_, _, _, h := in.a.viewport()
	in.a.orbit.Pan(mid.x-in.mid.x, mid.y-in.mid.y, float64(h))
	in.a.updateCamera()
	in.pinch, in.mid = d, mid
}

func (in *webInput) up(e js.Value) {
	if !isTouch(e) {
		in.mouse(window.OnMouseUp, e, window.MouseButton(e.Get("button").Int()))
		return
	}
	id := e.Get("pointerId").Int()
	if _, ok := in.touches[id]; !ok {
		return
	}
	n := len(in.touches)
	delete(in.touches, id)
	if n == 1 {
		in.mouse(window.OnMouseUp, e, window.MouseButtonLeft)
		in.a.endHover() // a finger leaves no hover behind: the tapped cell is not kept lit
	}
}

func (in *webInput) cancel(e js.Value) {
	delete(in.touches, e.Get("pointerId").Int())
	in.a.ptr = pointer{}
}

// spread returns the distance between the first two fingers and their
// midpoint.
func (in *webInput) spread() (float64, touchPoint) {
	var pts []touchPoint
	for _, p := range in.touches {
		pts = append(pts, p)
		if len(pts) == 2 {
			break
		}
	}
	if len(pts) < 2 {
		return 0, touchPoint{}
	}
	return math.Hypot(pts[0].x-pts[1].x, pts[0].y-pts[1].y), touchPoint{(pts[0].x + pts[1].x) / 2, (pts[0].y + pts[1].y) / 2}
}

// runLoop runs the frame loop on the page's animation frames; a frame not
// drawn leaves the canvas as it was.
func runLoop(a *App) {
	a.g3n.Run(func(*renderer.Renderer, time.Duration) { a.frame() })
}
