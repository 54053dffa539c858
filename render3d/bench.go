package render3d

import (
	"fmt"
	"math"
	"slices"
	"time"
)

// benchmark turns the camera a little every frame for a number of frames, so
// that every frame is drawn, and measures the time between frames: the frame
// time, with whatever the platform adds (the browser's compositor, the
// buffer swap).
type benchmark struct {
	left   int
	last   time.Time
	times  []time.Duration
	draws  []time.Duration // how long render took, the calls into the GL
	done   func(BenchResult)
	target int
}

// BenchResult is what a measurement found.
type BenchResult struct {
	Frames int
	Median time.Duration
	P90    time.Duration
	// Draw is the median time spent in the app's drawing calls each frame
	// (the rest of a frame is the GL's work and the platform's).
	Draw      time.Duration
	Triangles int
	DrawCalls int
	// Panels is the number of the controls' panels drawn (one draw call
	// each, on top of DrawCalls).
	Panels int
	Width  int
	Height int
}

// String formats the result on one line.
func (r BenchResult) String() string {
	return fmt.Sprintf("%d frames at %dx%d: median %.1f ms, 90th percentile %.1f ms (of which issuing the draw calls %.1f ms); %d triangles in %d draw calls, and %d for the controls",
		r.Frames, r.Width, r.Height, ms(r.Median), ms(r.P90), ms(r.Draw), r.Triangles, r.DrawCalls, r.Panels)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// Bench draws frames more frames, turning the camera by a degree each, and
// then calls done with the frame times (measured between the starts of
// consecutive frames; the first is left out).
func (a *App) Bench(frames int, done func(BenchResult)) {
	a.bench = benchmark{left: frames + 1, target: frames, done: done}
}

// step is called at the start of every frame.
func (b *benchmark) step(a *App) {
	if b.left == 0 {
		return
	}
	now := time.Now()
	if !b.last.IsZero() {
		b.times = append(b.times, now.Sub(b.last))
	}
	b.last = now
	b.left--
	if b.left == 0 {
		sorted := slices.Clone(b.times)
		slices.Sort(sorted)
		r := BenchResult{Frames: len(sorted), Width: a.width, Height: a.height}
		if len(sorted) > 0 {
			r.Median = sorted[len(sorted)/2]
			r.P90 = sorted[int(math.Min(float64(len(sorted)-1), float64(len(sorted))*0.9))]
		}
		if len(b.draws) > 0 {
			d := slices.Clone(b.draws)
			slices.Sort(d)
			r.Draw = d[len(d)/2]
		}
		r.Triangles, r.DrawCalls = a.Stats()
		r.Panels = a.rend.Stats().Panels // the last Render drew the controls
		if b.done != nil {
			b.done(r)
		}
		return
	}
	a.orbit.Rotate(a.orbitStep(), 0, 180)
	a.updateCamera()
}

// orbitStep is how far the benchmark turns the camera each frame, in the
// pixels Orbit.Rotate takes for a viewport 180 pixels high: one degree.
func (a *App) orbitStep() float64 { return 1 }

// Stats returns the number of triangles the cube's meshes hold and the
// number of draw calls they make (the controls not counted).
func (a *App) Stats() (triangles, drawCalls int) { return a.sc.stats() }
