package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestCopyLink asks for the game's link (L, the Copy link button's key) after a move: the link
// handed to the clipboard (or the share sheet) is the page's permalink, which opens this game.
func TestCopyLink(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:5x5&seed=3", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	clickCell(t, ctx, "c3", 1)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("l")); err != nil {
		t.Fatal(err)
	}
	var shared string
	for ; shared == ""; time.Sleep(100 * time.Millisecond) { // until the link is shared
		shared, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.lastShared || ""`))
	}
	href, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	if shared == "" || shared != href || !strings.Contains(shared, "moves=c3") || !strings.Contains(shared, "board=hex:5x5") {
		t.Fatalf("shared %q, the page is at %q; want the permalink with the move", shared, href)
	}
	// The link opens the same game.
	ctx2, msg := openBoard(t, shared[strings.Index(shared, "?")+1:], 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	if r := state(t, ctx2); len(r.Moves) != 1 || r.Moves[0].Cell != "c3" {
		t.Errorf("the link opens %+v", r.Moves)
	}
}
