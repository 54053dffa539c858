// Command truncshot drives the Trunc page (site/trunc.html, served from a built site such as
// dist/) in headless Chromium with software WebGL, for the evidence in docs/trunc3d.md: it
// opens a game, optionally clicks a cell the way a person would (at the point the page's
// hexlab.cellCenter gives) and checks that exactly that cell was played, sets how the cube is
// shown, takes a screenshot, and measures the frame time while the camera turns.
//
//	go run ./cmd/truncshot -dir dist -query 'board=trunc:8&seed=1' -bench 60
//	go run ./cmd/truncshot -dir dist -query 'board=trunc:2&white=random&seed=3' -wait-over \
//	    -view 'slice=x:0&explode=0.6' -out docs/images/trunc2-sliced.png
//
// It prints what it did and measured, one line each; an error exits non-zero. It is a tool,
// not a test: the timings depend on the machine.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/cmd/serve/static"
)

func main() {
	dir := flag.String("dir", "dist", "the built site to serve")
	query := flag.String("query", "board=trunc:3", "the page's URL parameters")
	view := flag.String("view", "", "view parameters to set once the page is ready (slice=x:0&explode=0.5&solid=1)")
	size := flag.String("size", "1000x700", "the viewport in CSS pixels")
	scale := flag.Float64("scale", 1, "the device pixel ratio")
	click := flag.String("click", "", "a cell to click, such as 0,0,2 (checked to be the move played)")
	waitOver := flag.Bool("wait-over", false, "wait until the game is over (bots play it out)")
	out := flag.String("out", "", "write a PNG screenshot here")
	bench := flag.Int("bench", 0, "measure the frame time over this many frames")
	keys := flag.String("keys", "", "keys to type on the page once it is ready, such as h (hide the controls)")
	touch := flag.Bool("touch", false, "click with a tap of a finger (touch events) instead of the mouse")
	chromium := flag.String("chromium", "chromium", "the browser to run")
	flag.Parse()
	if err := run(*dir, *query, *view, *size, *scale, *click, *waitOver, *out, *bench, *keys, *touch, *chromium); err != nil {
		fmt.Fprintln(os.Stderr, "truncshot:", err)
		os.Exit(1)
	}
}

func run(dir, query, view, size string, scale float64, click string, waitOver bool, out string, bench int, keys string, touch bool, chromium string) error {
	w, h, ok := strings.Cut(size, "x")
	width, err1 := strconv.ParseInt(w, 10, 64)
	height, err2 := strconv.ParseInt(h, 10, 64)
	if !ok || err1 != nil || err2 != nil {
		return fmt.Errorf("-size %q: expected WIDTHxHEIGHT", size)
	}
	srv := httptest.NewServer(static.Handler(dir))
	defer srv.Close()
	profile, err := os.MkdirTemp("", "truncshot-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(profile)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("enable-unsafe-swiftshader", true), chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(profile))
	alloc, stopAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer stopAlloc()
	tab, stopTab := chromedp.NewContext(alloc)
	defer stopTab()
	ctx, cancel := context.WithTimeout(tab, 10*time.Minute)
	defer cancel()
	url := srv.URL + "/trunc.html?" + query
	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, height, chromedp.EmulateScale(scale)), chromedp.Navigate(url)); err != nil {
		return err
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!(window.hexlab && (window.hexlab.ready || window.hexlab.error))`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		return fmt.Errorf("the page did not start: %w", err)
	}
	if msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.error`)); msg != "" {
		return fmt.Errorf("the page reports: %s", msg)
	}
	fmt.Printf("loaded %s in %v\n", url, time.Since(start).Round(time.Millisecond))
	if keys != "" {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(keys)); err != nil {
			return err
		}
	}
	if click != "" {
		if err := clickCell(ctx, click, touch); err != nil {
			return err
		}
	}
	if waitOver {
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`JSON.parse(window.hexlab.state()).over`,
			chromedp.WithPollingTimeout(8*time.Minute), chromedp.WithPollingInterval(250*time.Millisecond))); err != nil {
			return fmt.Errorf("waiting for the end of the game: %w", err)
		}
	}
	if view != "" {
		msg, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`window.hexlab.setView(`+quote(view)+`)`))
		if err != nil {
			return err
		}
		if msg != nil {
			return fmt.Errorf("setView: %s", *msg)
		}
	}
	st, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.state()`))
	if err != nil {
		return err
	}
	var s struct {
		Moves     []json.RawMessage
		Winner    string
		Status    string
		Triangles int
		DrawCalls int
	}
	_ = json.Unmarshal([]byte(st), &s)
	fmt.Printf("state: %d moves, winner %s, %q; %d triangles in %d draw calls\n", len(s.Moves), s.Winner, s.Status, s.Triangles, s.DrawCalls)
	if bench > 0 {
		res, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.bench(`+strconv.Itoa(bench)+`)`,
			func(p *runtime.EvaluateParams) { yes := true; p.AwaitPromise = &yes }))
		if err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		var r struct{ Text string }
		_ = json.Unmarshal([]byte(res), &r)
		fmt.Printf("frame time in headless Chromium (SwiftShader), %vx%v CSS px at scale %v: %s\n", width, height, scale, r.Text)
	}
	if out != "" {
		time.Sleep(500 * time.Millisecond) // a frame or two after the last change
		data, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			return err
		}
		if err := os.WriteFile(out, data, 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", out)
	}
	return nil
}

// clickCell clicks the cell where the page says a click plays it, with real mouse events,
// and checks that the game's last move is that cell.
func clickCell(ctx context.Context, cell string, touch bool) error {
	before, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.state()`))
	if err != nil {
		return err
	}
	var b struct{ Moves []struct{ Cell string } }
	_ = json.Unmarshal([]byte(before), &b)
	p, err := chromedp.Run(ctx, chromedp.Evaluate[*struct{ X, Y float64 }](`window.hexlab.cellCenter(`+quote(cell)+`)`))
	if err != nil {
		return err
	}
	if p == nil {
		return fmt.Errorf("cell %s cannot be clicked in this view", cell)
	}
	press := chromedp.Action[chromedp.Void](chromedp.MouseClickXY(p.X, p.Y))
	if touch {
		press = tap(p.X, p.Y)
	} else if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, p.X, p.Y)); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, press); err != nil {
		return err
	}
	expr := `JSON.parse(window.hexlab.state()).moves.length > ` + strconv.Itoa(len(b.Moves))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		return fmt.Errorf("the click at (%.0f, %.0f) played nothing: %w", p.X, p.Y, err)
	}
	after, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.state()`))
	var a struct{ Moves []struct{ Cell string } }
	_ = json.Unmarshal([]byte(after), &a)
	if got := a.Moves[len(b.Moves)].Cell; got != cell {
		return fmt.Errorf("the click at (%.0f, %.0f) played %s, not %s", p.X, p.Y, got, cell)
	}
	fmt.Printf("clicked (%.0f, %.0f): played %s\n", p.X, p.Y, cell)
	return nil
}

// tap touches the page at (x, y) with one finger and lifts it.
func tap(x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		start := input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}}}
		if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, start); err != nil {
			return err
		}
		end := input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, end)
		return err
	})
}

func quote(s string) string {
	data, _ := json.Marshal(s)
	return string(data)
}
