package rex

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Square is the geometry of the n x n Hex board for every side core
// allows: cell numbers (core's, (row-1)*n + (col-1)), names, neighbours
// and the symmetries of the paper's section 2. Board adds bitboards for
// n <= MaxN.
type Square struct {
	n int
}

// NewSquare returns the geometry of the n x n board.
func NewSquare(n int) (Square, error) {
	if n < core.MinSide || n > core.MaxSide {
		return Square{}, fmt.Errorf("board side %d is not between %d and %d", n, core.MinSide, core.MaxSide)
	}
	return Square{n: n}, nil
}

// N returns the side of the board.
func (s Square) N() int { return s.n }

// Cells returns the number of cells, n*n.
func (s Square) Cells() int { return s.n * s.n }

// Cell returns the cell (col, row), both 1-based, or -1 off the board.
func (s Square) Cell(col, row int) int {
	if col < 1 || col > s.n || row < 1 || row > s.n {
		return -1
	}
	return (row-1)*s.n + col - 1
}

// Coords returns the 1-based column and row of cell c.
func (s Square) Coords(c int) (col, row int) { return c%s.n + 1, c/s.n + 1 }

// Name returns the text name of c ("a1").
func (s Square) Name(c int) string {
	col, row := s.Coords(c)
	return core.CoordsName(col, row)
}

// Adjacent returns the neighbours of c: (i±1, j), (i, j±1), (i+1, j-1),
// (i-1, j+1).
func (s Square) Adjacent(c int) []int {
	i, j := s.Coords(c)
	var out []int
	for _, d := range [6][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}} {
		if x := s.Cell(i+d[0], j+d[1]); x >= 0 {
			out = append(out, x)
		}
	}
	return out
}

// Transpose returns the cell (row, col) of the cell (col, row): the
// reflection through the long diagonal (between the acute corners a1 and
// (n, n)), which exchanges Red's sides and Blue's.
func (s Square) Transpose(c int) int {
	col, row := s.Coords(c)
	return s.Cell(row, col)
}

// ReflectShort returns the reflection of c through the short diagonal
// (between the obtuse corners): (i, j) -> (n+1-j, n+1-i). It too
// exchanges the players' sides.
func (s Square) ReflectShort(c int) int {
	col, row := s.Coords(c)
	return s.Cell(s.n+1-row, s.n+1-col)
}

// Rotate returns the half turn of c: (i, j) -> (n+1-i, n+1-j), which
// keeps each player's sides.
func (s Square) Rotate(c int) int {
	col, row := s.Coords(c)
	return s.Cell(s.n+1-col, s.n+1-row)
}

// onSide reports whether c lies on one of x's two sides: rows 1 and n for
// Red, columns 1 and n for Blue.
func (s Square) onSide(c int, x core.Player) bool {
	col, row := s.Coords(c)
	if x == core.Red {
		return row == 1 || row == s.n
	}
	return col == 1 || col == s.n
}

// acute reports whether c is an acute corner, a1 or (n, n) (the corners
// with two neighbours).
func (s Square) acute(c int) bool { return c == 0 || c == s.Cells()-1 }

// obtuse reports whether c is an obtuse corner, (n, 1) or (1, n).
func (s Square) obtuse(c int) bool { return c == s.Cell(s.n, 1) || c == s.Cell(1, s.n) }

// Peripheral returns the X-peripheral cells in cell order (section 5):
// "with respect to a player X, a cell is peripheral if it is on X's own
// side, not an obtuse corner, and either an acute corner or adjacent to
// an acute corner". For Red with n >= 3 these are a1, b1 and their
// half-turn images; for n = 2 only the acute corners a1 and b2.
func (s Square) Peripheral(x core.Player) []int {
	var out []int
	for c := 0; c < s.Cells(); c++ {
		if !s.onSide(c, x) || s.obtuse(c) {
			continue
		}
		near := s.acute(c)
		for _, d := range s.Adjacent(c) {
			near = near || s.acute(d)
		}
		if near {
			out = append(out, c)
		}
	}
	return out
}

// Wedges returns the two corner wedges in cell order (section 5): "a
// corner wedge comprises an acute corner cell and the five other cells
// nearest that corner", the cells at most two steps from it. "An n x n
// board has a corner wedge if and only if n >= 3": for smaller boards
// both are nil.
func (s Square) Wedges() [2][]int {
	if s.n < 3 {
		return [2][]int{}
	}
	var out [2][]int
	for k, corner := range []int{0, s.Cells() - 1} {
		ci, cj := s.Coords(corner)
		for c := 0; c < s.Cells(); c++ {
			i, j := s.Coords(c)
			dx, dy := i-ci, j-cj
			if (abs(dx)+abs(dy)+abs(dx+dy))/2 <= 2 { // the hex distance
				out[k] = append(out[k], c)
			}
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Axis is a possible symmetry axis of a color-symmetric position: one of
// the two diagonals, with the reflection through it.
type Axis struct {
	Name    string
	On      func(c int) bool
	Reflect func(c int) int
}

// Axes returns the long diagonal and the short diagonal.
func (s Square) Axes() [2]Axis {
	return [2]Axis{
		{Name: "long diagonal", On: func(c int) bool { return s.Transpose(c) == c }, Reflect: s.Transpose},
		{Name: "short diagonal", On: func(c int) bool { return s.ReflectShort(c) == c }, Reflect: s.ReflectShort},
	}
}

// Stones is a position on a Square: the owner of each cell (NoPlayer for
// an empty one).
type Stones []core.Player

// StonesOf reads a core position on a square planar board.
func StonesOf(p *core.Position) (Square, Stones, error) {
	cb := p.Board()
	if cb.Topology() != core.Plane || cb.Cols() != cb.Rows() {
		return Square{}, nil, fmt.Errorf("the Reverse Hex strategies need a square planar board, not %s", cb.Spec())
	}
	sq := Square{n: cb.Cols()}
	st := make(Stones, cb.NumCells())
	for c := range st {
		st[c] = p.At(core.Cell(c))
	}
	return sq, st, nil
}

// Empty returns the number of empty cells.
func (st Stones) Empty() int {
	k := 0
	for _, p := range st {
		if p == core.NoPlayer {
			k++
		}
	}
	return k
}

// Symmetric reports whether the position is color-symmetric with axis ax
// (section 2): exchanging the colours and reflecting through the axis
// gives the same position. (So every cell on the axis is empty.)
func (st Stones) Symmetric(ax Axis) bool {
	for c, p := range st {
		if st[ax.Reflect(c)] != p.Opponent() {
			return false
		}
	}
	return true
}

// emptyIn reports whether every cell of cells is empty.
func (st Stones) emptyIn(cells []int) bool {
	for _, c := range cells {
		if st[c] != core.NoPlayer {
			return false
		}
	}
	return true
}
