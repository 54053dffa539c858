package core

import (
	"fmt"
	"sync"
)

// Cell is a cell of a Board, numbered 0..NumCells()-1 row by row. Use
// Board.Cell, Board.Coords and Board.CellName to go between cells, the
// thesis's (column, row) pairs and text.
type Cell int

// NoCell is the cell of no board: the result of a failed lookup.
const NoCell Cell = -1

// Side is a set of board edges a cell lies on.
type Side uint8

// The four edges of the planar board. Red owns Top and Bottom (rows 1 and n),
// Blue owns Left and Right (columns 1 and m). The cylinder keeps Top and
// Bottom (its two ends); the torus has no edges.
const (
	Top Side = 1 << iota
	Bottom
	Left
	Right
)

// Sides returns the two edges player owns: Top and Bottom for Red, Left and Right for Blue
// (none, two zero Sides, for NoPlayer). On the cylinder only Red's are edges of the board.
func (p Player) Sides() [2]Side {
	switch p {
	case Red:
		return [2]Side{Top, Bottom}
	case Blue:
		return [2]Side{Left, Right}
	}
	return [2]Side{}
}

// Link is an edge of the board graph seen from one cell: the neighbour To,
// and which copy of it in the lift is adjacent. Thesis Definitions 2.2.1 and
// 2.3.1 build the cylinder and the torus as quotients of the infinite graph
// S; lifting the cell (i, j) to (i, j) in S, the adjacent copy of To is
// To's own lift moved by DX periods of m columns and DY periods of n rows.
// DX and DY are 0 except across a wrap-around.
type Link struct {
	To     Cell
	DX, DY int8
}

// directions are the six neighbours of (i, j) in the thesis's graph S:
// (i±1, j), (i, j±1), (i+1, j-1) and (i-1, j+1).
var directions = [6][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}

// Board is the geometry of one board spec, built once and shared: cells,
// their neighbours with wrap-arounds, and the edges each cell lies on. It
// holds no stones (see Position). A Board is immutable and safe for
// concurrent use.
type Board struct {
	spec     Spec
	links    [][]Link
	adjacent [][]Cell
	sides    []Side
}

var boardCache sync.Map // Spec (without Reverse) -> *Board

// NewBoard returns the board of spec (its rule suffix is kept in Spec but
// does not change the geometry). Boards are cached, so calling NewBoard for
// every game is cheap.
func NewBoard(spec Spec) (*Board, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	key := spec
	key.Reverse = false
	if b, ok := boardCache.Load(key); ok {
		if spec.Reverse {
			return b.(*Board).withSpec(spec), nil
		}
		return b.(*Board), nil
	}
	b := buildBoard(key)
	boardCache.Store(key, b)
	if spec.Reverse {
		return b.withSpec(spec), nil
	}
	return b, nil
}

// MustBoard is NewBoard for specs known to be valid, such as constants in
// tests and examples; it panics on an invalid spec.
func MustBoard(spec string) *Board {
	s, err := ParseSpec(spec)
	if err != nil {
		panic(err)
	}
	b, err := NewBoard(s)
	if err != nil {
		panic(err)
	}
	return b
}

// withSpec returns a board sharing b's geometry under another spec.
func (b *Board) withSpec(spec Spec) *Board {
	c := *b
	c.spec = spec
	return &c
}

