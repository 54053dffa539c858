package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// focusBoard clicks the embedded board near the middle of its top edge (no cell there) and
// waits until the keyboard's focus is in the frame.
func focusBoard(t *testing.T, ctx context.Context) {
	t.Helper()
	r, err := chromedp.Run(ctx, chromedp.Evaluate[struct{ X, Y, W, H float64 }](`(() => {
		const r = frame.getBoundingClientRect();
		return {X: r.left, Y: r.top, W: r.width, H: r.height};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	click(t, ctx, point{r.X + r.W/2, r.Y + 4})
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.activeElement === frame`, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("a click on the board did not give it the focus: %v", err)
	}
}

// focused describes the embedding page's focused element: its tag and id.
func focused(t *testing.T, ctx context.Context) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
		const e = document.activeElement;
		return e ? e.tagName + "#" + e.id : "none";
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestEmbedLetsTheKeyboardLeave focuses an embedded board (from another origin) with a
// click and presses Tab, Shift+Tab and Esc: each takes the keyboard's focus out of the board
// to one of the course page's own buttons (WCAG 2.1.2, no keyboard trap), on a minimal board
// and on a full one. Tab goes on to the button after the board, Shift+Tab back to the one
// before it (the test puts one there: the example has none), and Esc, whose "escape" event
// the example answers, to the example's first button. On a board that sends the page no
// events (its origins do not name the page), Esc gives the focus back to the page, whose next
// Tab goes to a button.
func TestEmbedLetsTheKeyboardLeave(t *testing.T) {
	startBrowser(t)
	tab := chromedp.KeyEvent(kb.Tab)
	for _, c := range []struct {
		query string
		esc   string // where Esc takes the focus; "" for the page itself
	}{
		{"board=hex:3x3&ui=minimal&origins=" + otherURL, "BUTTON#undo"},
		{"board=hex:5x5&ui=full&origins=" + otherURL, "BUTTON#undo"},
		{"board=hex:3x3&ui=minimal", ""},
	} {
		t.Run(c.query, func(t *testing.T) {
			ctx := openEmbedding(t, otherURL, c.query)
			if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`frame.insertAdjacentHTML("beforebegin", '<button id="before">Before the board</button>'); null`)); err != nil {
				t.Fatal(err)
			}
			if c.esc != "" {
				waitEvent(t, ctx, `e.type === "ready"`)
			} else { // no events: the board is ready once it has drawn something
				waitFrameDrawn(t, ctx)
			}
			for _, k := range []struct {
				name, want string
				key        chromedp.Action[chromedp.Void]
			}{
				{"Tab", "BUTTON#undo", tab},
				{"Shift+Tab", "BUTTON#before", chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift))},
				{"Esc", c.esc, chromedp.KeyEvent(kb.Escape)},
			} {
				focusBoard(t, ctx)
				if err := chromedp.Do(ctx, k.key); err != nil {
					t.Fatal(err)
				}
				// Where the focus should go, or, when only the page itself, anywhere out of the
				// board (the page answers Esc's event after the board has let the focus go).
				until := `document.hasFocus() && document.activeElement !== frame`
				if k.want != "" {
					until = `(() => { const e = document.activeElement; return !!e && e.tagName + "#" + e.id === ` + string(must(json.Marshal(k.want))) + `; })()`
				}
				if _, err := chromedp.Run(ctx, chromedp.Poll[bool](until, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
					t.Errorf("%s in the board: the page's focus is on %s, want %s", k.name, focused(t, ctx), k.want)
					continue
				}
				if k.want == "" { // the page has the focus: Tab goes on in it
					if err := chromedp.Do(ctx, tab); err != nil {
						t.Fatal(err)
					}
					k.name, k.want = k.name+" then Tab", "BUTTON#"
				}
				if got := focused(t, ctx); !strings.HasPrefix(got, k.want) {
					t.Errorf("%s in the board: the page's focus went to %s, want %s", k.name, got, k.want)
				}
			}
		})
	}
}

// waitFrameDrawn waits until the embedding page's iframe shows the board: pixels of Red's
// side colour in the frame's part of a screenshot.
func waitFrameDrawn(t *testing.T, ctx context.Context) {
	t.Helper()
	for {
		if n := CountNear(frameShot(t, ctx), redSide, 12); n > 100 {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatal("the embedded board was never drawn")
		case <-time.After(200 * time.Millisecond):
		}
	}
}
