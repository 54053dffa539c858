package geom

import "math"

// Ray is a half-line from Origin along Dir (not necessarily of length 1).
type Ray struct {
	Origin, Dir Vec
}

// At returns the point of the ray at parameter t: Origin + t·Dir.
func (r Ray) At(t float64) Vec { return add(r.Origin, scale(r.Dir, t)) }

// cellPlanes are the 14 planes of a cell as (n, d): the cell is n·q <= d for
// each, q relative to the centre.
var cellPlanes = func() [14]struct {
	n Vec
	d float64
} {
	var out [14]struct {
		n Vec
		d float64
	}
	for i, f := range CellFaces {
		out[i].n = f.Normal
		out[i].d = dot(f.Normal, f.Corners[0])
	}
	return out
}()

// HitCell returns where the ray enters the truncated octahedron centred at
// centre, scaled by size: the smallest t >= 0 at which the ray is inside it
// (0 if the origin is inside), and whether it meets the cell at all.
func HitCell(r Ray, centre Vec, size float64) (float64, bool) {
	o := sub(r.Origin, centre)
	// A quick miss: the ray passes farther from the centre than the
	// bounding sphere.
	dd := dot(r.Dir, r.Dir)
	if dd == 0 {
		return 0, false
	}
	tc := -dot(o, r.Dir) / dd
	closest := add(o, scale(r.Dir, max(tc, 0)))
	rad := CellRadius * size
	if dot(closest, closest) > rad*rad*1.0001 {
		return 0, false
	}
	tmin, tmax := 0.0, math.Inf(1)
	for _, pl := range cellPlanes {
		num := pl.d*size - dot(pl.n, o)
		den := dot(pl.n, r.Dir)
		if den == 0 {
			if num < 0 {
				return 0, false
			}
			continue
		}
		t := num / den
		if den < 0 {
			tmin = max(tmin, t)
		} else {
			tmax = min(tmax, t)
		}
		if tmin > tmax {
			return 0, false
		}
	}
	return tmin, true
}

// Pick returns the index in centres of the first cell the ray meets (cells
// scaled by size), and where; -1 if it meets none.
func Pick(r Ray, centres []Vec, size float64) (int, float64) {
	best, bestT := -1, math.Inf(1)
	for i, c := range centres {
		if t, ok := HitCell(r, c, size); ok && t < bestT {
			best, bestT = i, t
		}
	}
	return best, bestT
}
