package e2e

import (
	"reflect"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestEmbedTakesNoShortcuts presses every keyboard shortcut of the full board in an embed
// (ui=minimal) and on a read-only board, after a click that gives the page the focus: the
// game stays as it was and the page stays where it is (no new-game dialog, no Trunc page).
func TestEmbedTakesNoShortcuts(t *testing.T) {
	keys := []string{"n", "u", "r", "s", "h", "p", "e", "E", "j", "o", "i", "v", "f", "m",
		kb.Tab, kb.Escape, kb.Home, kb.End, kb.PageUp, kb.PageDown, ",", ".", kb.Backspace, "n"}
	for _, query := range []string{
		"board=hex:5x5&moves=c3,b4,d2&ui=minimal&swap=1",
		"board=hex:5x5&moves=c3,b4,d2&readonly=1",
		"board=hex:5x5&moves=c3,b4,d2&ui=minimal&readonly=1",
	} {
		t.Run(query, func(t *testing.T) {
			ctx, msg := openBoard(t, query, 600, 600, 1)
			if msg != "" {
				t.Fatal(msg)
			}
			click(t, ctx, point{3, 3}) // the page's corner: focus, no cell
			before := state(t, ctx)
			url, err := chromedp.Run(ctx, chromedp.Location())
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range keys {
				if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
					t.Fatal(err)
				}
				time.Sleep(50 * time.Millisecond)
			}
			for _, k := range []string{"z", "y"} {
				if err := chromedp.Do(ctx, chromedp.KeyEvent(k, chromedp.KeyModifiers(chromedp.ModifierCtrl))); err != nil {
					t.Fatal(err)
				}
			}
			time.Sleep(time.Second) // a dialog or a navigation would show by now
			after, err := chromedp.Run(ctx, chromedp.Location())
			if err != nil {
				t.Fatal(err)
			}
			if after != url {
				t.Fatalf("the page went from %s to %s", url, after)
			}
			if got := state(t, ctx); !reflect.DeepEqual(got, before) {
				t.Errorf("the keys changed the game:\n%+v\n%+v", before, got)
			}
		})
	}
}
