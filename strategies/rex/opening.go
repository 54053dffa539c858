package rex

import (
	"github.com/hexlab/hexlab/core"
)

// The rule labels of the openings and replies of sections 5 and 6, and of
// the theorems behind them where they apply later in a game.
const (
	// C1: Corollary 1, "for n even, player X wins by opening in an
	// X-peripheral cell".
	RuleC1 = "C1"
	// C2.1: Corollary 2, "if some diagonal does not contain c, then the
	// second player wins by coloring that diagonal's reflection of c".
	RuleC2Reflect = "C2.1"
	// C2.2: "if c is on the long diagonal and an empty wedge remains, then
	// the second player Y wins by coloring a cell that is Y-peripheral and
	// in an empty wedge".
	RuleC2Wedge = "C2.2"
	// C2.3: "if c is the unique center of the board and n = 3, then the
	// second player Y wins by coloring a cell that is Y-peripheral".
	RuleC2Center = "C2.3"
	// T4: Theorem 4: in a color-symmetric position with the long diagonal
	// as axis, an even number of empty cells and an empty corner wedge,
	// the player to move does not lose by colouring a cell of an empty
	// wedge that is their peripheral cell.
	RuleT4 = "T4"
	// T5.1: Theorem 5, first case: X has coloured c off a symmetry axis of
	// a color-symmetric position with an odd number of empty cells; Y
	// does not lose by colouring the axis's reflection of c.
	RuleT5Reflect = "T5.1"
	// T5.2: Theorem 5, second case: c is on the long diagonal, an axis of
	// the position, and a corner wedge is empty after it; Y does not lose
	// by colouring a Y-peripheral cell in an empty wedge.
	RuleT5Wedge = "T5.2"
)

// Move is an answer of the opening rules: the rule label and the cells it
// allows, in cell order (any of them keeps the theorem's promise).
type Move struct {
	Rule  string
	Cells []int
}

// wedgePeripheral returns y's peripheral cells that lie in a corner wedge
// that is empty in st.
func wedgePeripheral(sq Square, st Stones, y core.Player) []int {
	in := map[int]bool{}
	for _, w := range sq.Wedges() {
		if w != nil && st.emptyIn(w) {
			for _, c := range w {
				in[c] = true
			}
		}
	}
	var out []int
	for _, c := range sq.Peripheral(y) {
		if in[c] {
			out = append(out, c)
		}
	}
	return out
}

// Opening returns the first player's opening on the empty board by
// Corollary 1: for even n, the first player's peripheral cells (Figure
// 8). It returns false for odd n, where the first player has no winning
// opening (Theorem 3).
func Opening(sq Square, first core.Player) (Move, bool) {
	if sq.n%2 != 0 {
		return Move{}, false
	}
	return Move{Rule: RuleC1, Cells: sq.Peripheral(first)}, true
}

// Reply returns the second player's reply by Corollary 2 to the first
// player's opening c on the empty n x n board, n odd and at least 3: the
// first of the corollary's three cases that applies, with every cell
// that case allows (Figure 9).
func Reply(sq Square, c int, first core.Player) (Move, bool) {
	if sq.n%2 == 0 || sq.n < 3 {
		return Move{}, false
	}
	y := first.Opponent()
	var reflections []int
	for _, ax := range sq.Axes() {
		if !ax.On(c) {
			reflections = append(reflections, ax.Reflect(c))
		}
	}
	if len(reflections) > 0 {
		return Move{Rule: RuleC2Reflect, Cells: cellOrder(reflections)}, true
	}
	// c is on both diagonals: the centre.
	st := make(Stones, sq.Cells())
	st[c] = first
	if cells := wedgePeripheral(sq, st, y); len(cells) > 0 {
		return Move{Rule: RuleC2Wedge, Cells: cells}, true
	}
	if sq.n == 3 {
		return Move{Rule: RuleC2Center, Cells: sq.Peripheral(y)}, true
	}
	return Move{}, false
}

// Symmetry returns the move of Theorem 5 or Theorem 4 for the player y to
// move in st, if one applies; c is the cell of the opponent's latest move
// (-1 if unknown).
//
// Theorem 5: if the position before c was color-symmetric with an odd
// number of empty cells, and c is off one of its axes, y colours that
// axis's reflection of c (T5.1); if the long diagonal is an axis of that
// position, c is on it and a corner wedge is empty now, y colours a
// y-peripheral cell in an empty wedge (T5.2). Theorem 4: if st itself is
// color-symmetric with the long diagonal as axis, with an even number of
// empty cells and an empty corner wedge, y colours a y-peripheral cell in
// an empty wedge (T4).
//
// These theorems say that y does not lose by the move, with best play
// afterwards; the paper shows that such play exists (Theorems 1-3) but
// does not give it.
func Symmetry(sq Square, st Stones, y core.Player, c int) (Move, bool) {
	axes := sq.Axes()
	if c >= 0 && st[c] == y.Opponent() {
		before := append(Stones(nil), st...)
		before[c] = core.NoPlayer
		if before.Empty()%2 == 1 {
			var reflections []int
			for _, ax := range axes {
				if !ax.On(c) && before.Symmetric(ax) {
					reflections = append(reflections, ax.Reflect(c))
				}
			}
			if len(reflections) > 0 {
				return Move{Rule: RuleT5Reflect, Cells: cellOrder(reflections)}, true
			}
			if axes[0].On(c) && before.Symmetric(axes[0]) {
				if cells := wedgePeripheral(sq, st, y); len(cells) > 0 {
					return Move{Rule: RuleT5Wedge, Cells: cells}, true
				}
			}
		}
	}
	if st.Empty()%2 == 0 && st.Symmetric(axes[0]) {
		if cells := wedgePeripheral(sq, st, y); len(cells) > 0 {
			return Move{Rule: RuleT4, Cells: cells}, true
		}
	}
	return Move{}, false
}

// cellOrder sorts up to two cells and drops a repeat.
func cellOrder(cells []int) []int {
	if len(cells) == 2 {
		switch {
		case cells[0] == cells[1]:
			return cells[:1]
		case cells[0] > cells[1]:
			cells[0], cells[1] = cells[1], cells[0]
		}
	}
	return cells
}
