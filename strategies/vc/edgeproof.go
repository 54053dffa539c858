package vc

import (
	"errors"
	"math/bits"
	"slices"

	"github.com/hexlab/hexlab/core"
)

// MaxRegion is the most cells an edge proof's region may hold (a bit set of one word).
const MaxRegion = 64

// EdgeProof is a full connection from a player's group to one of their edges found by
// search (ProveEdge) where H-search finds none: a connection such as MoHex's pattern
// connections (edge templates with stones in them, ladders on the third row) give it.
type EdgeProof struct {
	// From is a stone of the group.
	From core.Cell
	// Edge is the edge: 1 for the player's first side (top for Red, left for Blue), 2 for
	// the second.
	Edge int
	// Carrier holds the empty cells the player's strategy answers in.
	Carrier Set
	// Stones, when not empty, holds the player's stones in the position the connection was
	// proved in: the strategy may lean on any of them, so the proof holds in a later
	// position only if they are all still the player's (ProofHolds). Empty, the proof is
	// taken to be of the position it is used in.
	Stones Set
}

// ProofHolds reports whether proof p, a connection of player's, holds in pos: its stone and
// the stones it was proved with are player's, its carrier empty. Stones only added since
// the proof was found (a later position of the same game, the fill-in of an analysis)
// leave it holding as long as none of the opponent's is in its carrier.
func ProofHolds(p EdgeProof, pos *core.Position, player core.Player) bool {
	b := pos.Board()
	if (player != core.Red && player != core.Blue) || !b.Contains(p.From) || pos.At(p.From) != player || (p.Edge != 1 && p.Edge != 2) {
		return false
	}
	holds := func(c core.Cell, owner core.Player) bool { return b.Contains(c) && pos.At(c) == owner }
	return p.Carrier.every(func(c core.Cell) bool { return holds(c, core.NoPlayer) }) &&
		p.Stones.every(func(c core.Cell) bool { return holds(c, player) })
}

// ProofBroken reports whether proof p, a connection of player's, can hold in no position
// that follows pos in a game: its stone is not player's, or a stone stands in its carrier, or
// the opponent holds a cell of the stones it was proved with. A proof that is not broken but
// does not hold (ProofHolds) lacks some of those stones, as when it was proved with an
// analysis's fill-in, which the next analysis may place again.
func ProofBroken(p EdgeProof, pos *core.Position, player core.Player) bool {
	b := pos.Board()
	if (player != core.Red && player != core.Blue) || !b.Contains(p.From) || pos.At(p.From) != player {
		return true
	}
	return !p.Carrier.every(func(c core.Cell) bool { return b.Contains(c) && pos.At(c) == core.NoPlayer }) ||
		!p.Stones.every(func(c core.Cell) bool { return b.Contains(c) && pos.At(c) != player.Opponent() })
}

// addProof adds the full connection of proof p, if it holds on the result's position.
func (r *Result) addProof(p EdgeProof) {
	if !ProofHolds(p, r.pos, r.player) {
		return
	}
	x, e := r.NodeOf(p.From), r.NodeOf(core.Cell(-p.Edge))
	if x != e {
		r.addFull(x, e, p.Carrier, -1)
	}
}

// ProveEdge searches for a second-player strategy that joins the player's group of the stone
// from to their edge (1 or 2, as in EdgeProof) using only the empty cells of region (at most
// MaxRegion; every other empty cell counted as the opponent's, the player's other stones as
// theirs): the opponent moves first, each player plays inside the region. It is a depth-first
// search of the game, with H-search (ComputeWith, opts) as the judge at every node, in the
// manner of the solvers of Hayward, Björnsson, Johanson et al. ("Solving 7x7 Hex", Computers
// and Games 2004) and Henderson, Arneson and Hayward ("Solving 8x8 Hex", IJCAI 2009):
//
//   - a node where H-search joins the group to the edge (a full connection) is won, its
//     carrier the connection's; with the player to move, a semi-connection wins too;
//   - the opponent, to move, need only try the cells every semi-connection of the group to
//     the edge uses (the must-play), and once a move is refuted, only the cells of its
//     refutation's carrier (a move outside it is refuted the same way);
//   - the player, to move, tries the moves that leave the opponent the smallest must-play
//     first, and once one fails, only the cells of the opponent's winning carrier;
//   - a node from which the group cannot reach the edge even with every cell left is lost.
//
// It deepens the player's moves one at a time up to maxDepth, and stops after maxEvals
// H-search evaluations. It returns the strategy's carrier and true when it proves the
// connection, and the evaluations it used; an error for a bad region.
func ProveEdge(pos *core.Position, player core.Player, from core.Cell, edge int, region []core.Cell, opts Options, maxDepth, maxEvals int) (Set, bool, int, error) {
	e, err := NewEdgeSearch(pos, player, from, edge, region, opts)
	if err != nil {
		return Set{}, false, 0, err
	}
	carrier, ok := e.Deepen(maxDepth, maxEvals)
	return carrier, ok, e.Evals(), nil
}

