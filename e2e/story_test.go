package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The game's story in the browser: with story=1 the chart fills in from the worker, position
// by position; a click on it goes to the position under the click.
func TestBrowserStory(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:5x5&moves=c3,b4,d2,c2,b3&story=1&seed=3", 1100, 800, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	type storyPoint struct {
		Ply    int     `json:"ply"`
		RedWin float64 `json:"redWin"`
		Known  bool    `json:"known"`
	}
	var points []storyPoint
	for ; ; time.Sleep(200 * time.Millisecond) { // until the story is whole, however long
		points = must(chromedp.Run(ctx, chromedp.Evaluate[[]storyPoint](`window.hexlab.story()`)))
		all := len(points) == 6
		for _, p := range points {
			all = all && p.Known && p.RedWin >= 0 && p.RedWin <= 1
		}
		if all {
			break
		}
	}
	screenshot(t, ctx)
	at := must(chromedp.Run(ctx, chromedp.Evaluate[*struct{ X, Y float64 }](`window.hexlab.storyPoint(2)`)))
	if at == nil {
		t.Fatal("no chart on the screen")
	}
	click(t, ctx, point{at.X, at.Y})
	waitMoves(t, ctx, 2)
}
