package geom

import "github.com/hexlab/hexlab/core/trunc"

// Wall is one of the cube's six walls: the outside beyond a face, in the
// colour of the player who owns that pair of faces (White x, Gray y, Black
// z). Normal points into the cube; Corners go counter-clockwise seen from
// inside.
type Wall struct {
	Player  trunc.Player
	Normal  Vec
	Corners [4]Vec
}

// Walls returns the six walls of a board of size k in view v, w =
// v.WallDistance(k) from the centre. Drawn with back faces culled, the walls
// between the camera and the cube vanish and the three far walls show,
// meeting at the far corner.
func Walls(k int, v View) [6]Wall {
	w := v.WallDistance(k)
	var out [6]Wall
	i := 0
	for axis := 0; axis < 3; axis++ {
		for _, s := range []float64{1, -1} {
			var n Vec
			n[axis] = -s // inwards
			// Two directions along the wall.
			a, b := (axis+1)%3, (axis+2)%3
			var e1, e2 Vec
			e1[a], e2[b] = w, w
			c := scale(n, -w)
			q := [4]Vec{
				add(c, add(scale(e1, -1), scale(e2, -1))),
				add(c, add(e1, scale(e2, -1))),
				add(c, add(e1, e2)),
				add(c, add(scale(e1, -1), e2)),
			}
			// Make the order counter-clockwise seen from inside.
			if dot(cross(sub(q[1], q[0]), sub(q[2], q[0])), n) < 0 {
				q[1], q[3] = q[3], q[1]
			}
			out[i] = Wall{Player: trunc.AxisPlayer(axis), Normal: n, Corners: q}
			i++
		}
	}
	return out
}

// AppendWall appends the wall's two triangles to buf.
func AppendWall(buf []float32, wl Wall) []float32 {
	q := wl.Corners
	for _, p := range []Vec{q[0], q[1], q[2], q[0], q[2], q[3]} {
		buf = appendVertex(buf, p, wl.Normal)
	}
	return buf
}
