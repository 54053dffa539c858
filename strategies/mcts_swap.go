package strategies

import (
	"math"

	"github.com/hexlab/hexlab/core"
)

// chooseSwap is MCTS's second move where the swap rule is on. It spends half its budget on
// the position as it is (the best reply and its value for us) and half on the position after
// the swap (the first player to move against our stone on the opening's mirror cell: our value
// there is one minus theirs), and plays whichever is worth more to us. A centre opening, which
// wins for its owner on small boards, is swapped; a weak opening on the edge is answered.
func (m *MCTS) chooseSwap(g *core.Game, candidates []core.Cell) (Choice, error) {
	reply := m.search(g, candidates, 0.5)
	best, keepValue := reply.best()

	swapped := g.Clone()
	if err := swapped.Play(core.SwapMove()); err != nil {
		return Choice{}, err
	}
	after := m.search(swapped, swapped.Position().EmptyCells(), 0.5)
	_, theirs := after.best()
	swapValue := 1 - theirs

	m.last = MCTSStats{Playouts: reply.iterations + after.iterations, Nodes: len(reply.nodes) + len(after.nodes)}
	if swapValue > keepValue {
		m.last.Value = swapValue
		return Choice{Move: core.SwapMove(), Rule: MCTSSwap}, nil
	}
	m.last.Value = keepValue
	return Choice{Move: core.CellMove(best), Rule: MCTSKeep}, nil
}

// balanced returns the root move whose value for the mover is nearest to one half without
// passing it: the opening to play where the swap rule is on, since an opponent who evaluates
// as we do swaps an opening worth more than one half to its owner and answers any other. A
// move's value blends its own statistics with its RAVE statistics as the tree's selection
// does, so that cells the search visited little still have a sound estimate.
func (t *searchTree) balanced() core.Cell {
	root := &t.nodes[0]
	best, bestGap := core.NoCell, math.Inf(1)
	fallback, fallbackValue := core.NoCell, math.Inf(1)
	for i := root.firstChild; i < root.firstChild+root.children; i++ {
		c := &t.nodes[i]
		v := t.blended(c)
		if v < fallbackValue {
			fallback, fallbackValue = c.move, v
		}
		if v <= 0.5 && 0.5-v < bestGap {
			best, bestGap = c.move, 0.5-v
		}
	}
	if best == core.NoCell {
		return fallback // every opening wins for its owner: the least strong one
	}
	return best
}

// blended is a node's value for the player who made its move: its win rate mixed with its
// RAVE win rate by the MC-RAVE schedule, 0.5 with no statistics at all.
func (t *searchTree) blended(c *treeNode) float64 {
	q, rq := 0.5, 0.5
	if c.visits > 0 {
		q = float64(c.wins / c.visits)
	}
	if c.raveVisits > 0 {
		rq = float64(c.raveWins / c.raveVisits)
	}
	beta := math.Sqrt(raveBias / (3*float64(c.visits) + raveBias))
	return beta*rq + (1-beta)*q
}
