package geom

import (
	"math"

	"github.com/hexlab/hexlab/core/trunc"
)

// FaceDirections[i] is the lattice step from a cell to its neighbour across
// CellFaces[i]: twice the normal for a square face, (±1, ±1, ±1) for a
// hexagon.
var FaceDirections = func() [14]trunc.Point {
	var out [14]trunc.Point
	for i, f := range CellFaces {
		d := scale(f.Normal, 2) // a square's neighbour is 2 away along its axis
		if len(f.Corners) == 6 {
			d = scale(f.Normal, math.Sqrt(3)) // a hexagon's is at (±1, ±1, ±1)
		}
		for k := range d {
			out[i][k] = int(math.Round(d[k]))
		}
	}
	return out
}()

// AllFaces is the face mask of a whole cell.
const AllFaces = 1<<len(FaceDirections) - 1

// FaceMask returns which faces of the cell at p to draw: bit i stands for
// CellFaces[i], and is clear when hides(p + FaceDirections[i]) says the
// neighbour there covers that face (a drawn cell of the same kind, opaque
// beside opaque or glass beside glass, with no gap between them), so the
// face can never be seen.
func FaceMask(p trunc.Point, hides func(q trunc.Point) bool) uint16 {
	var mask uint16
	for i, d := range FaceDirections {
		if !hides(p.Add(d)) {
			mask |= 1 << i
		}
	}
	return mask
}

// AppendCellFaces appends the faces of mask (see FaceMask) of the cell
// centred at centre, scaled by size, as AppendCell does.
func AppendCellFaces(buf []float32, centre Vec, size float64, mask uint16) []float32 {
	for i, f := range CellFaces {
		if mask&(1<<i) == 0 {
			continue
		}
		n := f.Normal
		first := add(centre, scale(f.Corners[0], size))
		for j := 1; j+1 < len(f.Corners); j++ {
			b := add(centre, scale(f.Corners[j], size))
			c := add(centre, scale(f.Corners[j+1], size))
			buf = appendVertex(buf, first, n)
			buf = appendVertex(buf, b, n)
			buf = appendVertex(buf, c, n)
		}
	}
	return buf
}
