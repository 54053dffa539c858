package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/cmd/serve/static"
	"github.com/hexlab/hexlab/core"
)

// The browser is started once for all the tests; each test opens its own tab. TestMain
// stops it and removes its profile at the end. siteURL serves dist/; otherURL and
// strangerURL serve embedding pages from two other origins (other localhost ports).
var (
	browserOnce sync.Once
	browserCtx  context.Context
	browserErr  error
	siteURL     string
	otherURL    string
	strangerURL string
	browserStop = func() {}
)

func TestMain(m *testing.M) {
	code := m.Run()
	browserStop()
	removeBuilt()
	os.Exit(code)
}

// startBrowser starts the servers and headless Chromium, once.
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	chromium := need(t, "chromium", "browser")
	dist := filepath.Join(root, "dist")
	if _, err := os.Stat(filepath.Join(dist, "board.wasm")); err != nil {
		t.Fatalf("%s/board.wasm is missing: run `make dist` first (make test does)", dist)
	}
	browserOnce.Do(func() {
		srv := httptest.NewServer(static.Handler(dist))
		other := httptest.NewServer(embedPages())
		stranger := httptest.NewServer(embedPages())
		siteURL, otherURL, strangerURL = srv.URL, other.URL, stranger.URL
		profile := must(os.MkdirTemp("", "hexlab-chromium-"))
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(chromium),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("enable-unsafe-swiftshader", true),
			chromedp.Flag("use-angle", "swiftshader"),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.UserDataDir(profile),
		)
		alloc, stopAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		var stopBrowser context.CancelFunc
		browserCtx, stopBrowser = chromedp.NewContext(alloc)
		browserStop = func() {
			stopBrowser()
			stopAlloc() // waits for the browser to exit
			srv.Close()
			other.Close()
			stranger.Close()
			os.RemoveAll(profile)
		}
		browserErr = chromedp.Do(browserCtx) // starts the browser
	})
	if browserErr != nil {
		t.Fatalf("starting %s: %v", chromium, browserErr)
	}
	return browserCtx
}

// openPage opens url in a new tab with a viewport of width x height CSS pixels at the given
// device scale; the tab is closed when the test ends.
func openPage(t *testing.T, url string, width, height int64, scale float64) context.Context {
	t.Helper()
	tab, cancel := chromedp.NewContext(startBrowser(t))
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(tab, 3*time.Minute)
	t.Cleanup(cancelTimeout)
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(width, height, chromedp.EmulateScale(scale)),
		chromedp.Navigate(url),
	); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// openBoard opens board.html?query in a new tab (see openPage) and waits until the board is
// drawn or the page reports an error (returned as the string).
func openBoard(t *testing.T, query string, width, height int64, scale float64) (context.Context, string) {
	t.Helper()
	startBrowser(t)
	ctx := openPage(t, siteURL+"/board.html?"+query, width, height, scale)
	return ctx, waitBoard(t, ctx)
}

// waitBoard waits until the board page in ctx is drawn or reports an error, and returns the
// error ("" if none).
func waitBoard(t *testing.T, ctx context.Context) string {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!(window.hexlab && (window.hexlab.ready || window.hexlab.error))`,
		chromedp.WithPollingTimeout(0), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		t.Fatalf("the board page did not start: %v", err)
	}
	msg, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.error`))
	if err != nil {
		t.Fatal(err)
	}
	return msg
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// point is a position on the page in CSS pixels.
type point struct{ X, Y float64 }

// cellCenter asks the page where the centre of cell is drawn now (window.hexlab.cellCenter,
// which reads the app's own layout of the current view), in CSS pixels.
func cellCenter(t *testing.T, ctx context.Context, cell string) point {
	t.Helper()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[*point](`window.hexlab.cellCenter(`+string(must(json.Marshal(cell)))+`)`))
	if err != nil {
		t.Fatal(err)
	}
	if p == nil {
		t.Fatalf("hexlab.cellCenter(%q) = null: the cell is not on the screen", cell)
	}
	return *p
}

