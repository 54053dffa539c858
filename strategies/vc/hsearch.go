package vc

import (
	"slices"
	"sync"

	"github.com/hexlab/hexlab/core"
)

// Limits of the search, so that it is bounded whatever the position: connections kept per
// pair of nodes, and rule applications in all.
const (
	MaxFull = 32
	MaxSemi = 96
	maxWork = 400000
)

// Node is an end of a connection: an empty cell, one of the player's groups (named by one of
// its cells) or one of the player's edges.
type Node int

// Conn is a connection: its carrier, and for a semi-connection its key (a cell of the
// carrier the player plays to make it full); the key is NoCell for a full connection.
type Conn struct {
	Key     core.Cell
	Carrier Set
}

// full is a full connection of a pair; done once the AND rule has joined it with the
// others.
type full struct {
	carrier Set
	done    bool
	why     int32 // its step in Result.steps, when explained (else -1)
}

// semi is a semi-connection of a pair; old once the OR rule has seen it.
type semi struct {
	Conn
	old bool
	why int32 // its step in Result.steps, when explained (else -1)
}

// Result is a player's connections in a position.
type Result struct {
	b      *core.Board
	pos    *core.Position
	player core.Player
	tables
	queue   []pending // new full connections, whose AND is still to try
	orQueue []int     // pairs whose semi-connections may OR into new full ones
	work    int
	merged  bool // one group touches both edges
	// explain says whether each connection's derivation is kept (ComputeExplained), in
	// steps: every rule application, in the order made.
	explain bool
	steps   []step
}

// tables are a Result's tables for a board of n cells, kept for the next Compute once the
// Result is released: the search sets up (n+2)² lists, which would otherwise be most of what
// it allocates.
type tables struct {
	n        int
	parent   []int    // union-find over cells and the two edges
	full     [][]full // by pairKey
	meets    []Set    // by pairKey: the cells common to the pair's full connections' carriers
	semi     [][]semi // by pairKey
	orQueued []bool   // by pairKey
	// partners lists, for each node, the nodes it has had a full connection with.
	partners [][]Node
	// touched lists the pairs whose lists are not empty, each once (a pair is listed when
	// its first connection comes; its full list never empties, and its semi list only while
	// the full one holds some), for Release and Answers.
	touched []int
}

var pool sync.Pool // of *tables

// tablesFor returns empty tables for a board of n cells, from the pool when it has some.
func tablesFor(n int) tables {
	if t, ok := pool.Get().(*tables); ok && t.n == n {
		return *t
	}
	pairs := (n + 2) * (n + 2)
	return tables{n: n, parent: make([]int, n+2), full: make([][]full, pairs), meets: make([]Set, pairs),
		semi: make([][]semi, pairs), orQueued: make([]bool, pairs), partners: make([][]Node, n+2)}
}

// Release gives r's tables back for the next Compute to use: r must not be used after it.
// Calling it is optional (a Result not released is garbage collected), and saves most of
// the work of setting up the tables in a search that computes connections at every node.
func (r *Result) Release() {
	if r.full == nil {
		return
	}
	for _, k := range r.touched {
		r.full[k] = r.full[k][:0]
		r.semi[k] = r.semi[k][:0]
		r.orQueued[k] = false
	}
	for i := range r.partners {
		r.partners[i] = r.partners[i][:0]
	}
	t := r.tables
	t.touched = t.touched[:0]
	pool.Put(&t)
	*r = Result{}
}

// pending is a full connection x–y with carrier c.
type pending struct {
	x, y Node
	c    Set
	why  int32
}

// Applies reports whether player's connections on board b are about its goal, so that a
// connection between its edges wins: where the goal is a path between two edges (the plane,
// and Red on the cylinder), in Hex (not Rex, reverse, where completing one loses), on boards
// of at most MaxCells cells.
func Applies(b *core.Board, reverse bool, player core.Player) bool {
	topo := b.Topology()
	return !reverse && b.NumCells() <= MaxCells &&
		(topo == core.Plane || (topo == core.Cylinder && player == core.Red))
}

