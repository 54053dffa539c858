package layout

import "math"

// lattice is the grid of pointy-top hexagons the flat drawings use: the hexagon at lattice
// position (q, r) is centred at o + (q + r/2)*w across and r*1.5*R down, where R is the
// hexagons' circumradius and w = sqrt(3)*R the distance between neighbours. q and r may be
// fractional: a pan moves the whole grid.
type lattice struct {
	o    Point
	R, w float64
}

func newLattice(o Point, r float64) lattice { return lattice{o: o, R: r, w: sqrt3 * r} }

// center returns the centre of lattice position (q, r).
func (l lattice) center(q, r float64) Point {
	return Point{l.o.X + (q+r/2)*l.w, l.o.Y + r*1.5*l.R}
}

// toLattice returns the lattice position of p, fractional.
func (l lattice) toLattice(p Point) Point {
	r := (p.Y - l.o.Y) / (1.5 * l.R)
	return Point{(p.X-l.o.X)/l.w - r/2, r}
}

// round returns the lattice position of the hexagon that contains p: the nearest centre.
func (l lattice) round(p Point) (q, r int) {
	f := l.toLattice(p)
	return cubeRound(f.X, f.Y)
}

// cubeRound returns the hexagon of the axial lattice that contains the fractional position
// (q, r): the one with the nearest centre, found by rounding in cube coordinates.
func cubeRound(q, r float64) (int, int) {
	x, z := q, r
	y := -x - z
	rx, ry, rz := math.Round(x), math.Round(y), math.Round(z)
	dx, dy, dz := math.Abs(rx-x), math.Abs(ry-y), math.Abs(rz-z)
	switch {
	case dx > dy && dx > dz:
		rx = -ry - rz
	case dy > dz:
		// ry is recomputed, and rx, rz are kept.
	default:
		rz = -rx - ry
	}
	return int(rx), int(rz)
}

// hexagon returns the six corners of the hexagon centred at c, clockwise on the screen from
// the top corner.
func (l lattice) hexagon(c Point) []Point {
	out := make([]Point, 6)
	for i := range out {
		a := math.Pi / 180 * (-90 + 60*float64(i))
		out[i] = Point{c.X + l.R*math.Cos(a), c.Y + l.R*math.Sin(a)}
	}
	return out
}

// hexStoneRadius is the radius of a stone as a fraction of the hexagon's circumradius.
const hexStoneRadius = 0.68

// edgeWidth returns the width of the lines between cells of size r (device pixels) at the
// given device scale: thin, and never thicker than 2.5 CSS pixels.
func edgeWidth(r, scale float64) float64 { return math.Min(math.Max(1, r*0.06), 2.5*scale) }
