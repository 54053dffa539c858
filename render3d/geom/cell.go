package geom

import (
	"math"
	"sort"

	"github.com/hexlab/hexlab/core/trunc"
)

// Face is one face of a cell's truncated octahedron, relative to the cell's
// centre: its outward unit normal and its corners in counter-clockwise order
// seen from outside.
type Face struct {
	Normal  Vec
	Corners []Vec
}

// CellFaces are the 14 faces of a cell (trunc.CellVertices): first the 6
// squares, 1 from the centre along the axes, then the 8 hexagons, where
// ±x ±y ±z = 3/2.
var CellFaces = buildCellFaces()

// CellTriangles is the number of triangles of one cell: 2 per square and 4
// per hexagon.
const CellTriangles = 6*2 + 8*4

// hexOffset is how far a hexagonal face's plane is from the centre along
// (±1, ±1, ±1), unnormalised: ±x ±y ±z = hexOffset.
const hexOffset = 1.5

func buildCellFaces() []Face {
	var planes []Vec
	for axis := 0; axis < 3; axis++ {
		for _, s := range []float64{1, -1} {
			var n Vec
			n[axis] = s
			planes = append(planes, n)
		}
	}
	for _, d := range trunc.Directions[:trunc.HexDirections] {
		planes = append(planes, scale(pointVec(d), 1/hexOffset))
	}
	faces := make([]Face, 0, len(planes))
	for _, p := range planes {
		// p is scaled so that the face's points x have p·x = 1.
		var corners []Vec
		for _, v := range trunc.CellVertices {
			if math.Abs(dot(p, v)-1) < 1e-9 {
				corners = append(corners, v)
			}
		}
		faces = append(faces, Face{Normal: unit(p), Corners: orderAround(corners, unit(p))})
	}
	return faces
}

// orderAround sorts the corners of a convex face counter-clockwise around
// normal n (seen from the side n points to).
func orderAround(corners []Vec, n Vec) []Vec {
	var c Vec
	for _, v := range corners {
		c = add(c, v)
	}
	c = scale(c, 1/float64(len(corners)))
	u := unit(sub(corners[0], c))
	w := cross(n, u)
	angle := func(v Vec) float64 {
		d := sub(v, c)
		return math.Atan2(dot(d, w), dot(d, u))
	}
	out := append([]Vec(nil), corners...)
	sort.Slice(out, func(i, j int) bool { return angle(out[i]) < angle(out[j]) })
	return out
}

// InsideCell reports whether q, relative to a cell's centre, lies inside the
// cell's truncated octahedron (within eps of its surface counts as inside):
// |x|, |y|, |z| <= 1 and |x|+|y|+|z| <= 3/2.
func InsideCell(q Vec, eps float64) bool {
	ax, ay, az := math.Abs(q[0]), math.Abs(q[1]), math.Abs(q[2])
	return ax <= 1+eps && ay <= 1+eps && az <= 1+eps && ax+ay+az <= hexOffset+eps
}

// CellRadius is the distance from a cell's centre to its vertices, the radius
// of its bounding sphere: |(1, 1/2, 0)|.
var CellRadius = math.Sqrt(1.25)
