package book

import (
	"fmt"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// SwapTable is a swap table (the engine's is assets/swap/hex.txt): for each square board it
// covers and each opening of Red's, the opening's value for Red, Blue to move next. A table
// file covers a board whole or not at all.
type SwapTable map[core.Spec][]float64

// ParseSwapTable reads lines "BOARD CELL VALUE" (comments after '#'), every cell of each
// board listed once, each value from 0 to 1.
func ParseSwapTable(text string) (SwapTable, error) {
	t := SwapTable{}
	seen := map[core.Spec]int{}
	err := eachLine(text, "swap table", 3, "a board, a cell and a value", func(b *core.Board, f []string) error {
		spec := b.Spec()
		c, err := b.ParseCell(f[1])
		if err != nil {
			return err
		}
		v, err := strconv.ParseFloat(f[2], 64)
		if err != nil || !(v >= 0 && v <= 1) {
			return fmt.Errorf("value %q is not from 0 to 1", f[2])
		}
		if t[spec] == nil {
			t[spec] = make([]float64, b.NumCells())
			for i := range t[spec] {
				t[spec][i] = -1
			}
		}
		if t[spec][c] >= 0 {
			return fmt.Errorf("%s %s twice", f[0], f[1])
		}
		t[spec][c] = v
		seen[spec]++
		return nil
	})
	if err != nil {
		return nil, err
	}
	for spec, n := range seen {
		if n != len(t[spec]) {
			return nil, fmt.Errorf("swap table: %s lists %d of its %d cells", spec, n, len(t[spec]))
		}
	}
	return t, nil
}

// OpeningValue returns the table's value of first's opening c on b for first, and whether
// the table covers the board. Blue's opening is Red's on the transposed board.
func (t SwapTable) OpeningValue(b *core.Board, first core.Player, c core.Cell) (float64, bool) {
	values, ok := t[b.Spec()]
	if !ok {
		return 0, false
	}
	if first == core.Blue {
		c = b.Transpose(c)
	}
	return values[c], true
}

// BalancedOpening returns the opening the table values nearest to one half without passing
// it (the strongest that an opponent who reads the table as we do leaves alone), for first
// on b, and whether the table covers the board.
func (t SwapTable) BalancedOpening(b *core.Board, first core.Player) (core.Cell, bool) {
	values, ok := t[b.Spec()]
	if !ok {
		return core.NoCell, false
	}
	best, weakest := core.NoCell, core.NoCell
	for c, v := range values {
		if weakest == core.NoCell || v < values[weakest] {
			weakest = core.Cell(c)
		}
		if v <= 0.5 && (best == core.NoCell || v > values[best]) {
			best = core.Cell(c)
		}
	}
	if best == core.NoCell {
		best = weakest
	}
	if first == core.Blue {
		best = b.Transpose(best)
	}
	return best, true
}

// BestOpening returns the opening the table values most for first on spec (the first move
// where the swap rule is off), and whether the table covers the board.
func (t SwapTable) BestOpening(b *core.Board, first core.Player) (core.Cell, bool) {
	values, ok := t[b.Spec()]
	if !ok {
		return core.NoCell, false
	}
	best := core.Cell(0)
	for c, v := range values {
		if v > values[best] {
			best = core.Cell(c)
		}
	}
	if first == core.Blue {
		best = b.Transpose(best)
	}
	return best, true
}
