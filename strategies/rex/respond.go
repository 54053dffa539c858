package rex

import (
	"math/bits"

	"github.com/hexlab/hexlab/core"
)

// The rule labels of Theorems 6 and 7 (section 7 of the paper). Y plays
// against X, who has a pre-pair-completion (Theorem 6) or a
// pair-completion (Theorem 7).
const (
	// T6.1: "whenever X colors a cell of an empty pair, Y colors the
	// other cell".
	RuleT6Pair = "T6.1"
	// T6.2: "whenever X colors the singleton, or a cell of a non-empty
	// pair, Y colors a cell of an empty pair".
	RuleT6Singleton = "T6.2"
	// T6.3: "whenever neither (1) nor (2) applies, Y colors any cell not
	// in α".
	RuleT6Outside = "T6.3"
	// T7.1: "if X colors one cell of an empty β-pair, Y colors the other".
	RuleT7Pair = "T7.1"
	// T7.2: "otherwise, if possible color a cell not in β".
	RuleT7Outside = "T7.2"
	// T7.3: "otherwise (every empty cell is one of an empty β-pair) color
	// any cell, and then apply Theorem 6 to the resulting
	// X-pre-pair-completion".
	RuleT7Any = "T7.3"
)

// Plan is a strategy's answer: the label of the rule that applies, the
// cells it allows (any of them keeps the theorem's promise), and the
// completion of the opponent it rests on.
type Plan struct {
	Rule       string
	Cells      []int
	Completion Completion
}

// Answer returns Y's move by the strategy of Theorem 6 (a is X's
// pre-pair-completion) or Theorem 7 (a is X's pair-completion) when X has
// just coloured c: a is a completion of X in the position q0 before X's
// move, and q = q0 + X(c) is the position now. For a pre-pair-completion
// q0 must have an odd number of empty cells (Theorem 6: X, to move, then
// loses).
//
// Theorem 6's rules (1)-(3) speak of the pairs of the original α, some of
// which the game has filled; here a holds only the pairs still empty in
// q0 and the singleton still to colour (see Restrict), so "a cell of a
// non-empty pair" of rule (2) is a's singleton when it is the last empty
// cell of such a pair.
func Answer(b *Board, q Pos, a Completion, c int) Plan {
	empty := q.Empty(b)
	if d, ok := a.Partner(c); ok {
		if a.Pre() {
			return Plan{Rule: RuleT6Pair, Cells: []int{d}, Completion: a}
		}
		return Plan{Rule: RuleT7Pair, Cells: []int{d}, Completion: a}
	}
	if a.Pre() && c == a.Single {
		return Plan{Rule: RuleT6Singleton, Cells: CellsOf(a.PairCells() & empty), Completion: a}
	}
	return Lead(b, q, a)
}

// Lead returns Y's move when Y is to move in q and X has the completion a
// in q itself (no move of X to answer: Y moves first, as in Theorem 6's
// (P, Y) with an even number of empty cells, or after X's move a still
// holds). Theorem 6's rule (3) colours a cell not in a; Theorem 7 colours
// a cell not in a if there is one (T7.2), otherwise any cell (T7.3).
func Lead(b *Board, q Pos, a Completion) Plan {
	empty := q.Empty(b)
	outside := empty &^ a.Cells()
	if a.Pre() {
		return Plan{Rule: RuleT6Outside, Cells: CellsOf(outside), Completion: a}
	}
	if outside != 0 {
		return Plan{Rule: RuleT7Outside, Cells: CellsOf(outside), Completion: a}
	}
	return Plan{Rule: RuleT7Any, Cells: CellsOf(empty), Completion: a}
}

// Restrict carries a completion a of X in the position p0 over to a later
// position q (whose stones include p0's): it returns the completion of X
// in q that the proof of Theorem 6 keeps, or false.
//
// A pair of a with both cells empty in q stays; a pair with a cell of X
// is done; a pair with one cell of Y and one empty is half done, and its
// empty cell must become the singleton, which it can only when a's own
// singleton is X's (or a has none); anything else breaks a. Then for
// every choice of the cells left, X's cells in q contain a choice of a,
// so X joins: the result is a completion of X in q (a pair-completion
// when no singleton is left to colour).
func Restrict(b *Board, p0, q Pos, x core.Player, a Completion) (Completion, bool) {
	if !q.Contains(p0) {
		return Completion{}, false
	}
	xs, ys := q.Of(x), q.Of(x.Opponent())
	empty := q.Empty(b)
	out := Completion{Single: -1}
	half := -1
	for _, pr := range a.Pairs {
		m := uint64(1)<<uint(pr[0]) | uint64(1)<<uint(pr[1])
		switch {
		case m&empty == m:
			out.Pairs = append(out.Pairs, pr)
		case m&xs != 0:
		case m&ys != 0 && m&empty != 0 && half < 0:
			half = bits.TrailingZeros64(m & empty)
		default:
			return Completion{}, false
		}
	}
	switch {
	case a.Single >= 0 && empty&(1<<uint(a.Single)) != 0:
		if half >= 0 {
			return Completion{}, false
		}
		out.Single = a.Single
	case a.Single >= 0 && xs&(1<<uint(a.Single)) == 0:
		return Completion{}, false // Y holds the singleton
	default:
		out.Single = half
	}
	return out, true
}