// Compute runs H-search for player on pos. On a board of more than MaxCells cells it finds
// nothing (and so claims nothing).
//
// The rules are Anshelevich's AND and OR, with the limits of Pawlewicz, Hayward, Henderson
// and Arneson ("Stronger virtual connections in Hex", IEEE TCIAIG 7(2), 2015) in place of a
// fixed number of connections per pair: a new full connection is kept only if it shrinks the
// intersection of the pair's carriers or replaces a larger one, and the OR rule looks for
// full connections that avoid, one cell at a time, the cells every known one uses. Both keep
// what the must-play region and later rules need: connections whose carriers differ where it
// matters. The AND rule never goes through an edge (that would join every two cells along
// it, for much work and little use).
func Compute(pos *core.Position, player core.Player) *Result {
	return compute(pos, player, false, Options{})
}

// Options are what Compute may use beyond the rules a proof's checker plays out.
type Options struct {
	// Ladders adds the second-row ladders that reach an escape (ladders): full connections
	// H-search cannot make, since the ladder's carrier holds the cells of the opponent's
	// blocks. Proofs do not use them (the checker plays out edge templates only), so the
	// solver's proofs are written without them; the engine's knowledge uses them.
	Ladders bool
	// Proofs are full connections from groups to edges found by search (ProveEdge), added
	// to those the rules make; one whose stone is not the player's or whose carrier is not
	// empty is left out. Proofs do not use them either: the engine's root does.
	Proofs []EdgeProof
}

// ComputeWith is Compute with opts.
func ComputeWith(pos *core.Position, player core.Player, opts Options) *Result {
	return compute(pos, player, false, opts)
}

// compute is ComputeWith, keeping the connections' derivations if explain is set.
func compute(pos *core.Position, player core.Player, explain bool, opts Options) *Result {
	b := pos.Board()
	n := b.NumCells()
	r := &Result{b: b, pos: pos, player: player, explain: explain}
	if n > MaxCells {
		r.n = n
		return r
	}
	r.tables = tablesFor(n)
	for i := range r.parent {
		r.parent[i] = i
	}
	first, second := r.sides()
	for c := range core.Cell(n) {
		if pos.At(c) != player {
			continue
		}
		for _, d := range b.Adjacent(c) {
			if pos.At(d) == player {
				r.union(int(c), int(d))
			}
		}
		if b.Sides(c)&first != 0 {
			r.union(int(c), n)
		}
		if b.Sides(c)&second != 0 {
			r.union(int(c), n+1)
		}
	}
	if r.find(n) == r.find(n+1) {
		r.merged = true
		return r
	}
	for c := range core.Cell(n) {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		x := Node(c)
		for _, d := range b.Adjacent(c) {
			switch pos.At(d) {
			case core.NoPlayer:
				if d > c {
					r.adjacent(x, Node(d))
				}
			case player:
				r.adjacent(x, r.NodeOf(d))
			}
		}
		if b.Sides(c)&first != 0 {
			r.adjacent(x, r.NodeOf(core.Cell(-1)))
		}
		if b.Sides(c)&second != 0 {
			r.adjacent(x, r.NodeOf(core.Cell(-2)))
		}
	}
	for c := range core.Cell(n) {
		if pos.At(c) != player.Opponent() {
			r.templates(c)
			if opts.Ladders {
				r.ladders(c)
			}
		}
	}
	for _, p := range opts.Proofs {
		r.addProof(p)
	}
	for r.work < maxWork {
		if len(r.queue) > 0 {
			q := r.queue[0]
			r.queue = r.queue[1:]
			if !r.markDone(q.x, q.y, q.c) {
				continue // replaced by a smaller carrier meanwhile
			}
			r.andThrough(q.x, q.y, q.c, q.why)
			r.andThrough(q.y, q.x, q.c, q.why)
			continue
		}
		if len(r.orQueue) == 0 {
			break
		}
		k := r.orQueue[0]
		r.orQueue = r.orQueue[1:]
		r.orQueued[k] = false
		r.or(Node(k/(n+2)), Node(k%(n+2)))
	}
	return r
}

