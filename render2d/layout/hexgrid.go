package layout

import "math"

// HexGrid is the rhombus drawing's grid of pixels (core.Board is the board as the game knows
// it): it places the cells of a Cols x Rows Hex board as pointy-top hexagons of circumradius R
// (centre to corner), with the centre of cell (1, 1) at Origin. Row j+1 is shifted right by
// half a cell from row j.
type HexGrid struct {
	Cols, Rows int
	R          float64
	Origin     Point
}

// CellWidth returns the distance between the centres of two neighbours in a row.
func (b HexGrid) CellWidth() float64 { return sqrt3 * b.R }

// RowStep returns the vertical distance between the centres of two consecutive rows.
func (b HexGrid) RowStep() float64 { return 1.5 * b.R }

// Center returns the centre of cell (col, row), 1-based. It also extends to positions outside
// the board, which the labels use.
func (b HexGrid) Center(col, row float64) Point {
	w := b.CellWidth()
	return Point{
		X: b.Origin.X + w*(col-1) + w/2*(row-1),
		Y: b.Origin.Y + b.RowStep()*(row-1),
	}
}

// CellCenter is Center for integer coordinates.
func (b HexGrid) CellCenter(col, row int) Point { return b.Center(float64(col), float64(row)) }

// Corners returns the six corners of the hexagon of cell (col, row), clockwise on the screen
// from the top corner, shrunk by the factor k (1 for the full cell).
func (b HexGrid) Corners(col, row int, k float64) [6]Point {
	c := b.CellCenter(col, row)
	var out [6]Point
	for i := range out {
		a := math.Pi / 180 * (-90 + 60*float64(i))
		out[i] = Point{c.X + k*b.R*math.Cos(a), c.Y + k*b.R*math.Sin(a)}
	}
	return out
}

// CellAt returns the cell whose hexagon contains p, and ok=false when p is outside the board.
// It is exact: the hexagons of a regular grid are the Voronoi cells of their centres, so the
// cell is the one with the nearest centre, found by rounding p's axial coordinates in cube
// coordinates. Points on a shared edge go to one of the two cells.
func (b HexGrid) CellAt(p Point) (col, row int, ok bool) {
	if b.R <= 0 {
		return 0, 0, false
	}
	// Axial coordinates (q, r) with q = col-1, r = row-1.
	r := (p.Y - b.Origin.Y) / b.RowStep()
	q := (p.X-b.Origin.X)/b.CellWidth() - r/2
	qi, ri := cubeRound(q, r)
	col, row = qi+1, ri+1
	if col < 1 || col > b.Cols || row < 1 || row > b.Rows {
		return 0, 0, false
	}
	return col, row, true
}

// Bounds returns the smallest rectangle that holds every hexagon of the board.
func (b HexGrid) Bounds() Rect {
	w := b.CellWidth()
	top := b.CellCenter(1, 1)
	return Rect{
		Min: Point{top.X - w/2, top.Y - b.R},
		Max: Point{top.X + w*float64(b.Cols) - w/2 + w/2*float64(b.Rows-1), top.Y + b.RowStep()*float64(b.Rows-1) + b.R},
	}
}
