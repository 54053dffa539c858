package layout

import "math"

// Point is a position in device pixels, X to the right and Y down.
type Point struct{ X, Y float64 }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p multiplied by k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Lerp returns the point a fraction t of the way from p to q.
func (p Point) Lerp(q Point, t float64) Point { return p.Add(q.Sub(p).Scale(t)) }

// Rect is an axis-aligned rectangle: the points with Min.X <= X < Max.X and Min.Y <= Y < Max.Y.
type Rect struct{ Min, Max Point }

// Dx returns the rectangle's width.
func (r Rect) Dx() float64 { return r.Max.X - r.Min.X }

// Dy returns the rectangle's height.
func (r Rect) Dy() float64 { return r.Max.Y - r.Min.Y }

// Center returns the rectangle's centre.
func (r Rect) Center() Point { return r.Min.Lerp(r.Max, 0.5) }

// Contains reports whether p lies in r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.Min.X && p.X < r.Max.X && p.Y >= r.Min.Y && p.Y < r.Max.Y
}

// sqrt3 is the ratio of a pointy-top hexagon's width to its circumradius.
var sqrt3 = math.Sqrt(3)

// InConvexPolygon reports whether p lies strictly inside the convex polygon with the given
// vertices, listed in either orientation. It is the slow, obvious check the fast hit test is
// compared with.
func InConvexPolygon(p Point, poly []Point) bool {
	sign := 0.0
	for i, a := range poly {
		b := poly[(i+1)%len(poly)]
		cross := (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
		if cross == 0 {
			return false
		}
		if sign == 0 {
			sign = cross
		} else if (cross > 0) != (sign > 0) {
			return false
		}
	}
	return true
}

// InPolygon reports whether p lies inside the polygon with the given vertices (any simple
// polygon, convex or not), by the even-odd rule: the slow, obvious check that the annulus's
// hit test is compared with.
func InPolygon(p Point, poly []Point) bool {
	in := false
	for i, a := range poly {
		b := poly[(i+1)%len(poly)]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < a.X+(p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
			in = !in
		}
	}
	return in
}

// DistToPolygon returns the distance from p to the nearest side of the polygon.
func DistToPolygon(p Point, poly []Point) float64 {
	best := math.Inf(1)
	for i, a := range poly {
		b := poly[(i+1)%len(poly)]
		ab, ap := b.Sub(a), p.Sub(a)
		t := 0.0
		if l := ab.X*ab.X + ab.Y*ab.Y; l > 0 {
			t = math.Min(math.Max((ap.X*ab.X+ap.Y*ab.Y)/l, 0), 1)
		}
		best = math.Min(best, dist2(p, a.Add(ab.Scale(t))))
	}
	return math.Sqrt(best)
}

// Intersect returns the part of r inside o (empty if none).
func (r Rect) Intersect(o Rect) Rect {
	out := Rect{Point{math.Max(r.Min.X, o.Min.X), math.Max(r.Min.Y, o.Min.Y)}, Point{math.Min(r.Max.X, o.Max.X), math.Min(r.Max.Y, o.Max.Y)}}
	if out.Max.X < out.Min.X || out.Max.Y < out.Min.Y {
		p := Point{math.Min(math.Max(out.Min.X, o.Min.X), o.Max.X), math.Min(math.Max(out.Min.Y, o.Min.Y), o.Max.Y)}
		return Rect{p, p} // empty, inside o
	}
	return out
}
