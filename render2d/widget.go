package render2d

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

// The app's widgets are drawn immediately from the layout's rectangles: a button (a label or
// an icon), a setting row (a label, a value and two arrows), wrapped text.

// buttonLook is how a button is drawn.
type buttonLook struct {
	enabled, hovered bool
	primary          bool // the dialog's Start: filled with the text colour
	active           bool // a toggle that is on, or the open drawer's menu button
}

// drawButton draws a rounded button with a label, or the icon of its action.
func (a *App) drawButton(dst *ebiten.Image, b layout.Button, label string, look buttonLook) {
	th, s := a.theme, a.scale
	bg, fg := th.Button, th.ButtonText
	switch {
	case look.primary && look.enabled:
		bg, fg = th.Text, th.Button
		if look.hovered {
			bg = mix(th.Text, th.Label, 0.5)
		}
	case !look.enabled:
		fg = th.Disabled
	case look.hovered || look.active:
		bg = th.Bar
	}
	path := roundRect(b.Rect, 6*s)
	fill(dst, path, bg)
	stroke(dst, path, max(1, s), mix(th.CellEdge, th.Bar, 0.3))
	if drawIcon(dst, b.Action, b.Dir, b.Rect, fg, s) {
		return
	}
	size := min(a.sc.StatusFont*0.9, b.Rect.Dy()*0.5)
	label, size = fitText(label, size, b.Rect.Dx()-6*s)
	drawText(dst, label, size, b.Rect.Center(), text.AlignCenter, fg)
}

// drawIcon draws the icon of the steps, the menu and the settings' arrows; it reports false
// for an action drawn with a label.
func drawIcon(dst *ebiten.Image, act layout.Action, dir int, r layout.Rect, clr color.Color, scale float64) bool {
	c := r.Center()
	h := min(r.Dy(), r.Dx()) * 0.22 // half the icon's height
	tri := func(x float64, left bool) {
		w := h * 1.1
		if left {
			fill(dst, []layout.Point{{X: x + w, Y: c.Y - h}, {X: x + w, Y: c.Y + h}, {X: x, Y: c.Y}}, clr)
		} else {
			fill(dst, []layout.Point{{X: x, Y: c.Y - h}, {X: x, Y: c.Y + h}, {X: x + w, Y: c.Y}}, clr)
		}
	}
	bar := func(x float64) {
		w := max(1.5*scale, h*0.28)
		fill(dst, rectPoints(layout.Rect{Min: layout.Point{X: x, Y: c.Y - h}, Max: layout.Point{X: x + w, Y: c.Y + h}}), clr)
	}
	w := h * 1.1
	switch {
	case dir < 0:
		tri(c.X-w/2, true)
	case dir > 0:
		tri(c.X-w/2, false)
	case act == layout.First:
		bar(c.X - w/2 - h*0.4)
		tri(c.X-w/2+h*0.05, true)
	case act == layout.Prev:
		tri(c.X-w/2, true)
	case act == layout.Next:
		tri(c.X-w/2, false)
	case act == layout.Last:
		tri(c.X-w/2-h*0.05, false)
		bar(c.X + w/2 + h*0.4 - max(1.5*scale, h*0.28))
	case act == layout.Menu:
		lw := max(2*scale, h*0.3)
		for _, dy := range []float64{-h * 0.9, 0, h * 0.9} {
			fill(dst, rectPoints(layout.Rect{Min: layout.Point{X: c.X - h*1.2, Y: c.Y + dy - lw/2}, Max: layout.Point{X: c.X + h*1.2, Y: c.Y + dy + lw/2}}), clr)
		}
	default:
		return false
	}
	return true
}

// drawSetting draws a setting row: its label, its value and the arrows that cycle it.
func (a *App) drawSetting(dst *ebiten.Image, st layout.Setting, label, value string, enabled bool, selected bool) {
	th, s := a.theme, a.scale
	font := a.sc.Font
	if selected {
		fill(dst, roundRect(layout.Rect{Min: st.Label.Min.Add(layout.Point{X: -4 * s}), Max: st.Next.Max.Add(layout.Point{X: 4 * s})}, 6*s), th.Bar)
	}
	l, size := fitText(label, font, st.Label.Dx()-4*s)
	drawText(dst, l, size, layout.Point{X: st.Label.Min.X, Y: st.Label.Center().Y}, text.AlignStart, th.Label)
	fill(dst, roundRect(st.Value, 4*s), th.Background)
	fg := th.Text
	if !enabled {
		fg = th.Disabled
	}
	v, vsize := fitText(value, font, st.Value.Dx()-6*s)
	drawText(dst, v, vsize, st.Value.Center(), text.AlignCenter, fg)
	for _, b := range []layout.Button{{Action: st.Action, Rect: st.Prev, Dir: -1}, {Action: st.Action, Rect: st.Next, Dir: +1}} {
		look := buttonLook{enabled: enabled, hovered: a.hovering && a.hovered.Rect == b.Rect}
		a.drawButton(dst, b, "", look)
	}
}

// wrap cuts s into lines of at most width pixels at the given font size, breaking between
// words (a word longer than a line is cut with an ellipsis) and at each newline, and at most
// maxLines lines (the last one ending with an ellipsis if the text goes on).
func wrap(s string, size, width float64, maxLines int) []string {
	var lines []string
	paras := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, para := range paras {
		if i > 0 && strings.TrimSpace(para) == "" {
			lines = append(lines, "")
			continue
		}
		lines = append(lines, wrapWords(para, size, width)...)
	}
	if maxLines > 0 && len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = shorten(lines[maxLines-1]+" …", size, width)
	}
	return lines
}

// wrapWords cuts a paragraph into lines of at most width pixels, between words.
func wrapWords(s string, size, width float64) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if text.Advance(try, face(size)) <= width || cur == "" {
			cur = try
			continue
		}
		lines = append(lines, cur)
		cur = word
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	for i, l := range lines {
		lines[i] = shorten(l, size, width)
	}
	return lines
}

// shorten cuts s with an ellipsis until it is at most width pixels wide at size.
func shorten(s string, size, width float64) string {
	for r := []rune(s); len(r) > 2 && text.Advance(s, face(size)) > width; r = []rune(s) {
		s = string(r[:len(r)-2]) + "…"
	}
	return s
}

// drawLines draws lines of text from the top of r down, each lineH high.
func drawLines(dst *ebiten.Image, lines []string, size, lineH float64, r layout.Rect, clr color.Color) {
	y := r.Min.Y + lineH/2
	for _, l := range lines {
		if y > r.Max.Y {
			return
		}
		drawText(dst, l, size, layout.Point{X: r.Min.X, Y: y}, text.AlignStart, clr)
		y += lineH
	}
}
