package e2e

import (
	"context"
	"image"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserSpinnerWhileBotThinks checks the board page's thinking spinner, which the page
// turns with a CSS animation over the canvas (cmd/wasm/board/spinner.go) so that the canvas
// is not redrawn while a bot thinks: once the human has moved against mcts (thinking two
// seconds), the spinner shows over the canvas, in the thinking bot's colour, turning; once
// the bot has answered it is gone.
func TestBrowserSpinnerWhileBotThinks(t *testing.T) {
	for _, size := range []struct {
		name          string
		width, height int64
		scale         float64
	}{{"desktop", 800, 700, 1}, {"phone", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) { spinnerWhileBotThinks(t, size.width, size.height, size.scale) })
	}
}

// spinnerWhileBotThinks is TestBrowserSpinnerWhileBotThinks in a window of width x height CSS
// pixels, scale device pixels each.
func spinnerWhileBotThinks(t *testing.T, width, height int64, scale float64) {
	ctx, msg := openBoard(t, "board=hex:11x11&blue=mcts&think=2s&seed=1", width, height, scale)
	if msg != "" {
		t.Fatal(msg)
	}
	defer chromedp.Cancel(ctx)
	type spinner struct {
		Shown, Turning                     bool
		Left, Top, Width, Height           float64
		CanvasLeft, CanvasTop, CanvasRight float64
		CanvasBottom                       float64
	}
	const look = `(() => {
		const el = document.getElementById("spinner"), c = document.querySelector("canvas").getBoundingClientRect();
		const out = {Shown: false, Turning: false, CanvasLeft: c.left, CanvasTop: c.top, CanvasRight: c.right, CanvasBottom: c.bottom};
		if (!el || el.hidden) return out;
		// The box as laid out, before the animation turns it.
		return Object.assign(out, {Shown: el.offsetWidth > 0 && getComputedStyle(el).display !== "none",
			Turning: el.getAnimations().some((a) => a.playState === "running"),
			Left: el.offsetLeft, Top: el.offsetTop, Width: el.offsetWidth, Height: el.offsetHeight});
	})()`
	before, err := chromedp.Run(ctx, chromedp.Evaluate[spinner](look))
	if err != nil {
		t.Fatal(err)
	}
	if before.Shown {
		t.Errorf("the spinner shows before anybody thinks: %+v", before)
	}
	if res, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`hexlab.play("f6")`)); err != nil || res != nil {
		t.Fatalf("play(f6): %v %v", res, err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`hexlab.thinking()`, chromedp.WithPollingTimeout(0))); err != nil {
		t.Fatalf("the bot did not start thinking: %v", err)
	}
	sp, err := chromedp.Run(ctx, chromedp.Evaluate[spinner](look))
	if err != nil {
		t.Fatal(err)
	}
	if !sp.Shown || !sp.Turning {
		t.Fatalf("while the bot thinks the spinner shows %v and turns %v (%+v)", sp.Shown, sp.Turning, sp)
	}
	if sp.Left < sp.CanvasLeft || sp.Top < sp.CanvasTop || sp.Left+sp.Width > sp.CanvasRight || sp.Top+sp.Height > sp.CanvasBottom || sp.Width < 8 || sp.Width > 60 || sp.Width != sp.Height {
		t.Errorf("the spinner is not a small square over the canvas: %+v", sp)
	}
	// Its darkest dot is the thinking bot's (Blue's) colour, drawn over the canvas.
	img := screenshotAs(t, ctx, "-thinking")
	px := float64(img.Bounds().Dx()) / float64(width) // the screenshot's pixels a CSS pixel
	box := image.Rect(int(sp.Left*px), int(sp.Top*px), int((sp.Left+sp.Width)*px)+1, int((sp.Top+sp.Height)*px)+1)
	spinnerPart := img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(box)
	if n := CountNear(spinnerPart, blueSide, 24); n < 4 {
		if hexlabThinking(t, ctx) {
			t.Errorf("the spinner's box %v has %d pixels of Blue's colour: its darkest dot is not on the screen", box, n)
		} else {
			t.Logf("the bot answered before the screenshot was taken: its colours not checked")
		}
	}
	waitMoves(t, ctx, 2)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!document.getElementById("spinner") || document.getElementById("spinner").hidden`,
		chromedp.WithPollingTimeout(0))); err != nil {
		t.Errorf("the spinner still shows after the bot answered: %v", err)
	}
}

// hexlabThinking returns hexlab.thinking() of the page in ctx.
func hexlabThinking(t *testing.T, ctx context.Context) bool {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`hexlab.thinking()`))
	if err != nil {
		t.Fatal(err)
	}
	return v
}
