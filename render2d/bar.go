package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// barView is what the status bar shows.
type barView struct {
	player  core.Player // the colour of the dot before the text
	text    string
	shown   [4]bool // by layout.Action
	enabled [4]bool
	hovered layout.Action
	hover   bool // the pointer is over button hovered
}

// drawBar draws the status bar: a dot in the colour of the player the status is about, the
// status text, and the buttons, greyed out where they would do nothing.
func drawBar(dst *ebiten.Image, th Theme, sc layout.Screen, v barView) {
	fill(dst, polygon(rectPoints(sc.Bar)), th.Bar)
	st := sc.Status
	mid := st.Center().Y
	r := sc.StatusFont * 0.38
	x := st.Min.X + r
	if v.player != core.NoPlayer {
		disc(dst, layout.Point{X: x, Y: mid}, r, th.Stone[v.player])
		x += r + sc.StatusFont*0.6
	}
	s, size := fitText(v.text, sc.StatusFont, st.Max.X-x)
	drawText(dst, s, size, layout.Point{X: x, Y: mid}, text.AlignStart, th.Text)
	for _, b := range sc.Buttons {
		if !v.shown[b.Action] {
			continue
		}
		bg, fg := th.Button, th.ButtonText
		if !v.enabled[b.Action] {
			fg = th.Disabled
		} else if v.hover && v.hovered == b.Action {
			bg = th.Bar
		}
		path := roundRect(b.Rect, 6*sc.Scale)
		fill(dst, path, bg)
		stroke(dst, path, max(1, sc.Scale), th.CellEdge)
		label, size := fitText(b.Action.String(), sc.StatusFont*0.9, b.Rect.Dx()-4*sc.Scale)
		drawText(dst, label, size, b.Rect.Center(), text.AlignCenter, fg)
	}
}

// rectPoints returns the corners of r.
func rectPoints(r layout.Rect) []layout.Point {
	return []layout.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}}
}