// sides returns the player's two edges.
func (r *Result) sides() (core.Side, core.Side) {
	s := r.player.Sides()
	return s[0], s[1]
}

func (r *Result) find(x int) int {
	for r.parent[x] != x {
		r.parent[x] = r.parent[r.parent[x]]
		x = r.parent[x]
	}
	return x
}

func (r *Result) union(x, y int) {
	x, y = r.find(x), r.find(y)
	if x == y {
		return
	}
	if x < r.n && y >= r.n { // an edge stays the name of what it joins
		x, y = y, x
	}
	r.parent[y] = x
}

// NodeOf returns the node of cell c: the cell if empty, its group if the player's; the
// first and second edge are asked for as cells -1 and -2.
func (r *Result) NodeOf(c core.Cell) Node {
	switch c {
	case -1:
		return Node(r.find(r.n))
	case -2:
		return Node(r.find(r.n + 1))
	}
	if r.pos.At(c) == core.NoPlayer {
		return Node(c)
	}
	return Node(r.find(int(c)))
}

// empty reports whether x is an empty cell.
func (r *Result) empty(x Node) bool { return int(x) < r.n && r.pos.At(core.Cell(x)) == core.NoPlayer }

// isEdge reports whether x is one of the player's edges (or a group joined to one).
func (r *Result) isEdge(x Node) bool {
	return x == Node(r.find(r.n)) || x == Node(r.find(r.n+1))
}

// pairKey returns the key of the pair {x, y}.
func (r *Result) pairKey(x, y Node) int {
	if x > y {
		x, y = y, x
	}
	return int(x)*(r.n+2) + int(y)
}

// everything is the set of every cell: the intersection of no carriers.
var everything = Set{^uint64(0), ^uint64(0)}

// fullMeet returns the cells common to every full connection of the pair of key k (every
// cell when there is none).
func (r *Result) fullMeet(k int) Set {
	if len(r.full[k]) == 0 {
		return everything
	}
	return r.meets[k]
}

// addFull records a full connection x–y with carrier c unless one with a carrier within c is
// known, dropping those whose carriers hold c. A carrier that shrinks nothing is kept too:
// the AND rule joins connections by their carriers being disjoint, and a decomposition needs
// a carrier inside the region it encloses, so a second carrier that avoids other cells is
// worth as much as a smaller meet (in a position of the engine's games against MoHex,
// Blue's c7 joined its edge by b8 or c8, and the carrier round b7 that avoids both, which
// MoHex's connections had, made the decomposition that decides the game:
// TestFullsKeptForTheirCarriers in package solver).
// Once MaxFull are kept, a new one replaces the largest only if it shrinks the intersection
// of the pair's carriers (the limit Pawlewicz, Hayward, Henderson and Arneson put on every
// full connection, "Stronger virtual connections in Hex", 2015, which this search applied
// until 2026-12-01).
func (r *Result) addFull(x, y Node, c Set, why int32) {
	if x == y {
		r.unnote(why)
		return
	}
	r.work++
	k := r.pairKey(x, y)
	list := r.full[k]
	for _, o := range list {
		if o.carrier.Within(c) {
			r.unnote(why)
			return
		}
	}
	if len(list) == 0 {
		r.partners[x] = append(r.partners[x], y)
		r.partners[y] = append(r.partners[y], x)
		if len(r.semi[k]) == 0 {
			r.touched = append(r.touched, k)
		}
	}
	kept := list[:0]
	for _, o := range list {
		if !c.Within(o.carrier) {
			kept = append(kept, o)
		}
	}
	if len(kept) >= MaxFull {
		if r.fullMeet(k).Within(c) { // nothing was replaced: the list is as it was
			r.unnote(why)
			return
		}
		largest := 0
		for i, o := range kept {
			if o.carrier.Len() > kept[largest].carrier.Len() {
				largest = i
			}
		}
		kept = slices.Delete(kept, largest, largest+1)
	}
	r.setFull(k, append(kept, full{carrier: c, why: why}))
	r.queue = append(r.queue, pending{x, y, c, why})
	// A semi-connection with a carrier holding c is no longer needed.
	semis := r.semi[k][:0]
	for _, s := range r.semi[k] {
		if !c.Within(s.Carrier) {
			semis = append(semis, s)
		}
	}
	r.semi[k] = semis
}

