package layout

// layoutRhombus lays out the rhombus: the same board, frame and labels as Compute's, with
// the lattice transposed (Flip) or turned (Rotate180) as the view says.
func (s *Scene) layoutRhombus() {
	l1, l2 := s.rhombusDims()
	b, _, f := fit(l1, l2, s.Area, s.Scale)
	s.lat = newLattice(b.CellCenter(1, 1), b.R)
	s.Edge = edgeWidth(b.R, s.Scale)
	s.FontSize = f.FontSize
	for row := 1; row <= s.Drawing.Rows; row++ {
		for col := 1; col <= s.Drawing.Cols; col++ {
			q, r := s.rhombusLattice(col, row)
			c := s.lat.center(float64(q), float64(r))
			s.Tiles = append(s.Tiles, Tile{Col: col, Row: row, Center: c, Radius: hexStoneRadius * b.R, Poly: s.lat.hexagon(c)})
		}
	}
	// The frame's top and bottom sides run along lattice rows, which are the board's rows
	// unless the board is transposed.
	for side := range 4 {
		tri := f.Side(side)
		s.Bands = append(s.Bands, Band{Red: (side%2 == 0) != s.Drawing.Flip, Poly: tri[:]})
	}
	label := func(q, r int, at Point, along bool) {
		col, row := s.rhombusCell(q, r)
		l := Label{At: at}
		if along != s.Drawing.Flip {
			l.Col = col
		} else {
			l.Row = row
		}
		s.Labels = append(s.Labels, l)
	}
	for q := range l1 {
		label(q, 0, f.Top[q], true)
		label(q, l2-1, f.Bottom[q], true)
	}
	for r := range l2 {
		label(0, r, f.Left[r], false)
		label(l1-1, r, f.Right[r], false)
	}
	s.Clip = s.Area
}

// rhombusDims returns the number of lattice columns and rows of the rhombus.
func (s *Scene) rhombusDims() (int, int) {
	if s.Drawing.Flip {
		return s.Drawing.Rows, s.Drawing.Cols
	}
	return s.Drawing.Cols, s.Drawing.Rows
}

// rhombusLattice returns the lattice position (0-based) of cell (col, row) on the rhombus.
func (s *Scene) rhombusLattice(col, row int) (q, r int) {
	q, r = col-1, row-1
	if s.Drawing.Flip {
		q, r = r, q
	}
	if s.Drawing.Rotate180 {
		l1, l2 := s.rhombusDims()
		q, r = l1-1-q, l2-1-r
	}
	return q, r
}

// rhombusCell is the inverse of rhombusLattice.
func (s *Scene) rhombusCell(q, r int) (col, row int) {
	if s.Drawing.Rotate180 {
		l1, l2 := s.rhombusDims()
		q, r = l1-1-q, l2-1-r
	}
	if s.Drawing.Flip {
		q, r = r, q
	}
	return q + 1, r + 1
}
