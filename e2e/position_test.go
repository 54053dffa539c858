package e2e

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserSetupPosition opens a puzzle position from its link: the setup stones are on
// the board in their colours, the player to move plays a stone, a bot answers from the
// position, and the page's address keeps the setup.
func TestBrowserSetupPosition(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:5x5&setup=red:c2,c3,blue:a1,e1&first=blue&red=mcts&think=200ms&seed=4", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	r := state(t, ctx)
	if len(r.Setup) != 4 || r.First != "blue" || len(r.Moves) != 0 {
		t.Fatalf("state %+v", r)
	}
	img := screenshot(t, ctx)
	sx := float64(img.Bounds().Dx()) / 800 // screenshot pixels per CSS pixel
	for cell, want := range map[string]color.RGBA{"c2": redSide, "c3": redSide, "a1": blueSide, "e1": blueSide, "b2": cellTone} {
		p := cellCenter(t, ctx, cell)
		if got := img.At(int(p.X*sx)+2, int(p.Y*sx)+2); !Near(got, want, 16) {
			t.Errorf("%s is drawn %v, want %v", cell, got, want)
		}
	}
	clickCell(t, ctx, "c4", 1)
	r = waitMoves(t, ctx, 2) // mcts answers for Red from the position
	if r.Moves[0].Player != "blue" || r.Moves[1].Player != "red" {
		t.Fatalf("moves %+v", r.Moves)
	}
	var href string
	for ; ; time.Sleep(100 * time.Millisecond) { // until the address has the moves
		href, _ = chromedp.Run(ctx, chromedp.Location())
		if strings.Contains(href, "moves=c4,") {
			break
		}
	}
	if !strings.Contains(href, "setup=red:c2,c3,blue:a1,e1") {
		t.Fatalf("the address %q lost the setup", href)
	}
}

// TestAnnulusStonesReadOnAPhone: on the annulus, a stone tints its whole brick, so that a
// phone shows it as more than a dot: thousands of pixels of the tint with a stone on a11 (a
// stone's disc there is some 300), beyond the few of the edges of the red rings.
func TestAnnulusStonesReadOnAPhone(t *testing.T) {
	mix := func(a, b color.RGBA, f float64) color.RGBA {
		m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*f + 0.5) }
		return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
	}
	tinted := func(moves string) int {
		ctx, msg := openBoard(t, "board=cyl:8x12&view=annulus&seed=1"+moves, 390, 844, 2)
		if msg != "" {
			t.Fatal(msg)
		}
		return CountNear(screenshot(t, ctx), mix(cellTone, redSide, 0.45), 6)
	}
	if with, without := tinted("&moves=a11"), tinted(""); with-without < 2000 {
		t.Errorf("the tint of a11's brick covers %d pixels with its stone, %d without", with, without)
	}
}