// setFull sets the full connections of the pair of key k, and their common cells.
func (r *Result) setFull(k int, list []full) {
	r.full[k] = list
	meet := everything
	for _, f := range list {
		meet = meet.And(f.carrier)
	}
	r.meets[k] = meet
}

// markDone marks the full connection x–y with carrier c as joined by the AND rule; false if
// it is no longer kept.
func (r *Result) markDone(x, y Node, c Set) bool {
	list := r.full[r.pairKey(x, y)]
	for i := range list {
		if list[i].carrier == c && !list[i].done {
			list[i].done = true
			return true
		}
	}
	return false
}

// addSemi records a semi-connection x–y unless a connection with a carrier within its own is
// known, and queues the pair for the OR rule when its semi-connections have no cell in
// common.
func (r *Result) addSemi(x, y Node, s Conn, why int32) {
	if x == y {
		r.unnote(why)
		return
	}
	r.work++
	k := r.pairKey(x, y)
	for _, o := range r.full[k] {
		if o.carrier.Within(s.Carrier) {
			r.unnote(why)
			return
		}
	}
	// One pass over the pair's semi-connections in the common case, where none holds s's
	// carrier: a smaller one rejects s, and their common cells are the OR rule's cue.
	list := r.semi[k]
	meet := s.Carrier
	supersets := false
	for _, o := range list {
		if o.Carrier.Within(s.Carrier) {
			r.unnote(why)
			return
		}
		if s.Carrier.Within(o.Carrier) {
			supersets = true
		}
		meet = meet.And(o.Carrier)
	}
	kept := list
	if supersets {
		kept, meet = list[:0], s.Carrier
		for _, o := range list {
			if !s.Carrier.Within(o.Carrier) {
				kept = append(kept, o)
				meet = meet.And(o.Carrier)
			}
		}
	}
	if len(kept) >= MaxSemi {
		r.semi[k] = kept
		r.unnote(why)
		return
	}
	if len(list) == 0 && len(r.full[k]) == 0 {
		r.touched = append(r.touched, k)
	}
	r.semi[k] = append(kept, semi{Conn: s, why: why})
	if meet.Empty() && !r.orQueued[k] {
		r.orQueued[k] = true
		r.orQueue = append(r.orQueue, k)
	}
}

// andThrough joins a–g (carrier c) with each full connection g–z: through an empty cell g
// they make a semi-connection a–z with key g, through a group a full one. It does not join
// through an edge.
func (r *Result) andThrough(a, g Node, c Set, why int32) {
	if r.isEdge(g) {
		return
	}
	gEmpty := r.empty(g)
	// avoid is what a g–z carrier must not hold: c's cells, and a when a is a cell.
	avoid := c
	if r.empty(a) {
		avoid = avoid.With(core.Cell(a))
	}
	through := c // the semi-connection's carrier, less the g–z carrier
	if gEmpty {
		through = through.With(core.Cell(g))
	}
	for _, z := range r.partners[g] {
		if z == a || (r.empty(z) && c.Has(core.Cell(z))) {
			continue
		}
		k := r.pairKey(g, z)
		if !r.fullMeet(k).And(c).Empty() {
			continue // every g–z carrier meets c
		}
		for _, f := range r.full[k] {
			r.work++
			if !f.done || !avoid.And(f.carrier).Empty() {
				continue
			}
			if gEmpty {
				s := Conn{Key: core.Cell(g), Carrier: through.Or(f.carrier)}
				r.addSemi(a, z, s, r.note(And, a, z, s, why, f.why))
			} else {
				joined := Conn{Key: core.NoCell, Carrier: c.Or(f.carrier)}
				r.addFull(a, z, joined.Carrier, r.note(And, a, z, joined, why, f.why))
			}
		}
	}
}
