package fivebyn

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Board is the geometry of the cylinder H_c(m, n) (thesis Definition
// 2.2.1) with two extra rings: ring 0 above ring 1 and ring n+1 below ring
// n, which Algorithm 8.4.1 adds and colours entirely red. Cells are
// numbered ring by ring, ring 0 first; columns are taken mod m.
//
// The extra rings make the edges of the board cells like any other: a red
// stone in ring 2 forms a bridge with ring 0 exactly when it could join
// the top edge in two ways, and a red path joins the top and the bottom
// when it joins rings 0 and n+1.
type Board struct {
	m, n int
	core *core.Board
	// adj[c] lists the steps to the neighbours of c.
	adj [][]Step
}

// Cell is a cell of a Board, rings 0 and n+1 included.
type Cell int

// NoCell is no cell: a step off the board.
const NoCell Cell = -1

// Step is a move from one cell to another: the cell reached and how many
// periods of m columns the step crosses in the lift S_n of the cylinder
// (thesis Definition 2.2.2), -1, 0 or +1.
type Step struct {
	To    Cell
	Shift int
}

// Vec is a displacement (dx, dy) in the lift: dx columns, dy rings.
type Vec struct{ DX, DY int }

// Add returns v + w.
func (v Vec) Add(w Vec) Vec { return Vec{v.DX + w.DX, v.DY + w.DY} }

// Neg returns -v.
func (v Vec) Neg() Vec { return Vec{-v.DX, -v.DY} }

// neighbourVecs are the six neighbours of (i, j) in the graph S
// (Definition 2.1.1): (i±1, j), (i, j±1), (i+1, j-1), (i-1, j+1).
var neighbourVecs = [6]Vec{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}

// NewBoard returns the extended board of the cylinder cyl:m×n.
func NewBoard(m, n int) (*Board, error) {
	spec := core.Spec{Topology: core.Cylinder, Cols: m, Rows: n}
	cb, err := core.NewBoard(spec)
	if err != nil {
		return nil, err
	}
	b := &Board{m: m, n: n, core: cb}
	b.adj = make([][]Step, b.NumCells())
	for c := Cell(0); int(c) < b.NumCells(); c++ {
		for _, v := range neighbourVecs {
			if s := b.Offset(c, v); s.To != NoCell && s.To != c {
				b.adj[c] = append(b.adj[c], s)
			}
		}
	}
	return b, nil
}

// MustBoard is NewBoard for sizes known to be valid; it panics otherwise.
func MustBoard(m, n int) *Board {
	b, err := NewBoard(m, n)
	if err != nil {
		panic(err)
	}
	return b
}

// M returns the number of columns.
func (b *Board) M() int { return b.m }

// N returns the number of rings of the real board (without rings 0 and
// n+1).
func (b *Board) N() int { return b.n }

// NumCells returns m·(n+2), the cells of the extended board.
func (b *Board) NumCells() int { return b.m * (b.n + 2) }

// Core returns the board of the game (without the extra rings).
func (b *Board) Core() *core.Board { return b.core }

// At returns the cell (x, y): column x (1-based, taken mod m) and ring y
// (0..n+1), or NoCell if ring y is not on the extended board.
func (b *Board) At(x, y int) Cell {
	if y < 0 || y > b.n+1 {
		return NoCell
	}
	col := ((x-1)%b.m + b.m) % b.m
	return Cell(y*b.m + col)
}

// XY returns the column (1..m) and ring (0..n+1) of c.
func (b *Board) XY(c Cell) (x, y int) { return int(c)%b.m + 1, int(c) / b.m }

// Ring returns the ring of c.
func (b *Board) Ring(c Cell) int { return int(c) / b.m }

// Real reports whether c is a cell of the game's board (rings 1..n).
func (b *Board) Real(c Cell) bool { y := b.Ring(c); return y >= 1 && y <= b.n }

// Offset returns the cell c + v and the number of periods the step
// crosses, or a Step to NoCell if c + v leaves the extended board.
func (b *Board) Offset(c Cell, v Vec) Step {
	x, y := b.XY(c)
	x0 := x - 1 + v.DX
	y += v.DY
	if y < 0 || y > b.n+1 {
		return Step{To: NoCell}
	}
	shift := 0
	for x0 < 0 {
		x0 += b.m
		shift--
	}
	for x0 >= b.m {
		x0 -= b.m
		shift++
	}
	return Step{To: Cell(y*b.m + x0), Shift: shift}
}

// Adjacent returns the steps to the neighbours of c. The slice is shared.
func (b *Board) Adjacent(c Cell) []Step { return b.adj[c] }

// IsAdjacent reports whether c and d are neighbours.
func (b *Board) IsAdjacent(c, d Cell) bool {
	for _, s := range b.adj[c] {
		if s.To == d {
			return true
		}
	}
	return false
}

// FromCore returns the cell of a cell of the game's board.
func (b *Board) FromCore(c core.Cell) Cell {
	col, row := b.core.Coords(c)
	return b.At(col, row)
}

// ToCore returns the game's cell of a real cell, or core.NoCell for a
// cell of rings 0 and n+1.
func (b *Board) ToCore(c Cell) core.Cell {
	if !b.Real(c) {
		return core.NoCell
	}
	x, y := b.XY(c)
	return b.core.Cell(x, y)
}

// Name returns the cell's name as the game writes it ("c5"), or "(x,y)"
// for a cell of ring 0 or n+1.
func (b *Board) Name(c Cell) string {
	x, y := b.XY(c)
	if !b.Real(c) {
		return fmt.Sprintf("(%d,%d)", x, y)
	}
	return core.CoordsName(x, y)
}

// Parse reads a cell name of the game's board ("c5").
func (b *Board) Parse(name string) (Cell, error) {
	c, err := b.core.ParseCell(name)
	if err != nil {
		return NoCell, err
	}
	return b.FromCore(c), nil
}

// RingCells returns the cells of ring y, column 1 first.
func (b *Board) RingCells(y int) []Cell {
	if y < 0 || y > b.n+1 {
		return nil
	}
	out := make([]Cell, b.m)
	for i := range out {
		out[i] = Cell(y*b.m + i)
	}
	return out
}
