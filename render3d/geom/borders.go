package geom

import (
	"math"

	"github.com/hexlab/hexlab/core/trunc"
)

// Line is a polyline to draw as a tube: a piece of a border, in drawing
// coordinates (after the view's explosion).
type Line struct {
	Points []Vec
	// Path is true for a border that joins two endpoints: once the game is
	// decided, those make the winning pairing.
	Path bool
}

// BorderLines returns the tubes to draw for the borders of a position on a
// board of size k in view v: each border and its mirror through the centre
// (the two lifts of one border), placed by the explosion, a path's ends
// carried on along the body diagonal to the corner of the walls, and cut
// where they run into the layers the slicing plane hides.
func BorderLines(borders []trunc.Border, k int, v View) []Line {
	var out []Line
	w := v.WallDistance(k)
	for _, b := range borders {
		for _, sign := range []float64{1, -1} {
			pts := make([]Vec, 0, len(b.Points)+2)
			for _, p := range b.Points {
				pts = append(pts, scale(p, sign))
			}
			for _, piece := range sliceLine(pts, v) {
				placed := make([]Vec, 0, len(piece)+2)
				if b.Kind == trunc.BorderPath && sameVec(piece[0], pts[0]) {
					placed = append(placed, cornerOf(pts[0], w))
				}
				for _, p := range piece {
					placed = append(placed, v.Place(p))
				}
				if b.Kind == trunc.BorderPath && sameVec(piece[len(piece)-1], pts[len(pts)-1]) {
					placed = append(placed, cornerOf(pts[len(pts)-1], w))
				}
				out = append(out, Line{Points: placed, Path: b.Kind == trunc.BorderPath})
			}
		}
	}
	return out
}

// sliceLine splits a polyline into the pieces that run through shown
// layers: a segment is kept when one of its ends lies at most half a layer
// beyond the slicing plane.
func sliceLine(pts []Vec, v View) [][]Vec {
	if v.SliceAxis < 0 || v.SliceAxis > 2 {
		return [][]Vec{pts}
	}
	limit := float64(v.SliceLevel) + 0.5
	var out [][]Vec
	var cur []Vec
	for i := 0; i+1 < len(pts); i++ {
		a, b := pts[i], pts[i+1]
		if math.Min(a[v.SliceAxis], b[v.SliceAxis]) <= limit {
			if len(cur) == 0 {
				cur = append(cur, a)
			}
			cur = append(cur, b)
			continue
		}
		if len(cur) > 0 {
			out = append(out, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// cornerOf returns the corner of the walls (w from the centre) on the body
// diagonal of the endpoint e.
func cornerOf(e Vec, w float64) Vec {
	var c Vec
	for i := range e {
		c[i] = math.Copysign(w, e[i])
	}
	return c
}

func sameVec(a, b Vec) bool { return a == b }

// EndpointMarks returns where the eight lifts of the four endpoints are
// drawn: the corners of the walls, in corner order (A, B, C, D), each
// followed by its mirror.
func EndpointMarks(k int, v View) []Vec {
	w := v.WallDistance(k)
	out := make([]Vec, 0, 2*trunc.NumCorners)
	for c := trunc.A; c <= trunc.D; c++ {
		s := c.Signs()
		p := Vec{w * float64(s[0]), w * float64(s[1]), w * float64(s[2])}
		out = append(out, p, scale(p, -1))
	}
	return out
}
