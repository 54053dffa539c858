package layout

import "math"

// annulus is the geometry of the annular drawing of the cylinder (the 3xn paper's Figures 1
// and 2): ring j (row j, 1..n) is the band of radii [r0+(j-1)h, r0+jh] around c, so ring 1
// is the innermost. Cell (x, y) covers one m-th of its ring, centred at the angle of
// column position t = (x-1) + (y-1)/2 + pan - (m-1)/2, going counterclockwise as t grows and
// with t = 0 straight down: each ring is offset half a cell against the next, so that
// (x, y) touches (x, y+1) and (x-1, y+1) outside it and (x, y-1) and (x+1, y-1) inside it,
// and the bottom of the ring reads like the flat strip (ring 1 on top, columns to the right).
type annulus struct {
	c         Point
	r0, h     float64
	m, n      int
	pan       float64
	k         int // each half cell's arc is cut into k straight pieces
	band, gap float64
}

// angle returns the screen angle (radians, clockwise from the x axis as y points down) of
// column position t.
func (a annulus) angle(t float64) float64 {
	return math.Pi/2 - (t+a.pan-float64(a.m-1)/2)*2*math.Pi/float64(a.m)
}

// gridAngle returns the angle of the i-th point of the arcs' grid: i counts k-ths of half a
// cell from column position -1/2, wrapped so that every cell computes a shared corner the
// same way.
func (a annulus) gridAngle(i int) float64 {
	i = mod(i, 2*a.k*a.m)
	return a.angle(float64(i)/float64(2*a.k) - 0.5)
}

// radius returns the inner radius of ring j (1-based); radius(n+1) is the outer radius.
func (a annulus) radius(j int) float64 { return a.r0 + float64(j-1)*a.h }

// at returns the point at radius rho and angle phi.
func (a annulus) at(rho, phi float64) Point {
	return Point{a.c.X + rho*math.Cos(phi), a.c.Y + rho*math.Sin(phi)}
}

// sector returns the outline of cell (x, y): its outer arc, then its inner arc back.
func (a annulus) sector(x, y int) []Point {
	first := a.k * (2*(x-1) + (y - 1)) // grid index of the cell's first side
	var out []Point
	for i := first; i <= first+2*a.k; i++ {
		out = append(out, a.at(a.radius(y+1), a.gridAngle(i)))
	}
	for i := first + 2*a.k; i >= first; i-- {
		out = append(out, a.at(a.radius(y), a.gridAngle(i)))
	}
	return out
}

// center returns the middle of cell (x, y) and the radius of a stone there.
func (a annulus) center(x, y int) (Point, float64) {
	rho := a.radius(y) + a.h/2
	t := float64(x-1) + float64(y-1)/2
	across := rho * 2 * math.Sin(math.Min(math.Pi/float64(a.m), math.Pi/2))
	return a.at(rho, a.angle(t)), 0.45 * math.Min(a.h, across)
}

// cellAt returns the cell at p, exactly on the true arcs (the drawn outline cuts each arc
// into straight pieces, less than a pixel inside it).
func (a annulus) cellAt(p Point) (col, row int, ok bool) {
	d := p.Sub(a.c)
	rho := math.Hypot(d.X, d.Y)
	y := int(math.Floor((rho-a.r0)/a.h)) + 1
	if rho < a.r0 || y < 1 || y > a.n {
		return 0, 0, false
	}
	phi := math.Atan2(d.Y, d.X)
	// t + pan - (m-1)/2 = (pi/2 - phi) * m / 2pi
	t := (math.Pi/2-phi)*float64(a.m)/(2*math.Pi) - a.pan + float64(a.m-1)/2
	x := mod(int(math.Floor(t-float64(y-1)/2+0.5)), a.m) + 1
	return x, y, true
}

// turnBy returns how many columns counterclockwise a drag from p to q turns the ring.
func (a annulus) turnBy(p, q Point) float64 {
	u, v := p.Sub(a.c), q.Sub(a.c)
	d := math.Atan2(v.Y, v.X) - math.Atan2(u.Y, u.X)
	d = math.Remainder(d, 2*math.Pi)
	return -d * float64(a.m) / (2 * math.Pi)
}

// circle returns n points around a circle of radius rho, in the given direction.
func (a annulus) circle(rho float64, clockwise bool) []Point {
	const steps = 180
	out := make([]Point, steps)
	for i := range out {
		phi := 2 * math.Pi * float64(i) / steps
		if !clockwise {
			phi = -phi
		}
		out[i] = a.at(rho, phi)
	}
	return out
}

// ring returns the outline of the band between radii in and out (a polygon with a hole: the
// outer circle one way, the inner the other way, filled with the non-zero rule), or a disc
// when in is 0.
func (a annulus) ring(in, out float64) []Point {
	p := a.circle(out, true)
	if in <= 0 {
		return p
	}
	p = append(p, p[0])
	inner := a.circle(in, false)
	return append(append(p, inner...), inner[0])
}

// endBand returns Red's band between radii in and out: a ring, or a disc when in is 0.
func (a annulus) endBand(in, out float64) Band {
	b := Band{Red: true, Poly: a.ring(in, out)}
	if in > 0 {
		b.Ring = Ring{Center: a.c, Inner: in, Outer: out}
	}
	return b
}

// layoutAnnulus lays out the annulus as large as fits, centred in the area: the rings, Red's
// ends as a band inside ring 1 and another outside ring n, and the column letters around
// the outside.
func (s *Scene) layoutAnnulus() {
	v := s.Drawing
	m, n := float64(v.Cols), float64(v.Rows)
	half := math.Min(s.Area.Dx(), s.Area.Dy()) / 2
	s.FontSize = math.Min(math.Max(half*0.045, minLabelFont*s.Scale), maxLabelFont*s.Scale)
	gap := labelGap(s.FontSize)
	outer := math.Max(half-gap-s.FontSize*1.2, s.Scale) // to the outside of the outer band
	// Red's bands are about half a ring deep, between 2% and 5% of the radius.
	band := math.Min(math.Max(0.5*0.8/n, 0.02), 0.05) * outer
	ro := outer - band
	// The hole: large enough that the inner ring's cells are about as wide as they are
	// deep, and at least a sixth of the radius so that Red's inner end shows.
	k := m/(2*math.Pi) - 0.5
	r0 := ro / 6
	if k > 0 {
		r0 = math.Min(math.Max(r0, ro*k/(n+k)), 0.7*ro)
	}
	a := annulus{c: s.Area.Center(), r0: r0, h: (ro - r0) / n, m: v.Cols, n: v.Rows, pan: v.PanX, band: band, gap: gap}
	a.k = max(1, int(math.Ceil(48/m)))
	s.ann = a
	s.Edge = edgeWidth(0.8*math.Min(a.h, 2*math.Pi*r0/m), s.Scale)
	for y := 1; y <= v.Rows; y++ {
		for x := 1; x <= v.Cols; x++ {
			c, rad := a.center(x, y)
			s.Tiles = append(s.Tiles, Tile{Col: x, Row: y, Center: c, Radius: rad, Poly: a.sector(x, y)})
		}
	}
	s.Bands = append(s.Bands, a.endBand(math.Max(r0-band, 0), r0+1), a.endBand(ro-1, outer))
	for x := 1; x <= v.Cols; x++ {
		t := float64(x-1) + float64(v.Rows-1)/2
		s.Labels = append(s.Labels, Label{Col: x, At: a.at(outer+gap+s.FontSize*0.6, a.angle(t))})
	}
	s.Clip = s.Area
}
