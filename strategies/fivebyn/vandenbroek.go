package fivebyn

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// Decision is a strategy's answer with its reasons: the rule that fired,
// the moves that rule allows, and the move chosen among them.
type Decision struct {
	// Rule is the label of the rule in the paper's numbering: "0" for
	// rule I ("play in the middle of the board"), "12", or a sub-rule such
	// as "3a.i", "6d" or "16b".
	Rule string
	// Moves are the moves the rule allows, in cell order.
	Moves []Cell
	// Cell is the move chosen.
	Cell Cell
	// Skipped lists, for Algorithm 8.4.1, the rules that could be satisfied
	// but were passed over because every move they allowed creates an
	// overlapping bridge or has too many blue neighbours.
	Skipped []string
	// Items lists, for Algorithm 8.4.1, the hierarchy items that narrowed
	// Moves down (removed some moves but not all), in order.
	Items []int
}

// VanDenBroek is Van den Broek's Red strategy for Cylindrical Hex on a
// 5×n board, thesis Algorithm 7.1.1, played on the extended board (rings
// 0 and n+1 red; see below). On their turn Red follows the first
// applicable rule:
//
//	I. If Blue has not played yet, play in the middle of the board.
//	II. If Blue's latest move was on cell (i, j):
//	 1. if there is a cell that is a winning move: in that cell,
//	 2. if (i, j) was part of an existing red bridge: on the other bridge
//	    cell of this bridge,
//	 3. in ring j-2, ..., j+2, such that these rings become (indirectly or
//	    directly) connected,
//	 4. in ring j-1, j or j+1, such that these rings become connected,
//	 5. in ring j, j+1 or j+2, such that these rings become connected,
//	 6. in ring j-2, j-1 or j, such that these rings become connected,
//	 7. in ring j or j+1, such that these rings become connected,
//	 8. in ring j-1 or j, such that these rings become connected,
//	 9. in a cell (x, j-1), such that rings j-2 and j-1 become indirectly
//	    connected and (x, j-1) can form a bridge with ring j+1,
//	 10. in a cell (x, j+1), such that rings j+1 and j+2 become indirectly
//	    connected and (x, j+1) can form a bridge with ring j-1,
//	 11. in a cell (x, j-1), such that rings j-3 and j-1 become indirectly
//	    connected and (x, j-1) can form a bridge with ring j+1,
//	 12. in a cell (x, j+1), such that rings j+1 and j+3 become indirectly
//	    connected and (x, j+1) can form a bridge with ring j-1,
//	 13. in ring j,
//	 14. if ring k is the closest end of the existing path encompassing
//	    ring j: in ring k+2, such that these rings become indirectly
//	    connected,
//	 15. likewise in ring k-2,
//	 16. likewise in ring k+1, (indirectly or directly) connected,
//	 17. likewise in ring k-1,
//	 18. on a bridge vertex of any existing red bridge,
//	 19. anywhere.
//
// The choice among a rule's moves is uniformly random (rng).
//
// How the rules' words are read here (docs/strategies.md gives the
// reasons):
//   - Rings a and b are "connected" when one provisional path (see
//     Components) holds a stone in ring a and a stone in ring b; a move
//     makes rings "become connected" when they were not before the move
//     and are after it. Ring ranges are clipped to 0..n+1 as in
//     Definition 8.0.1.
//   - The edges count as red rings 0 and n+1, as in Algorithm 8.4.1: the
//     thesis's own example game (Figure 7.1) plays rule 12 with ring
//     j+3 = n+1 and rule 11 with ring j-3 = 0.
//   - In rules 9-12 the new cell makes the rings indirectly connected by a
//     bridge from it to a stone in the other ring; it "can form a bridge"
//     with ring j±1 when the cell two rings away along a vertical bridge is
//     not blue and both bridge vertices are unplayed.
//   - In rules 14-17, the paths encompassing ring j are the components
//     that span it; their ends are their top and bottom rings, except a
//     side already joined to ring 0 or n+1; the closest ends to ring j are
//     taken over all such paths, and the new cell must join a stone of
//     that path in ring k.
func VanDenBroek(st *State, rng *rand.Rand) Decision {
	d := VanDenBroekRule(st)
	if len(d.Moves) > 0 {
		d.Cell = d.Moves[rng.IntN(len(d.Moves))]
	}
	return d
}

// VanDenBroekRule returns the first applicable rule of Algorithm 7.1.1
// and the moves it allows, without choosing among them.
func VanDenBroekRule(st *State) Decision {
	if st.Last == NoCell {
		return Decision{Rule: "0", Moves: st.middle()}
	}
	type rule struct {
		label string
		moves func() []Cell
	}
	j := st.J()
	rules := []rule{
		{"1", func() []Cell { return completes(st.game, st.B, st.realEmpty(), core.Red) }},
		{"2", func() []Cell { return OtherCells(st.prevBridgesAttacked(), st.Last) }},
		{"3", func() []Cell { return st.connecting(j-2, j+2) }},
		{"4", func() []Cell { return st.connecting(j-1, j+1) }},
		{"5", func() []Cell { return st.connecting(j, j+2) }},
		{"6", func() []Cell { return st.connecting(j-2, j) }},
		{"7", func() []Cell { return st.connecting(j, j+1) }},
		{"8", func() []Cell { return st.connecting(j-1, j) }},
		{"9", func() []Cell { return st.reaching(j-1, j-2, j+1) }},
		{"10", func() []Cell { return st.reaching(j+1, j+2, j-1) }},
		{"11", func() []Cell { return st.reaching(j-1, j-3, j+1) }},
		{"12", func() []Cell { return st.reaching(j+1, j+3, j-1) }},
		{"13", func() []Cell { return st.inRings(Rings{j, j}) }},
		{"14", func() []Cell { return st.extending(2) }},
		{"15", func() []Cell { return st.extending(-2) }},
		{"16", func() []Cell { return st.extending(1) }},
		{"17", func() []Cell { return st.extending(-1) }},
		{"18", func() []Cell { return BridgeCells(st.bridges()) }},
		{"19", st.realEmpty},
	}
	for _, r := range rules {
		if moves := r.moves(); len(moves) > 0 {
			return Decision{Rule: r.label, Moves: uniqueCells(moves)}
		}
	}
	return Decision{Rule: "19"}
}

