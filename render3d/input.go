package render3d

import (
	"math"

	"github.com/g3n/engine/window"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/geom"
)

// pointer is the state of a press of the mouse (or a finger) on the cube.
type pointer struct {
	down         bool
	pan          bool // the drag pans instead of turning
	moved        bool // it moved far enough to be a drag, not a click
	startX       float64
	startY       float64
	lastX, lastY float64
}

// clickSlop is how far (in control pixels) a press may move and still be a
// click.
const clickSlop = 6

// listen subscribes to the window's pointer, wheel and key events. On the
// desktop GLFW sends them in window coordinates; the page sends them in
// device pixels (its scale is 1).
func (a *App) listen() {
	win := a.window()
	win.Subscribe(window.OnMouseDown, func(_ string, ev interface{}) {
		e := ev.(*window.MouseEvent)
		x, y := a.toDevice(e.Xpos, e.Ypos)
		a.pointerDown(x, y, e.Button == window.MouseButtonRight || e.Button == window.MouseButtonMiddle || e.Mods&window.ModShift != 0)
	})
	win.Subscribe(window.OnMouseUp, func(_ string, ev interface{}) {
		e := ev.(*window.MouseEvent)
		x, y := a.toDevice(e.Xpos, e.Ypos)
		a.pointerUp(x, y)
	})
	win.Subscribe(window.OnCursor, func(_ string, ev interface{}) {
		e := ev.(*window.CursorEvent)
		x, y := a.toDevice(e.Xpos, e.Ypos)
		a.pointerMove(x, y)
	})
	win.Subscribe(window.OnScroll, func(_ string, ev interface{}) {
		dy := float64(ev.(*window.ScrollEvent).Yoffset)
		if a.ui.contains(a.cursorX, a.cursorY) {
			// Over the controls the wheel scrolls the move list, never the cube.
			a.ui.scrollMoves(int(math.Copysign(math.Max(1, math.Round(math.Abs(dy))), dy)))
			return
		}
		a.zoom(math.Pow(0.9, dy))
	})
	win.Subscribe(window.OnKeyDown, func(_ string, ev interface{}) { a.keyDown(ev.(*window.KeyEvent)) })
	win.Subscribe(window.OnKeyRepeat, func(_ string, ev interface{}) { a.keyDown(ev.(*window.KeyEvent)) })
	listenPlatform(a)
}

// toDevice converts window coordinates to device pixels.
func (a *App) toDevice(x, y float32) (float64, float64) {
	sx, sy := a.window().GetScale()
	return float64(x) * sx, float64(y) * sy
}

// pointerDown starts a press at (x, y) in device pixels.
func (a *App) pointerDown(x, y float64, pan bool) {
	a.touch() // the controls may show the press
	if a.ui.contains(x, y) {
		return
	}
	a.ptr = pointer{down: true, pan: pan, startX: x, startY: y, lastX: x, lastY: y}
}

// pointerMove follows the pointer: a drag turns or pans the camera, a hover
// highlights the cell under the pointer and its mirror.
func (a *App) pointerMove(x, y float64) {
	a.cursorX, a.cursorY = x, y
	if !a.ptr.down {
		a.hoverAt(x, y)
		return
	}
	if math.Hypot(x-a.ptr.startX, y-a.ptr.startY) > clickSlop*a.uiScale {
		a.ptr.moved = true
	}
	if !a.ptr.moved {
		return
	}
	dx, dy := x-a.ptr.lastX, y-a.ptr.lastY
	a.ptr.lastX, a.ptr.lastY = x, y
	_, _, _, h := a.viewport()
	if a.ptr.pan {
		a.orbit.Pan(dx, dy, float64(h))
	} else {
		a.orbit.Rotate(dx, dy, float64(h))
	}
	a.updateCamera()
}

// pointerUp ends a press: one that did not move is a click, which plays the
// cell under it.
func (a *App) pointerUp(x, y float64) {
	a.touch()
	p := a.ptr
	a.ptr = pointer{}
	if !p.down || p.moved {
		return
	}
	a.clickAt(x, y)
}

