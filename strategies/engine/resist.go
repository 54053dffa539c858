package engine

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/vc"
)

// resist returns, in a position r proves lost for toMove (every move loses), the move that
// blocks the most of the opponent's ways to win: Benzene's rule for a lost position
// (EndgameUtil's PlayLostGame: "playing most blocking move"), the move in the most carriers of the opponent's
// semi-connections between its edges (each one still there after the move wins at once), or
// of its full connections where it has none; among equals, the most visited. Without such
// connections (the loss proven by search alone, or a goal that is not a path between two
// edges) it returns r's move, the most visited. The search alone, once the root is proven
// lost, has nothing to tell the moves apart: against MoHex the engine then gave away cells
// of the first row one after the other (a1, b1, c1, ...; TestResistAgainstMoHex).
func (e *Engine) resist(pos *core.Position, toMove core.Player, r Result) core.Cell {
	opp := toMove.Opponent()
	if !vc.Applies(e.board, e.reverse, opp) {
		return r.Move
	}
	conns := vc.Compute(pos, opp)
	defer conns.Release()
	var carriers []vc.Set
	for _, t := range conns.Threats() {
		carriers = append(carriers, t.Carrier)
	}
	if len(carriers) == 0 {
		carriers = conns.EdgeCarriers()
	}
	best, bestIn, bestVisits := r.Move, 0, -1.0
	for _, m := range r.Moves {
		in := 0
		for _, c := range carriers {
			if c.Has(m.Cell) {
				in++
			}
		}
		if in > bestIn || (in == bestIn && in > 0 && m.Visits > bestVisits) {
			best, bestIn, bestVisits = m.Cell, in, m.Visits
		}
	}
	return best
}
