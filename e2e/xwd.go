package e2e

import (
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"io"
	"math/bits"
)

// DecodeXWD reads a screenshot in the X Window Dump format that `xwd -root` writes, for the
// TrueColor visuals of a 24- or 32-bit display (what Xvfb -screen 0 WxHx24 gives).
func DecodeXWD(r io.Reader) (image.Image, error) {
	var h [25]uint32 // XWDFileHeader, written most significant byte first
	if err := binary.Read(r, binary.BigEndian, &h); err != nil {
		return nil, fmt.Errorf("xwd: header: %w", err)
	}
	const (
		headerSize, version, format, width, height = 0, 1, 2, 4, 5
		byteOrder, bitsPerPixel, bytesPerLine      = 7, 11, 12
		redMask, greenMask, blueMask, ncolors      = 14, 15, 16, 19
	)
	switch {
	case h[version] != 7:
		return nil, fmt.Errorf("xwd: file version %d, want 7", h[version])
	case h[format] != 2:
		return nil, fmt.Errorf("xwd: pixmap format %d, want 2 (ZPixmap)", h[format])
	case h[bitsPerPixel] != 32 && h[bitsPerPixel] != 24:
		return nil, fmt.Errorf("xwd: %d bits per pixel, want 24 or 32", h[bitsPerPixel])
	case h[headerSize] < 100 || h[width] == 0 || h[height] == 0 || h[width] > 1<<14 || h[height] > 1<<14:
		return nil, fmt.Errorf("xwd: implausible header %v", h)
	case h[bytesPerLine] < h[width]*h[bitsPerPixel]/8:
		return nil, fmt.Errorf("xwd: %d bytes per line for %d pixels", h[bytesPerLine], h[width])
	}
	// Skip the window name and the colour map (12 bytes an entry).
	if _, err := io.CopyN(io.Discard, r, int64(h[headerSize]-100)+12*int64(h[ncolors])); err != nil {
		return nil, fmt.Errorf("xwd: %w", err)
	}
	w, ht, bpp := int(h[width]), int(h[height]), int(h[bitsPerPixel]/8)
	img := image.NewRGBA(image.Rect(0, 0, w, ht))
	line := make([]byte, h[bytesPerLine])
	channel := func(v, mask uint32) uint8 {
		if mask == 0 {
			return 0
		}
		v = (v & mask) >> bits.TrailingZeros32(mask)
		top := mask >> bits.TrailingZeros32(mask)
		return uint8(v * 255 / top)
	}
	for y := range ht {
		if _, err := io.ReadFull(r, line); err != nil {
			return nil, fmt.Errorf("xwd: row %d: %w", y, err)
		}
		for x := range w {
			var v uint32
			p := line[x*bpp : x*bpp+bpp]
			for i := range bpp {
				if h[byteOrder] == 0 { // LSBFirst
					v |= uint32(p[i]) << (8 * i)
				} else {
					v = v<<8 | uint32(p[i])
				}
			}
			img.SetRGBA(x, y, color.RGBA{channel(v, h[redMask]), channel(v, h[greenMask]), channel(v, h[blueMask]), 0xff})
		}
	}
	return img, nil
}
