package e2e

import (
	"bytes"
	"encoding/binary"
	"image/color"
	"testing"
)

// xwdFile builds a small XWD file of 2x2 pixels in the layout xwd writes on x86 (32 bits per
// pixel, least significant byte first, masks 0xff0000, 0xff00, 0xff).
func xwdFile(pixels [4]uint32) []byte {
	var buf bytes.Buffer
	name := []byte("xwdump\x00\x00")
	h := [25]uint32{0: uint32(100 + len(name)), 1: 7, 2: 2, 3: 24, 4: 2, 5: 2, 7: 0, 11: 32, 12: 8,
		13: 4, 14: 0xff0000, 15: 0xff00, 16: 0xff, 17: 8, 18: 256, 19: 1}
	binary.Write(&buf, binary.BigEndian, h)
	buf.Write(name)
	buf.Write(make([]byte, 12)) // one colour map entry
	for _, p := range pixels {
		binary.Write(&buf, binary.LittleEndian, p)
	}
	return buf.Bytes()
}

func TestDecodeXWD(t *testing.T) {
	img, err := DecodeXWD(bytes.NewReader(xwdFile([4]uint32{0xd55e00, 0x0072b2, 0xffffff, 0x000000})))
	if err != nil {
		t.Fatal(err)
	}
	want := []color.RGBA{redSide, blueSide, {255, 255, 255, 255}, {0, 0, 0, 255}}
	for i, w := range want {
		if got := img.At(i%2, i/2); !Near(got, w, 0) {
			t.Errorf("pixel %d = %v, want %v", i, got, w)
		}
	}
	if n := DistinctColors(img, 1); n != 4 {
		t.Errorf("DistinctColors = %d, want 4", n)
	}
	if n := CountNear(img, redSide, 3); n != 1 {
		t.Errorf("CountNear(red) = %d, want 1", n)
	}
	bad := xwdFile([4]uint32{})
	bad[7] = 6 // file version
	if _, err := DecodeXWD(bytes.NewReader(bad)); err == nil {
		t.Errorf("a version 6 file decoded")
	}
	if _, err := DecodeXWD(bytes.NewReader(xwdFile([4]uint32{})[:120])); err == nil {
		t.Errorf("a truncated file decoded")
	}
}
