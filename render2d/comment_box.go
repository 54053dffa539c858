package render2d

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// commentBox edits the comment of the position shown, a part of the app that owns its
// state: the text, typed at its end (Backspace takes the last character back, Enter starts a
// new line), and its place, a box over the board with Save and Cancel. Ctrl+Enter saves,
// Escape cancels. It reads no device: Update takes the tick's Input.
type commentBox struct {
	text         []rune
	box, field   layout.Rect
	save, cancel layout.Button
}

// newCommentBox starts editing text.
func newCommentBox(text string) *commentBox { return &commentBox{text: []rune(text)} }

// Place lays the box out over area (the board's), at scale device pixels per CSS pixel.
func (c *commentBox) Place(area layout.Rect, scale float64) {
	w := math.Min(area.Dx()-16*scale, 460*scale)
	h := math.Min(area.Dy()-16*scale, 260*scale)
	mid := area.Center()
	c.box = layout.Rect{Min: layout.Point{X: mid.X - w/2, Y: mid.Y - h/2}, Max: layout.Point{X: mid.X + w/2, Y: mid.Y + h/2}}
	in := layout.Rect{Min: c.box.Min.Add(layout.Point{X: 12 * scale, Y: 36 * scale}), Max: c.box.Max.Add(layout.Point{X: -12 * scale, Y: -52 * scale})}
	c.field = in
	bw, bh := 96*scale, 32*scale
	y := c.box.Max.Y - 12*scale - bh
	c.cancel = layout.Button{Action: layout.Cancel, Rect: layout.Rect{Min: layout.Point{X: c.box.Max.X - 12*scale - bw, Y: y}, Max: layout.Point{X: c.box.Max.X - 12*scale, Y: y + bh}}}
	c.save = layout.Button{Action: layout.Start, Rect: layout.Rect{Min: layout.Point{X: c.cancel.Rect.Min.X - 8*scale - bw, Y: y}, Max: layout.Point{X: c.cancel.Rect.Min.X - 8*scale, Y: y + bh}}}
}

// Update takes the tick's typing and presses (presses: where the mouse or a finger came
// down). done reports that the box closes, save that its text is to be kept.
func (c *commentBox) Update(in Input, presses []layout.Point) (done, save bool) {
	for _, p := range presses {
		switch {
		case c.save.Rect.Contains(p):
			return true, true
		case c.cancel.Rect.Contains(p):
			return true, false
		}
	}
	switch {
	case in.JustPressed(ebiten.KeyEscape):
		return true, false
	case in.JustPressed(ebiten.KeyEnter, ebiten.KeyNumpadEnter) && in.IsHeld(ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight):
		return true, true
	case in.JustPressed(ebiten.KeyEnter, ebiten.KeyNumpadEnter):
		c.add('\n')
	case in.Repeats(ebiten.KeyBackspace) && len(c.text) > 0:
		c.text = c.text[:len(c.text)-1]
	}
	for _, r := range in.Typed {
		if r >= ' ' && r != 0x7f {
			c.add(r)
		}
	}
	return false, false
}

// add types r at the end, within the longest comment a position may carry.
func (c *commentBox) add(r rune) {
	if len(string(c.text))+len(string(r)) <= core.MaxCommentBytes {
		c.text = append(c.text, r)
	}
}

// Text returns the text, without white space at its ends.
func (c *commentBox) Text() string { return strings.TrimSpace(string(c.text)) }

// draw draws the box: its title, the text wrapped (its last lines when it is long) with a
// caret, and the buttons.
func (c *commentBox) draw(dst *ebiten.Image, a *App, title string) {
	th, s := a.theme, a.scale
	fill(dst, roundRect(c.box, 10*s), th.Bar)
	stroke(dst, roundRect(c.box, 10*s), math.Max(1, s), th.CellEdge)
	drawText(dst, title, a.sc.Font, layout.Point{X: c.box.Min.X + 12*s, Y: c.box.Min.Y + 20*s}, text.AlignStart, th.Text)
	fill(dst, roundRect(c.field, 6*s), th.Background)
	in := layout.Rect{Min: c.field.Min.Add(layout.Point{X: 8 * s, Y: 6 * s}), Max: c.field.Max.Add(layout.Point{X: -8 * s, Y: -6 * s})}
	size, lineH := a.sc.Font*0.9, a.sc.ListRow
	lines := wrap(string(c.text)+"|", size, in.Dx(), 0)
	if n := int(in.Dy() / lineH); n > 0 && len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	drawLines(dst, lines, size, lineH, in, th.Text)
	a.drawButton(dst, c.save, "Save", buttonLook{enabled: true, hovered: a.pointerIn && c.save.Rect.Contains(a.pointer)})
	a.drawButton(dst, c.cancel, "Cancel", buttonLook{enabled: true, hovered: a.pointerIn && c.cancel.Rect.Contains(a.pointer)})
}
