package render2d

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/render2d/layout"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// uiFont is the font every label is set in (assets.UIFont). It is drawn through
// golang.org/x/image's opentype (text.NewGoXFace), not ebiten's own shaper (GoTextFace): the
// labels are short runs of Latin text that need no shaping, and the shaper (go-text's
// HarfBuzz and its tables) would add 0.9 MB, compressed, to the board page's download.
var uiFont = func() *opentype.Font {
	f, err := opentype.Parse(assets.UIFont)
	if err != nil {
		panic("render2d: the embedded font does not load: " + err.Error())
	}
	return f
}()

// faces caches a face per pixel size; sizes are rounded to whole pixels so that resizing the
// window makes few of them.
var faces = map[int]text.Face{}

func face(size float64) text.Face {
	px := max(int(size+0.5), 1)
	f, ok := faces[px]
	if !ok {
		xf, err := opentype.NewFace(uiFont, &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			panic("render2d: the embedded font has no face of " + strconv.Itoa(px) + " pixels: " + err.Error())
		}
		f = text.NewGoXFace(xf)
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
