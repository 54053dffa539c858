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
func NewZoomedScene(v Drawing, shown Rect, scale float64, z Zoom) *Scene {
	fit := NewScene(v, shown, scale)
	fit.ZoomLimit = fit.MaxZoom()
	z = z.Clamp(shown, fit.ZoomLimit)
	if !z.zoomed() {
		return fit
	}
	s := NewScene(v, z.Area(shown), scale)
	s.Zoom, s.Shown, s.ZoomLimit, s.fit = z, shown, fit.ZoomLimit, fit
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

// Overview is the small picture of the whole board that a zoomed scene shows in a corner, so
// that the part shown is never out of context: the fitted drawing, scaled into Box, and the
// zoomed window's place on it.
type Overview struct {
	// Fit is the scene as it fits the area, whose tiles and bands Map takes into Box.
	Fit *Scene
	// Box is the corner of Shown the picture takes; Window is the part of the board shown,
	// in the same (screen) coordinates, inside Box.
	Box, Window Rect
	k           float64 // Fit's coordinates to Box's: p -> Box.Min + (p - from)*k
	from        Point
}

// overviewShare is how much of the shown area's width (or height) the overview takes at most.
const overviewShare = 0.3

// Overview returns the picture of the whole board for a zoomed scene, in the top right corner
// of Shown, and false when the scene is not zoomed.
func (s *Scene) Overview() (Overview, bool) {
	if !s.Zoom.zoomed() || s.fit == nil || len(s.fit.Tiles) == 0 {
		return Overview{}, false
	}
	fit := s.fit
	lo, hi := Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}
	// The drawing as it fits: its cells, the ghost copies the periodic drawings show included
	// (a zoomed window may show only ghosts).
	for _, t := range fit.Tiles {
		for _, p := range t.Poly {
			if !fit.Clip.Contains(p) {
				continue
			}
			lo = Point{math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)}
			hi = Point{math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)}
		}
	}
	if hi.X <= lo.X || hi.Y <= lo.Y {
		return Overview{}, false
	}
	bw, bh := s.Shown.Dx()*overviewShare, s.Shown.Dy()*overviewShare
	k := math.Min(bw/(hi.X-lo.X), bh/(hi.Y-lo.Y))
	pad := 6 * s.Scale
	size := Point{(hi.X - lo.X) * k, (hi.Y - lo.Y) * k}
	min := Point{s.Shown.Max.X - pad - size.X, s.Shown.Min.Y + pad}
	o := Overview{Fit: fit, Box: Rect{min, min.Add(size)}, k: k, from: lo}
	// The window: the shown area's corners taken back from the magnified drawing to the
	// fitted one (the magnification is linear but for the labels' margins).
	area := s.Zoom.Area(s.Shown)
	back := func(p Point) Point {
		return s.Shown.Min.Add(Point{(p.X - area.Min.X) / s.Zoom.Factor, (p.Y - area.Min.Y) / s.Zoom.Factor})
	}
	o.Window = Rect{o.Map(back(s.Shown.Min)), o.Map(back(s.Shown.Max))}.Intersect(o.Box)
	return o, true
}

// Map takes a point of the fitted drawing into the overview.
func (o Overview) Map(p Point) Point {
	return o.Box.Min.Add(Point{(p.X - o.from.X) * o.k, (p.Y - o.from.Y) * o.k})
}

// Scale returns how much smaller the overview is than the fitted drawing.
func (o Overview) Scale() float64 { return o.k }

// Unmap takes a point of the overview back to the fitted drawing.
func (o Overview) Unmap(p Point) Point {
	return o.from.Add(Point{(p.X - o.Box.Min.X) / o.k, (p.Y - o.Box.Min.Y) / o.k})
}

// CenteredOn returns the zoom, by the same factor, whose window is centred on the point q of
// the fitted drawing (a tap on the overview).
func (z Zoom) CenteredOn(q Point, shown Rect) Zoom {
	c := shown.Center()
	min := c.Sub(Point{(q.X - shown.Min.X) * z.Factor, (q.Y - shown.Min.Y) * z.Factor})
	return Zoom{Factor: z.Factor, X: shown.Min.X - min.X, Y: shown.Min.Y - min.Y}
}
