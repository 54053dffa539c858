package proof

import (
	"fmt"
	"math/bits"

	"github.com/hexlab/hexlab/core"
)

// The names of the winner's two sides as ends of connections (cells are named by their
// index, from 0).
const (
	sideOne = -1
	sideTwo = -2
	noEnd   = -3
)

// chains is the winner's groups at a position, as the connection checks see them: each end
// has a name, an empty cell its own index, a group of the winner's the smallest index of its
// stones, and a side, or a group touching it, sideOne or sideTwo.
type chains struct {
	pos   *core.Position
	sides [2]core.Side
	name  []int // by cell: its end's name (noEnd for the loser's stones)
}

// newChains works out w's groups at pos.
func newChains(pos *core.Position, w core.Player) *chains {
	b := pos.Board()
	g := &chains{pos: pos, sides: w.Sides(), name: make([]int, b.NumCells())}
	seen := make([]bool, b.NumCells())
	for c := range core.Cell(b.NumCells()) {
		switch pos.At(c) {
		case core.NoPlayer:
			g.name[c] = int(c)
			continue
		case w:
		default:
			g.name[c] = noEnd
			continue
		}
		if seen[c] {
			continue
		}
		// A new group, c its smallest cell: every stone of it, and the sides it touches.
		group, name := []core.Cell{c}, int(c)
		seen[c] = true
		for i := 0; i < len(group); i++ {
			s := b.Sides(group[i])
			if s&g.sides[0] != 0 {
				name = sideOne
			} else if s&g.sides[1] != 0 && name != sideOne {
				name = sideTwo
			}
			for _, d := range b.Adjacent(group[i]) {
				if pos.At(d) == w && !seen[d] {
					seen[d] = true
					group = append(group, d)
				}
			}
		}
		for _, s := range group {
			g.name[s] = name
		}
	}
	return g
}

// end returns the name of e, which must be an empty cell, a stone of the winner's or one of
// the winner's sides.
func (g *chains) end(e End) (int, error) {
	if e.Cell == core.NoCell {
		switch e.Side {
		case g.sides[0]:
			return sideOne, nil
		case g.sides[1]:
			return sideTwo, nil
		}
		return 0, fmt.Errorf("%s is not a side of the winner's", sideNames[e.Side])
	}
	if e.Cell < 0 || int(e.Cell) >= len(g.name) || g.name[e.Cell] == noEnd {
		return 0, fmt.Errorf("cell %d is not an empty cell or a stone of the winner's", e.Cell)
	}
	return g.name[e.Cell], nil
}

// isSide reports whether end x is a side.
func (g *chains) isSide(x int) bool { return x < 0 }

// emptyCell returns the cell of end x when it is an empty cell.
func (g *chains) emptyCell(x int) (core.Cell, bool) {
	if x < 0 || g.pos.At(core.Cell(x)) != core.NoPlayer {
		return core.NoCell, false
	}
	return core.Cell(x), true
}

// in reports whether end x is an empty cell of set s.
func (g *chains) in(x int, s cellSet) bool {
	c, ok := g.emptyCell(x)
	return ok && s.has(c)
}

// adjacent reports whether ends x and y are next to each other: one an empty cell, the
// other an empty cell next to it, a group with a stone next to it, or a side it lies on or
// that a group next to it touches.
func (g *chains) adjacent(x, y int) bool {
	c, ok := g.emptyCell(x)
	if !ok {
		if c, ok = g.emptyCell(y); !ok {
			return false
		}
		y = x
	}
	b := g.pos.Board()
	if y == sideOne && b.Sides(c)&g.sides[0] != 0 || y == sideTwo && b.Sides(c)&g.sides[1] != 0 {
		return true
	}
	for _, d := range b.Adjacent(c) {
		if g.name[d] == y {
			return true
		}
	}
	return false
}

// cellSet is a set of cells.
type cellSet []uint64

func newCellSet(n int) cellSet { return make(cellSet, (n+63)/64) }

func (s cellSet) has(c core.Cell) bool { return s[c/64]&(1<<(uint(c)%64)) != 0 }

func (s cellSet) add(c core.Cell) { s[c/64] |= 1 << (uint(c) % 64) }

func (s cellSet) clone() cellSet { return append(cellSet(nil), s...) }

// meets reports whether s and t have a cell in common.
func (s cellSet) meets(t cellSet) bool {
	for i := range s {
		if s[i]&t[i] != 0 {
			return true
		}
	}
	return false
}

// union returns a new set of the cells of s and t.
func (s cellSet) union(t cellSet) cellSet {
	out := s.clone()
	for i := range t {
		out[i] |= t[i]
	}
	return out
}

// intersect keeps in s the cells of t.
func (s cellSet) intersect(t cellSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

func (s cellSet) empty() bool {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n == 0
}
