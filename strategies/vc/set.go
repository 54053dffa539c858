package vc

import (
	"math/bits"

	"github.com/hexlab/hexlab/core"
)

// MaxCells is the most cells a board may have for Compute: a carrier is a bit set of two
// words.
const MaxCells = 128

// Set is a set of cells of a board of at most MaxCells cells.
type Set [2]uint64

// With returns s with c added.
func (s Set) With(c core.Cell) Set {
	s[c>>6] |= 1 << (uint(c) & 63)
	return s
}

// Without returns s with c taken out.
func (s Set) Without(c core.Cell) Set {
	s[c>>6] &^= 1 << (uint(c) & 63)
	return s
}

// Has reports whether c is in s.
func (s Set) Has(c core.Cell) bool { return s[c>>6]&(1<<(uint(c)&63)) != 0 }

// And returns the cells in both sets.
func (s Set) And(t Set) Set { return Set{s[0] & t[0], s[1] & t[1]} }

// Or returns the cells in either set.
func (s Set) Or(t Set) Set { return Set{s[0] | t[0], s[1] | t[1]} }

// andNot returns the cells of s not in t.
func (s Set) andNot(t Set) Set { return Set{s[0] &^ t[0], s[1] &^ t[1]} }

// first returns the least cell of s, which must not be empty.
func (s Set) first() core.Cell {
	if s[0] != 0 {
		return core.Cell(bits.TrailingZeros64(s[0]))
	}
	return core.Cell(64 + bits.TrailingZeros64(s[1]))
}

// Empty reports whether s has no cell.
func (s Set) Empty() bool { return s[0]|s[1] == 0 }

// Within reports whether every cell of s is in t.
func (s Set) Within(t Set) bool { return s[0]&^t[0] == 0 && s[1]&^t[1] == 0 }

// Len returns the number of cells in s.
func (s Set) Len() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// every reports whether f holds for every cell of s, in order, stopping at the first that
// fails.
func (s Set) every(f func(core.Cell) bool) bool {
	for w := range 2 {
		for x := s[w]; x != 0; x &= x - 1 {
			if !f(core.Cell(w*64 + bits.TrailingZeros64(x))) {
				return false
			}
		}
	}
	return true
}

// Cells returns the cells of s in order.
func (s Set) Cells() []core.Cell {
	var out []core.Cell
	for w := range 2 {
		for x := s[w]; x != 0; x &= x - 1 {
			out = append(out, core.Cell(w*64+bits.TrailingZeros64(x)))
		}
	}
	return out
}
