package inferior

import "github.com/hexlab/hexlab/core"

// board is a colouring under analysis, with what has been worked out of it; colouring a cell
// (set) drops that.
type board struct {
	g   *geometry
	col []core.Player
	// views are each path player's view; onPath the cells on a simple path between a path
	// player's edges, or on a cycle of a wrapping player's usable cells; built on first use.
	views  [3]*pathView
	onPath [3][]bool
	won    *[3]bool // which players' stones hold a winning structure, worked out on first use
	wraps  *[3]bool // which players could still wrap (canWrap), worked out on first use
	// regions says the fill-in searches the small closed-off regions for captures too (the
	// analysis of a position does; the what-if questions of domination do not).
	regions bool
}

func newBoard(g *geometry, col []core.Player) *board {
	return &board{g: g, col: col}
}

// set colours cell c (NoPlayer uncolours it; NoCell colours nothing) and forgets what was
// worked out.
func (b *board) set(c core.Cell, p core.Player) {
	if c != core.NoCell {
		b.col[c] = p
	}
	b.views = [3]*pathView{}
	b.onPath = [3][]bool{}
	b.won = nil
	b.wraps = nil
}

// colour colours cell c for p and keeps each path player's view up to date by joining c to
// its groups (cheaper than set, for a run of colourings); what the global tests worked out
// is forgotten.
func (b *board) colour(c core.Cell, p core.Player) {
	b.col[c] = p
	for _, q := range []core.Player{core.Red, core.Blue} {
		v := b.views[q]
		if v == nil || q != p {
			continue // the opponent's view needs nothing: c is no longer usable, and it was no group
		}
		for _, d := range b.g.adj[c] {
			if b.col[d] == p {
				v.union(int32(c), int32(d))
			}
		}
		for _, s := range b.g.ends[p] {
			if b.g.sides[c]&s != 0 {
				v.union(int32(c), b.g.endNode(p, s))
			}
		}
	}
	b.onPath = [3][]bool{}
	b.won = nil
	b.wraps = nil
}

func (b *board) view(p core.Player) *pathView {
	if b.views[p] == nil {
		b.views[p] = newPathView(b.g, b.col, p)
	}
	return b.views[p]
}

// deadFor reports whether no minimal winning set of player p contains the empty cell c, by
// the arguments p's goal allows: the local shortcut round c (deadForWith), and the global
// ones: for a path, no simple path through c (or the edges joined already); for a cycle, no
// cycle through c at all (or a cycle complete already).
func (b *board) deadFor(p core.Player, c core.Cell) bool {
	var none overlay
	if b.deadForWith(p, c, &none) {
		return true
	}
	if b.g.path[p] {
		v := b.view(p)
		if v.joined() {
			return true
		}
		if b.onPath[p] == nil {
			b.onPath[p] = v.onSimplePath()
		}
		return !b.onPath[p][c]
	}
	if b.completed(p) || !b.canWrap(p) {
		// The stones already wrap, or can never wrap: no set of empty cells is a minimal
		// winning set.
		return true
	}
	if !b.g.cycleTest[p] {
		return false
	}
	if b.onPath[p] == nil {
		b.onPath[p] = b.onCycle(p)
	}
	return !b.onPath[p][c]
}

// deadForWith is the local part of deadFor, on the board with the overlay o: every path (or
// wrapping cycle) of p through c has a shortcut round it.
func (b *board) deadForWith(p core.Player, c core.Cell, o *overlay) bool {
	if b.g.path[p] {
		var l local
		return b.view(p).with(o, &l).shortcut(c)
	}
	return b.g.cycleTest[p] && b.cycleShortcut(p, c, o)
}

// completed reports whether player p's stones already hold a winning structure.
func (b *board) completed(p core.Player) bool {
	if b.won == nil {
		pos := core.NewPosition(b.g.b)
		for c, q := range b.col {
			if q != core.NoPlayer {
				pos.Place(core.Cell(c), q)
			}
		}
		b.won = &[3]bool{false, pos.Completed(core.Red), pos.Completed(core.Blue)}
	}
	return b.won[p]
}

// canWrap reports whether player p could still complete a wrapping cycle: with every empty
// cell p's.
func (b *board) canWrap(p core.Player) bool {
	if b.wraps == nil {
		b.wraps = &[3]bool{}
		for _, q := range []core.Player{core.Red, core.Blue} {
			pos := core.NewPosition(b.g.b)
			for c, owner := range b.col {
				if owner == q || owner == core.NoPlayer {
					pos.Place(core.Cell(c), q)
				}
			}
			b.wraps[q] = pos.Completed(q)
		}
	}
	return b.wraps[p]
}

// cycleShortcut reports whether every wrapping cycle of player p through the empty cell c can
// go round it: each two of c's usable neighbours, taken with the lift of their links, are
// neighbours with the matching lift, so that x, c and y are a face of the lattice and the
// shortcut x-y winds as the cycle did. A cycle through c needs two usable neighbours.
func (b *board) cycleShortcut(p core.Player, c core.Cell, o *overlay) bool {
	g, opp := b.g, p.Opponent()
	var buf [6]core.Link
	usable := buf[:0]
	for _, l := range g.links[c] {
		if o.colour(b.col, l.To) != opp {
			usable = append(usable, l)
		}
	}
	for i, x := range usable {
		for _, y := range usable[i+1:] {
			if !g.linked(x.To, y.To, y.DX-x.DX, y.DY-x.DY) {
				return false
			}
		}
	}
	return true
}

// linked reports whether c has a link to d with lift (dx, dy).
func (g *geometry) linked(c, d core.Cell, dx, dy int8) bool {
	for _, l := range g.links[c] {
		if l.To == d && l.DX == dx && l.DY == dy {
			return true
		}
	}
	return false
}

// dead reports whether the empty cell c is dead (Definition 2.1) as far as the analysis can
// prove: on the plane and the cylinder, where a completion has one winner, c is live for one
// player exactly when it is live for the other, so one player's argument is enough; on the
// torus c must be shown useless to both (and is then "dead" in that strong sense: no minimal
// winning set of either player contains it).
func (b *board) dead(c core.Cell) bool {
	if b.g.b.Topology() == core.Torus {
		return b.deadFor(core.Red, c) && b.deadFor(core.Blue, c)
	}
	return b.deadFor(core.Red, c) || b.deadFor(core.Blue, c)
}

// deadWith is dead by the local arguments only, on the board with the overlay o: what would
// be dead if o's cells were coloured (the overlay's own cells excepted).
func (b *board) deadWith(c core.Cell, o *overlay) bool {
	// The proven rings of the pattern file answer at once where they apply.
	if ringDead(b.ringCode(c, o), b.g.b.Topology()) {
		return true
	}
	// Three empty neighbours are never pairwise neighbours (a cell's neighbours make a ring
	// of six), so no shortcut test can pass: the common case, answered at once.
	empty := 0
	for _, d := range b.g.adj[c] {
		if o.colour(b.col, d) == core.NoPlayer {
			if empty++; empty == 3 {
				return false
			}
		}
	}
	if b.g.b.Topology() == core.Torus {
		return b.deadForWith(core.Red, c, o) && b.deadForWith(core.Blue, c, o)
	}
	return b.deadForWith(core.Red, c, o) || b.deadForWith(core.Blue, c, o)
}
