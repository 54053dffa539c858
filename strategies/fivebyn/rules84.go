package fivebyn

import (
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// The rules of Algorithm 8.4.1, one method each. Each returns the label of
// the (sub-)rule that applies and the moves it allows, or no moves if the
// rule cannot be satisfied. (i, j) is Blue's latest move, st.Last.

// rule1: "if there is an unplayed cell (x, y) that is a winning move for
// Red: on (x, y)".
func (st *State) rule1() []Cell { return completes(st.game, st.B, st.realEmpty(), core.Red) }

// rule2: "if there is an unplayed cell (x, y) that is a winning move for
// Blue: (a) if there exists a blue winning move (x*, y*) such that Blue no
// longer has a winning move if Red plays on this cell: on (x*, y*), (b)
// else, on some winning move (x, y)".
func (st *State) rule2() (string, []Cell) {
	wins := completes(st.game, st.B, st.realEmpty(), core.Blue)
	if len(wins) == 0 {
		return "", nil
	}
	var stop []Cell
	for _, c := range wins {
		q := st.game.Clone()
		q.Place(st.B.ToCore(c), core.Red)
		rest := filterCells(st.realEmpty(), func(d Cell) bool { return d != c })
		if len(completes(q, st.B, rest, core.Blue)) == 0 {
			stop = append(stop, c)
		}
	}
	if len(stop) > 0 {
		return "2a", stop
	}
	return "2b", wins
}

// rule3: "if there existed a Red provisional winning path before move
// (i, j):
//
//	(a) if (i, j) was part of an overlapping bridge of which the bridges
//	    share an end vertex along the shortest provisional winning path:
//	    i. if the point of overlap of this overlapping bridge has not been
//	       played on by either player: on this point of overlap,
//	    ii. else, on another bridge cell of this overlapping bridge,
//	(b) else, if (i, j) was part of a bridge along the shortest
//	    provisional winning path: on the other bridge cell of this bridge,
//	(c) else, if the shortest provisional winning path contains at least
//	    one overlapping bridge of which the bridges share an end vertex: on
//	    the point of overlap of an overlapping bridge along this path,
//	(d) else, on one of the bridges along the shortest provisional winning
//	    path".
//
// "The shortest provisional winning path" is read as all the shortest ones
// (ShortestProvisionalWin), found before (i, j) for (a) and (b) and now for
// (c) and (d) (when (i, j) touched none of their bridges they are the same
// paths). In (a) "this overlapping bridge" is the bridge of the path that
// (i, j) was part of: its other cell is the point of overlap (i.) unless
// Blue played the point (ii.).
func (st *State) rule3() (string, []Cell) {
	if st.Prev == nil || !HasProvisionalWin(st.Prev, core.Red) {
		return "", nil
	}
	before := ShortestProvisionalWin(st.Prev, core.Red)
	var pointMoves, otherMoves, savingMoves []Cell
	overlaps := st.attackedOverlaps()
	for _, br := range Through(before.Bridges, st.Last) {
		saving := br.OtherVia(st.Last)
		savingMoves = append(savingMoves, saving)
		for _, o := range overlaps {
			if o.A.key() != br.key() && o.B.key() != br.key() {
				continue
			}
			if o.Point != st.Last {
				pointMoves = append(pointMoves, o.Point)
			} else {
				otherMoves = append(otherMoves, saving)
			}
		}
	}
	switch {
	case len(pointMoves) > 0:
		return "3a.i", pointMoves
	case len(otherMoves) > 0:
		return "3a.ii", otherMoves
	case len(savingMoves) > 0:
		return "3b", savingMoves
	}
	now := ShortestProvisionalWin(st.Cur, core.Red)
	if len(now.Bridges) == 0 {
		return "", nil
	}
	var points []Cell
	for _, o := range SharedEndOverlaps(st.bridges()) {
		if containsBridge(now.Bridges, o.A) || containsBridge(now.Bridges, o.B) {
			points = append(points, o.Point)
		}
	}
	if len(points) > 0 {
		return "3c", points
	}
	return "3d", BridgeCells(now.Bridges)
}

func containsBridge(bs []Bridge, br Bridge) bool {
	for _, b := range bs {
		if b.key() == br.key() {
			return true
		}
	}
	return false
}

// rule5: "if there exists a Blue provisional winning path: (a) if there
// exists a Blue overlapping bridge of which the bridges share an end
// vertex, such that Blue will no longer have a provisional winning path if
// Red plays on its point of overlap: on a point of overlap of one of these
// bridges, (b) else, on one of the cells of any of the bridges along this
// path". "This path" is read as Blue's shortest provisional winning paths.
func (st *State) rule5() (string, []Cell) {
	if !HasProvisionalWin(st.Cur, core.Blue) {
		return "", nil
	}
	var points []Cell
	for _, p := range OverlapPoints(SharedEndOverlaps(Bridges(st.Cur, core.Blue))) {
		if !HasProvisionalWin(st.Cur.With(p, core.Red), core.Blue) {
			points = append(points, p)
		}
	}
	if len(points) > 0 {
		return "5a", points
	}
	return "5b", BridgeCells(ShortestProvisionalWin(st.Cur, core.Blue).Bridges)
}

// rule6: "if there are unplayed cells (x, y) such that a blue provisional
// winning path will be created if Blue plays on this cell next:
//
//	(a) if cell (i, j) was part of a red overlapping bridge of which the
//	    bridges share an end vertex, and playing on its point of overlap
//	    prevents Blue from creating a provisional winning path on their
//	    next move: on the point of overlap,
//	(b) else, if cell (i, j) was part of an existing red bridge and
//	    playing the other bridge cell of this bridge prevents it: on this
//	    other bridge cell,
//	(c) else, if playing on (1) one of the blue winning moves (x, y), (2)
//	    the point of overlap of a blue overlapping bridge of which the
//	    bridges share an end vertex, (3) any bridge cell of a blue bridge or
//	    (4) a potential blue bridge cell (the bridge cell of a blue bridge
//	    that will be created if Blue plays (x, y)) prevents it: on any of
//	    these cells,
//	(d) else, on one of: (1) the points of overlap of a red overlapping
//	    bridge of which the bridges share an end vertex that was just
//	    attacked, (2) the other bridge cell of a red bridge that was just
//	    attacked, (3) the blue provisional winning moves, (4) the points of
//	    overlap of any blue overlapping bridges of which the bridges share
//	    an end vertex, (5) the bridge cells of all blue bridges and (6) all
//	    potential blue bridge cells, limited to i. those that leave Blue
//	    with the most blue overlapping bridges and ii. among those, the ones
//	    that leave Blue the fewest provisional winning moves".
func (st *State) rule6() (string, []Cell) {
	threats := ProvisionalWinningMoves(st.Cur, core.Blue)
	if len(threats) == 0 {
		return "", nil
	}
	prevents := func(c Cell) bool {
		return len(ProvisionalWinningMoves(st.Cur.With(c, core.Red), core.Blue)) == 0
	}
	var points []Cell
	for _, o := range st.attackedOverlaps() {
		if st.Cur.Empty(o.Point) {
			points = append(points, o.Point)
		}
	}
	if moves := filterCells(uniqueCells(points), prevents); len(moves) > 0 {
		return "6a", moves
	}
	others := OtherCells(st.prevBridgesAttacked(), st.Last)
	if moves := filterCells(others, prevents); len(moves) > 0 {
		return "6b", moves
	}
	blue := Bridges(st.Cur, core.Blue)
	bluePoints := OverlapPoints(SharedEndOverlaps(blue))
	blueCells := BridgeCells(blue)
	var potential []Cell
	for _, w := range threats {
		potential = append(potential, BridgeCells(BridgesFrom(st.Cur, w, core.Blue))...)
	}
	cands := uniqueCells(concat(threats, bluePoints, blueCells, potential))
	if moves := filterCells(cands, prevents); len(moves) > 0 {
		return "6c", moves
	}
	cands = uniqueCells(concat(points, others, cands))
	// i. the most blue overlapping bridges left; ii. the fewest blue
	// provisional winning moves left.
	cands = best(cands, func(c Cell) int {
		return len(OverlappingBridges(Bridges(st.Cur.With(c, core.Red), core.Blue)))
	})
	cands = best(cands, func(c Cell) int {
		return -len(ProvisionalWinningMoves(st.Cur.With(c, core.Red), core.Blue))
	})
	return "6d", cands
}

// rule7: "if the move on cell (i, j) created a double-bridge set-up to
// (i+4, j-2), (i+2, j+2), (i-4, j+2) or (i-2, j-2) [ThreateningShapes]:
//
//	(a) if the rings covered by the double-bridge set-up(s) created by move
//	    (i, j) are already covered by a red path: move according to the
//	    next applicable rule,
//	(b) else, if move (i, j) created double-bridge set-ups covering
//	    R(j-2, j+2): play according to rules 10-14. If the resulting list
//	    of moves contains at least one move within the connection area, on
//	    one of the moves within this area,
//	(c) else, if move (i, j) created a double-bridge set-up covering rings
//	    R(j-2, j): play according to rules 10-14, but limit rules 12 and 13
//	    to only covering rings R(j-2, j) and R(j-1, j), respectively, then
//	    prefer the connection area as in (b),
//	(d) else (a set-up covering R(j, j+2)): likewise, limiting rules 12
//	    and 13 to covering R(j, j+2) and R(j, j+1)".
//
// The thesis writes R(j, j-1) in (d); R(j, j+1) is the mirror of (c).
// Rules 10-14 are played "exactly the same way" as on their own (section
// 8.2.3), so a rule whose moves are all too dangerous is skipped; if none
// of them can be played, rule 7 cannot be satisfied.
func (st *State) rule7() (string, []Cell) {
	setups := ThreateningSetupsFrom(st.Cur, st.Last, core.Blue)
	if len(setups) == 0 {
		return "", nil
	}
	up, down := false, false
	var area []Cell
	for _, s := range setups {
		if s.V.DY < 0 {
			up = true
		} else {
			down = true
		}
		area = append(area, ConnectionArea(st.B, s)...)
	}
	j := st.J()
	label, dir, rings := "7b", bothWays, st.B.R(j-2, j+2)
	switch {
	case up && !down:
		label, dir, rings = "7c", upward, st.B.R(j-2, j)
	case down && !up:
		label, dir, rings = "7d", downward, st.B.R(j, j+2)
	}
	if st.comps().Covered(rings) {
		return "", nil // (a)
	}
	var opts []option
	for r := 10; r <= 14; r++ {
		opts = append(opts, option{strconv.Itoa(r), st.coverRule(r, dir)})
	}
	_, moves, ok := st.firstSafe(nonEmpty(opts))
	if !ok {
		return "", nil
	}
	if inArea := filterCells(moves, func(c Cell) bool { return containsCell(area, c) }); len(inArea) > 0 {
		moves = inArea
	}
	return label, moves
}

func nonEmpty(opts []option) []option {
	var out []option
	for _, o := range opts {
		if len(o.moves) > 0 {
			out = append(out, o)
		}
	}
	return out
}

// rule8: "if cell (i, j) was part of an existing red overlapping bridge of
// which the bridges share an end vertex: (a) if the point of overlap has
// not been played on by either player: play on this point of overlap, (b)
// else, on a remaining bridge cell of these overlapping bridges".
func (st *State) rule8() (string, []Cell) {
	var points, rest []Cell
	for _, o := range st.attackedOverlaps() {
		if st.Cur.Empty(o.Point) {
			points = append(points, o.Point)
			continue
		}
		for _, br := range []Bridge{o.A, o.B} {
			for _, v := range br.Via {
				if st.Cur.Empty(v) {
					rest = append(rest, v)
				}
			}
		}
	}
	if len(points) > 0 {
		return "8a", points
	}
	if len(rest) > 0 {
		return "8b", rest
	}
	return "", nil
}

// The directions rules 12 and 13 may cover in (see rule 7).
type coverDir int

const (
	bothWays coverDir = iota
	upward
	downward
)

// coverRule returns the moves of rules 10-14, which cover the rings around
// ring j (Definition 8.2.2); dir limits rules 12 and 13 as rule 7 does.
//
//  10. in a ring from R(j-3, j+3) such that rings R(j-2, j+2) become
//     covered,
//  11. in a ring from R(j-2, j+2), such that rings R(j-1, j+1) become
//     covered,
//  12. in a ring from R(j-3, j+1), such that rings R(j-2, j) become
//     covered, or in a ring from R(j-1, j+3), such that rings R(j, j+2)
//     become covered,
//  13. in a ring from R(j-2, j+1), such that rings R(j-1, j) become
//     covered, or in a ring from R(j-1, j+2), such that rings R(j, j+1)
//     become covered,
//  14. in a ring from R(j-1, j+1), such that ring j becomes covered.
//
// "Become covered" means the rings were not covered before the move and
// are after it.
func (st *State) coverRule(r int, dir coverDir) []Cell {
	j := st.J()
	type span struct{ from, cover Rings }
	R := st.B.R
	var spans []span
	switch r {
	case 10:
		spans = []span{{R(j-3, j+3), R(j-2, j+2)}}
	case 11:
		spans = []span{{R(j-2, j+2), R(j-1, j+1)}}
	case 12:
		up, down := span{R(j-3, j+1), R(j-2, j)}, span{R(j-1, j+3), R(j, j+2)}
		spans = pick(dir, up, down)
	case 13:
		up, down := span{R(j-2, j+1), R(j-1, j)}, span{R(j-1, j+2), R(j, j+1)}
		spans = pick(dir, up, down)
	case 14:
		spans = []span{{R(j-1, j+1), R(j, j)}}
	}
	var out []Cell
	for _, s := range spans {
		if st.comps().Covered(s.cover) {
			continue
		}
		for _, c := range st.inRings(s.from) {
			if st.coversAfter(c, s.cover) {
				out = append(out, c)
			}
		}
	}
	return uniqueCells(out)
}

// pick returns the alternatives of rules 12 and 13 that dir allows.
func pick[T any](dir coverDir, up, down T) []T {
	switch dir {
	case upward:
		return []T{up}
	case downward:
		return []T{down}
	}
	return []T{up, down}
}

// coversAfter reports whether a red stone on c leaves the rings r covered:
// whether the component c joins spans them.
func (st *State) coversAfter(c Cell, r Rings) bool {
	lo, hi := st.spanAfter(c)
	return lo <= r.A && hi >= r.B
}

// spanAfter returns the rings spanned by the red component a stone on c
// would belong to.
func (st *State) spanAfter(c Cell) (lo, hi int) {
	cs := st.comps()
	lo, hi = st.B.Ring(c), st.B.Ring(c)
	for _, k := range cs.Linked(st.Cur, c) {
		lo, hi = min(lo, cs.Lo[k]), max(hi, cs.Hi[k])
	}
	return lo, hi
}

// rule15: "if there is no red cell in ring j: play on a bridge cell in
// ring j".
func (st *State) rule15() []Cell {
	j := st.J()
	for _, c := range st.B.RingCells(j) {
		if st.Cur.At(c) == core.Red {
			return nil
		}
	}
	return filterCells(BridgeCells(st.bridges()), func(c Cell) bool { return st.B.Ring(c) == j })
}

// rule16: "Determine the nearest end(s) (a, b) of all paths through ring j
// in terms of the distance |j-b| in both directions.
//
//	(a) if there exists an unplayed (a*, b**), where b** = b+2 when b > j
//	    and b** = b-2 when b < j, such that playing on (a*, b**) will create
//	    a bridge from ring b to ring b**: on (a*, b**),
//	(b) if there exists an unplayed (a*, b*), where b* = b+1 when b > j and
//	    b* = b-1 when b < j, such that either playing on (a*, b*) will create
//	    a bridge from ring b to ring b* or (a, b) and (a*, b*) are
//	    neighbours: on (a*, b*),
//	(c) else, in ring b".
//
// The paths through ring j are the red components that span ring j; their
// ends are their top and bottom rings, except a side already joined to
// ring 0 or n+1 ("there is no need to extend this side further", section
// 10.2.1). In each direction the nearest ends are taken (an end in ring j
// itself extends away from the rest of its path). The bridge or adjacency
// is from a stone of the path in ring b. All three sub-rules are returned
// in order: a sub-rule whose moves are all too dangerous gives way to the
// next ("if it is not possible to safely extend an existing path at either
// end, this rule encourages Red to play in the same ring as one of the
// ends", section 8.3.2).
func (st *State) rule16() []option {
	cs, j := st.comps(), st.J()
	type end struct {
		comp, ring, dir int // dir -1: the top end, +1: the bottom end
	}
	var ends []end
	top, bottom := -1, -1
	for k := 0; k < cs.Len(); k++ {
		if cs.Lo[k] > j || cs.Hi[k] < j {
			continue
		}
		if cs.Lo[k] >= 1 {
			top = max(top, cs.Lo[k])
		}
		if cs.Hi[k] <= st.B.n && (bottom < 0 || cs.Hi[k] < bottom) {
			bottom = cs.Hi[k]
		}
	}
	for k := 0; k < cs.Len(); k++ {
		if cs.Lo[k] > j || cs.Hi[k] < j {
			continue
		}
		if cs.Lo[k] == top {
			ends = append(ends, end{k, top, -1})
		}
		if cs.Hi[k] == bottom {
			ends = append(ends, end{k, bottom, +1})
		}
	}
	var far, near, same []Cell
	for _, e := range ends {
		for _, c := range cs.Cells(e.comp) {
			if st.B.Ring(c) != e.ring {
				continue
			}
			// (a): the vertical bridge two rings on.
			k := 0
			if e.dir > 0 {
				k = 3
			}
			if t := st.B.Offset(c, BridgeShapes[k]).To; st.Cur.Empty(t) {
				if _, ok := BridgeFrom(st.Cur.With(t, core.Red), c, k, core.Red); ok {
					far = append(far, t)
				}
			}
			// (b): a bridge or a neighbour one ring on.
			for _, s := range st.B.adj[c] {
				if st.B.Ring(s.To) == e.ring+e.dir && st.Cur.Empty(s.To) {
					near = append(near, s.To)
				}
			}
			for kk := range BridgeShapes {
				t := st.B.Offset(c, BridgeShapes[kk]).To
				if t == NoCell || st.B.Ring(t) != e.ring+e.dir || !st.Cur.Empty(t) {
					continue
				}
				if _, ok := BridgeFrom(st.Cur.With(t, core.Red), c, kk, core.Red); ok {
					near = append(near, t)
				}
			}
		}
		same = append(same, st.inRings(Rings{e.ring, e.ring})...)
	}
	var opts []option
	for _, o := range []option{{"16a", far}, {"16b", near}, {"16c", same}} {
		if len(o.moves) > 0 {
			opts = append(opts, option{o.label, uniqueCells(o.moves)})
		}
	}
	return opts
}

// concat joins cell lists.
func concat(lists ...[]Cell) []Cell {
	var out []Cell
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// best returns the cells with the highest score, in order.
func best(cells []Cell, score func(Cell) int) []Cell {
	var out []Cell
	top := 0
	for i, c := range cells {
		s := score(c)
		switch {
		case i == 0 || s > top:
			top, out = s, []Cell{c}
		case s == top:
			out = append(out, c)
		}
	}
	return out
}