func buildBoard(spec Spec) *Board {
	m, n := spec.Cols, spec.Rows
	b := &Board{
		spec:     spec,
		links:    make([][]Link, m*n),
		adjacent: make([][]Cell, m*n),
		sides:    make([]Side, m*n),
	}
	wrapX := spec.Topology != Plane
	wrapY := spec.Topology == Torus
	for row := 1; row <= n; row++ {
		for col := 1; col <= m; col++ {
			c := b.Cell(col, row)
			for _, d := range directions {
				i, j := col+d[0], row+d[1]
				dx, dy := floorDiv(i-1, m), floorDiv(j-1, n)
				if (dx != 0 && !wrapX) || (dy != 0 && !wrapY) {
					continue
				}
				to := b.Cell(i-dx*m, j-dy*n)
				b.links[c] = append(b.links[c], Link{To: to, DX: int8(dx), DY: int8(dy)})
				if to != c && !containsCell(b.adjacent[c], to) {
					b.adjacent[c] = append(b.adjacent[c], to)
				}
			}
			if row == 1 {
				b.sides[c] |= Top
			}
			if row == n {
				b.sides[c] |= Bottom
			}
			if col == 1 {
				b.sides[c] |= Left
			}
			if col == m {
				b.sides[c] |= Right
			}
		}
	}
	return b
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func containsCell(cells []Cell, c Cell) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

// Spec returns the spec the board was built from.
func (b *Board) Spec() Spec { return b.spec }

// Topology returns the board's surface.
func (b *Board) Topology() Topology { return b.spec.Topology }

// Cols returns m, the number of columns.
func (b *Board) Cols() int { return b.spec.Cols }

// Rows returns n, the number of rows (rings on the cylinder).
func (b *Board) Rows() int { return b.spec.Rows }

// NumCells returns m*n.
func (b *Board) NumCells() int { return b.spec.Cols * b.spec.Rows }

// Cell returns the cell in column col and row row (both 1-based), or NoCell
// if there is none. Coordinates are not wrapped.
func (b *Board) Cell(col, row int) Cell {
	if col < 1 || col > b.spec.Cols || row < 1 || row > b.spec.Rows {
		return NoCell
	}
	return Cell((row-1)*b.spec.Cols + col - 1)
}

// Contains reports whether c is a cell of the board.
func (b *Board) Contains(c Cell) bool { return c >= 0 && int(c) < b.NumCells() }

// Coords returns the 1-based column and row of c, the thesis's (i, j).
func (b *Board) Coords(c Cell) (col, row int) {
	return int(c)%b.spec.Cols + 1, int(c)/b.spec.Cols + 1
}

// CellName returns the text name of c, such as "a1" or "c5".
func (b *Board) CellName(c Cell) string {
	if !b.Contains(c) {
		return "?"
	}
	col, row := b.Coords(c)
	return CoordsName(col, row)
}

// ParseCell reads a cell name and checks that the cell is on the board.
func (b *Board) ParseCell(text string) (Cell, error) {
	col, row, err := ParseCoords(text)
	if err != nil {
		return NoCell, err
	}
	c := b.Cell(col, row)
	if c == NoCell {
		return NoCell, fmt.Errorf("cell %q is off the %s board (columns a..%s, rows 1..%d)",
			text, b.spec.String(), ColumnName(b.spec.Cols), b.spec.Rows)
	}
	return c, nil
}

// Adjacent returns the distinct cells adjacent to c, never c itself (a
// 1-column cylinder links a cell to itself across the wrap; see Links).
// The slice is shared: do not modify it.
func (b *Board) Adjacent(c Cell) []Cell { return b.adjacent[c] }

// Links returns the edges from c in the graph of the board with the lift
// shift of each (see Link). On narrow cylinders and tori one neighbour can
// appear in several links with different shifts, and c can link to itself.
// The slice is shared: do not modify it.
func (b *Board) Links(c Cell) []Link { return b.links[c] }

// Sides returns the planar edges c lies on (see Side).
func (b *Board) Sides(c Cell) Side { return b.sides[c] }

// HalfTurn returns the image of c when the board is turned half way round its centre: the
// cell (cols+1-col, rows+1-row). The half turn maps every board onto itself, the cylinder and
// the torus included, neighbours to neighbours, and each player's edges (or ends) onto each
// other, so a position and its half turn have the same value, and a move and its image the
// same value in a position the half turn leaves unchanged.
func (b *Board) HalfTurn(c Cell) Cell {
	col, row := b.Coords(c)
	return b.Cell(b.spec.Cols+1-col, b.spec.Rows+1-row)
}

// Transpose returns the cell (row, col) for the cell (col, row), or NoCell
// if the board is not square. Transposition exchanges the players' roles on
// square planar and toroidal boards; the swap move uses it.
func (b *Board) Transpose(c Cell) Cell {
	col, row := b.Coords(c)
	return b.Cell(row, col)
}
