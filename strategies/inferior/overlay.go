package inferior

import "github.com/hexlab/hexlab/core"

// overlay is a few cells coloured on top of a board's colouring, to ask what would be dead if
// they were, without changing the board or rebuilding its views: the local tests (shortcuts)
// read through it. It holds at most maxOverlay cells.
type overlay struct {
	cells   [maxOverlay]core.Cell
	players [maxOverlay]core.Player
	n       int
	mask    uint64 // bit c%64 of each cell: most cells are answered without a search
}

const maxOverlay = 8

// with returns o with cell c coloured p.
func (o overlay) with(c core.Cell, p core.Player) overlay {
	o.cells[o.n], o.players[o.n] = c, p
	o.n++
	o.mask |= 1 << (uint(c) & 63)
	return o
}

// colour returns the colour of cell c: the overlay's, or the board's.
func (o *overlay) colour(col []core.Player, c core.Cell) core.Player {
	if o.mask&(1<<(uint(c)&63)) == 0 {
		return col[c]
	}
	for i := 0; i < o.n; i++ {
		if o.cells[i] == c {
			return o.players[i]
		}
	}
	return col[c]
}

// merges is a tiny union-find over the representatives of a view, for the groups an overlay's
// stones join: a list of links, each from a representative to the one it joined.
type merges struct {
	from, to [maxOverlay * 8]int32
	n        int
}

func (m *merges) find(x int32) int32 {
	if m.n == 0 {
		return x
	}
	for {
		moved := false
		for i := 0; i < m.n; i++ {
			if m.from[i] == x {
				x, moved = m.to[i], true
				break
			}
		}
		if !moved {
			return x
		}
	}
}

func (m *merges) union(x, y int32) {
	if x, y = m.find(x), m.find(y); x != y && m.n < len(m.from) {
		m.from[m.n], m.to[m.n] = x, y
		m.n++
	}
}

// local is a path player's view of a board with an overlay: the view's groups, joined by the
// overlay's stones of the player; the overlay's stones of the opponent are unusable.
type local struct {
	v *pathView
	o *overlay
	m merges
}

// with sets l to v with the overlay o (l is the caller's, so that no question allocates).
func (v *pathView) with(o *overlay, l *local) *local {
	l.v, l.o, l.m.n = v, o, 0
	for i := 0; i < o.n; i++ {
		s := o.cells[i]
		if o.players[i] != v.p {
			continue
		}
		for _, d := range v.g.adj[s] {
			if o.colour(v.col, d) == v.p {
				l.m.union(int32(s), l.rep(int32(d)))
			}
		}
		for _, side := range v.g.ends[v.p] {
			if v.g.sides[s]&side != 0 {
				l.m.union(int32(s), l.m.find(v.find(v.g.endNode(v.p, side))))
			}
		}
	}
	return l
}

// colour is the overlaid colour of node x (an edge node is the player's).
func (l *local) colour(x int32) core.Player {
	if int(x) >= l.v.g.n {
		return l.v.p
	}
	return l.o.colour(l.v.col, core.Cell(x))
}

// rep returns the representative of node x: its group (joined by the overlay), or an empty
// cell itself.
func (l *local) rep(x int32) int32 {
	switch {
	case int(x) >= l.v.g.n || l.v.col[x] == l.v.p:
		return l.m.find(l.v.find(x))
	case l.colour(x) == l.v.p: // an overlay stone
		return l.m.find(x)
	}
	return x
}

// empty reports whether representative x is an empty cell.
func (l *local) empty(x int32) bool {
	return int(x) < l.v.g.n && l.colour(x) == core.NoPlayer
}

// touch reports whether the distinct representatives x and y are adjacent (see
// pathView.touch), with the overlay.
func (l *local) touch(x, y int32) bool {
	if !l.empty(x) {
		x, y = y, x
	}
	if !l.empty(x) {
		return false
	}
	g, c := l.v.g, core.Cell(x)
	if l.empty(y) {
		return g.adjacent(c, core.Cell(y))
	}
	for _, d := range g.adj[c] {
		if l.colour(int32(d)) == l.v.p && l.rep(int32(d)) == y {
			return true
		}
	}
	for _, s := range g.ends[l.v.p] {
		if g.sides[c]&s != 0 && l.rep(g.endNode(l.v.p, s)) == y {
			return true
		}
	}
	return false
}

// shortcut reports whether every path of the player through the empty cell c can go round it
// (see pathView.shortcut), with the overlay.
func (l *local) shortcut(c core.Cell) bool {
	var buf [8]int32
	around := buf[:0]
	add := func(r int32) {
		for _, x := range around {
			if x == r {
				return
			}
		}
		around = append(around, r)
	}
	opp := l.v.p.Opponent()
	for _, d := range l.v.g.adj[c] {
		if l.colour(int32(d)) != opp {
			add(l.rep(int32(d)))
		}
	}
	for _, s := range l.v.g.ends[l.v.p] {
		if l.v.g.sides[c]&s != 0 {
			add(l.rep(l.v.g.endNode(l.v.p, s)))
		}
	}
	g := l.v.g
	s, t := l.rep(int32(g.n)), l.rep(int32(g.n+1))
	for i := range around {
		for j := i + 1; j < len(around); j++ {
			x, y := around[i], around[j]
			if l.touch(x, y) {
				continue
			}
			// A path s ... x c y ... t can also start at y if y touches s, or end at x if x
			// touches t; the other way round likewise. Either way it leaves c out.
			if (l.reaches(y, s) || l.reaches(x, t)) && (l.reaches(x, s) || l.reaches(y, t)) {
				continue
			}
			// Or it can go from x to y through a group of the player's that both touch: its
			// stones cost nothing.
			if l.shareGroup(x, y) {
				continue
			}
			return false
		}
	}
	return true
}

// shareGroup reports whether the empty cells x and y both touch one group of the player's
// (an edge counts as one).
func (l *local) shareGroup(x, y int32) bool {
	if !l.empty(x) || !l.empty(y) {
		return false
	}
	g := l.v.g
	var buf [8]int32
	groups := buf[:0]
	for _, d := range g.adj[x] {
		if l.colour(int32(d)) == l.v.p {
			groups = append(groups, l.rep(int32(d)))
		}
	}
	for _, s := range g.ends[l.v.p] {
		if g.sides[x]&s != 0 {
			groups = append(groups, l.rep(g.endNode(l.v.p, s)))
		}
	}
	for _, r := range groups {
		if l.touch(y, r) {
			return true
		}
	}
	return false
}

// reaches reports whether representative x is the edge representative e or touches it.
func (l *local) reaches(x, e int32) bool { return x == e || l.touch(x, e) }