// EdgeSearch is ProveEdge's search kept from one call to the next, so that a caller can
// deepen it by steps (as the solver's rounds do) without judging the same nodes again.
type EdgeSearch struct{ g *edgeGame }

// NewEdgeSearch sets up ProveEdge's search, or returns an error for a bad region.
func NewEdgeSearch(pos *core.Position, player core.Player, from core.Cell, edge int, region []core.Cell, opts Options) (*EdgeSearch, error) {
	g, err := newEdgeGame(pos, player, from, edge, region, opts)
	if err != nil {
		return nil, err
	}
	return &EdgeSearch{g}, nil
}

// Deepen searches up to maxDepth of the player's moves within maxEvals more H-search
// evaluations, and returns the strategy's carrier and true when it proves the connection.
func (e *EdgeSearch) Deepen(maxDepth, maxEvals int) (Set, bool) {
	g := e.g
	if g.fromOnEdge {
		return Set{}, true
	}
	g.max, g.over = g.evals+maxEvals, false
	for depth := 1; depth <= maxDepth && !g.over; depth++ {
		if win, carrier := g.value(0, 0, false, depth); win && !g.over {
			return g.cells(carrier), true
		}
	}
	return Set{}, false
}

// Evals returns the H-search evaluations the search has used so far.
func (e *EdgeSearch) Evals() int { return e.g.evals }

// edgeGame is ProveEdge's search, by the region's cells each player holds (bit i for
// region[i]).
type edgeGame struct {
	pos     *core.Position
	scratch *core.Position
	player  core.Player
	from    core.Cell
	edge    int
	region  []core.Cell
	opts    Options
	all     uint64
	// adjacent[i] are the region's cells next to region[i], or joined to it through one of
	// the player's groups; start are those next to from's group, onEdge those on the edge
	// or next to a group of the player's on it.
	adjacent      []uint64
	start, onEdge uint64
	fromOnEdge    bool
	outside       []core.Cell // the empty cells outside the region, the opponent's
	memo          map[edgeKey]edgeResult
	judged        map[[2]uint64]judgement
	evals, max    int
	over          bool
}

// edgeKey is a node of the search: the cells each player holds, and who moves.
type edgeKey struct {
	ws, ls uint64
	toMove bool // the player, not the opponent
}

// edgeResult is a node's value for the player, with its carrier: a win's, the cells the
// player's strategy needs (the opponent may have every other); a loss's, the cells the
// opponent's strategy needs (the player may have every other). depth is the depth a loss was
// searched to (a loss past the depth is no loss; a win is a win at any depth).
type edgeResult struct {
	win     bool
	carrier uint64
	depth   int
}

// judgement is what H-search says of a node.
type judgement struct {
	joined  bool   // a full connection (or a chain) joins the group to the edge
	carrier uint64 // the smallest full connection's carrier
	threat  bool   // a semi-connection joins them
	semi    uint64 // the smallest semi-connection's carrier, its key included
	must    uint64 // the cells every semi-connection uses (all cells when none)
	semis   uint64 // the cells some semi-connection uses
}

