package layout

import "math"

// Zoom magnifies a drawing so that small cells can be tapped: the board is laid out in an
// area Factor times as large as the one shown (Zoom.Area), and the shown area is a window
// onto it, X and Y device pixels from the magnified area's corner. The zero Zoom, like
// Factor 1, shows the drawing as it fits.
type Zoom struct {
	Factor float64
	X, Y   float64
}

// MaxZoomRadius is the stone radius, in CSS pixels, that zooming in stops at: cells then
// take about a fingertip.
const MaxZoomRadius = 20

// maxZoomFactor bounds the factor whatever the cells: a 32x32 board on a phone needs about 5.
const maxZoomFactor = 8

// zoomed reports whether z magnifies at all.
func (z Zoom) zoomed() bool { return z.Factor > 1 }

// Clamp returns z with its factor between 1 and most, and its window inside the magnified
// area of shown.
func (z Zoom) Clamp(shown Rect, most float64) Zoom {
	most = math.Min(math.Max(most, 1), maxZoomFactor)
	if math.IsNaN(z.Factor) || z.Factor < 1 {
		z.Factor = 1
	}
	if z.Factor > most {
		// The same place of the drawing, as a share of how far the window can go.
		share := (most - 1) / (z.Factor - 1)
		z.Factor, z.X, z.Y = most, z.X*share, z.Y*share
	}
	maxX, maxY := shown.Dx()*(z.Factor-1), shown.Dy()*(z.Factor-1)
	clamp := func(v, hi float64) float64 {
		if math.IsNaN(v) {
			return 0
		}
		return math.Min(math.Max(v, 0), hi)
	}
	z.X, z.Y = clamp(z.X, maxX), clamp(z.Y, maxY)
	if z.Factor == 1 {
		return Zoom{}
	}
	return z
}

// Area returns the magnified area the drawing is laid out in, for the area shown.
func (z Zoom) Area(shown Rect) Rect {
	if !z.zoomed() {
		return shown
	}
	min := shown.Min.Sub(Point{z.X, z.Y})
	return Rect{min, min.Add(Point{shown.Dx() * z.Factor, shown.Dy() * z.Factor})}
}

// About returns the zoom to factor that keeps the point of the drawing under p (a screen
// point of shown) where it is: pinching and the wheel zoom about the fingers and the pointer.
func (z Zoom) About(p Point, factor float64, shown Rect) Zoom {
	old := z.Area(shown)
	// p's place in the magnified area, as a fraction of it, stays the same.
	fx, fy := (p.X-old.Min.X)/old.Dx(), (p.Y-old.Min.Y)/old.Dy()
	n := Zoom{Factor: math.Max(factor, 1)}
	w, h := shown.Dx()*n.Factor, shown.Dy()*n.Factor
	n.X = shown.Min.X - (p.X - fx*w)
	n.Y = shown.Min.Y - (p.Y - fy*h)
	return n
}

// Moved returns the zoom whose drawing has moved by (dx, dy) on the screen: a drag.
func (z Zoom) Moved(dx, dy float64) Zoom {
	z.X -= dx
	z.Y -= dy
	return z
}

// NewZoomedScene lays out v magnified by z (clamped to what the cells need, see MaxZoom) in
// the area shown: the tiles, bands and labels are those of the magnified area, and Clip and
// Shown are inside shown.
func NewZoomedScene(v ViewSpec, shown Rect, scale float64, z Zoom) *Scene {
	fit := NewScene(v, shown, scale)
	fit.ZoomLimit = fit.MaxZoom()
	z = z.Clamp(shown, fit.ZoomLimit)
	if !z.zoomed() {
		return fit
	}
	s := NewScene(v, z.Area(shown), scale)
	s.Zoom, s.Shown, s.ZoomLimit = z, shown, fit.ZoomLimit
	s.Clip = s.Clip.Intersect(shown)
	return s
}

// MaxZoom returns the largest factor worth zooming this scene (as fitted) by: the one at which
// its stones reach MaxZoomRadius, at least 1.
func (s *Scene) MaxZoom() float64 {
	if len(s.Tiles) == 0 || s.Tiles[0].Radius <= 0 {
		return 1
	}
	return math.Min(math.Max(MaxZoomRadius*s.Scale/s.Tiles[0].Radius, 1), maxZoomFactor)
}
