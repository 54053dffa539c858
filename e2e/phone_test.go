package e2e

import (
	"math"
	"testing"
)

// TestPhoneBoard opens 11x11 Hex on a 390x844 phone: the board lies along the screen with
// cells large enough to tap (neighbours at least 32 CSS pixels apart), and a press on a cell
// plays it.
func TestPhoneBoard(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:11x11", 390, 844, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	a, b := cellCenter(t, ctx, "f6"), cellCenter(t, ctx, "g6")
	if d := math.Hypot(a.X-b.X, a.Y-b.Y); d < 32 {
		t.Errorf("neighbouring cells %.1f px apart on a phone, want at least 32", d)
	}
	r := clickCell(t, ctx, "c9", 1)
	if r.Moves[0].Cell != "c9" {
		t.Errorf("a press on c9 played %+v", r.Moves)
	}
}
