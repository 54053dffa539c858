package vc

import "github.com/hexlab/hexlab/core"

// Connected reports whether the player's two edges are joined by a full connection (or by
// a group already): the player wins whoever moves.
func (r *Result) Connected() bool {
	if r.merged {
		return true
	}
	if r.parent == nil {
		return false
	}
	return len(r.full[r.pairKey(r.NodeOf(-1), r.NodeOf(-2))]) > 0
}

// EdgeCarriers returns the carriers of the full connections between the player's edges
// (none when a group joins them already).
func (r *Result) EdgeCarriers() []Set {
	if r.parent == nil || r.merged {
		return nil
	}
	var out []Set
	for _, f := range r.full[r.pairKey(r.NodeOf(-1), r.NodeOf(-2))] {
		out = append(out, f.carrier)
	}
	return out
}

// Threats returns the semi-connections between the player's edges: the player, to move,
// wins by playing a key.
func (r *Result) Threats() []Conn {
	var out []Conn
	for _, s := range r.edgeSemis() {
		out = append(out, s.Conn)
	}
	return out
}

// edgeSemis returns the semi-connections between the player's edges, as kept.
func (r *Result) edgeSemis() []semi {
	if r.parent == nil || r.merged {
		return nil
	}
	return r.semi[r.pairKey(r.NodeOf(-1), r.NodeOf(-2))]
}

// MustPlay returns the cells where the opponent, to move, must play not to lose at once to
// a threat: the intersection of the threats' carriers (and of the full connections'); ok is
// false when there is no threat (every cell may be played).
func (r *Result) MustPlay() (must Set, ok bool) {
	if r.Connected() {
		return Set{}, true
	}
	threats := r.edgeSemis()
	if len(threats) == 0 {
		return Set{}, false
	}
	must = everything
	for _, t := range threats {
		must = must.And(t.Carrier)
	}
	return must, true
}

// Full calls fn with every full connection: its ends and carrier.
func (r *Result) Full(fn func(x, y Node, carrier Set)) {
	for k, list := range r.full {
		if len(list) == 0 {
			continue
		}
		x, y := Node(k/(r.n+2)), Node(k%(r.n+2))
		for _, f := range list {
			fn(x, y, f.carrier)
		}
	}
}

// FullPairs calls fn once for each pair of nodes with full connections, with the cells
// common to all their carriers (none for nodes next to each other).
func (r *Result) FullPairs(fn func(x, y Node, common Set)) {
	for k, list := range r.full {
		if len(list) > 0 {
			fn(Node(k/(r.n+2)), Node(k%(r.n+2)), r.fullMeet(k))
		}
	}
}

// Semi calls fn with every semi-connection: its ends and the connection.
func (r *Result) Semi(fn func(x, y Node, s Conn)) {
	for k, list := range r.semi {
		if len(list) == 0 {
			continue
		}
		x, y := Node(k/(r.n+2)), Node(k%(r.n+2))
		for _, s := range list {
			fn(x, y, s.Conn)
		}
	}
}

// Cells returns the cells of node x: the empty cell, or the group's stones; none for an
// edge (see IsEdge).
func (r *Result) Cells(x Node) []core.Cell {
	var out []core.Cell
	for c := range core.Cell(r.n) {
		if r.NodeOf(c) == x {
			out = append(out, c)
		}
	}
	return out
}

// Edge returns which of the player's edges node x is or holds: 1, 2, or 0 for neither.
func (r *Result) Edge(x Node) int {
	switch x {
	case r.NodeOf(-1):
		return 1
	case r.NodeOf(-2):
		return 2
	}
	return 0
}

// Between returns the full connections' carriers and the semi-connections between nodes x
// and y, as kept.
func (r *Result) Between(x, y Node) (fulls []Set, semis []Conn) {
	if r.parent == nil || x == y {
		return nil, nil
	}
	k := r.pairKey(x, y)
	for _, f := range r.full[k] {
		fulls = append(fulls, f.carrier)
	}
	for _, s := range r.semi[k] {
		semis = append(semis, s.Conn)
	}
	return fulls, semis
}
