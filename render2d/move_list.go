package render2d

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/play"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// MoveList is the panel's list of moves, a part of the app that owns its state: the line at
// its top, the position it last followed, and a press on it (a drag scrolls the list, a tap
// goes to the move tapped). The app gives it its place on the screen each tick (Place); it
// reads no device (Update takes the tick's Input) and knows nothing of the session but the
// moves it is handed.
type MoveList struct {
	area  layout.Rect
	row   float64 // a line's height
	scale float64
	top   int       // the first line shown
	ply   int       // the position the list last followed, -1 before the first
	press listPress // a finger or the mouse held down on the list
}

// listPress is a finger or the mouse held down on the move list.
type listPress struct {
	active  bool
	mouse   bool
	touch   ebiten.TouchID
	start   layout.Point
	top     int // the list's first line when the press began
	dragged bool
}

// newMoveList returns an empty list with no place yet.
func newMoveList() MoveList { return MoveList{ply: -1} }

// Place gives the list its area, its lines' height (device pixels) and the scale.
func (l *MoveList) Place(area layout.Rect, row, scale float64) {
	l.area, l.row, l.scale = area, row, scale
}

// Lines returns how many lines fit.
func (l *MoveList) Lines() int {
	if l.area.Empty() || l.row <= 0 {
		return 0
	}
	return int(l.area.Dy() / l.row)
}

// Top returns the first line shown (0: the first move).
func (l *MoveList) Top() int { return l.top }

// LineAt returns the line (0: the first move) at p, if p is on the list.
func (l *MoveList) LineAt(p layout.Point) (int, bool) {
	if !l.area.Contains(p) || l.row <= 0 {
		return 0, false
	}
	return l.top + int((p.Y-l.area.Min.Y)/l.row), true
}

// Scroll scrolls by n lines (negative: up) within a list of total moves, and reports whether
// the list moved.
func (l *MoveList) Scroll(n, total int) bool {
	top := max(min(l.top+n, total-l.Lines()), 0)
	if top == l.top {
		return false
	}
	l.top = top
	return true
}

// Follow scrolls the list so that the move of position ply shows, when ply has changed, and
// so that the list of total moves never ends in blank lines while earlier moves are scrolled
// out of sight (the list has room for more once the window grows).
func (l *MoveList) Follow(ply, total int) {
	n := l.Lines()
	if n == 0 {
		return
	}
	l.top = max(min(l.top, total-n), 0)
	if ply == l.ply {
		return
	}
	l.ply = ply
	cur := max(ply-1, 0)
	if cur < l.top {
		l.top = cur
	} else if cur >= l.top+n {
		l.top = cur - n + 1
	}
}

// Update follows a press on the list, in a list of total moves. began reports whether a
// press began on the list in this tick (nothing else should take it); tapped, that a tap
// ended on line (0: the first move; a line past the moves is not tapped); scrolled, that a
// drag moved the list.
func (l *MoveList) Update(in Input, total int) (began bool, line int, tapped, scrolled bool) {
	lp := &l.press
	if !lp.active {
		if t, ok := in.NewTouch(); ok {
			began = l.begin(t.At, false, t.ID)
		} else if in.MousePressed {
			began = l.begin(in.Pointer, true, 0)
		}
	}
	if !lp.active {
		return began, 0, false, false
	}
	var at layout.Point
	released := false
	if lp.mouse {
		at, released = in.Pointer, !in.MouseDown
	} else if t, on := in.Touch(lp.touch); on {
		at, released = t.At, t.Released
	} else {
		at, released = lp.start, true // the finger is gone without a word: it was lifted
	}
	dy := lp.start.Y - at.Y
	if math.Abs(dy) > dragThreshold*l.scale {
		lp.dragged = true
	}
	if lp.dragged && l.row > 0 {
		scrolled = l.Scroll(lp.top+int(math.Round(dy/l.row))-l.top, total)
	}
	if released {
		lp.active = false
		if !lp.dragged {
			if i, ok := l.lineAtStart(); ok && i < total {
				return began, i, true, scrolled
			}
		}
	}
	return began, 0, false, scrolled
}

// lineAtStart is the line where the press began, with the list scrolled as it was then.
func (l *MoveList) lineAtStart() (int, bool) {
	if !l.area.Contains(l.press.start) || l.row <= 0 {
		return 0, false
	}
	return l.press.top + int((l.press.start.Y-l.area.Min.Y)/l.row), true
}

// begin starts a press at p if p is on the list.
func (l *MoveList) begin(p layout.Point, mouse bool, id ebiten.TouchID) bool {
	if !l.area.Contains(p) {
		return false
	}
	l.press = listPress{active: true, mouse: mouse, touch: id, start: p, top: l.top}
	return true
}

// Draw draws the list: number, player, move, "+N" where N other variations branch off at the
// move, "*" where its position has a note, and the bot's rule; the move of position ply
// highlighted, the moves ahead (taken back) faded, the line under the pointer (hover, when
// the pointer is in the window) shaded. setup is the number of stones of a game's setup,
// said when there are no moves yet.
func (l *MoveList) Draw(dst *ebiten.Image, th Theme, font float64, moves []session.MoveInfo, ply, setup int, pointer layout.Point, hover bool) {
	r := l.area
	if r.Empty() {
		return
	}
	s := l.scale
	fill(dst, roundRect(r, 6*s), th.Background)
	if len(moves) == 0 {
		empty := "The moves will be listed here."
		if setup > 0 {
			empty = "From a position of " + play.Count(setup, "stone") + "."
		}
		drawText(dst, empty, font, layout.Point{X: r.Min.X + 8*s, Y: r.Min.Y + l.row/2}, text.AlignStart, th.Disabled)
		return
	}
	for i := l.top; i < len(moves) && i < l.top+l.Lines(); i++ {
		m := moves[i]
		y := r.Min.Y + float64(i-l.top)*l.row
		line := layout.Rect{Min: layout.Point{X: r.Min.X, Y: y}, Max: layout.Point{X: r.Max.X, Y: y + l.row}}
		fg := th.Text
		if m.Ahead {
			fg = th.Disabled
		}
		if m.Ply == ply {
			fill(dst, roundRect(line, 4*s), mix(th.Bar, th.Stone[m.Player], 0.18))
		} else if hover && line.Contains(pointer) {
			fill(dst, roundRect(line, 4*s), th.Bar)
		}
		mid := line.Center().Y
		drawText(dst, fmt.Sprintf("%d.", m.Ply), font, layout.Point{X: r.Min.X + 34*s, Y: mid}, text.AlignEnd, th.Label)
		clr := th.Stone[m.Player]
		if m.Ahead {
			clr = mix(clr, th.Background, 0.6)
		}
		disc(dst, layout.Point{X: r.Min.X + 46*s, Y: mid}, 5*s, clr)
		drawText(dst, m.Name, font, layout.Point{X: r.Min.X + 58*s, Y: mid}, text.AlignStart, fg)
		// A branch: "+N", the other variations at this move; a note: "*".
		tags := ""
		if m.Variations > 1 {
			tags = fmt.Sprintf("+%d", m.Variations-1)
		}
		if m.Commented {
			tags += " *"
		}
		if tags != "" {
			drawText(dst, tags, font*0.85, layout.Point{X: r.Min.X + 92*s, Y: mid}, text.AlignStart, th.Label)
		}
		if m.Rule != "" {
			tag, size := fitText("rule "+m.Rule, font*0.85, r.Max.X-(r.Min.X+122*s)-8*s)
			drawText(dst, tag, size, layout.Point{X: r.Max.X - 8*s, Y: mid}, text.AlignEnd, th.Label)
		}
	}
}
