package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// sent presses Send move on the page and returns the link it handed on (the clipboard's, or
// the share sheet's: window.hexlab.lastShared), without the page's address before "?".
func sent(t *testing.T, ctx context.Context) string {
	t.Helper()
	must(chromedp.Run(ctx, chromedp.Evaluate[any](`window.hexlab.lastShared = ""`)))
	click(t, ctx, buttonCenter(t, ctx, "Send move", 0))
	var link string
	for ; link == ""; time.Sleep(100 * time.Millisecond) { // until the link is handed on
		link, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.lastShared || ""`))
	}
	i := strings.Index(link, "?")
	if i < 0 || !strings.Contains(link, "sent=1") {
		t.Fatalf("Send move handed on %q", link)
	}
	return link[i+1:]
}

// A correspondence game between two pages, by link only: each player moves and sends; the
// other opens the link, sees the move ringed and that it is their turn, answers and sends
// back; a phone's page (touch, narrow) has Send in its toolbar.
func TestBrowserCorrespondence(t *testing.T) {
	alice, msg := openBoard(t, "board=hex:5x5&seed=6", 1000, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	clickCell(t, alice, "c3", 1)
	link := sent(t, alice)

	bob, msg := openBoard(t, link, 390, 844, 3)
	if msg != "" {
		t.Fatal(msg)
	}
	if st := status(t, bob); !strings.Contains(st, "Red played c3: your move as blue") {
		t.Errorf("Bob's page says %q", st)
	}
	screenshot(t, bob)
	clickCell(t, bob, "b4", 2)
	link = sent(t, bob)

	alice2, msg := openBoard(t, link, 1000, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	if st := status(t, alice2); !strings.Contains(st, "Blue played b4: your move as red") {
		t.Errorf("Alice's page says %q", st)
	}
	r := clickCell(t, alice2, "d2", 3)
	if r.Moves[0].Cell != "c3" || r.Moves[1].Cell != "b4" || r.Moves[2].Cell != "d2" {
		t.Errorf("the game %+v", r.Moves)
	}
	if href := must(chromedp.Run(alice2, chromedp.Location())); strings.Contains(href, "sent=") {
		t.Errorf("the page's address keeps sent after a move: %s", href)
	}
}

// status reads the page's status line.
func status(t *testing.T, ctx context.Context) string {
	t.Helper()
	return must(chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.status ? window.hexlab.status() : ""`)))
}
