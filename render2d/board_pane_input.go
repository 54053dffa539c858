package render2d

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// dragThreshold is how far (CSS pixels) a press must move to become a drag: a tap that
// wobbles less than this still plays its cell, and a drag never plays one.
const dragThreshold = 6.0

// press is a mouse button or finger held down on the board.
type press struct {
	active   bool
	touch    ebiten.TouchID
	mouse    bool
	start    layout.Point
	last     layout.Point
	dragging bool
	since    time.Time // when it began
}

// longPress is how long a press is held to inspect its cell instead of playing it, when the
// board's Inspect is on.
const longPress = 500 * time.Millisecond

// Update takes this tick's pointer, touches and keys over the board: it moves the hover and
// the keyboard cursor, pans or turns the view on a drag, and returns the cell that a tap, a
// click or Enter/Space played (ok=false if none). playing says whether a person may move now;
// when not, taps and keys play nothing but drags still pan.
func (bv *BoardPane) Update(in Input, playing bool) (cell core.Cell, ok bool) {
	p := in.Pointer
	bv.pointer = p
	bv.pointerIn = bv.scene.Clip.Contains(p)

	pinching := bv.zoomInput(in)
	// A new press on the board.
	if !bv.press.active && !pinching {
		if t, ok := in.NewTouch(); ok {
			bv.startPress(t.At, false, t.ID, in.Now)
		} else if in.MousePressed {
			bv.startPress(p, true, 0, in.Now)
		}
	}
	// The press moving, and ending.
	if bv.press.active {
		pr := &bv.press
		var at layout.Point
		var released bool
		if pr.mouse {
			at, released = p, in.MouseReleased || !in.MouseDown
		} else if t, on := in.Touch(pr.touch); on {
			at, released = t.At, t.Released
		} else {
			at, released = pr.last, true // the finger is gone without a word: it was lifted
		}
		if !pr.dragging && math.Hypot(at.X-pr.start.X, at.Y-pr.start.Y) > dragThreshold*bv.scale {
			pr.dragging = true
		}
		if pr.dragging && at != pr.last {
			if bv.zoom.Factor > 1 {
				bv.setZoom(bv.zoom.Moved(at.X-pr.last.X, at.Y-pr.last.Y)) // a zoomed board moves under the finger
			} else {
				bv.pan(pr.last, at)
			}
			pr.last = at
		}
		if released {
			pr.active = false
			if o, on := bv.scene.Overview(); on && !pr.dragging && o.Box.Contains(pr.start) {
				// A tap on the overview of a zoomed board shows that part of it.
				bv.setZoom(bv.zoom.CenteredOn(o.Unmap(pr.start), bv.scene.Shown))
			} else if !pr.dragging && bv.Inspect && in.Now.Sub(pr.since) >= longPress {
				// A long press inspects the cell (the app says what it knows of it).
				if c, hit := bv.CellAt(pr.start); hit {
					bv.inspected, bv.inspecting = c, true
					bv.gen++
				}
			} else if !pr.dragging && playing {
				if c, hit := bv.CellAt(pr.start); hit {
					cell, ok = c, true
				}
			}
			if !pr.mouse {
				bv.pointerIn = false // no hover after a tap
			}
		}
	}

	// The hover: the cell under the mouse, when no drag is going on.
	hover := [2]int{}
	if o, on := bv.scene.Overview(); bv.pointerIn && !(bv.press.active && bv.press.dragging) && !(on && o.Box.Contains(p)) {
		if col, row, hit := bv.scene.CellAt(p); hit {
			hover = [2]int{col, row}
		}
	}
	if hover != bv.hover {
		bv.hover = hover
		bv.gen++
	}

	if c, played := bv.keys(in, playing); played && !ok {
		cell, ok = c, true
	}
	return cell, ok
}

// startPress begins a press at p if p is on the board.
func (bv *BoardPane) startPress(p layout.Point, mouse bool, id ebiten.TouchID, now time.Time) {
	if !bv.scene.Clip.Contains(p) {
		return
	}
	bv.press = press{active: true, mouse: mouse, touch: id, start: p, last: p, since: now}
	if bv.inspecting {
		bv.inspecting = false
		bv.gen++
	}
	if bv.cursorOn {
		bv.cursorOn = false
		bv.gen++
	}
}

// pan moves the view by a drag from a to b.
func (bv *BoardPane) pan(a, b layout.Point) {
	dx, dy := bv.scene.PanBy(a, b)
	if dx == 0 && dy == 0 {
		return
	}
	v := bv.view
	v.PanX += dx
	v.PanY += dy
	bv.SetView(v)
	bv.moved = true
}

// keys moves the keyboard cursor with the arrow keys and returns its cell when Enter or
// Space is pressed (and a person may move).
func (bv *BoardPane) keys(in Input, playing bool) (core.Cell, bool) {
	dx, dy := 0, 0
	switch {
	case in.Repeats(ebiten.KeyArrowLeft):
		dx = -1
	case in.Repeats(ebiten.KeyArrowRight):
		dx = 1
	case in.Repeats(ebiten.KeyArrowUp):
		dy = -1
	case in.Repeats(ebiten.KeyArrowDown):
		dy = 1
	}
	if dx != 0 || dy != 0 {
		if !bv.cursorOn {
			// The cursor appears where the pointer is, or in the middle of the board.
			bv.cursorOn = true
			if bv.hover != [2]int{} {
				bv.cursor = bv.hover
			} else {
				bv.cursor = [2]int{(bv.board.Cols() + 1) / 2, (bv.board.Rows() + 1) / 2}
			}
		} else {
			col, row := bv.scene.Step(bv.cursor[0], bv.cursor[1], dx, dy)
			bv.cursor = [2]int{col, row}
		}
		bv.followCursor()
		bv.gen++
	}
	if bv.cursorOn && playing && in.JustPressed(ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace) {
		return bv.board.Cell(bv.cursor[0], bv.cursor[1]), true
	}
	return core.NoCell, false
}

// followCursor moves a zoomed board so that the keyboard cursor stays on the screen.
func (bv *BoardPane) followCursor() {
	if _, in := bv.scene.CellCenter(bv.cursor[0], bv.cursor[1]); in {
		return
	}
	o, zoomed := bv.scene.Overview()
	if !zoomed {
		return
	}
	if c, ok := o.Fit.CellCenter(bv.cursor[0], bv.cursor[1]); ok {
		bv.setZoom(bv.zoom.CenteredOn(c, bv.scene.Shown))
	}
}

// Cursor returns the keyboard cursor's cell, and ok=false while it is hidden.
func (bv *BoardPane) Cursor() (core.Cell, bool) {
	if !bv.cursorOn {
		return core.NoCell, false
	}
	return bv.board.Cell(bv.cursor[0], bv.cursor[1]), true
}

// Hover returns the cell under the pointer, and ok=false if none.
func (bv *BoardPane) Hover() (core.Cell, bool) {
	if bv.hover == [2]int{} {
		return core.NoCell, false
	}
	return bv.board.Cell(bv.hover[0], bv.hover[1]), true
}

// Dragging reports whether a drag is going on (the app should not act on the pointer then).
func (bv *BoardPane) Dragging() bool { return bv.press.active && bv.press.dragging }

// Inspected returns the cell a long press inspected last (until the next press), and false if
// none.
func (bv *BoardPane) Inspected() (core.Cell, bool) {
	return bv.inspected, bv.inspecting
}
