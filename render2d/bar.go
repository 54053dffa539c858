package render2d

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// drawBar draws the status bar: a dot in the colour of the player the status is about, the
// status text (or a note, for a few seconds), a spinner while a bot thinks, and on a narrow
// window the menu button.
func (a *App) drawBar(dst *ebiten.Image) {
	sc, th := a.sc, a.theme
	if sc.Bar.Empty() {
		return
	}
	a.spinPlaced = spinnerState{}
	fill(dst, rectPoints(sc.Bar), th.Bar)
	st := a.s.Status()
	msg, clr, who := st.Text, th.Text, st.Player
	if a.notice.Shown(a.ticks) {
		msg, who = a.notice.Text, core.NoPlayer
		if a.notice.Bad {
			clr = th.StoneEdge[core.Red]
		}
	}
	area := sc.Status
	mid := area.Center().Y
	r := sc.StatusFont * 0.38
	x := area.Min.X + r
	if who != core.NoPlayer {
		disc(dst, layout.Point{X: x, Y: mid}, r, th.Stone[who])
		x += r + sc.StatusFont*0.6
	}
	right := area.Max.X
	if spin := a.shown.spin; spin > 0 {
		c := layout.Point{X: right - sc.StatusFont*0.8, Y: mid}
		sp := newSpinner(c, sc.StatusFont*0.55, th, who)
		if a.OnSpinner != nil {
			a.spinPlaced = spinnerState{sp: sp, shown: true}
		} else {
			sp.draw(dst, spin-1)
		}
		right = c.X - sc.StatusFont
	}
	if w := right - x; text.Advance(msg, face(sc.StatusFont*0.8)) > w && area.Dy() >= 2.4*sc.StatusFont {
		// A long message (an error) takes two smaller lines.
		size := sc.StatusFont * 0.8
		lines := wrap(msg, size, w, 2)
		lineH := size * 1.3
		top := mid - lineH*float64(len(lines))/2
		drawLines(dst, lines, size, lineH, layout.Rect{Min: layout.Point{X: x, Y: top}, Max: layout.Point{X: right, Y: area.Max.Y}}, clr)
	} else {
		s, size := fitText(msg, sc.StatusFont, right-x)
		drawText(dst, s, size, layout.Point{X: x, Y: mid}, text.AlignStart, clr)
	}
	for _, b := range sc.Buttons {
		if b.Action == layout.Menu {
			a.drawButton(dst, b, "", buttonLook{enabled: true, hovered: a.isHovered(b), active: a.drawerOpen})
		}
	}
}

// drawToolbar draws the row of buttons under the board (narrow windows, read-only boards).
func (a *App) drawToolbar(dst *ebiten.Image) {
	if a.sc.Toolbar.Empty() {
		return
	}
	fill(dst, rectPoints(a.sc.Toolbar), a.theme.Bar)
	if c := a.sc.Counter; !c.Empty() {
		ply, all := a.s.Ply()
		label, size := fitText(fmt.Sprintf("%d / %d", ply, all), a.sc.StatusFont, c.Dx())
		drawText(dst, label, size, c.Center(), text.AlignCenter, a.theme.Text)
	}
	for _, b := range a.sc.Buttons {
		if b.Rect.Min.Y >= a.sc.Toolbar.Min.Y && b.Rect.Max.Y <= a.sc.Toolbar.Max.Y && !(a.sc.Drawer && a.sc.Panel.Contains(b.Rect.Center())) {
			label := b.Action.String()
			if b.Action == layout.Send {
				label = "Send" // "Send move" does not fit a phone's toolbar
			}
			a.drawButton(dst, b, label, buttonLook{enabled: a.enabled(b.Action), hovered: a.isHovered(b), primary: b.Action == layout.Send})
		}
	}
}

// isHovered reports whether the pointer is over button b (and b is enabled).
func (a *App) isHovered(b layout.Button) bool {
	return a.hovering && a.hovered == b
}

// rectPoints returns the corners of r.
func rectPoints(r layout.Rect) []layout.Point {
	return []layout.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}}
}
