package geom

import (
	"math"

	"github.com/hexlab/hexlab/core/trunc"
)

// Color is an sRGB colour, each channel from 0 to 1.
type Color struct{ R, G, B float32 }

// Hex returns the colour 0xRRGGBB.
func Hex(rgb uint32) Color {
	return Color{float32(rgb>>16&0xff) / 255, float32(rgb>>8&0xff) / 255, float32(rgb&0xff) / 255}
}

// Luminance returns the colour's relative luminance (WCAG 2), from 0 (black)
// to 1 (white).
func (c Color) Luminance() float64 {
	lin := func(v float32) float64 {
		x := float64(v)
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast returns the WCAG contrast ratio of two colours, from 1 to 21.
func Contrast(a, b Color) float64 {
	la, lb := a.Luminance(), b.Luminance()
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Theme is the palette of the 3D drawing. The players' colours differ in
// lightness (White light, Gray middle, Black dark), which every kind of
// colour vision tells apart, and the blue background sits between Gray and
// Black in lightness and differs from all three in hue.
type Theme struct {
	Background Color
	// Player holds each player's cell colour, indexed by trunc.Player
	// (NoPlayer unused).
	Player [4]Color
	// Wall holds each player's wall colour: in the player's hue, ordered White, Gray, Black
	// by lightness as the players are, but each far enough in lightness from every player's
	// cell colour that a cell stands out against any wall (MinCellWallContrast): a Black cell
	// against the Black wall, a Gray cell on the Gray floor.
	Wall [4]Color
	// Empty is the colour of an empty cell; EmptyOpacity its opacity when
	// the view draws empty cells see-through.
	Empty        Color
	EmptyOpacity float32
	// Border is the colour of the borders; Winning that of the borders of
	// the winning pairing once the game is decided.
	Border, Winning Color
	// Hover marks the cell under the pointer and its mirror; Last the cells
	// of the last move.
	Hover, Last Color
	// Endpoint marks the border endpoints at the corners.
	Endpoint Color
	// Panel and Text are the colours of the controls.
	Panel, Text Color
}

// MinCellWallContrast is the least WCAG contrast between any player's cell colour and any
// wall in DefaultTheme. The three cell colours span light to dark, so no wall can be far from
// all three: the walls sit where each is at least this far from every one.
const MinCellWallContrast = 1.6

// DefaultTheme is the theme Hexlab draws with.
var DefaultTheme = Theme{
	Background:   Hex(0x34506e),
	Player:       [4]Color{trunc.White: Hex(0xf4f1e8), trunc.Gray: Hex(0x8f8474), trunc.Black: Hex(0x1b1b20)},
	Wall:         [4]Color{trunc.White: Hex(0xb8ae9a), trunc.Gray: Hex(0x5c544a), trunc.Black: Hex(0x474752)},
	Empty:        Hex(0xa8d8ff),
	EmptyOpacity: 0.13,
	Border:       Hex(0xe36414),
	Winning:      Hex(0xffb000),
	Hover:        Hex(0x56b4e9),
	Last:         Hex(0xffd23f),
	Endpoint:     Hex(0xe36414),
	Panel:        Hex(0x1e2d3d),
	Text:         Hex(0xf0f0f0),
}
