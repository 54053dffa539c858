package mesh

import (
	"math"

	"github.com/hexlab/hexlab/render2d/layout"
)

// maxSagitta is how far, in pixels, a curve's straight pieces may fall inside the true
// curve: a quarter of a pixel, less than the feather, so that discs look round.
const maxSagitta = 0.25

// arcSegments returns how many straight pieces an arc of the given radius and angle needs so
// that none falls more than maxSagitta inside it.
func arcSegments(radius, angle float64) int {
	if radius <= maxSagitta {
		return max(1, int(math.Ceil(angle/(math.Pi/2))))
	}
	step := 2 * math.Acos(1-maxSagitta/radius)
	return min(max(1, int(math.Ceil(angle/step))), 1024)
}

// Circle returns a polygon through points of the circle of radius r around c, with enough
// corners that it looks round at that size (at least 8). A radius that is not positive gives
// no points.
func Circle(c layout.Point, r float64) []layout.Point {
	if !(r > 0) {
		return nil
	}
	n := max(arcSegments(r, 2*math.Pi), 8)
	out := make([]layout.Point, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = layout.Point{X: c.X + r*math.Cos(a), Y: c.Y + r*math.Sin(a)}
	}
	return out
}

// RoundRect returns the outline of r with its corners rounded by radius (at most half the
// shorter side), clockwise on the screen from the top edge.
func RoundRect(r layout.Rect, radius float64) []layout.Point {
	k := math.Max(0, math.Min(radius, math.Min(r.Dx(), r.Dy())/2))
	if k == 0 {
		return Rect(r)
	}
	n := arcSegments(k, math.Pi/2)
	out := make([]layout.Point, 0, 4*(n+1))
	corners := [4]layout.Point{
		{X: r.Max.X - k, Y: r.Min.Y + k}, // top right: from the top edge down to the right edge
		{X: r.Max.X - k, Y: r.Max.Y - k},
		{X: r.Min.X + k, Y: r.Max.Y - k},
		{X: r.Min.X + k, Y: r.Min.Y + k},
	}
	for q, c := range corners {
		start := -math.Pi/2 + float64(q)*math.Pi/2
		for i := 0; i <= n; i++ {
			a := start + math.Pi/2*float64(i)/float64(n)
			out = append(out, layout.Point{X: c.X + k*math.Cos(a), Y: c.Y + k*math.Sin(a)})
		}
	}
	return out
}

// Rect returns the four corners of r, clockwise on the screen from the top left.
func Rect(r layout.Rect) []layout.Point {
	return []layout.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}}
}
