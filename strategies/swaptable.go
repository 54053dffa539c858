package strategies

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
)

// swapTable is the engine's swap table (assets/swap/hex.txt): for each square board it covers
// and each opening of Red's, the opening's value for Red, Blue to move next. A table file
// covers a board whole or not at all.
type swapTable map[core.Spec][]float64

// parseSwapTable reads lines "BOARD CELL VALUE" (comments after '#'), every cell of each
// board listed once, each value from 0 to 1.
func parseSwapTable(text string) (swapTable, error) {
	t := swapTable{}
	seen := map[core.Spec]int{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for line := 1; sc.Scan(); line++ {
		f := strings.Fields(strings.SplitN(sc.Text(), "#", 2)[0])
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 {
			return nil, fmt.Errorf("swap table: line %d: want a board, a cell and a value", line)
		}
		spec, err := core.ParseSpec(f[0])
		if err != nil || spec.Topology != core.Plane || spec.Reverse || spec.Cols != spec.Rows {
			return nil, fmt.Errorf("swap table: line %d: %q is not a square hex board", line, f[0])
		}
		b, _ := core.NewBoard(spec)
		c, err := b.ParseCell(f[1])
		if err != nil {
			return nil, fmt.Errorf("swap table: line %d: %v", line, err)
		}
		v, err := strconv.ParseFloat(f[2], 64)
		if err != nil || !(v >= 0 && v <= 1) {
			return nil, fmt.Errorf("swap table: line %d: value %q is not from 0 to 1", line, f[2])
		}
		if t[spec] == nil {
			t[spec] = make([]float64, b.NumCells())
			for i := range t[spec] {
				t[spec][i] = -1
			}
		}
		if t[spec][c] >= 0 {
			return nil, fmt.Errorf("swap table: line %d: %s %s twice", line, f[0], f[1])
		}
		t[spec][c] = v
		seen[spec]++
	}
	for spec, n := range seen {
		if n != len(t[spec]) {
			return nil, fmt.Errorf("swap table: %s lists %d of its %d cells", spec, n, len(t[spec]))
		}
	}
	return t, sc.Err()
}

// swapValues is the embedded table, read once.
var swapValues = sync.OnceValue(func() swapTable {
	t, err := parseSwapTable(assets.SwapTable)
	if err != nil {
		panic("strategies: assets/swap/hex.txt: " + err.Error()) // embedded, and tested
	}
	return t
})

// openingValue returns the table's value of first's opening c on b for first, and whether
// the table covers the board. Blue's opening is Red's on the transposed board.
func (t swapTable) openingValue(b *core.Board, first core.Player, c core.Cell) (float64, bool) {
	values, ok := t[b.Spec()]
	if !ok {
		return 0, false
	}
	if first == core.Blue {
		c = b.Transpose(c)
	}
	return values[c], true
}

// balancedOpening returns the opening the table values nearest to one half without passing
// it (the strongest that an opponent who reads the table as we do leaves alone), for first
// on b, and whether the table covers the board.
func (t swapTable) balancedOpening(b *core.Board, first core.Player) (core.Cell, bool) {
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

// bestOpening returns the opening the table values most for first on spec (the first move
// where the swap rule is off), and whether the table covers the board.
func (t swapTable) bestOpening(b *core.Board, first core.Player) (core.Cell, bool) {
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
