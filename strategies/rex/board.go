package rex

import (
	"fmt"
	"math/bits"
	"sync"

	"github.com/hexlab/hexlab/core"
)

// MaxN is the largest board side the bitboards hold (64 cells).
const MaxN = 8

// Board is the n x n Hex board as bitboards: bit (row-1)*n + (col-1) is
// the cell (col, row), core's numbering. Adjacency is the thesis's graph:
// (i, j) touches (i±1, j), (i, j±1), (i+1, j-1) and (i-1, j+1). A Board is
// immutable.
type Board struct {
	Square
	all        uint64
	notFirst   uint64 // cells not in column 1
	notLast    uint64 // cells not in column n
	top, bot   uint64 // rows 1 and n: Red's sides
	left, righ uint64 // columns 1 and n: Blue's sides
}

var boards sync.Map // int -> *Board

// NewBoard returns the n x n board, 1 <= n <= MaxN.
func NewBoard(n int) (*Board, error) {
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("the bitboards hold n x n boards with 1 <= n <= %d, not %d", MaxN, n)
	}
	if b, ok := boards.Load(n); ok {
		return b.(*Board), nil
	}
	b := &Board{Square: Square{n: n}}
	for row := 1; row <= n; row++ {
		for col := 1; col <= n; col++ {
			bit := uint64(1) << uint((row-1)*n+col-1)
			b.all |= bit
			if col != 1 {
				b.notFirst |= bit
			}
			if col != n {
				b.notLast |= bit
			}
			if row == 1 {
				b.top |= bit
			}
			if row == n {
				b.bot |= bit
			}
			if col == 1 {
				b.left |= bit
			}
			if col == n {
				b.righ |= bit
			}
		}
	}
	boards.Store(n, b)
	return b, nil
}

// MustBoard is NewBoard for sides known to be valid; it panics otherwise.
func MustBoard(n int) *Board {
	b, err := NewBoard(n)
	if err != nil {
		panic(err)
	}
	return b
}

// Grow returns s with every cell adjacent to a cell of s added.
func (b *Board) Grow(s uint64) uint64 {
	n := uint(b.n)
	g := s | (s<<1)&b.notFirst | (s>>1)&b.notLast | s<<n | s>>n |
		(s>>(n-1))&b.notFirst | (s<<(n-1))&b.notLast
	return g & b.all
}

// Sides returns the two opposite sides player must join: rows 1 and n for
// Red, columns 1 and n for Blue.
func (b *Board) Sides(player core.Player) (from, to uint64) {
	if player == core.Red {
		return b.top, b.bot
	}
	return b.left, b.righ
}

// Joins reports whether the cells of s hold a chain of player: a set of
// cells connecting player's two opposite sides (the paper's connecting
// chain).
func (b *Board) Joins(s uint64, player core.Player) bool {
	from, to := b.Sides(player)
	reach := s & from
	for reach != 0 {
		next := reach | b.Grow(reach)&s
		if next == reach {
			break
		}
		reach = next
	}
	return reach&to != 0
}

// MapSet applies the cell map f to every cell of s.
func (b *Board) MapSet(s uint64, f func(int) int) uint64 {
	var out uint64
	for s != 0 {
		c := bits.TrailingZeros64(s)
		s &= s - 1
		out |= 1 << uint(f(c))
	}
	return out
}

// CellsOf lists the cells of s in increasing order.
func CellsOf(s uint64) []int {
	out := make([]int, 0, bits.OnesCount64(s))
	for s != 0 {
		out = append(out, bits.TrailingZeros64(s))
		s &= s - 1
	}
	return out
}

// Pos is a position: the Red and the Blue cells.
type Pos struct {
	Red, Blue uint64
}

// Of returns the cells of player.
func (p Pos) Of(player core.Player) uint64 {
	if player == core.Red {
		return p.Red
	}
	return p.Blue
}

// With returns p with player's stone added on c.
func (p Pos) With(c int, player core.Player) Pos {
	if player == core.Red {
		p.Red |= 1 << uint(c)
	} else {
		p.Blue |= 1 << uint(c)
	}
	return p
}

// Without returns p with cell c emptied.
func (p Pos) Without(c int) Pos {
	p.Red &^= 1 << uint(c)
	p.Blue &^= 1 << uint(c)
	return p
}

// Empty returns the empty cells of p on b.
func (p Pos) Empty(b *Board) uint64 { return b.all &^ (p.Red | p.Blue) }

// Contains reports whether every stone of q is in p, in the same colour.
func (p Pos) Contains(q Pos) bool { return q.Red&^p.Red == 0 && q.Blue&^p.Blue == 0 }

// Swapped returns p with each stone given to the other player and moved
// by f: with Transpose or ReflectShort, the color exchange and reflection
// of the paper's color-symmetry (section 2).
func (p Pos) Swapped(b *Board, f func(int) int) Pos {
	return Pos{Red: b.MapSet(p.Blue, f), Blue: b.MapSet(p.Red, f)}
}

// FromCore reads a core position on a square planar board of side at most
// MaxN.
func FromCore(p *core.Position) (*Board, Pos, error) {
	cb := p.Board()
	if cb.Topology() != core.Plane || cb.Cols() != cb.Rows() {
		return nil, Pos{}, fmt.Errorf("rex needs a square planar board, not %s", cb.Spec())
	}
	b, err := NewBoard(cb.Cols())
	if err != nil {
		return nil, Pos{}, err
	}
	var out Pos
	for c := 0; c < cb.NumCells(); c++ {
		switch p.At(core.Cell(c)) {
		case core.Red:
			out.Red |= 1 << uint(c)
		case core.Blue:
			out.Blue |= 1 << uint(c)
		}
	}
	return b, out, nil
}

// oddCount reports whether s has an odd number of cells.
func oddCount(s uint64) bool { return bits.OnesCount64(s)%2 == 1 }
