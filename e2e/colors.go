package e2e

import (
	"image"
	"image/color"
)

// DistinctColors counts the colours of img at 4 bits per channel, ignoring colours that cover
// fewer than minPixels pixels (anti-aliasing makes many rare ones).
func DistinctColors(img image.Image, minPixels int) int {
	n := 0
	for _, c := range colourCounts(img) {
		if c >= minPixels {
			n++
		}
	}
	return n
}

// colourCounts counts the pixels of img of each colour at 4 bits per channel.
func colourCounts(img image.Image) map[[3]uint8]int {
	counts := map[[3]uint8]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			counts[[3]uint8{uint8(r >> 12), uint8(g >> 12), uint8(bl >> 12)}]++
		}
	}
	return counts
}

// CountNear counts the pixels of img within tol (per channel, 0-255) of c.
func CountNear(img image.Image, c color.RGBA, tol int) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if Near(img.At(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

// Near reports whether colour a is within tol of c in each of red, green and blue.
func Near(a color.Color, c color.RGBA, tol int) bool {
	r, g, b, _ := a.RGBA()
	d := func(v uint32, w uint8) bool {
		diff := int(v>>8) - int(w)
		return diff <= tol && diff >= -tol
	}
	return d(r, c.R) && d(g, c.G) && d(b, c.B)
}

// The board's colours (render2d.DefaultTheme), which the tests look for in screenshots. They
// are repeated here rather than imported, because importing render2d would start ebiten.
var (
	redSide  = color.RGBA{0xd5, 0x5e, 0x00, 0xff}
	blueSide = color.RGBA{0x00, 0x72, 0xb2, 0xff}
	cellTone = color.RGBA{0xef, 0xe4, 0xcc, 0xff}
)
