package vc

import "github.com/hexlab/hexlab/core"

// Limits of the search: connections kept per pair of nodes, and connections derived in all.
const (
	MaxFull    = 8
	MaxSemi    = 16
	maxDerived = 40000
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

// Result is a player's connections in a position.
type Result struct {
	b      *core.Board
	pos    *core.Position
	player core.Player
	parent []int // union-find over cells and the two edges
	n      int
	full   [][]Set  // by pairKey
	semi   [][]Conn // by pairKey
	// partners lists, for each node, the nodes it has a full connection with.
	partners [][]Node
	queue    []pending // new full connections, whose AND is still to try
	derived  int
	merged   bool // one group touches both edges
}

// pending is a full connection x–y with carrier c.
type pending struct {
	x, y Node
	c    Set
}

// Compute runs H-search for player on pos. On a board of more than MaxCells cells it finds
// nothing (and so claims nothing).
func Compute(pos *core.Position, player core.Player) *Result {
	b := pos.Board()
	n := b.NumCells()
	r := &Result{b: b, pos: pos, player: player, n: n}
	if n > MaxCells {
		return r
	}
	r.full = make([][]Set, (n+2)*(n+2))
	r.semi = make([][]Conn, (n+2)*(n+2))
	r.parent = make([]int, n+2)
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
	r.partners = make([][]Node, n+2)
	for c := range core.Cell(n) {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		x := Node(c)
		for _, d := range b.Adjacent(c) {
			switch pos.At(d) {
			case core.NoPlayer:
				if d > c {
					r.addFull(x, Node(d), Set{})
				}
			case player:
				r.addFull(x, r.NodeOf(d), Set{})
			}
		}
		if b.Sides(c)&first != 0 {
			r.addFull(x, r.NodeOf(core.Cell(-1)), Set{})
		}
		if b.Sides(c)&second != 0 {
			r.addFull(x, r.NodeOf(core.Cell(-2)), Set{})
		}
	}
	for len(r.queue) > 0 && r.derived < maxDerived {
		q := r.queue[0]
		r.queue = r.queue[1:]
		r.andThrough(q.x, q.y, q.c)
		r.andThrough(q.y, q.x, q.c)
	}
	return r
}

// sides returns the player's two edges.
func (r *Result) sides() (core.Side, core.Side) {
	if r.player == core.Blue {
		return core.Left, core.Right
	}
	return core.Top, core.Bottom
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

// pairKey returns the key of the pair {x, y}.
func (r *Result) pairKey(x, y Node) int {
	if x > y {
		x, y = y, x
	}
	return int(x)*(r.n+2) + int(y)
}

// addFull records a full connection x–y with carrier c unless one with a carrier within c
// is known; it drops those whose carriers hold c.
func (r *Result) addFull(x, y Node, c Set) {
	if x == y {
		return
	}
	k := r.pairKey(x, y)
	list := r.full[k]
	for _, o := range list {
		if o.Within(c) {
			return
		}
	}
	kept := list[:0]
	for _, o := range list {
		if !c.Within(o) {
			kept = append(kept, o)
		}
	}
	if len(kept) >= MaxFull {
		r.full[k] = kept
		return
	}
	if len(list) == 0 {
		r.partners[x] = append(r.partners[x], y)
		r.partners[y] = append(r.partners[y], x)
	}
	r.full[k] = append(kept, c)
	r.derived++
	r.queue = append(r.queue, pending{x, y, c})
	// A semi-connection with a carrier holding c is no longer needed.
	semis := r.semi[k][:0]
	for _, s := range r.semi[k] {
		if !c.Within(s.Carrier) {
			semis = append(semis, s)
		}
	}
	r.semi[k] = semis
}

// addSemi records a semi-connection x–y and tries the OR rule with the others of the pair.
func (r *Result) addSemi(x, y Node, s Conn) {
	if x == y {
		return
	}
	k := r.pairKey(x, y)
	for _, o := range r.full[k] {
		if o.Within(s.Carrier) {
			return
		}
	}
	list := r.semi[k]
	for _, o := range list {
		if o.Carrier.Within(s.Carrier) {
			return
		}
	}
	kept := list[:0]
	for _, o := range list {
		if !s.Carrier.Within(o.Carrier) {
			kept = append(kept, o)
		}
	}
	if len(kept) >= MaxSemi {
		r.semi[k] = kept
		return
	}
	r.semi[k] = append(kept, s)
	r.derived++
	// OR: semi-connections whose carriers have no common cell make a full one. Greedily,
	// from the new one, take each other that shrinks the common cells.
	common, union := s.Carrier, s.Carrier
	for _, o := range kept {
		if next := common.And(o.Carrier); next != common {
			common, union = next, union.Or(o.Carrier)
			if common.Empty() {
				r.addFull(x, y, union)
				return
			}
		}
	}
}

// andThrough joins a–g (carrier c) with each full connection g–z.
func (r *Result) andThrough(a, g Node, c Set) {
	for _, z := range r.partners[g] {
		if z == a {
			continue
		}
		if r.empty(z) && c.Has(core.Cell(z)) {
			continue
		}
		for _, c2 := range r.full[r.pairKey(g, z)] {
			if !c.And(c2).Empty() || (r.empty(a) && c2.Has(core.Cell(a))) {
				continue
			}
			if r.empty(g) {
				r.addSemi(a, z, Conn{Key: core.Cell(g), Carrier: c.Or(c2).With(core.Cell(g))})
			} else {
				r.addFull(a, z, c.Or(c2))
			}
			if r.derived >= maxDerived {
				return
			}
		}
	}
}
