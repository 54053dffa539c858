package layout

import "math"

// layoutPeriodic lays out the strip (the cylinder unrolled) and the periodic plane (the
// torus). Both draw the lattice moved by the pan; a cell's copy is real when its centre falls
// in the fundamental window, a ghost otherwise.
//
// The window is a rectangle on the screen: M cell widths across (so that each row holds
// exactly one real copy of each of its cells) and, on the torus, N rows down (so that each
// column of copies holds one real row of each). Beside it the strip draws its ghost columns,
// and the torus fills the whole area with copies.
func (s *Scene) layoutPeriodic() {
	v := s.Drawing
	m, n := float64(v.Cols), float64(v.Rows)
	s.ghosts = 2
	if v.Cols > 16 {
		s.ghosts = 1
	}
	g := float64(s.ghosts)
	strip := v.Kind == Strip
	// The size of the drawing for hexagons of circumradius r: tiles, bands and labels.
	font := func(r float64) float64 { return math.Min(math.Max(0.5*r, minLabelFont*s.Scale), maxLabelFont*s.Scale) }
	size := func(r float64) (w, h float64) {
		f := font(r)
		lx, ly := 2*(labelGap(f)+f*labelWidth), 2*(labelGap(f)+f*1.2)
		if strip {
			return (m+2*g+1)*sqrt3*r + lx, (n-1)*1.5*r + 2*r + 2*bandWidth(r) + ly
		}
		return (m+3)*sqrt3*r + lx + 2*torusBand(r), (n+1)*1.5*r + 2*r + ly + 2*torusBand(r)
	}
	lo, hi := s.Scale*0.5, math.Max(s.Area.Dx(), s.Area.Dy())
	for range 60 {
		mid := (lo + hi) / 2
		if w, h := size(mid); w <= s.Area.Dx() && h <= s.Area.Dy() {
			lo = mid
		} else {
			hi = mid
		}
	}
	r := lo
	s.FontSize = font(r)
	s.Edge = edgeWidth(r, s.Scale)
	gap := labelGap(s.FontSize)
	mid := s.Area.Center()
	// The base lattice puts the middle of the window at the middle of the area; the pan
	// moves it.
	base := newLattice(Point{}, r)
	base.o = mid.Sub(base.center((m-1)/2-(n-1)/4, (n-1)/2)) // u = q + r/2 = (m-1)/2: the window's middle
	s.lat = newLattice(base.center(v.PanX, v.PanY), r)
	w := s.lat.w
	lx, ly := labelGap(s.FontSize)+s.FontSize*labelWidth, labelGap(s.FontSize)+s.FontSize*1.2
	if strip {
		// Drawn centres have u = q + PanX + r/2 in [-g-1/2, m+g-1/2), that is X in
		// [o.X-(g+1/2)*w, o.X+(m+g-1/2)*w), and the tiles reach half a cell further.
		top := base.center(0, 0).Y - r - bandWidth(r)
		bot := base.center(0, n-1).Y + r + bandWidth(r)
		s.Clip = Rect{Point{base.o.X - (g+1)*w, top}, Point{base.o.X + (m+g)*w, bot}}
		for row := 0; row < v.Rows; row++ {
			for q := int(math.Floor(-g-v.PanX-float64(row)/2)) - 2; q < int(math.Ceil(m+g-v.PanX-float64(row)/2))+1; q++ {
				s.addPeriodicTile(q, row)
			}
		}
		yTop, yBot := base.center(0, 0).Y, base.center(0, n-1).Y
		s.Bands = append(s.Bands,
			Band{Red: true, Poly: rectPoly(Rect{Point{s.Clip.Min.X, top}, Point{s.Clip.Max.X, yTop - r/2}})},
			Band{Red: true, Poly: rectPoly(Rect{Point{s.Clip.Min.X, yBot + r/2}, Point{s.Clip.Max.X, bot}})})
		for _, t := range s.Tiles {
			if t.Row == 1 {
				s.Labels = append(s.Labels, Label{Col: t.Col, At: Point{t.Center.X, top - gap - s.FontSize*0.6}, Ghost: t.Ghost})
			}
			if t.Row == v.Rows {
				s.Labels = append(s.Labels, Label{Col: t.Col, At: Point{t.Center.X, bot + gap + s.FontSize*0.6}, Ghost: t.Ghost})
			}
		}
		for row := 1; row <= v.Rows; row++ {
			y := base.center(0, float64(row-1)).Y
			s.Labels = append(s.Labels,
				Label{Row: row, At: Point{s.Clip.Min.X - gap - s.FontSize*labelWidth/2, y}},
				Label{Row: row, At: Point{s.Clip.Max.X + gap + s.FontSize*labelWidth/2, y}})
		}
	} else {
		// The torus: each player's colour on the two sides of the window it must wrap across,
		// Red above and below (it wraps vertically), Blue left and right, as the rhombus's
		// bands show whose sides are whose; the labels stand outside them.
		bw := torusBand(r)
		s.Clip = Rect{s.Area.Min.Add(Point{lx + bw, ly + bw}), s.Area.Max.Sub(Point{lx + bw, ly + bw})}
		c := s.Clip
		s.Bands = append(s.Bands,
			Band{Red: true, Poly: rectPoly(Rect{Point{c.Min.X, c.Min.Y - bw}, Point{c.Max.X, c.Min.Y}})},
			Band{Red: true, Poly: rectPoly(Rect{Point{c.Min.X, c.Max.Y}, Point{c.Max.X, c.Max.Y + bw}})},
			Band{Red: false, Poly: rectPoly(Rect{Point{c.Min.X - bw, c.Min.Y}, Point{c.Min.X, c.Max.Y}})},
			Band{Red: false, Poly: rectPoly(Rect{Point{c.Max.X, c.Min.Y}, Point{c.Max.X + bw, c.Max.Y}})})
		toL := func(p Point) Point { return s.lat.toLattice(p) }
		// Every real tile, and the ghosts that reach into the clip rectangle.
		r0 := min(int(math.Floor(toL(Point{0, s.Clip.Min.Y - r}).Y)), int(math.Floor(-v.PanY))-1)
		r1 := max(int(math.Ceil(toL(Point{0, s.Clip.Max.Y + r}).Y)), int(math.Ceil(n-v.PanY))+1)
		for row := r0; row <= r1; row++ {
			shear := v.PanX + (float64(row)+v.PanY)/2
			q0 := min(int(math.Floor(toL(Point{s.Clip.Min.X - w, s.lat.center(0, float64(row)).Y}).X)), int(math.Floor(-shear))-1)
			q1 := max(int(math.Ceil(toL(Point{s.Clip.Max.X + w, s.lat.center(0, float64(row)).Y}).X)), int(math.Ceil(m-shear))+1)
			for q := q0; q <= q1; q++ {
				s.addPeriodicTile(q, row)
			}
		}
		s.periodicLabels(bw)
	}
	s.Outline = outline(s.Tiles)
}

