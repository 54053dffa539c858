package e2e

import (
	"encoding/json"
	"github.com/chromedp/cdproto/input"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
)

// TestBrowserInferior opens a board with the inferior cells shown and checks that the page's
// analysis (hexlab.inferior) is the one Hexlab makes natively, after the page opens and again
// after a move clicked on the board; then X hides the cells.
func TestBrowserInferior(t *testing.T) {
	moves := []string{"d4", "c5", "e3", "c3", "e5", "b6"}
	ctx, msg := openBoard(t, "board=hex:7x7&seed=1&inferior=1&moves=d4,c5,e3,c3,e5,b6", 1000, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	check := func(moves []string) {
		t.Helper()
		// The analysis is worked out in a worker: wait for the one of this position.
		var page inferior.Report
		for { // however long it takes
			text, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`window.hexlab.inferior()`))
			if err != nil {
				t.Fatal(err)
			}
			if text != nil {
				if err := json.Unmarshal([]byte(*text), &page); err != nil {
					t.Fatal(err)
				}
				if len(page.Consider)+len(page.Inferior) == 49-len(moves) {
					break
				}
			}
			time.Sleep(50 * time.Millisecond)
		}
		b := core.MustBoard("hex:7x7")
		var ms []core.Move
		for _, m := range moves {
			mv, _ := b.ParseMove(m)
			ms = append(ms, mv)
		}
		g, err := core.NewGameFromMoves(b.Spec(), core.Options{}, ms)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := inferior.Analyze(g.Position(), g.ToMove())
		got, _ := json.Marshal(page)
		want, _ := json.Marshal(r.Report(b))
		if string(got) != string(want) {
			t.Errorf("after %v the page says\n%s\nHexlab natively\n%s", moves, got, want)
		}
		if len(page.Dead) == 0 || len(page.Consider) == 0 {
			t.Errorf("after %v: %+v", moves, page)
		}
	}
	check(moves)
	clickCell(t, ctx, "f2", 7)
	check(append(moves, "f2"))
	screenshot(t, ctx) // kept in $HEXLAB_SHOTS, to be looked at
	if err := chromedp.Do(ctx, chromedp.KeyEvent("x")); err != nil {
		t.Fatal(err)
	}
	for { // until the page hides them
		text, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`window.hexlab.inferior()`))
		if err == nil && text == nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestPhoneLongPressExplains holds a finger on a dead cell of a phone's board with the
// inferior cells shown: it plays nothing, and the status bar says why the cell is dead
// (the screenshot is kept in $HEXLAB_SHOTS); a quick tap then plays.
func TestPhoneLongPressExplains(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:7x7&seed=1&inferior=1&moves=d4,c5,e3,c3,e5,b6,f2", 390, 844, 2)
	if msg != "" {
		t.Fatal(msg)
	}
	time.Sleep(500 * time.Millisecond) // the analysis comes from the worker
	p := cellCenter(t, ctx, "a1")
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, p)
	time.Sleep(800 * time.Millisecond)
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	time.Sleep(200 * time.Millisecond)
	if r := state(t, ctx); len(r.Moves) != 7 {
		t.Fatalf("a long press played: %+v", r.Moves)
	}
	screenshot(t, ctx)
	q := cellCenter(t, ctx, "d5")
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, q)
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	waitMoves(t, ctx, 8)
}