// pointAt returns the cell's point under (x, y) in device pixels.
func (a *App) pointAt(x, y float64) (trunc.Point, bool) {
	vx, vy, w, h := a.viewport()
	if x < float64(vx) || y < float64(vy) || a.ui.contains(x, y) {
		return trunc.Point{}, false
	}
	return a.sc.pick(a.orbit.Ray(x-float64(vx), y-float64(vy), float64(w), float64(h)))
}

// hoverAt highlights the cell under (x, y) and its mirror.
func (a *App) hoverAt(x, y float64) {
	p, ok := a.pointAt(x, y)
	if ok == a.hoverOK && p == a.hover {
		return
	}
	a.hover, a.hoverOK = p, ok
	a.sc.setHover(a.s.Game().Board(), a.view, p, ok)
	a.touch()
}

// endHover takes the hover highlight off, as when a finger is lifted (touch has no hover).
func (a *App) endHover() {
	a.hoverOK = false
	a.sc.setHover(a.s.Game().Board(), a.view, a.hover, false)
	a.touch()
}

// clickAt plays the cell under (x, y), if a human is to move.
func (a *App) clickAt(x, y float64) {
	p, ok := a.pointAt(x, y)
	if !ok {
		return
	}
	a.play(a.s.Game().Board().CellAt(p))
}

// zoom moves the camera closer (factor < 1) or farther.
func (a *App) zoom(factor float64) {
	w := a.view.WallDistance(max(a.size, 1))
	a.orbit.Zoom(factor, w*1.2, a.fitted.Distance*4)
	a.updateCamera()
}

// keyDown handles the keyboard: arrows turn the camera (with Shift they
// pan), + and - zoom, Home resets the view; U undo, R redo, N a new game; S
// the slicing axis, [ and ] (or Page Down and Page Up) move the plane; E the
// explosion, T see-through empty cells; C the colour a move gives under the
// variant rule; H hides the controls.
func (a *App) keyDown(e *window.KeyEvent) {
	_, _, _, hv := a.viewport()
	h := float64(hv)
	step := h / 12 // 15°
	shift := e.Mods&window.ModShift != 0
	move := func(dx, dy float64) {
		if shift {
			a.orbit.Pan(dx, dy, h)
		} else {
			a.orbit.Rotate(dx, dy, h)
		}
		a.updateCamera()
	}
	switch e.Key {
	case window.KeyLeft:
		move(-step, 0)
	case window.KeyRight:
		move(step, 0)
	case window.KeyUp:
		move(0, -step)
	case window.KeyDown:
		move(0, step)
	case window.KeyEqual, window.KeyKPAdd:
		a.zoom(0.85)
	case window.KeyMinus, window.KeyKPSubtract:
		a.zoom(1 / 0.85)
	case window.KeyHome, window.Key0:
		a.resetCamera()
	case window.KeyU:
		a.undo()
	case window.KeyR:
		a.redo()
	case window.KeyN:
		a.newGame(a.ui.setup)
	case window.KeyS:
		a.setView(a.view.CycleSlice())
	case window.KeyLeftBracket, window.KeyPageDown:
		a.setView(a.view.StepSlice(-1, a.size))
	case window.KeyRightBracket, window.KeyPageUp:
		a.setView(a.view.StepSlice(1, a.size))
	case window.KeyE:
		a.setView(a.view.SetExplode(nextExplode(a.view.Explode)))
	case window.KeyT:
		a.toggleSeeThrough()
	case window.KeyC:
		a.cyclePaint()
	case window.KeyH:
		a.ui.show(!a.ui.shown)
	}
	a.touch()
}

// nextExplode steps the explosion through 0, 0.5, 1 and 1.5.
func nextExplode(e float64) float64 {
	next := math.Floor(e*2+1e-9)/2 + 0.5
	if next > geom.MaxExplode+1e-9 {
		return 0
	}
	return next
}