// torusBand is the width of the torus view's coloured sides for hexagons of circumradius r:
// thinner than the rhombus's bands, as they frame a window into a plane of copies.
func torusBand(r float64) float64 { return 0.3 * r }

// addPeriodicTile adds the tile at integer lattice position (q, r), if it is drawn.
func (s *Scene) addPeriodicTile(q, r int) {
	col, row, ok := s.periodicCell(q, r)
	if !ok {
		return
	}
	c := s.lat.center(float64(q), float64(r))
	if s.Drawing.Kind == Periodic && !s.periodicReal(q, r) {
		// Only ghosts that reach into the clip rectangle.
		if c.X < s.Clip.Min.X-s.lat.w || c.X > s.Clip.Max.X+s.lat.w || c.Y < s.Clip.Min.Y-s.lat.R || c.Y > s.Clip.Max.Y+s.lat.R {
			return
		}
	}
	s.Tiles = append(s.Tiles, Tile{Col: col, Row: row, Ghost: !s.periodicReal(q, r), Center: c, Radius: hexStoneRadius * s.lat.R, Poly: s.lat.hexagon(c)})
}

// periodicCell returns the cell drawn at integer lattice position (q, r), and ok=false if
// nothing is drawn there.
func (s *Scene) periodicCell(q, r int) (col, row int, ok bool) {
	v := s.Drawing
	if v.Kind == Strip {
		q0 := s.firstReal(r)
		if r < 0 || r >= v.Rows || q < q0-s.ghosts || q >= q0+v.Cols+s.ghosts {
			return 0, 0, false
		}
		return mod(q, v.Cols) + 1, r + 1, true
	}
	return mod(q, v.Cols) + 1, mod(r, v.Rows) + 1, true
}

