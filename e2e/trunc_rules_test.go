package e2e

import (
	"strings"
	"testing"
	"time"

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

// TestTruncViewReachesURL: a change of the view (slice, explode) reaches the page's address at
// once, so that a reload or a shared link shows the cube as it was.
func TestTruncViewReachesURL(t *testing.T) {
	ctx, msg := openTrunc(t, "board=trunc:2", 900, 700)
	if msg != "" {
		t.Fatal(msg)
	}
	if res, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`window.hexlab.setView("slice=y:1&explode=0.5")`)); err != nil || res != nil {
		t.Fatalf("setView: %v %v", res, err)
	}
	var search string
	for i := 0; i < 50 && !strings.Contains(search, "slice=y:1"); i++ {
		search, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`location.search`))
		time.Sleep(100 * time.Millisecond)
	}
	if !strings.Contains(search, "slice=y:1") || !strings.Contains(search, "explode=0.5") {
		t.Errorf("after setView the address says %q", search)
	}
}
