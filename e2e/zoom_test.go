package e2e

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// touch sends one touch event with the fingers at points (CSS pixels), ids 0, 1, ...
func touch(t *testing.T, ctx context.Context, typ input.DispatchTouchEventType, points ...point) {
	t.Helper()
	var tps []*input.TouchPoint
	for i, p := range points {
		id := float64(i)
		tps = append(tps, &input.TouchPoint{X: p.X, Y: p.Y, ID: &id})
	}
	if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: tps}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(60 * time.Millisecond) // a few frames, for the game loop to see it
}

// TestPinchZoomOnPhone pinches a 19x19 board open on a phone: its cells grow to a fingertip's
// size, the pinch plays no move, a tap then plays the cell under the finger, and pinching
// closed shows the whole board again.
func TestPinchZoomOnPhone(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:19x19&seed=1", 390, 844, 2)
	if msg != "" {
		t.Fatal(msg)
	}
	gap := func() float64 {
		t.Helper()
		a, b := cellCenter(t, ctx, "j10"), cellCenter(t, ctx, "k10")
		return math.Hypot(a.X-b.X, a.Y-b.Y)
	}
	before := gap()
	mid := cellCenter(t, ctx, "j10")
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, point{mid.X - 20, mid.Y - 20}, point{mid.X + 20, mid.Y + 20})
	for k := 1; k <= 8; k++ {
		d := 20 + float64(k)*15
		touch(t, ctx, input.DispatchTouchEventTypeTouchMove, point{mid.X - d, mid.Y - d}, point{mid.X + d, mid.Y + d})
	}
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	after := gap()
	if after < before*2 || after > 60 {
		t.Fatalf("pinching open took the cells from %.1f to %.1f CSS px apart; want at least twice, at most a fingertip", before, after)
	}
	if r := state(t, ctx); len(r.Moves) != 0 {
		t.Fatalf("the pinch played %+v", r.Moves)
	}
	// A tap on a cell of the zoomed board plays that cell.
	k11 := cellCenter(t, ctx, "k11")
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, k11)
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	if r := waitMoves(t, ctx, 1); r.Moves[0].Cell != "k11" {
		t.Fatalf("a tap on k11 of the zoomed board played %+v", r.Moves)
	}
	// One finger drags the zoomed board.
	was := cellCenter(t, ctx, "j10")
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, point{200, 400})
	for k := 1; k <= 5; k++ {
		touch(t, ctx, input.DispatchTouchEventTypeTouchMove, point{200 + float64(k)*10, 400 + float64(k)*6})
	}
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	now := cellCenter(t, ctx, "j10")
	if math.Abs(now.X-was.X-50) > 3 || math.Abs(now.Y-was.Y-30) > 3 {
		t.Fatalf("a drag of (50, 30) moved j10 from %v to %v", was, now)
	}
	if r := state(t, ctx); len(r.Moves) != 1 {
		t.Fatalf("the drag played %+v", r.Moves)
	}
	// A tap on the overview in the corner shows that part of the board, and plays nothing.
	was = cellCenter(t, ctx, "j10")
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, point{300, 90})
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	if r := state(t, ctx); len(r.Moves) != 1 {
		t.Fatalf("a tap on the overview played %+v", r.Moves)
	}
	if now, err := chromedp.Run(ctx, chromedp.Evaluate[*point](`window.hexlab.cellCenter("j10")`)); err == nil && now != nil && math.Hypot(now.X-was.X, now.Y-was.Y) < 20 {
		t.Fatalf("a tap on the overview's corner left j10 at %v (was %v)", *now, was)
	}
	// Pinching closed shows the whole board again.
	c := point{195, 420}
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, point{c.X - 120, c.Y - 120}, point{c.X + 120, c.Y + 120})
	for k := 1; k <= 8; k++ {
		d := 120 - float64(k)*13
		touch(t, ctx, input.DispatchTouchEventTypeTouchMove, point{c.X - d, c.Y - d}, point{c.X + d, c.Y + d})
	}
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	if g := gap(); math.Abs(g-before) > 0.5 {
		t.Fatalf("pinched closed, the cells are %.1f apart, not %.1f as at first", g, before)
	}
}

// TestZoomKeysFollowTheCursor zooms a 19x19 board with = (the + key) on a desktop, walks the keyboard
// cursor to a corner and plays there: the board moves with the cursor, so the cell played is
// on the screen.
func TestZoomKeysFollowTheCursor(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:19x19&seed=1", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	before := cellCenter(t, ctx, "k10")
	b2 := cellCenter(t, ctx, "l10")
	for range 3 {
		if err := chromedp.Do(ctx, chromedp.KeyEvent("=")); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(200 * time.Millisecond) // a few frames, for the game loop to see the keys
	a, b := cellCenter(t, ctx, "k10"), cellCenter(t, ctx, "l10")
	if math.Hypot(a.X-b.X, a.Y-b.Y) < 1.5*math.Hypot(before.X-b2.X, before.Y-b2.Y) {
		t.Fatalf("+ did not zoom: k10-l10 %v then %v", math.Hypot(before.X-b2.X, before.Y-b2.Y), math.Hypot(a.X-b.X, a.Y-b.Y))
	}
	for _, k := range []string{kb.ArrowLeft, kb.ArrowUp} {
		for range 12 {
			chromedp.Do(ctx, chromedp.KeyEvent(k))
		}
	}
	chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter))
	r := waitMoves(t, ctx, 1)
	if c := r.Moves[0].Cell; c == "k10" || c == "j10" {
		t.Fatalf("the cursor did not move: played %s", c)
	}
	cellCenter(t, ctx, r.Moves[0].Cell) // fails the test if the cell played is off the screen
	if err := chromedp.Do(ctx, chromedp.KeyEvent("0")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if a := cellCenter(t, ctx, "k10"); math.Hypot(a.X-before.X, a.Y-before.Y) > 1 {
		t.Fatalf("0 did not show the whole board again: k10 at %v, was %v", a, before)
	}
}