// click clicks the page at p with real mouse events (a move, then a press and release).
func click(t *testing.T, ctx context.Context, p point) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, p.X, p.Y), chromedp.MouseClickXY(p.X, p.Y)); err != nil {
		t.Fatal(err)
	}
}

// clickCell clicks the centre of cell and waits until the game has n moves.
func clickCell(t *testing.T, ctx context.Context, cell string, n int) core.Record {
	t.Helper()
	click(t, ctx, cellCenter(t, ctx, cell))
	return waitMoves(t, ctx, n)
}

// state reads the game record through the page's test hook.
func state(t *testing.T, ctx context.Context) core.Record {
	t.Helper()
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.state()`))
	if err != nil {
		t.Fatal(err)
	}
	var r core.Record
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		t.Fatalf("hexlab.state() = %q: %v", text, err)
	}
	return r
}

// waitMoves waits until the game record has n moves.
func waitMoves(t *testing.T, ctx context.Context, n int) core.Record {
	t.Helper()
	expr := `JSON.parse(window.hexlab.state()).moves.length === ` + strconv.Itoa(n)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(0))); err != nil {
		t.Fatalf("waiting for %d moves (record %+v): %v", n, state(t, ctx), err)
	}
	return state(t, ctx)
}

func screenshot(t *testing.T, ctx context.Context) image.Image {
	t.Helper()
	return screenshotAs(t, ctx, "")
}

// screenshotAs is screenshot whose kept file (HEXLAB_SHOTS) is named after the test and suffix.
func screenshotAs(t *testing.T, ctx context.Context, suffix string) image.Image {
	t.Helper()
	data, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("HEXLAB_SHOTS"); dir != "" { // keep the screenshots to look at
		os.WriteFile(filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "_")+suffix+".png"), data, 0o644)
	}
	return img
}

// TestBrowserClick clicks cells of the board in Chromium with real mouse events, at the
// positions the page's layout gives, in windows of several sizes and device scales, and reads
// the moves back through window.hexlab.state(); it also checks the picture and the keyboard's
// undo.
func TestBrowserClick(t *testing.T) {
	for _, v := range []struct {
		name  string
		w, h  int64
		scale float64
		spec  string
	}{
		{"1000x800", 1000, 800, 1, "hex:9x9"},
		{"hidpi-600x500x2", 600, 500, 2, "hex:11x11"},
		{"narrow-360x640x3", 360, 640, 3, "cyl:5x7"},
	} {
		t.Run(v.name, func(t *testing.T) {
			ctx, msg := openBoard(t, "board="+v.spec, v.w, v.h, v.scale)
			if msg != "" {
				t.Fatalf("the page reports an error: %s", msg)
			}
			r := clickCell(t, ctx, "c4", 1)
			if r.Moves[0].Cell != "c4" || r.Moves[0].Player != "red" {
				t.Fatalf("clicked c4, the record says %+v", r.Moves)
			}
			// Second click: off centre, a third of the way to the centre of the next cell in
			// the row, still inside b5.
			b5, c5 := cellCenter(t, ctx, "b5"), cellCenter(t, ctx, "c5")
			click(t, ctx, point{b5.X + (c5.X-b5.X)/3, b5.Y + (c5.Y-b5.Y)/3})
			r = waitMoves(t, ctx, 2)
			if r.Moves[1].Cell != "b5" || r.Moves[1].Player != "blue" {
				t.Fatalf("clicked inside b5 off its centre, the record says %+v", r.Moves)
			}

			// The picture: the board is drawn (not blank), with both players' sides and stones.
			img := screenshot(t, ctx)
			if n := DistinctColors(img, 20); n < 6 {
				t.Errorf("the page shows %d colours: the canvas looks blank", n)
			}
			for name, want := range map[string]color.RGBA{"red": redSide, "blue": blueSide} {
				if n := CountNear(img, want, 12); n < 200 {
					t.Errorf("only %d pixels of the %s tone in the screenshot", n, name)
				}
			}
			// The stone on c4, seen just off its centre (the last-move mark is on b5's stone).
			c4 := cellCenter(t, ctx, "c4")
			sx := float64(img.Bounds().Dx()) / float64(v.w) // screenshot pixels per CSS pixel
			if got := img.At(int(c4.X*sx)+2, int(c4.Y*sx)+2); !Near(got, redSide, 16) {
				t.Errorf("the centre of c4 is %v, want the red stone", got)
			}

			// Undo from the keyboard takes back b5.
			if err := chromedp.Do(ctx, chromedp.KeyEvent("u")); err != nil {
				t.Fatal(err)
			}
			if r := waitMoves(t, ctx, 1); r.Moves[0].Cell != "c4" {
				t.Errorf("after undo: %+v", r.Moves)
			}
		})
	}
}

// TestBrowserBot plays against the random bot: after the human's click the bot answers.
func TestBrowserBot(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:5x5&blue=random&seed=4", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	r := clickCell(t, ctx, "c3", 2)
	if r.Moves[0].Cell != "c3" || r.Moves[1].Player != "blue" || r.Moves[1].Cell == "c3" {
		t.Errorf("record %+v", r)
	}
}

// TestBrowserHook plays through window.hexlab.play and checks its refusals.
func TestBrowserHook(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:3x3&moves=b2", 500, 400, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	play := func(move string) *string {
		res, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`window.hexlab.play(`+string(must(json.Marshal(move)))+`)`))
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	if res := play("a1"); res != nil {
		t.Fatalf("play(a1) = %q, want null", *res)
	}
	if res := play("a1"); res == nil || !strings.Contains(*res, "taken") {
		t.Errorf("play(a1) twice = %v, want a refusal", res)
	}
	if res := play("z9"); res == nil {
		t.Errorf("play(z9) on a 3x3 board was accepted")
	}
	r := state(t, ctx)
	if r.Board != "hex:3x3" || len(r.Moves) != 2 || r.Moves[0].Cell != "b2" || r.Moves[1].Cell != "a1" || r.Winner != "none" {
		t.Errorf("state %+v", r)
	}
}

// TestBrowserBadParams opens the page with wrong parameters: it shows which one and what it
// accepts, and no board.
func TestBrowserBadParams(t *testing.T) {
	for _, v := range []struct{ query, says string }{
		{"board=hex:0x5", `parameter board="hex:0x5"`},
		{"first=green", `parameter first="green"`},
		{"blue=grandmaster", `parameter blue="grandmaster"`},
		{"moves=a1,a1", `parameter moves="a1,a1"`},
		{"sawp=1", `parameter sawp="1": unknown parameter`},
	} {
		t.Run(v.query, func(t *testing.T) {
			ctx, msg := openBoard(t, v.query, 800, 600, 1)
			if !strings.Contains(msg, v.says) {
				t.Errorf("hexlab.error = %q, want it to contain %q", msg, v.says)
			}
			shown, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
				const e = document.getElementById("error");
				return e && !e.hidden && e.offsetHeight > 0 ? e.innerText : "";
			})()`))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(shown, v.says) || !strings.Contains(shown, "URL parameters") {
				t.Errorf("the page shows %q, want the message %q and the list of parameters", shown, v.says)
			}
			// Every parameter is listed, the view's and the embedding's included, and a link
			// leads back to the start page.
			for _, name := range []string{"board", "first", "red", "blue", "moves", "swap", "seed", "rule", "at",
				"resigned", "think", "ui", "readonly", "view", "flip", "rotate", "pan", "origins"} {
				if !strings.Contains(shown, "\n"+name+": ") {
					t.Errorf("the error page does not list %q", name)
				}
			}
			if href, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector("#error a[href='index.html']") || {}).href || ""`)); !strings.HasSuffix(href, "/index.html") {
				t.Errorf("no link back to the start page (%q)", href)
			}
			if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("canvas").length`)); n != 0 {
				t.Errorf("%d canvases left on the error page", n)
			}
		})
	}
}
