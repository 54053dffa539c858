package render2d

import (
	"bytes"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/render2d/layout"
)

// fontSource is the font every label is set in (assets.UIFont).
var fontSource = func() *text.GoTextFaceSource {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.UIFont))
	if err != nil {
		panic("render2d: the embedded font does not load: " + err.Error())
	}
	return src
}()

// faces caches a face per pixel size; sizes are rounded to whole pixels so that resizing the
// window makes few of them.
var faces = map[int]*text.GoTextFace{}

func face(size float64) *text.GoTextFace {
	px := max(int(size+0.5), 1)
	f, ok := faces[px]
	if !ok {
		f = &text.GoTextFace{Source: fontSource, Size: float64(px)}
		faces[px] = f
	}
	return f
}

// drawText draws s centred vertically on at.Y and aligned horizontally on at.X as align says.
func drawText(dst *ebiten.Image, s string, size float64, at layout.Point, align text.Align, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(at.X, at.Y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = align
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face(size), op)
}

// fitText returns the largest size up to size at which s is at most width pixels wide, and
// s itself, cut with an ellipsis if even a small size does not fit.
func fitText(s string, size, width float64) (string, float64) {
	if w := text.Advance(s, face(size)); w > width && w > 0 {
		size = max(size*width/w, size*0.75)
	}
	for r := []rune(s); len(r) > 2 && text.Advance(s, face(size)) > width; r = []rune(s) {
		s = string(r[:len(r)-2]) + "…"
	}
	return s, size
}
