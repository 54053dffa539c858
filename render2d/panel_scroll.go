package render2d

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

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
func (a *App) listInput() bool {
	lp := &a.listPress
	began := false
	if !lp.active {
		if ids := inpututil.AppendJustPressedTouchIDs(nil); len(ids) > 0 {
			x, y := ebiten.TouchPosition(ids[0])
			began = a.beginListPress(layout.Point{X: float64(x), Y: float64(y)}, false, ids[0])
		} else if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
			began = a.beginListPress(a.pointer, true, 0)
		}
	}
	if !lp.active {
		return began
	}
	var at layout.Point
	released := false
	if lp.mouse {
		at, released = a.pointer, !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	} else {
		x, y := ebiten.TouchPosition(lp.touch)
		if released = inpututil.IsTouchJustReleased(lp.touch); released {
			x, y = inpututil.TouchPositionInPreviousTick(lp.touch)
		}
		at = layout.Point{X: float64(x), Y: float64(y)}
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
