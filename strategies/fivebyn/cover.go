package fivebyn

// Rings is a set of consecutive rings R(a, b) (thesis Definition 8.0.1):
// ring A to ring B, clipped to the extended board, 0..n+1. It is empty
// when A > B.
type Rings struct{ A, B int }

// R returns R(a, b) on b's board: the rings c with max(a, 0) <= c <=
// min(b, n+1).
func (bd *Board) R(a, b int) Rings { return Rings{A: max(a, 0), B: min(b, bd.n+1)} }

// Contains reports whether ring y is in r.
func (r Rings) Contains(y int) bool { return r.A <= y && y <= r.B }

// Covered reports whether the rings r are covered (thesis Definition
// 8.2.2): whether a provisional path runs from ring A-1 or A to ring B or
// B+1. A provisional path changes ring by at most two at each step (a
// vertical bridge), so this holds exactly when one component reaches ring
// A or above and ring B or below.
func (cs *Components) Covered(r Rings) bool {
	for k := range cs.Lo {
		if cs.Lo[k] <= r.A && cs.Hi[k] >= r.B {
			return true
		}
	}
	return false
}

// Connected reports whether rings a and b are connected in the sense of
// Algorithm 7.1.1 ("such that these rings become (indirectly or directly)
// connected"): whether one component, a provisional path, holds a stone
// in ring a and a stone in ring b. Rings that a bridge jumps over are not
// connected by it (section 7.2.4: rings j-1 and j+1 "are not truly
// connected yet" when ring j is joined to rings j±2 by bridges).
func (cs *Components) Connected(a, b int) bool {
	if a < 0 || b < 0 || a > cs.B.n+1 || b > cs.B.n+1 {
		return false
	}
	want := uint64(1)<<a | uint64(1)<<b
	for _, rs := range cs.rings {
		if rs&want == want {
			return true
		}
	}
	return false
}

// HasStoneIn reports whether component k holds a stone in ring y.
func (cs *Components) HasStoneIn(k, y int) bool {
	return y >= 0 && y <= cs.B.n+1 && cs.rings[k]&(1<<y) != 0
}
