package solver

import (
	"math"

	"github.com/hexlab/hexlab/core"
)

// node is a position in the search: its stones, the player to move and its key.
type node struct {
	pos    *core.Position
	toMove core.Player
	key    uint64
}

// child returns the node after toMove plays c on filled (n's position with its fill-in),
// whose key is fkey.
func (s *Solver) child(filled *core.Position, fkey uint64, toMove core.Player, c core.Cell) node {
	pos := filled.Clone()
	pos.Place(c, toMove)
	return node{pos: pos, toMove: toMove.Opponent(), key: s.z.play(fkey, c, toMove)}
}

// filled returns n's position with exp's fill-in added, and its key (n's own when there is
// no fill-in). The moves of exp are played on it.
func (s *Solver) filled(n node, exp *expansion) (*core.Position, uint64) {
	if exp == nil || len(exp.fill) == 0 {
		return n.pos, n.key
	}
	pos, key := n.pos.Clone(), n.key
	for _, st := range exp.fill {
		pos.Place(st.cell, st.player)
		key ^= s.z.cell[st.cell][st.player]
	}
	return pos, key
}

// childNumbers returns the proof numbers the table holds for the node of key, or (1, 1) for
// a node not searched yet.
func (s *Solver) childNumbers(key uint64) (phi, delta uint32) {
	if e := s.tt.lookup(key); e != nil {
		return e.phi, e.delta
	}
	return 1, 1
}

// window returns how many of the children (their φ in order) the search looks at for now:
// progressive widening, as Benzene's df-pn does it: the children up to the k-th whose move is
// not yet proven to lose, where k is one more than a quarter of those moves (rounded up).
// The node's δ still counts every child; its φ and the child searched next come from the
// window. As the moves in it are proven to lose, the window takes in the next ones. Only
// moves ordered by an evaluation are widened (exp.widen): on the cylinder, ordered by their
// distance from the centre alone, widening made Blue-first cyl:5x8 take 7 times more nodes.
func (s *Solver) window(exp *expansion, phis []uint32) int {
	if s.opts.NoWidening || !exp.widen {
		return len(phis)
	}
	alive := len(phis) - count(phis, 0)
	if alive < 2 {
		return len(phis)
	}
	want, seen := 1+(alive+3)/4, 0
	for i, phi := range phis {
		if phi != 0 {
			if seen++; seen == want {
				return i + 1
			}
		}
	}
	return len(phis)
}

// count returns how many of xs are x.
func count(xs []uint32, x uint32) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// mid is df-pn's multiple iterative deepening at node n (Nagai 2002, in negamax form): it
// searches below n until n's φ reaches thPhi or its δ reaches thDelta, and leaves n's
// numbers in the table. The child searched next is the one with the least δ; it is given
// the thresholds of the 1+ε trick (Pawlewicz and Lew 2006): it may grow until its δ passes
// the second least δ times 1+ε, rather than only by one.
func (s *Solver) mid(n node, thPhi, thDelta uint32) {
	s.tick()
	var exp *expansion
	if e := s.tt.lookup(n.key); e != nil {
		if e.phi >= thPhi || e.delta >= thDelta {
			return
		}
		exp = e.exp
	}
	before := s.nodes
	if exp == nil {
		o, best, x := s.expand(n.pos, n.toMove, true)
		if o != open {
			e := s.tt.store(n.key)
			e.phi, e.delta, e.best = infinity, 0, best
			if o == won {
				e.phi, e.delta = 0, infinity
			}
			return
		}
		exp = x
	}
	filled, fkey := s.filled(n, exp)
	keys := make([]uint64, len(exp.moves))
	for i, c := range exp.moves {
		keys[i] = s.z.play(fkey, c, n.toMove)
	}
	var phi, delta uint32
	best := 0
	phis, deltas := make([]uint32, len(keys)), make([]uint32, len(keys))
	for {
		for i, k := range keys {
			phis[i], deltas[i] = s.childNumbers(k)
		}
		phi, delta = infinity, 0
		d2, bestPhi := infinity, uint32(0)
		window := s.window(exp, phis)
		for i, cphi := range phis {
			cdelta := deltas[i]
			delta = add(delta, cphi)
			if cdelta == 0 {
				// A move that wins, wherever it is.
				phi, best, bestPhi = 0, i, cphi
				break
			}
			if i >= window {
				continue
			}
			if cdelta < phi {
				d2, phi, best, bestPhi = phi, cdelta, i, cphi
			} else if cdelta < d2 {
				d2 = cdelta
			}
		}
		if phi == 0 {
			delta = infinity
		}
		if phi >= thPhi || delta >= thDelta || s.stopped {
			break
		}
		// n's δ is the sum of the children's φ: the chosen child may raise its φ by as much
		// as n's δ is below its threshold.
		cThPhi := min(thDelta-delta+bestPhi, infinity)
		cThDelta := thPhi
		if d2 < infinity {
			grown := uint32(math.Ceil(float64(d2) * (1 + s.opts.Epsilon)))
			cThDelta = min(thPhi, max(d2+1, grown))
		}
		s.mid(s.child(filled, fkey, n.toMove, exp.moves[best]), cThPhi, cThDelta)
	}
	e := s.tt.store(n.key)
	e.phi, e.delta, e.exp, e.best = phi, delta, exp, exp.moves[best]
	spent := s.nodes - before
	e.work = uint32(min(int64(e.work)+spent, math.MaxUint32))
}
