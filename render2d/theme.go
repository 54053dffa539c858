package render2d

import (
	"image/color"

	"github.com/hexlab/hexlab/core"
)

// Theme is the palette of the board. The player colours are the Okabe-Ito vermillion and
// blue, which stay distinct for the common kinds of colour blindness; the winning cells are
// a yellow that neither player's colour is near.
type Theme struct {
	Background, Bar, Text, Label color.RGBA
	Cell, CellEdge, Win          color.RGBA
	Button, ButtonText, Disabled color.RGBA
	// Outline is the border of the fundamental domain on the strip and the torus, and
	// Cursor the ring around the keyboard cursor's cell.
	Outline, Cursor color.RGBA
	// Stone is the colour of each player's stones and sides, indexed by core.Player; Wrap is
	// the lighter tone for the sides that wrap around on the cylinder and the torus.
	Stone, StoneEdge, Wrap [3]color.RGBA
	// Winning and Losing mark the moves the solver has proven to win and to lose (the
	// Okabe-Ito bluish green, and a grey).
	Winning, Losing color.RGBA
	// Ghost is how much of a ghost copy's colour is kept (the rest is the background).
	Ghost float64
}

// DefaultTheme is the palette the apps use.
var DefaultTheme = Theme{
	Background: rgb(0xf5f2ea),
	Bar:        rgb(0xe6e0d2),
	Text:       rgb(0x26231e),
	Label:      rgb(0x5a5346),
	Cell:       rgb(0xefe4cc),
	CellEdge:   rgb(0x8f836b),
	Win:        rgb(0xf0d43a),
	Button:     rgb(0xfbf9f4),
	ButtonText: rgb(0x26231e),
	Disabled:   rgb(0xa8a092),
	Outline:    rgb(0x3d372c),
	Cursor:     rgb(0x26231e),
	Stone:      [3]color.RGBA{core.Red: rgb(0xd55e00), core.Blue: rgb(0x0072b2)},
	StoneEdge:  [3]color.RGBA{core.Red: rgb(0x8a3d00), core.Blue: rgb(0x004b75)},
	Wrap:       [3]color.RGBA{core.Red: rgb(0xf0b48a), core.Blue: rgb(0x8cc3e3)},
	Winning:    rgb(0x009e73),
	Losing:     rgb(0x6b6459),
	Ghost:      0.45,
}

// rgb returns the opaque colour 0xRRGGBB.
func rgb(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 0xff}
}

// fade returns c with its opacity multiplied by a (premultiplied, as ebiten expects).
func fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// mix returns the opaque colour a fraction t of the way from a to b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// ghost returns c as a ghost copy shows it: faded towards the background.
func (th Theme) ghost(c color.RGBA) color.RGBA { return mix(th.Background, c, th.Ghost) }