// newEdgeGame sets up ProveEdge's search.
func newEdgeGame(pos *core.Position, player core.Player, from core.Cell, edge int, region []core.Cell, opts Options) (*edgeGame, error) {
	b := pos.Board()
	switch {
	case len(region) > MaxRegion:
		return nil, errors.New("vc: an edge proof's region holds more than 64 cells")
	case !b.Contains(from) || pos.At(from) != player:
		return nil, errors.New("vc: an edge proof starts from a stone of the player's")
	case edge != 1 && edge != 2:
		return nil, errors.New("vc: an edge proof's edge is 1 or 2")
	case b.NumCells() > MaxCells:
		return nil, errors.New("vc: the board is too big for H-search")
	}
	index := make(map[core.Cell]int, len(region))
	for i, c := range region {
		if !b.Contains(c) || pos.At(c) != core.NoPlayer {
			return nil, errors.New("vc: an edge proof's region holds empty cells only")
		}
		if _, twice := index[c]; twice {
			return nil, errors.New("vc: an edge proof's region names a cell twice")
		}
		index[c] = i
	}
	side := player.Sides()[edge-1]
	g := &edgeGame{pos: pos, scratch: pos.Clone(), player: player, from: from, edge: edge,
		region: region, opts: opts, all: uint64(1)<<len(region) - 1,
		adjacent: make([]uint64, len(region)), memo: map[edgeKey]edgeResult{},
		judged: map[[2]uint64]judgement{}}
	if len(region) == MaxRegion {
		g.all = ^uint64(0)
	}
	// The player's groups, each with the region's cells it touches and whether it is on
	// the edge.
	group := make([]int, b.NumCells())
	for i := range group {
		group[i] = -1
	}
	var touches []uint64
	var edged []bool
	for c := range core.Cell(b.NumCells()) {
		if pos.At(c) != player || group[c] >= 0 {
			continue
		}
		id := len(touches)
		touches, edged = append(touches, 0), append(edged, false)
		stack := []core.Cell{c}
		group[c] = id
		for len(stack) > 0 {
			d := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			edged[id] = edged[id] || b.Sides(d)&side != 0
			for _, e := range b.Adjacent(d) {
				if i, ok := index[e]; ok {
					touches[id] |= 1 << i
				} else if pos.At(e) == player && group[e] < 0 {
					group[e] = id
					stack = append(stack, e)
				}
			}
		}
	}
	for i, c := range region {
		for _, d := range b.Adjacent(c) {
			if j, ok := index[d]; ok {
				g.adjacent[i] |= 1 << j
			}
		}
		if b.Sides(c)&side != 0 {
			g.onEdge |= 1 << i
		}
	}
	for id, t := range touches {
		for m := t; m != 0; m &= m - 1 {
			g.adjacent[bits.TrailingZeros64(m)] |= t
		}
		if edged[id] {
			g.onEdge |= t
		}
	}
	for _, c := range pos.EmptyCells() {
		if _, in := index[c]; !in {
			g.outside = append(g.outside, c)
		}
	}
	g.start = touches[group[from]]
	g.fromOnEdge = edged[group[from]]
	return g, nil
}

// reach returns the cells of held (a set of region cells) that from's group reaches through
// them.
func (g *edgeGame) reach(held uint64) uint64 {
	r := g.start & held
	for frontier := r; frontier != 0; {
		var next uint64
		for m := frontier; m != 0; m &= m - 1 {
			next |= g.adjacent[bits.TrailingZeros64(m)]
		}
		frontier = next & held &^ r
		r |= frontier
	}
	return r
}

// cells returns the region's cells of the bit set m.
func (g *edgeGame) cells(m uint64) Set {
	var s Set
	for ; m != 0; m &= m - 1 {
		s = s.With(g.region[bits.TrailingZeros64(m)])
	}
	return s
}

// bitsOf returns the region's cells of s as a bit set.
func (g *edgeGame) bitsOf(s Set) uint64 {
	var m uint64
	for i, c := range g.region {
		if s.Has(c) {
			m |= 1 << i
		}
	}
	return m
}

// judge runs H-search on the node where the player holds ws and the opponent ls (and every
// empty cell outside the region).
func (g *edgeGame) judge(ws, ls uint64) judgement {
	if j, ok := g.judged[[2]uint64{ws, ls}]; ok {
		return j
	}
	g.evals++
	if g.evals >= g.max {
		g.over = true
	}
	p := g.scratch
	p.CopyFrom(g.pos)
	for i, c := range g.region {
		switch {
		case ws&(1<<i) != 0:
			p.Place(c, g.player)
		case ls&(1<<i) != 0:
			p.Place(c, g.player.Opponent())
		}
	}
	for _, c := range g.outside {
		p.Place(c, g.player.Opponent())
	}
	r := ComputeWith(p, g.player, g.opts)
	defer r.Release()
	j := judgement{must: g.all}
	x, e := r.NodeOf(g.from), r.NodeOf(core.Cell(-g.edge))
	if x == e {
		j.joined = true
	} else {
		fulls, semis := r.Between(x, e)
		for i, f := range fulls {
			if c := g.bitsOf(f); i == 0 || bits.OnesCount64(c) < bits.OnesCount64(j.carrier) {
				j.carrier = c
			}
		}
		j.joined = len(fulls) > 0
		for i, s := range semis {
			c := g.bitsOf(s.Carrier.With(s.Key))
			j.must &= c
			j.semis |= c
			if i == 0 || bits.OnesCount64(c) < bits.OnesCount64(j.semi) {
				j.semi = c
			}
		}
		j.threat = len(semis) > 0
	}
	g.judged[[2]uint64{ws, ls}] = j
	return j
}

