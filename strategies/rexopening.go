package strategies

import (
	"fmt"
	"github.com/hexlab/hexlab/strategies/catalog"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/rex"
)

// RexOpening plays the winning openings and replies of Reverse Hex from
// Hayward, Toft and Henderson, "How to Play Reverse Hex"
// (shared/papers/reverse-hex.md), sections 5 and 6, on the n x n board:
//
//	C1    Corollary 1 (n even): "player X wins by opening in an
//	      X-peripheral cell" (own side, not an obtuse corner, an acute
//	      corner or adjacent to one; Figure 8);
//	C2.1  Corollary 2 (n odd, the first player coloured c): "if some
//	      diagonal does not contain c, then the second player wins by
//	      coloring that diagonal's reflection of c";
//	C2.2  "if c is on the long diagonal and an empty wedge remains, then
//	      the second player Y wins by coloring a cell that is
//	      Y-peripheral and in an empty wedge";
//	C2.3  "if c is the unique center of the board and n = 3, then the
//	      second player Y wins by coloring a cell that is Y-peripheral".
//
// The paper proves these moves win (Theorems 3-5: each player has a
// non-losing strategy from a color-symmetric position) but gives no
// explicit play after them, except where a pairing strategy applies. So
// after the opening or reply RexOpening takes, in this order:
//
//	T6.x, T7.x  Theorems 6 and 7 when the opponent has a (pre-)pair-
//	      completion (as RexPairing plays them): from the table of
//	      package rex on boards up to 5x5, where the search found one after
//	      every opening and reply above, so the whole game is the paper's;
//	      by a bounded search (Budget nodes) on boards up to 8x8;
//	T5.1, T5.2, T4  Theorems 5 and 4 applied again when the position is
//	      still color-symmetric: after C2.1, as long as the opponent plays
//	      off the axis, mirror through it (Theorem 5's first case), and the
//	      wedge moves of its second case and of Theorem 4. These keep the
//	      theorem's promise (the move does not lose) but, as the paper
//	      says, the play after them is only known to exist;
//	search  otherwise the Monte Carlo tree search under +reverse (mcts),
//	      which is not the paper's.
//
// Choices among several cells are seeded (paperPick). It plays either
// side; on the side without an opening theorem (the second player for
// even n, the first for odd n) it starts with the later rules.
//
// Boards: hex:NxN+reverse with 2 <= N <= 32; it refuses normal Hex,
// cylinders, tori and 1x1. The tests check against every opponent move
// sequence that it never loses as the player the corollaries make the
// winner, with no search move: on 2x2 to 4x4 for every choice its rules
// leave open, on 5x5 for the choices of seed 1 (a long test;
// docs/strategies.md).
type RexOpening struct {
	seed  uint64
	think time.Duration
	// Budget is the node budget of the search for a completion when the
	// table has none (rex.Find).
	Budget int
}

// NewRexOpening returns the Rex openings strategy with the seed of its
// free choices and the thinking time of its fallback search.
func NewRexOpening(seed uint64, think time.Duration) *RexOpening {
	return &RexOpening{seed: seed, think: think, Budget: DefaultRexBudget}
}

// Name returns "rex-opening".
func (r *RexOpening) Name() string { return "rex-opening" }

// Choose plays the opening, the reply or the later rules, or falls back
// to the search.
func (r *RexOpening) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	if err := catalog.RexOpeningBoard(g.Spec()); err != nil {
		return Choice{}, err
	}
	return rexChoose(g, rexOpeningRules(r.Budget), r.seed, r.think)
}

// rexOpeningRules is the strategy as a paperRules: the first of C1/C2,
// Theorems 6/7, Theorems 5/4 that applies and its cells, or no cells.
func rexOpeningRules(budget int) func(*core.Board) paperRules {
	return func(_ *core.Board) paperRules {
		pairing := rexPairingRules(budget)(nil)
		return func(pos *core.Position, me core.Player, last core.Cell) (string, []core.Cell) {
			sq, st, err := rex.StonesOf(pos)
			if err != nil {
				return "", nil
			}
			switch stones := pos.Stones(); {
			case stones == 0:
				if mv, ok := rex.Opening(sq, me); ok {
					return mv.Rule, coreCells(mv.Cells)
				}
			case stones == 1 && last != core.NoCell && st[last] == me.Opponent():
				if mv, ok := rex.Reply(sq, int(last), me.Opponent()); ok {
					return mv.Rule, coreCells(mv.Cells)
				}
			}
			if sq.N() <= rex.MaxN {
				if rule, cells := pairing(pos, me, last); len(cells) > 0 {
					return rule, cells
				}
			}
			if mv, ok := rex.Symmetry(sq, st, me, int(last)); ok {
				return mv.Rule, coreCells(mv.Cells)
			}
			return "", nil
		}
	}
}
