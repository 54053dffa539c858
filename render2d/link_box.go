package render2d

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

// linkBox shows the game's link where the desktop app could not copy it (no clipboard
// program): a box over the board with why, the whole link (cut between characters to fit),
// and Close. Esc or Enter closes it too. It reads no device: Update takes the tick's Input.
type linkBox struct {
	link, why string
	box       layout.Rect
	close     layout.Button
}

// newLinkBox shows link, with why it is shown rather than copied.
func newLinkBox(link, why string) *linkBox { return &linkBox{link: link, why: why} }

// Place lays the box out over area (the board's), at scale device pixels per CSS pixel.
func (l *linkBox) Place(area layout.Rect, scale float64) {
	w := math.Min(area.Dx()-16*scale, 520*scale)
	h := math.Min(area.Dy()-16*scale, 240*scale)
	mid := area.Center()
	l.box = layout.Rect{Min: layout.Point{X: mid.X - w/2, Y: mid.Y - h/2}, Max: layout.Point{X: mid.X + w/2, Y: mid.Y + h/2}}
	bw, bh := 96*scale, 32*scale
	l.close = layout.Button{Action: layout.Cancel, Rect: layout.Rect{
		Min: layout.Point{X: l.box.Max.X - 12*scale - bw, Y: l.box.Max.Y - 12*scale - bh},
		Max: layout.Point{X: l.box.Max.X - 12*scale, Y: l.box.Max.Y - 12*scale}}}
}

// Update takes the tick's keys and presses, and reports whether the box closes.
func (l *linkBox) Update(in Input, presses []layout.Point) (done bool) {
	for _, p := range presses {
		if l.close.Rect.Contains(p) {
			return true
		}
	}
	return in.JustPressed(ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyNumpadEnter)
}

// draw draws the box: why, the link, and Close.
func (l *linkBox) draw(dst *ebiten.Image, a *App) {
	th, s := a.theme, a.scale
	fill(dst, roundRect(l.box, 10*s), th.Bar)
	stroke(dst, roundRect(l.box, 10*s), math.Max(1, s), th.CellEdge)
	in := layout.Rect{Min: l.box.Min.Add(layout.Point{X: 12 * s, Y: 10 * s}), Max: layout.Point{X: l.box.Max.X - 12*s, Y: l.close.Rect.Min.Y - 6*s}}
	size, lineH := a.sc.Font*0.9, a.sc.ListRow
	lines := wrap(l.why, size, in.Dx(), 3)
	lines = append(append(lines, ""), breakText(l.link, size, in.Dx())...)
	drawLines(dst, lines, size, lineH, in, th.Text)
	a.drawButton(dst, l.close, "Close", buttonLook{enabled: true, hovered: a.pointerIn && l.close.Rect.Contains(a.pointer)})
}

// breakText cuts s, which has no spaces to break at (a link), into lines of at most width
// pixels at size, between characters.
func breakText(s string, size, width float64) []string {
	var lines []string
	r := []rune(s)
	for len(r) > 0 {
		n := 1
		for n < len(r) && text.Advance(string(r[:n+1]), face(size)) <= width {
			n++
		}
		lines = append(lines, string(r[:n]))
		r = r[n:]
	}
	return lines
}
