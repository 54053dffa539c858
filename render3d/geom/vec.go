package geom

import (
	"math"

	"github.com/hexlab/hexlab/core/trunc"
)

// Vec is a point or direction in the cube's coordinates (lattice units), the
// same type as trunc.Vec.
type Vec = trunc.Vec

// add returns a + b.
func add(a, b Vec) Vec { return Vec{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }

// sub returns a - b.
func sub(a, b Vec) Vec { return Vec{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }

// scale returns s times a.
func scale(a Vec, s float64) Vec { return Vec{a[0] * s, a[1] * s, a[2] * s} }

// dot returns the dot product of a and b.
func dot(a, b Vec) float64 { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }

// cross returns the cross product a × b.
func cross(a, b Vec) Vec {
	return Vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// length returns |a|.
func length(a Vec) float64 { return math.Sqrt(dot(a, a)) }

// unit returns a scaled to length 1 (a itself if it is zero).
func unit(a Vec) Vec {
	l := length(a)
	if l == 0 {
		return a
	}
	return scale(a, 1/l)
}

// pointVec converts a lattice point to a Vec.
func pointVec(p trunc.Point) Vec { return Vec{float64(p[0]), float64(p[1]), float64(p[2])} }