// periodicReal reports whether the copy at lattice position (q, r) is in the fundamental
// window: its centre is within the M cell widths across the middle and, on the torus, the N
// rows down the middle. The window reaches half a cell further left and up than right and
// down, so that without a pan the real copies are the middle ones.
func (s *Scene) periodicReal(q, r int) bool {
	v := s.Drawing
	if q0 := s.firstReal(r); q < q0 || q >= q0+v.Cols {
		return false
	}
	r0 := int(math.Ceil(-v.PanY - 0.5))
	return v.Kind == Strip || (r >= r0 && r < r0+v.Rows)
}

// firstReal returns the first q whose copy in lattice row r is in the window: the window
// holds q = firstReal(r) .. firstReal(r)+M-1, counted in whole cells so that rounding can
// never put two copies of a cell in it.
func (s *Scene) firstReal(r int) int {
	v := s.Drawing
	return int(math.Ceil(-(v.PanX + (float64(r)+v.PanY)/2 + 0.5)))
}

// periodicLabels writes the torus's coordinates around the clip rectangle: the column of
// each copy along the top and bottom rows of whole cells, the row of each row on both sides.
func (s *Scene) periodicLabels(band float64) {
	gap, f := labelGap(s.FontSize)+band, s.FontSize
	c := s.Clip
	var topY, botY float64 = math.Inf(1), math.Inf(-1)
	for _, t := range s.Tiles {
		if t.Center.Y-s.lat.R*0.5 >= c.Min.Y && t.Center.Y < topY {
			topY = t.Center.Y
		}
		if t.Center.Y+s.lat.R*0.5 <= c.Max.Y && t.Center.Y > botY {
			botY = t.Center.Y
		}
	}
	left, right := map[int]Tile{}, map[int]Tile{}
	for _, t := range s.Tiles {
		inX := t.Center.X >= c.Min.X && t.Center.X < c.Max.X
		if inX && t.Center.Y == topY {
			s.Labels = append(s.Labels, Label{Col: t.Col, At: Point{t.Center.X, c.Min.Y - gap - f*0.6}, Ghost: t.Ghost})
		}
		if inX && t.Center.Y == botY {
			s.Labels = append(s.Labels, Label{Col: t.Col, At: Point{t.Center.X, c.Max.Y + gap + f*0.6}, Ghost: t.Ghost})
		}
		if t.Center.Y < c.Min.Y || t.Center.Y >= c.Max.Y {
			continue
		}
		key := int(math.Round(t.Center.Y))
		if l, ok := left[key]; t.Center.X-s.lat.w*0.3 >= c.Min.X && (!ok || t.Center.X < l.Center.X) {
			left[key] = t
		}
		if r, ok := right[key]; t.Center.X+s.lat.w*0.3 <= c.Max.X && (!ok || t.Center.X > r.Center.X) {
			right[key] = t
		}
	}
	for _, t := range left {
		s.Labels = append(s.Labels, Label{Row: t.Row, At: Point{c.Min.X - gap - f*labelWidth/2, t.Center.Y}, Ghost: t.Ghost})
	}
	for _, t := range right {
		s.Labels = append(s.Labels, Label{Row: t.Row, At: Point{c.Max.X + gap + f*labelWidth/2, t.Center.Y}, Ghost: t.Ghost})
	}
}

// outline returns the border of the real tiles: the edges of real tiles that no other real
// tile shares.
func outline(tiles []Tile) []Segment {
	type key [4]int64
	round := func(p Point) (int64, int64) { return int64(math.Round(p.X * 64)), int64(math.Round(p.Y * 64)) }
	keyOf := func(a, b Point) key {
		ax, ay := round(a)
		bx, by := round(b)
		if ax > bx || (ax == bx && ay > by) {
			ax, ay, bx, by = bx, by, ax, ay
		}
		return key{ax, ay, bx, by}
	}
	count := map[key]int{}
	var order []Segment
	for _, t := range tiles {
		if t.Ghost {
			continue
		}
		for i, a := range t.Poly {
			b := t.Poly[(i+1)%len(t.Poly)]
			k := keyOf(a, b)
			if count[k] == 0 {
				order = append(order, Segment{a, b})
			}
			count[k]++
		}
	}
	var out []Segment
	for _, sg := range order {
		if count[keyOf(sg.A, sg.B)] == 1 {
			out = append(out, sg)
		}
	}
	return out
}

// rectPoly returns the corners of r, clockwise on the screen.
func rectPoly(r Rect) []Point {
	return []Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}}
}
