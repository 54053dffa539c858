package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"math"
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
	"github.com/hexlab/hexlab/render2d/layout"
)

// The browser is started once for all the tests; each test opens its own tab. TestMain
// stops it and removes its profile at the end.
var (
	browserOnce sync.Once
	browserCtx  context.Context
	browserErr  error
	siteURL     string
	browserStop = func() {}
)

func TestMain(m *testing.M) {
	code := m.Run()
	browserStop()
	os.Exit(code)
}

// openBoard serves dist/, opens board.html?query in a new tab of headless Chromium with a
// viewport of width x height CSS pixels at the given device scale, and waits until the
// board is drawn or the page reports an error (returned as the string).
func openBoard(t *testing.T, query string, width, height int64, scale float64) (context.Context, string) {
	t.Helper()
	chromium := need(t, "chromium", "browser")
	dist := filepath.Join(root, "dist")
	if _, err := os.Stat(filepath.Join(dist, "board.wasm")); err != nil {
		t.Fatalf("%s/board.wasm is missing: run `make dist` first (make test does)", dist)
	}
	browserOnce.Do(func() {
		srv := httptest.NewServer(static.Handler(dist))
		siteURL = srv.URL
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
			os.RemoveAll(profile)
		}
		browserErr = chromedp.Do(browserCtx) // starts the browser
	})
	if browserErr != nil {
		t.Fatalf("starting %s: %v", chromium, browserErr)
	}
	tab, cancel := chromedp.NewContext(browserCtx)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(tab, 3*time.Minute)
	t.Cleanup(cancelTimeout)
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(width, height, chromedp.EmulateScale(scale)),
		chromedp.Navigate(siteURL+"/board.html?"+query),
	); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!(window.hexlab && (window.hexlab.ready || window.hexlab.error))`,
		chromedp.WithPollingTimeout(2*time.Minute), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		t.Fatalf("the board page did not start: %v", err)
	}
	msg, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.error`))
	if err != nil {
		t.Fatal(err)
	}
	return ctx, msg
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// canvas is where the board's canvas is on the page.
type canvas struct {
	Width, Height       float64 // the drawing buffer, in device pixels
	Left, Top           float64 // CSS pixels
	CSSWidth, CSSHeight float64
	DPR                 float64
}

func readCanvas(t *testing.T, ctx context.Context) canvas {
	t.Helper()
	c, err := chromedp.Run(ctx, chromedp.Evaluate[canvas](`(() => {
		const c = document.querySelector("canvas"), r = c.getBoundingClientRect();
		return {Width: c.width, Height: c.height, Left: r.left, Top: r.top,
			CSSWidth: r.width, CSSHeight: r.height, DPR: window.devicePixelRatio};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// toCSS converts a point of the board's layout (device pixels of the canvas) to page coordinates.
func (c canvas) toCSS(p layout.Point) (x, y float64) {
	return c.Left + p.X*c.CSSWidth/c.Width, c.Top + p.Y*c.CSSHeight/c.Height
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
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("waiting for %d moves (record %+v): %v", n, state(t, ctx), err)
	}
	return state(t, ctx)
}

func screenshot(t *testing.T, ctx context.Context) image.Image {
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
		os.WriteFile(filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "_")+".png"), data, 0o644)
	}
	return img
}

// TestBrowserClick clicks cells of the board in Chromium with real mouse events, at screen
// positions computed with the layout code the app uses, and reads the moves back through
// window.hexlab.state(); it also checks the picture and the keyboard's undo.
func TestBrowserClick(t *testing.T) {
	for _, v := range []struct {
		name   string
		w, h   int64
		scale  float64
		spec   string
		shiftR float64 // click this many radii right of the second cell's centre
	}{
		{"1000x800", 1000, 800, 1, "hex:9x9", 0.8},
		{"hidpi-600x500x2", 600, 500, 2, "hex:11x11", -0.8},
		{"narrow-360x640x3", 360, 640, 3, "cyl:5x7", 0.5},
	} {
		t.Run(v.name, func(t *testing.T) {
			ctx, msg := openBoard(t, "board="+v.spec, v.w, v.h, v.scale)
			if msg != "" {
				t.Fatalf("the page reports an error: %s", msg)
			}
			c := readCanvas(t, ctx)
			if c.DPR != v.scale || math.Abs(c.Width-float64(v.w)*v.scale) > 1 {
				t.Fatalf("canvas %+v, want %d device pixels wide at scale %v", c, v.w, v.scale)
			}
			spec, _ := core.ParseSpec(v.spec)
			sc := layout.Compute(spec.Cols, spec.Rows, c.Width, c.Height, c.DPR)

			// First click: the centre of cell (3, 4) = c4, red.
			x, y := c.toCSS(sc.Board.CellCenter(3, 4))
			if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y), chromedp.MouseClickXY(x, y)); err != nil {
				t.Fatal(err)
			}
			r := waitMoves(t, ctx, 1)
			if r.Moves[0].Cell != "c4" || r.Moves[0].Player != "red" {
				t.Fatalf("clicked c4, the record says %+v", r.Moves)
			}
			// Second click: off centre towards the neighbour in the row, still inside (2, 5) = b5.
			p := sc.Board.CellCenter(2, 5).Add(layout.Point{X: v.shiftR * sc.Board.R})
			x, y = c.toCSS(p)
			if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, x, y), chromedp.MouseClickXY(x, y)); err != nil {
				t.Fatal(err)
			}
			r = waitMoves(t, ctx, 2)
			if r.Moves[1].Cell != "b5" || r.Moves[1].Player != "blue" {
				t.Fatalf("clicked inside b5 near its edge, the record says %+v", r.Moves)
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
			// The stone on c4, seen just off its centre (the last-move dot is on b5's stone).
			px, py := c.toCSS(sc.Board.CellCenter(3, 4))
			sx := float64(img.Bounds().Dx()) / float64(v.w) // screenshot pixels per CSS pixel
			if got := img.At(int(px*sx)+2, int(py*sx)+2); !Near(got, redSide, 16) {
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
	c := readCanvas(t, ctx)
	sc := layout.Compute(5, 5, c.Width, c.Height, c.DPR)
	x, y := c.toCSS(sc.Board.CellCenter(3, 3))
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(x, y)); err != nil {
		t.Fatal(err)
	}
	r := waitMoves(t, ctx, 2)
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
			if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("canvas").length`)); n != 0 {
				t.Errorf("%d canvases left on the error page", n)
			}
		})
	}
}
