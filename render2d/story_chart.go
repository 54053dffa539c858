package render2d

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// The chart of the game's story, in the panel: Red's win rate after every move of the line
// shown (higher is better for Red), the even line, the positions proven won as dots in the
// winner's colour, the turning points ringed, and the position shown as a vertical line. A
// click goes to the position under it.

// storyPlot is where the chart's curve goes inside its box.
func (a *App) storyPlot() layout.Rect {
	r, s := a.sc.Chart, a.scale
	return layout.Rect{Min: r.Min.Add(layout.Point{X: 8 * s, Y: 18 * s}), Max: r.Max.Add(layout.Point{X: -8 * s, Y: -6 * s})}
}

// storyX is the x of position ply of n+1 positions in the plot.
func storyX(plot layout.Rect, ply, n int) float64 {
	if n <= 0 {
		return plot.Min.X
	}
	return plot.Min.X + plot.Dx()*float64(ply)/float64(n)
}

// drawStory draws the chart.
func (a *App) drawStory(dst *ebiten.Image) {
	r := a.sc.Chart
	if r.Empty() {
		return
	}
	th, s := a.theme, a.scale
	fill(dst, roundRect(r, 6*s), th.Background)
	points, on := a.s.Story()
	if !on {
		return
	}
	known := 0
	for _, p := range points {
		if p.Known {
			known++
		}
	}
	title := "Red's chances, move by move"
	if known < len(points) {
		title += " (working…)"
	}
	t, size := fitText(title, a.sc.Font*0.8, r.Dx()-16*s)
	drawText(dst, t, size, layout.Point{X: r.Min.X + 8*s, Y: r.Min.Y + 9*s}, text.AlignStart, th.Label)
	plot := a.storyPlot()
	n := len(points) - 1
	y := func(v float64) float64 { return plot.Max.Y - v*plot.Dy() }
	polyline(dst, []layout.Point{{X: plot.Min.X, Y: y(0.5)}, {X: plot.Max.X, Y: y(0.5)}}, math.Max(1, s), th.Disabled)
	ply, _ := a.s.Ply()
	cx := storyX(plot, ply, n)
	polyline(dst, []layout.Point{{X: cx, Y: plot.Min.Y}, {X: cx, Y: plot.Max.Y}}, math.Max(1.5, 1.5*s), th.Cursor)
	for i := 1; i < len(points); i++ {
		if points[i].Known && points[i-1].Known {
			seg := []layout.Point{{X: storyX(plot, i-1, n), Y: y(points[i-1].RedWin)}, {X: storyX(plot, i, n), Y: y(points[i].RedWin)}}
			polyline(dst, seg, math.Max(1.5, 2*s), th.Stone[core.Red])
		}
	}
	for i, p := range points {
		if !p.Known {
			continue
		}
		at := layout.Point{X: storyX(plot, i, n), Y: y(p.RedWin)}
		if p.Proven != core.NoPlayer {
			disc(dst, at, 2.5*s, th.Stone[p.Proven])
		}
		if p.Turning {
			ring(dst, at, 5*s, math.Max(1, 1.5*s), th.Text)
		}
	}
}

// storyPress goes to the position under p on the chart.
func (a *App) storyPress(p layout.Point) {
	points, on := a.s.Story()
	if !on || len(points) == 0 {
		return
	}
	plot := a.storyPlot()
	n := len(points) - 1
	ply := 0
	if plot.Dx() > 0 {
		ply = int(math.Round((p.X - plot.Min.X) / plot.Dx() * float64(n)))
	}
	a.s.GoTo(max(0, min(ply, n)))
}

// StoryPoint returns where position ply of the story is on the chart (at mid height), in
// device pixels of the screen, for the page's tests and scripts; ok is false without a chart.
func (a *App) StoryPoint(ply int) (layout.Point, bool) {
	points, on := a.s.Story()
	if !on || a.sc.Chart.Empty() || ply < 0 || ply >= len(points) {
		return layout.Point{}, false
	}
	plot := a.storyPlot()
	return layout.Point{X: storyX(plot, ply, len(points)-1), Y: plot.Center().Y}, true
}
