package engine

import (
	"math"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// summarize sums the root statistics of the threads' trees and picks the move: one a tree
// proves wins, else the most visited.
func summarize(searchers []*searcher) Result {
	var r Result
	byCell := map[core.Cell]*MoveStat{}
	var order []core.Cell
	for _, s := range searchers {
		t := s.t
		r.Playouts += s.iterations
		r.Nodes += len(t.nodes)
		r.Knowledge += s.knowledge
		r.Deepened += s.deepened
		if t.nodes[0].value == -1 {
			r.Lost = true
		}
		first, end := t.children(0)
		for i := first; i < end; i++ {
			c := &t.nodes[i]
			if c.pruned {
				continue
			}
			m := byCell[c.move]
			if m == nil {
				m = &MoveStat{Cell: c.move}
				byCell[c.move] = m
				order = append(order, c.move)
			}
			// Values are averaged over the trees, weighed by visits.
			w := float64(c.visits) + 1
			m.Value = (m.Value*m.weight + blended(c)*w) / (m.weight + w)
			m.weight += w
			m.Visits += float64(c.visits)
			switch c.value {
			case -1:
				m.Proof = solver.Win
			case 1:
				if m.Proof != solver.Win {
					m.Proof = solver.Loss
				}
			}
		}
	}
	r.Move, r.Reason = core.NoCell, Searched
	var best *MoveStat
	for _, c := range order {
		m := byCell[c]
		r.Moves = append(r.Moves, *m)
		switch {
		case best == nil:
			best = m
		case m.Proof == solver.Win && best.Proof != solver.Win:
			best = m
		case best.Proof == solver.Win:
		case m.Proof == solver.Loss && best.Proof != solver.Loss:
		case best.Proof == solver.Loss && m.Proof != solver.Loss:
			best = m
		case m.Visits > best.Visits:
			best = m
		}
	}
	for i := range r.Moves {
		switch r.Moves[i].Proof {
		case solver.Win:
			r.Moves[i].Value = 1
		case solver.Loss:
			r.Moves[i].Value = 0
		}
	}
	if best != nil {
		r.Move, r.Value = best.Cell, best.Value
		switch best.Proof {
		case solver.Win:
			r.Reason, r.Value = Proven, 1
		case solver.Loss:
			r.Value = 0
		}
	}
	return r
}

// line returns the principal variation that starts with move: move, then the most visited
// unpruned child at each node below it (move alone where the tree has no child for it).
func (t *tree) line(move core.Cell) []core.Cell {
	out := []core.Cell{move}
	n := t.child(0, move)
	for n >= 0 && t.nodes[n].first >= 0 && len(out) < 64 {
		first, end := t.children(n)
		best := int32(-1)
		for i := first; i < end; i++ {
			if !t.nodes[i].pruned && (best < 0 || t.nodes[i].visits > t.nodes[best].visits) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		out = append(out, t.nodes[best].move)
		n = best
	}
	return out
}

// draw replaces r's move by one drawn among the root's moves not proven lost, each with a
// chance in proportion to its visits to the power 1/temperature.
func (r *Result) draw(temperature float64, rng *rand.Rand) {
	weights := make([]float64, len(r.Moves))
	total := 0.0
	for i, m := range r.Moves {
		if m.Proof != solver.Loss {
			weights[i] = math.Pow(m.Visits, 1/temperature)
			total += weights[i]
		}
	}
	if total <= 0 {
		return
	}
	x := rng.Float64() * total
	for i, w := range weights {
		if x -= w; x < 0 || i == len(weights)-1 && w > 0 {
			r.Move, r.Value = r.Moves[i].Cell, r.Moves[i].Value
			return
		}
	}
}
