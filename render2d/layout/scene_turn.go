package layout

// turn turns the scene, laid out in a rectangle at the origin of area's transpose (Dy wide,
// Dx tall), a quarter turn clockwise into area: its top side becomes area's right side. Every
// point drawn turns with it; CellAt and Step turn what they are given back (unturn).
func (s *Scene) turn(area Rect) {
	f := func(p Point) Point { return Point{area.Max.X - p.Y, area.Min.Y + p.X} }
	poly := func(ps []Point) {
		for i := range ps {
			ps[i] = f(ps[i])
		}
	}
	for i := range s.Tiles {
		s.Tiles[i].Center = f(s.Tiles[i].Center)
		poly(s.Tiles[i].Poly)
	}
	for i := range s.Bands {
		poly(s.Bands[i].Poly)
	}
	for i := range s.Labels {
		s.Labels[i].At = f(s.Labels[i].At)
	}
	for i := range s.Outline {
		s.Outline[i] = Segment{f(s.Outline[i].A), f(s.Outline[i].B)}
	}
	a, b := f(s.Clip.Min), f(s.Clip.Max)
	s.Clip = Rect{Point{min(a.X, b.X), min(a.Y, b.Y)}, Point{max(a.X, b.X), max(a.Y, b.Y)}}
	s.Area = area
	s.turned = true
}

// unturn takes a point of the turned drawing back to the unturned frame that lat works in.
func (s *Scene) unturn(p Point) Point {
	return Point{p.Y - s.Area.Min.Y, s.Area.Max.X - p.X}
}
