package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTruncHowToWin: the Trunc page says how to win, in a box that opens on request and leaves
// the cube free.
func TestTruncHowToWin(t *testing.T) {
	for _, size := range [][2]int64{{900, 700}, {390, 844}} {
		ctx, msg := openTrunc(t, "board=trunc:2", size[0], size[1])
		if msg != "" {
			t.Fatal(msg)
		}
		text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
			const r = document.getElementById("rules");
			r.open = true;
			return r.innerText;
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"How to win", "A–C and B–D: White", "A–B and C–D: Gray", "A–D and B–C: Black"} {
			if !strings.Contains(text, want) {
				t.Errorf("%v: the rules say %q, without %q", size, text, want)
			}
		}
		under, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
			document.getElementById("rules").open = false;
			return document.elementFromPoint(innerWidth * 0.6, innerHeight / 2).id;
		})()`))
		if err != nil || under != "g3n-canvas" {
			t.Errorf("%v: the middle of the page is %q (%v), not the cube's canvas", size, under, err)
		}
	}
}
