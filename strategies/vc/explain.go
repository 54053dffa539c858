package vc

import "github.com/hexlab/hexlab/core"

// Rule is the rule of H-search a step of a derivation applies.
type Rule uint8

// The rules: Adjacent makes a full connection with an empty carrier between an empty cell
// and a neighbour (an empty cell, a group of the player's or an edge the cell lies on); And
// joins a full connection x–g with a full connection g–y whose carriers are disjoint and
// hold neither x nor y, into a full connection x–y through a group g or a semi-connection
// with key g through an empty cell g; Or makes a full connection x–y of semi-connections
// x–y whose carriers have no cell in common; Template joins a stone's group, or an empty
// cell, to an edge.
const (
	Adjacent Rule = iota + 1
	And
	Or
	// Template is an edge template (template.go): a full connection from a stone's group, or
	// an empty cell, to an edge with the template's carrier, which H-search's rules do not
	// always make.
	Template
)

// Step is one rule application of a derivation: the connection it makes between X and Y
// (Key is NoCell for a full connection), the rule, and the earlier steps it joins (two for
// And, two or more for Or, none for Adjacent), by their index in the derivation.
type Step struct {
	Conn
	Rule  Rule
	X, Y  Node
	Parts []int
	// Stone is a Template's stone (X is its group) or empty cell (X is the cell).
	Stone core.Cell
}

// step is a Step as the search keeps it, its parts indices into Result.steps: an And's two
// in and, an Or's in or.
type step struct {
	Conn
	rule  Rule
	x, y  Node
	and   [2]int32
	or    []int32
	stone core.Cell
}

// parts returns the step's parts.
func (st *step) parts() []int32 {
	switch st.rule {
	case And:
		return st.and[:]
	case Or:
		return st.or
	}
	return nil
}

// ComputeExplained is Compute keeping how each connection was made, for Explain: a proof's
// writer asks for it (the search is the same, and a little slower).
func ComputeExplained(pos *core.Position, player core.Player) *Result {
	return compute(pos, player, true, Options{})
}

// note records a rule application when r explains, and returns its index (-1 otherwise).
// (The search calls it for every connection it makes: it takes no slice, which would be
// made at each call.)
func (r *Result) note(rule Rule, x, y Node, c Conn, p, q int32) int32 {
	if !r.explain {
		return -1
	}
	r.steps = append(r.steps, step{Conn: c, rule: rule, x: x, y: y, and: [2]int32{p, q}})
	return int32(len(r.steps) - 1)
}

// noteOr records an Or of the semi-connections parts when r explains (-1 otherwise).
func (r *Result) noteOr(x, y Node, c Conn, parts []int32) int32 {
	if !r.explain {
		return -1
	}
	r.steps = append(r.steps, step{Conn: c, rule: Or, x: x, y: y, or: parts})
	return int32(len(r.steps) - 1)
}

// unnote forgets the rule application why when it is the last recorded: the connection it
// made was not kept, and nothing has been recorded since.
func (r *Result) unnote(why int32) {
	if why >= 0 && int(why) == len(r.steps)-1 {
		r.steps = r.steps[:why]
	}
}

// adjacent adds the full connection of two neighbours x and y.
func (r *Result) adjacent(x, y Node) {
	r.addFull(x, y, Set{}, r.note(Adjacent, x, y, Conn{Key: core.NoCell}, -1, -1))
}

// Explain returns the derivation of c, a full connection between the player's edges (Key
// NoCell, a carrier of EdgeCarriers) or a threat (one of Threats): the steps it uses, each
// after the steps it joins, c's own last. It returns nil when r was not computed by
// ComputeExplained or has no such connection.
func (r *Result) Explain(c Conn) []Step {
	if !r.explain || r.parent == nil || r.merged {
		return nil
	}
	k := r.pairKey(r.NodeOf(-1), r.NodeOf(-2))
	why := int32(-1)
	if c.Key == core.NoCell {
		for _, f := range r.full[k] {
			if f.carrier == c.Carrier {
				why = f.why
			}
		}
	} else {
		for _, s := range r.semi[k] {
			if s.Conn == c {
				why = s.why
			}
		}
	}
	if why < 0 {
		return nil
	}
	var out []Step
	index := map[int32]int{}
	var visit func(i int32) int
	visit = func(i int32) int {
		if j, ok := index[i]; ok {
			return j
		}
		st := r.steps[i]
		var parts []int
		for _, p := range st.parts() {
			parts = append(parts, visit(p))
		}
		out = append(out, Step{Conn: st.Conn, Rule: st.rule, X: st.x, Y: st.y, Parts: parts, Stone: st.stone})
		index[i] = len(out) - 1
		return len(out) - 1
	}
	visit(why)
	return out
}