// settled returns a node's value when it needs no search: won when H-search joins the group
// to the edge (or, with the player to move, threatens to), lost when the group cannot reach
// the edge even with every cell left; ok is false otherwise.
func (g *edgeGame) settled(ws, ls uint64, toMove bool) (edgeResult, judgement, bool) {
	if g.reach(g.all&^ls)&g.onEdge == 0 {
		return edgeResult{depth: 1 << 30}, judgement{}, true
	}
	j := g.judge(ws, ls)
	switch {
	case j.joined:
		return edgeResult{win: true, carrier: j.carrier}, j, true
	case toMove && j.threat:
		return edgeResult{win: true, carrier: j.semi}, j, true
	}
	return edgeResult{}, j, false
}

// value returns whether the player wins the node where they hold ws and the opponent ls, the
// player to move if toMove, allowed depth more moves of their own, and the carrier.
func (g *edgeGame) value(ws, ls uint64, toMove bool, depth int) (bool, uint64) {
	key := edgeKey{ws, ls, toMove}
	if r, ok := g.memo[key]; ok && (r.win || r.depth >= depth) {
		return r.win, r.carrier
	}
	r, j, ok := g.settled(ws, ls, toMove)
	switch {
	case ok:
	case toMove:
		r = g.playerSearch(ws, ls, depth)
	default:
		r = g.opponentSearch(ws, ls, depth, j)
	}
	if g.over {
		return false, g.all
	}
	g.memo[key] = r
	return r.win, r.carrier
}

// opponentSearch tries the opponent's moves of the must-play.
func (g *edgeGame) opponentSearch(ws, ls uint64, depth int, j judgement) edgeResult {
	if depth == 0 {
		return edgeResult{carrier: g.all}
	}
	free := g.all &^ (ws | ls)
	moves := g.reach(free|ws) & free
	carrier := uint64(0)
	if j.threat {
		moves &= j.must
		carrier = j.semis
	}
	for _, i := range g.order(moves, ws) {
		bit := uint64(1) << i
		if moves&bit == 0 {
			continue
		}
		win, c := g.value(ws, ls|bit, true, depth)
		if g.over {
			return edgeResult{carrier: g.all}
		}
		if !win {
			return edgeResult{carrier: c | bit, depth: depth}
		}
		moves &= c
		carrier |= c | bit
	}
	return edgeResult{win: true, carrier: carrier}
}

// playerSearch tries the player's moves, those that leave the opponent the smallest
// must-play first.
func (g *edgeGame) playerSearch(ws, ls uint64, depth int) edgeResult {
	free := g.all &^ (ws | ls)
	moves := g.reach(free|ws) & free
	type scored struct{ i, must int }
	var order []scored
	for m := moves; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		j := g.judge(ws|1<<i, ls)
		if g.over {
			return edgeResult{carrier: g.all}
		}
		must := bits.OnesCount64(g.all) + 1 // no threat: the opponent may play anywhere
		switch {
		case j.joined:
			must = -1
		case j.threat:
			must = bits.OnesCount64(j.must)
		}
		order = append(order, scored{i, must})
	}
	slices.SortStableFunc(order, func(a, b scored) int { return a.must - b.must })
	carrier := uint64(0)
	for _, s := range order {
		bit := uint64(1) << s.i
		if moves&bit == 0 {
			continue
		}
		win, c := g.value(ws|bit, ls, false, depth-1)
		if g.over {
			return edgeResult{carrier: g.all}
		}
		if win {
			return edgeResult{win: true, carrier: c | bit}
		}
		moves &= c
		carrier |= c | bit
	}
	return edgeResult{carrier: carrier, depth: depth}
}

// order returns the cells of moves, those next to the cells from's group reaches first.
func (g *edgeGame) order(moves, ws uint64) []int {
	var near uint64
	for m := g.reach(ws); m != 0; m &= m - 1 {
		near |= g.adjacent[bits.TrailingZeros64(m)]
	}
	near = (near | g.start) & moves
	out := make([]int, 0, bits.OnesCount64(moves))
	for _, m := range []uint64{near, moves &^ near} {
		for ; m != 0; m &= m - 1 {
			out = append(out, bits.TrailingZeros64(m))
		}
	}
	return out
}
