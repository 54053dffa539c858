package strategies

import (
	"math"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

// chooseSwap is MCTS's second move where the swap rule is on. On the boards the swap table
// covers (assets/swap/hex.txt: square hex boards from 5x5 to 11x11) it swaps the openings
// the table values over one half for their owner and answers the others. Elsewhere it spends
// half its budget on
// the position as it is (the best reply and its value for us) and half on the position after
// the swap (the first player to move against our stone on the opening's mirror cell: our value
// there is one minus theirs), and plays whichever is worth more to us. A centre opening, which
// wins for its owner on small boards, is swapped; a weak opening on the edge is answered.
func (m *MCTS) chooseSwap(g *core.Game) (Choice, error) {
	if first, ok := g.LastTurn(); ok && !first.Move.Swap {
		if v, ok := swapValues().OpeningValue(g.Board(), first.Player, first.Move.Cell); ok {
			// The swap table covers the board: swap an opening worth more than one half.
			if v > 0.5 {
				m.last = MCTSStats{Value: v}
				return Choice{Move: core.SwapMove(), Rule: MCTSSwap}, nil
			}
			reply, err := m.search(g, 1, false)
			if err != nil {
				return Choice{}, err
			}
			return Choice{Move: core.CellMove(reply.Move), Rule: MCTSKeep}, nil
		}
	}
	reply, err := m.search(g, 0.5, true)
	if err != nil {
		return Choice{}, err
	}
	swapped := g.Clone()
	if err := swapped.Play(core.SwapMove()); err != nil {
		return Choice{}, err
	}
	after, err := m.search(swapped, 0.5, true)
	if err != nil {
		return Choice{}, err
	}
	swapValue := 1 - after.Value
	m.last = MCTSStats{Playouts: reply.Playouts + after.Playouts, Nodes: reply.Nodes + after.Nodes}
	if swapValue > reply.Value {
		m.last.Value = swapValue
		return Choice{Move: core.SwapMove(), Rule: MCTSSwap}, nil
	}
	m.last.Value = reply.Value
	return Choice{Move: core.CellMove(reply.Move), Rule: MCTSKeep}, nil
}

// balanced returns the root move whose value for the mover is nearest to one half without
// passing it: the opening to play where the swap rule is on, since an opponent who evaluates
// as we do swaps an opening worth more than one half to its owner and answers any other. A
// move's value blends its own statistics with its RAVE statistics as the tree's selection
// does, so that cells the search visited little still have a sound estimate.
func balanced(r engine.Result) core.Cell {
	best, bestGap := core.NoCell, math.Inf(1)
	fallback, fallbackValue := r.Move, math.Inf(1)
	for _, m := range r.Moves {
		v := m.Value
		if v < fallbackValue {
			fallback, fallbackValue = m.Cell, v
		}
		if v <= 0.5 && 0.5-v < bestGap {
			best, bestGap = m.Cell, 0.5-v
		}
	}
	if best == core.NoCell {
		return fallback // every opening wins for its owner: the least strong one
	}
	return best
}
