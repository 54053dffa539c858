package fivebyn

import (
	"slices"

	"github.com/hexlab/hexlab/core"
)

// Narrow applies the hierarchy of Algorithm 8.4.1 to the moves L of a
// rule: "set h = 1. While |L| ≠ 1: determine all moves in L that satisfy
// preference h and list them in L̂; if |L̂| = 0: h = h+1; else L = L̂ and
// h = h+1." Items 10 and 11 always leave one move. It returns the move
// and the items that were used: those that removed some moves but not all
// (as section 9.4.2 counts them).
//
// The items, as implemented (docs/strategies.md gives the reasons):
//
//  1. The move does not create an overlapping bridge (of which the bridges
//     share an end vertex, as in the skipping of rules).
//  2. The move has at most 4 blue neighbours.
//  3. The move increases the length of a path that covers ring j the most:
//     a path is a red component and its length the number of rings it
//     spans; the increase is the span of the component the move makes,
//     if it covers ring j, less the longest span among the components it
//     joins that covered ring j before (0 if none did). Satisfied by the
//     moves of the largest increase, if that is positive.
//  4. The move connects the most disjoint paths to each other: the number
//     of components it joins, if at least 2.
//  5. The move will allow Red to connect the most disjoint paths to each
//     other on their next move: the largest number of components a next
//     move joins, among next moves that join the move's own component to
//     another, if any does.
//  6. The move will allow Red to connect to disjoint paths in the largest
//     number of ways on their next move: the number of such next moves, if
//     positive.
//  7. The move will give Red the most options for making vertical bridges
//     from this cell on their next move: the number of vertical bridge
//     shapes (VerticalShapes) whose far cell and both bridge vertices are
//     unplayed, if positive.
//  8. If such a move remains, the move on the point of overlap of a red
//     overlapping bridge (sharing an end vertex); else a move on any bridge
//     cell of a red bridge.
//  9. The move has the most (but fewer than 5) red neighbours (the cells
//     of rings 0 and n+1 count as red).
//  10. The move lies in the lowest ring: the least y.
//  11. The move lies in the left-most column: the least x.
func (st *State) Narrow(moves []Cell) (Cell, []int) {
	L := uniqueCells(moves)
	if len(L) == 0 {
		return NoCell, nil
	}
	var used []int
	for h := 1; len(L) != 1 && h <= 11; h++ {
		hat := st.preference(h, L)
		if len(hat) == 0 {
			continue
		}
		if len(hat) < len(L) {
			used = append(used, h)
		}
		L = hat
	}
	return L[0], used
}

// preference returns the moves of L that satisfy hierarchy item h.
func (st *State) preference(h int, L []Cell) []Cell {
	switch h {
	case 1:
		return filterCells(L, func(c Cell) bool { return !CreatesOverlap(st.Cur, c, core.Red) })
	case 2:
		return filterCells(L, func(c Cell) bool { return st.Cur.Neighbours(c, core.Blue) <= 4 })
	case 3:
		return most(L, 1, st.lengthGain)
	case 4:
		return most(L, 2, func(c Cell) int { return len(st.comps().Linked(st.Cur, c)) })
	case 5:
		return most(L, 2, func(c Cell) int { m, _ := st.nextConnections(c); return m })
	case 6:
		return most(L, 1, func(c Cell) int { _, k := st.nextConnections(c); return k })
	case 7:
		return most(L, 1, st.verticalOptions)
	case 8:
		bs := st.bridges()
		if hat := filterCells(L, func(c Cell) bool { return containsCell(OverlapPoints(SharedEndOverlaps(bs)), c) }); len(hat) > 0 {
			return hat
		}
		return filterCells(L, func(c Cell) bool { return containsCell(BridgeCells(bs), c) })
	case 9:
		under5 := filterCells(L, func(c Cell) bool { return st.Cur.Neighbours(c, core.Red) < 5 })
		return most(under5, 0, func(c Cell) int { return st.Cur.Neighbours(c, core.Red) })
	case 10:
		return most(L, -1<<30, func(c Cell) int { return -st.B.Ring(c) })
	case 11:
		return most(L, -1<<30, func(c Cell) int { x, _ := st.B.XY(c); return -x })
	}
	return nil
}

// most returns the cells of L with the highest score, if that score is at
// least floor; otherwise none.
func most(L []Cell, floor int, score func(Cell) int) []Cell {
	out := best(L, score)
	if len(out) == 0 || score(out[0]) < floor {
		return nil
	}
	return out
}

// lengthGain is hierarchy item 3's increase of the length of a path that
// covers ring j.
func (st *State) lengthGain(c Cell) int {
	j := st.J()
	lo, hi := st.spanAfter(c)
	if lo > j || hi < j {
		return 0
	}
	cs := st.comps()
	before := 0
	for _, k := range cs.Linked(st.Cur, c) {
		if cs.Lo[k] <= j && j <= cs.Hi[k] {
			before = max(before, cs.Span(k))
		}
	}
	return hi - lo + 1 - before
}

// nextConnections looks one red move ahead after a red stone on c: the
// largest number of components a next move joins, among next moves that
// join c's component to another one (item 5), and how many such next
// moves there are (item 6).
func (st *State) nextConnections(c Cell) (most, ways int) {
	moves, most := st.joiningMoves(c)
	return most, len(moves)
}

// joiningMoves returns, after a red stone on c, the next red moves that
// would join c's component to another component (rings 0 and n+1 are
// components like any other), and the most components one of them joins.
func (st *State) joiningMoves(c Cell) (moves []Cell, most int) {
	q := st.Cur.With(c, core.Red)
	cs := NewComponents(q, core.Red)
	own := cs.Of(c)
	for _, d := range q.EmptyCells() {
		linked := cs.Linked(q, d)
		if len(linked) >= 2 && slices.Contains(linked, own) {
			moves = append(moves, d)
			most = max(most, len(linked))
		}
	}
	return moves, most
}

// verticalOptions counts the vertical bridges a red stone on c could make
// on Red's next move (item 7).
func (st *State) verticalOptions(c Cell) int {
	n := 0
	for _, k := range []int{0, 3} { // VerticalShapes
		t := st.B.Offset(c, BridgeShapes[k]).To
		if !st.Cur.Empty(t) || t == c {
			continue
		}
		ok := true
		for _, a := range bridgeVias[k] {
			if v := st.B.Offset(c, a).To; !st.Cur.Empty(v) {
				ok = false
			}
		}
		if ok {
			n++
		}
	}
	return n
}
