package e2e

import (
	"context"
	"fmt"
	"image"
	"net/url"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// box is a rectangle on the page, in CSS pixels.
type box struct{ X, Y, W, H float64 }

// frameBox returns where the embedding page's iframe shows the board: its content box, in
// CSS pixels of the page's viewport.
func frameBox(t *testing.T, ctx context.Context) box {
	t.Helper()
	b, err := chromedp.Run(ctx, chromedp.Evaluate[box](`(() => {
		const r = frame.getBoundingClientRect();
		return {X: r.left + frame.clientLeft, Y: r.top + frame.clientTop, W: frame.clientWidth, H: frame.clientHeight};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// frameShot returns the part of a screenshot of the page that the iframe shows.
func frameShot(t *testing.T, ctx context.Context) image.Image {
	t.Helper()
	b := frameBox(t, ctx)
	img := screenshot(t, ctx)
	vw, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`window.innerWidth`))
	if err != nil {
		t.Fatal(err)
	}
	s := float64(img.Bounds().Dx()) / vw // screenshot pixels per CSS pixel
	r := image.Rect(int(b.X*s), int(b.Y*s), int((b.X+b.W)*s), int((b.Y+b.H)*s)).Intersect(img.Bounds())
	return img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(r)
}

// uprightBoard says what is wrong with an empty board's picture img, "" if nothing: Red's
// sides must be at the top and the bottom (Red's colour in the top and bottom rows of the
// drawing, none in its middle rows, where Blue's sides are), and inside the picture.
func uprightBoard(img image.Image) string {
	b := img.Bounds()
	minY, maxY, n := b.Max.Y, b.Min.Y-1, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if Near(img.At(x, y), redSide, 12) {
				minY, maxY, n = min(minY, y), max(maxY, y), n+1
			}
		}
	}
	if n < 100 {
		return fmt.Sprintf("only %d pixels of Red's colour: no board", n)
	}
	if minY <= b.Min.Y || maxY >= b.Max.Y-1 {
		return fmt.Sprintf("Red's colour reaches the frame's edge (rows %d to %d of %d to %d): the board does not fit", minY, maxY, b.Min.Y, b.Max.Y-1)
	}
	h := maxY - minY
	middle := image.Rect(b.Min.X, minY+h*35/100, b.Max.X, maxY-h*35/100)
	sub := img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(middle)
	if red, blue := CountNear(sub, redSide, 12), CountNear(sub, blueSide, 12); red > 10 || blue < 20 {
		return fmt.Sprintf("the middle rows of the drawing (%v) have %d pixels of Red's colour and %d of Blue's: Red's sides are not at the top and the bottom", middle, red, blue)
	}
	return ""
}

// waitUpright waits until the embedding page's iframe shows an upright board (uprightBoard),
// however long a busy machine takes to draw it (the tab's context and go test -timeout bound
// the wait; a board drawn turned is never upright, and fails there, saying how it is drawn).
func waitUpright(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	for {
		wrong := uprightBoard(frameShot(t, ctx))
		if wrong == "" {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s: %s", where, wrong)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// TestEmbedKeepsItsOrientation opens the embed example (its 3x3 board, from another origin)
// on a desktop and on a phone: the board keeps the orientation its lesson describes, Red's
// sides at the top and the bottom, in a frame taller than wide too; the page's buttons stay
// above the fold; and in a frame as high as the board says it would like, and in one lower
// than that, the board is upright and fits.
func TestEmbedKeepsItsOrientation(t *testing.T) {
	startBrowser(t)
	src := siteURL + "/board.html?board=hex:3x3&ui=minimal&origins=" + otherURL
	for _, size := range []struct {
		name string
		w, h int64
	}{{"desktop", 1000, 800}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := openPage(t, otherURL+"/embed.html?src="+url.QueryEscape(src), size.w, size.h, 1)
			want := waitEvent(t, ctx, `e.type === "height"`)
			b := frameBox(t, ctx)
			t.Logf("the board would like %d px, the page gave it %.0fx%.0f", want.Height, b.W, b.H)
			if bottom, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.getElementById("play").getBoundingClientRect().bottom`)); err != nil {
				t.Fatal(err)
			} else if bottom > float64(size.h) {
				t.Errorf("the page's buttons end at %.0f px, below the fold (%d px)", bottom, size.h)
			}
			waitUpright(t, ctx, "in the frame the page sized")
			screenshotAs(t, ctx, "-sized")

			// The frame as high as the board would like, and lower than that: the board stays
			// upright and fits.
			for _, h := range []int{want.Height, 150} {
				if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](fmt.Sprintf(`frame.style.height = "%dpx"; null`, h))); err != nil {
					t.Fatal(err)
				}
				waitUpright(t, ctx, fmt.Sprintf("in a frame %d px high", h))
				if b := frameBox(t, ctx); b.H != float64(h) {
					t.Errorf("the frame is %.0f px high, the page made it %d", b.H, h)
				}
				screenshotAs(t, ctx, fmt.Sprintf("-%d", h))
			}
		})
	}
}
