package render2d

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

// listPress is a finger or the mouse held down on the move list: a drag scrolls the list, a
// tap goes to the move tapped.
type listPress struct {
	active  bool
	mouse   bool
	touch   ebiten.TouchID
	start   layout.Point
	top     int // the list's first line when the press began
	dragged bool
}

// listInput follows a press on the move list; it reports whether this tick's new press began
// there (so that nothing else takes it).
func (a *App) listInput(in Input) bool {
	lp := &a.listPress
	began := false
	if !lp.active {
		if t, ok := in.NewTouch(); ok {
			began = a.beginListPress(t.At, false, t.ID)
		} else if in.MousePressed {
			began = a.beginListPress(a.pointer, true, 0)
		}
	}
	if !lp.active {
		return began
	}
	var at layout.Point
	released := false
	if lp.mouse {
		at, released = a.pointer, !in.MouseDown
	} else if t, on := in.Touch(lp.touch); on {
		at, released = t.At, t.Released
	} else {
		at, released = lp.start, true // the finger is gone without a word: it was lifted
	}
	dy := lp.start.Y - at.Y
	if math.Abs(dy) > dragThreshold*a.scale {
		lp.dragged = true
	}
	if lp.dragged && a.sc.ListRow > 0 {
		a.scrollList(lp.top + int(math.Round(dy/a.sc.ListRow)) - a.listTop)
	}
	if released {
		lp.active = false
		if !lp.dragged {
			if i, ok := a.sc.ListLine(lp.start, a.listTop); ok {
				if _, all := a.s.Ply(); i < all {
					a.s.GoTo(i + 1)
				}
			}
		}
	}
	return began
}

// beginListPress starts a press at p if p is on the move list.
func (a *App) beginListPress(p layout.Point, mouse bool, id ebiten.TouchID) bool {
	if a.dialog != nil || !a.sc.List.Contains(p) {
		return false
	}
	a.listPress = listPress{active: true, mouse: mouse, touch: id, start: p, top: a.listTop}
	return true
}
