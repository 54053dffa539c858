package strategies

import (
	"fmt"
	"github.com/hexlab/hexlab/strategies/catalog"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/rex"
)

// RexPairing is the pairing strategy of Reverse Hex (Rex, misère Hex) from
// Hayward, Toft and Henderson, "How to Play Reverse Hex"
// (shared/papers/reverse-hex.md), section 7, for the n x n board with
// n <= 5: "for each n <= 5 we give a simple winning strategy".
//
// A pair-completion of a player X is a set of disjoint pairs of empty
// cells such that X, colouring one cell of each pair, completes a chain;
// a pre-pair-completion has a singleton besides, which X colours too.
// Theorem 6: X loses if X has a pre-pair-completion and is to move with an
// odd number of empty cells, or Y is to move with an even number; Theorem
// 7: X loses whoever moves if X has a pair-completion. RexPairing plays Y,
// against the opponent's (pre-)pair-completion, by the theorems' rules:
//
//	T6.1  whenever X colors a cell of an empty pair, Y colors the other
//	      cell;
//	T6.2  whenever X colors the singleton, or a cell of a non-empty pair,
//	      Y colors a cell of an empty pair;
//	T6.3  whenever neither (1) nor (2) applies, Y colors any cell not in α;
//	T7.1  if X colors one cell of an empty β-pair, Y colors the other;
//	T7.2  otherwise, if possible color a cell not in β;
//	T7.3  otherwise (every empty cell is one of an empty β-pair) color any
//	      cell, and then apply Theorem 6.
//
// The completions are those of Figures 12-15 for the loser of the empty
// board (the second player for even n, the first for odd n), found by the
// search of package rex and kept in its generated table; on every turn
// the strategy carries the table's completion over to the position
// before the opponent's latest move (rex.Restrict, which keeps exactly
// the invariant of Theorem 6's proof), so its move depends only on the
// position and that move, and it also takes over games it did not start.
// Where the table has nothing, a bounded search (Budget nodes) looks for
// a completion of the opponent in the position itself.
//
// Where a rule allows several cells (T6.2, T6.3, T7.2, T7.3) the choice is
// seeded as for the other papers' strategies (paperPick). When no
// completion of the opponent applies (RexPairing plays the losing side, or
// a game that left the strategy) no theorem of the paper gives a move:
// it then plays the Monte Carlo tree search (mcts, which under +reverse
// avoids completing its own chain) and labels the move "search".
//
// Boards: hex:NxN+reverse with N <= 5; it refuses normal Hex, cylinders,
// tori and other sizes. The tests check against every opponent move
// sequence that it never loses as the winning side (the first player for
// even N, the second for odd N): on 1x1 to 4x4 for every choice its rules
// leave open, on 5x5 for the choices of seed 1 (a long test;
// docs/strategies.md).
type RexPairing struct {
	seed  uint64
	think time.Duration
	// Budget is the node budget of the search for a completion when the
	// table has none (rex.Find).
	Budget int
}

// DefaultRexBudget is the node budget of the Reverse Hex strategies'
// search for a (pre-)pair-completion outside the table.
const DefaultRexBudget = 3000

// NewRexPairing returns the Rex pairing strategy with the seed of its free
// choices and the thinking time of its fallback search.
func NewRexPairing(seed uint64, think time.Duration) *RexPairing {
	return &RexPairing{seed: seed, think: think, Budget: DefaultRexBudget}
}

// Name returns "rex-pairing".
func (r *RexPairing) Name() string { return "rex-pairing" }

// Choose plays by Theorem 6 or 7, or falls back to the search.
func (r *RexPairing) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	if err := catalog.RexPairingBoard(g.Spec()); err != nil {
		return Choice{}, err
	}
	return rexChoose(g, rexPairingRules(r.Budget), r.seed, r.think)
}

// rexChoose applies rules for the player to move in g and picks one of
// the cells they allow, or, when they allow none, falls back to the
// search.
func rexChoose(g *core.Game, rules func(*core.Board) paperRules, seed uint64, think time.Duration) (Choice, error) {
	last := opponentLast(g)
	rule, cells := rules(g.Board())(g.Position(), g.ToMove(), last)
	if len(cells) == 0 {
		c, err := NewMCTSMove(seed, think).Choose(g)
		if err != nil {
			return Choice{}, err
		}
		c.Rule = RexSearch
		return c, nil
	}
	return Choice{Move: core.CellMove(paperPick(seed, g.Position(), last, cells)), Rule: rule}, nil
}

// rexPairingRules is the strategy as a paperRules: the rule of Theorem 6
// or 7 that applies and its cells, or no cells when none applies.
func rexPairingRules(budget int) func(*core.Board) paperRules {
	return func(_ *core.Board) paperRules {
		return func(pos *core.Position, me core.Player, last core.Cell) (string, []core.Cell) {
			b, q, err := rex.FromCore(pos)
			if err != nil {
				return "", nil
			}
			plan, ok := rex.PairingMove(b, q, me, int(last), budget)
			if !ok {
				return "", nil
			}
			return plan.Rule, coreCells(plan.Cells)
		}
	}
}

// coreCells converts rex's cell numbers, which are core's on an n x n
// board.
func coreCells(cells []int) []core.Cell {
	out := make([]core.Cell, len(cells))
	for i, c := range cells {
		out[i] = core.Cell(c)
	}
	return out
}

// RexSearch labels the moves of the Reverse Hex strategies that no
// theorem of the paper gives.
const RexSearch = "search"