// connecting returns the moves in rings a..b (clipped to 0..n+1) after
// which rings a and b are connected and before which they were not
// (rules 3-8 of Algorithm 7.1.1).
func (st *State) connecting(a, b int) []Cell {
	r := st.B.R(a, b)
	if st.comps().Connected(r.A, r.B) {
		return nil
	}
	return filterCells(st.inRings(r), func(c Cell) bool {
		return NewComponents(st.Cur.With(c, core.Red), core.Red).Connected(r.A, r.B)
	})
}

// reaching returns the moves of rules 9-12 of Algorithm 7.1.1: cells of
// ring y that form a bridge with a red stone of ring far, when rings far
// and y are not connected yet, and that can form a vertical bridge with
// ring next.
func (st *State) reaching(y, far, next int) []Cell {
	if far < 0 || far > st.B.n+1 || st.comps().Connected(min(y, far), max(y, far)) {
		return nil
	}
	return filterCells(st.inRings(Rings{y, y}), func(c Cell) bool {
		return st.bridgesTo(c, far) && st.canBridge(c, next)
	})
}

// bridgesTo reports whether a red stone on the unplayed c would form a
// bridge with a red stone in ring y.
func (st *State) bridgesTo(c Cell, y int) bool {
	for _, br := range BridgesFrom(st.Cur, c, core.Red) {
		if st.B.Ring(br.Ends[1]) == y {
			return true
		}
	}
	return false
}

// canBridge reports whether a red stone on c "has a possibility of forming
// a bridge" with ring y, two rings away: the cell at the vertical bridge
// shape towards y is not blue and both bridge vertices are unplayed.
func (st *State) canBridge(c Cell, y int) bool {
	k := 0 // (1, -2): up
	if y > st.B.Ring(c) {
		k = 3 // (-1, 2): down
	}
	end := st.B.Offset(c, BridgeShapes[k])
	if end.To == NoCell || st.B.Ring(end.To) != y || st.Cur.At(end.To) == core.Blue {
		return false
	}
	for _, a := range bridgeVias[k] {
		if !st.Cur.Empty(st.B.Offset(c, a).To) {
			return false
		}
	}
	return true
}

// extending returns the moves of rules 14-17 of Algorithm 7.1.1: with k
// the closest end ring of the paths that encompass ring j, the cells of
// ring k+step that join a stone of that path in ring k (by a bridge for
// steps of two), when rings k and k+step were not connected.
func (st *State) extending(step int) []Cell {
	var out []Cell
	for _, e := range st.closestEnds() {
		y := e.ring + step
		if y < 0 || y > st.B.n+1 || st.comps().Connected(min(y, e.ring), max(y, e.ring)) {
			continue
		}
		for _, c := range st.inRings(Rings{y, y}) {
			if st.joins(c, e, step == 1 || step == -1) {
				out = append(out, c)
			}
		}
	}
	return out
}

// pathEnd is an end of a path: a component and the ring of its end.
type pathEnd struct{ comp, ring int }

// closestEnds returns the ends closest to ring j of the components that
// span ring j, leaving out a side joined to ring 0 or n+1.
func (st *State) closestEnds() []pathEnd {
	cs, j := st.comps(), st.J()
	var ends []pathEnd
	best := -1
	for k := 0; k < cs.Len(); k++ {
		if cs.Lo[k] > j || cs.Hi[k] < j {
			continue
		}
		for _, y := range []int{cs.Lo[k], cs.Hi[k]} {
			if y == 0 || y == st.B.n+1 {
				continue
			}
			d := abs(j - y)
			switch {
			case best < 0 || d < best:
				best, ends = d, []pathEnd{{k, y}}
			case d == best:
				ends = append(ends, pathEnd{k, y})
			}
		}
	}
	return ends
}

// joins reports whether a red stone on c would join a stone of e's path in
// ring e.ring: by a bridge, or (if adjacent is true) also as a neighbour.
func (st *State) joins(c Cell, e pathEnd, adjacent bool) bool {
	cs := st.comps()
	if adjacent {
		for _, s := range st.B.adj[c] {
			if cs.Of(s.To) == e.comp && st.B.Ring(s.To) == e.ring {
				return true
			}
		}
	}
	for _, br := range BridgesFrom(st.Cur, c, core.Red) {
		if cs.Of(br.Ends[1]) == e.comp && st.B.Ring(br.Ends[1]) == e.ring {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
