package layout

import "math"

// Frame is what surrounds the cells: a parallelogram behind the board whose four triangles,
// cut along its diagonals, show through between the hexagons and the parallelogram's edges as
// coloured bands along the four sides, and the positions of the coordinate labels.
type Frame struct {
	// Corners of the parallelogram: top-left, top-right, bottom-right, bottom-left.
	TL, TR, BR, BL Point
	// Centre of the parallelogram, where its diagonals cross.
	Mid Point
	// Centres of the column labels above the top side and below the bottom side, index
	// col-1, and of the row labels left of the left side and right of the right side, index
	// row-1.
	Top, Bottom, Left, Right []Point
	// FontSize is the labels' font size in device pixels.
	FontSize float64
}

// Side returns the triangle of the frame along one side: 0 top, 1 right, 2 bottom, 3 left.
func (f Frame) Side(i int) [3]Point {
	c := [4]Point{f.TL, f.TR, f.BR, f.BL}
	return [3]Point{c[i], c[(i+1)%4], f.Mid}
}

// Polygon returns the parallelogram's corners in order.
func (f Frame) Polygon() []Point { return []Point{f.TL, f.TR, f.BR, f.BL} }

// labelWidth is the width of the widest row label (two digits) as a multiple of the font size.
const labelWidth = 1.2

// frameOf builds the frame of board b with a band of the given width and labels of the given
// font size, set gap pixels away from the band.
func frameOf(b HexGrid, band, font, gap float64) Frame {
	d := b.R + band // distance from an edge cell's centre to the parallelogram's side
	// Unit vector down column 1 (60 degrees below the x axis) and the outward normal of the
	// left side; a pointy-top hexagon reaches exactly R along that normal (its lower-left corner).
	down := Point{0.5, sqrt3 / 2}
	left := Point{-sqrt3 / 2, 0.5}
	topY := b.CellCenter(1, 1).Y - d
	botY := b.CellCenter(1, b.Rows).Y + d
	lp := b.CellCenter(1, 1).Add(left.Scale(d))      // a point on the left side
	rp := b.CellCenter(b.Cols, 1).Sub(left.Scale(d)) // a point on the right side
	at := func(p Point, y float64) Point {           // the point of the line through p along down at height y
		return p.Add(down.Scale((y - p.Y) / down.Y))
	}
	f := Frame{TL: at(lp, topY), TR: at(rp, topY), BR: at(rp, botY), BL: at(lp, botY), FontSize: font}
	f.Mid = f.TL.Lerp(f.BR, 0.5)
	dy := gap + font*0.6
	dx := gap + font*labelWidth/2
	for col := 1; col <= b.Cols; col++ {
		f.Top = append(f.Top, Point{b.CellCenter(col, 1).X, topY - dy})
		f.Bottom = append(f.Bottom, Point{b.CellCenter(col, b.Rows).X, botY + dy})
	}
	for row := 1; row <= b.Rows; row++ {
		y := b.CellCenter(1, row).Y
		f.Left = append(f.Left, Point{at(lp, y).X - dx, y})
		f.Right = append(f.Right, Point{at(rp, y).X + dx, y})
	}
	return f
}

// Bounds returns the smallest rectangle that holds the parallelogram and every label.
func (f Frame) Bounds() Rect {
	r := Rect{Min: Point{math.Inf(1), math.Inf(1)}, Max: Point{math.Inf(-1), math.Inf(-1)}}
	add := func(p Point, hw, hh float64) {
		r.Min.X = math.Min(r.Min.X, p.X-hw)
		r.Min.Y = math.Min(r.Min.Y, p.Y-hh)
		r.Max.X = math.Max(r.Max.X, p.X+hw)
		r.Max.Y = math.Max(r.Max.Y, p.Y+hh)
	}
	for _, p := range f.Polygon() {
		add(p, 0, 0)
	}
	hw, hh := f.FontSize*labelWidth/2, f.FontSize*0.6
	for _, ps := range [][]Point{f.Top, f.Bottom, f.Left, f.Right} {
		for _, p := range ps {
			add(p, hw, hh)
		}
	}
	return r
}
