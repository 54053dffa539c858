package fivebyn

import "github.com/hexlab/hexlab/core"

// Components are the provisional paths of one colour (thesis Definition
// 6.4.1) gathered into maximal sets: two stones are in one component when
// a provisional path joins them, a chain of paths of adjacent stones and
// bridges. The thesis's "paths" and "disjoint paths" of Algorithms 7.1.1
// and 8.4.1 are these components. For Red the stones of rings 0 and n+1
// count, so a component that holds a cell of ring 0 is joined to the top.
//
// Each component records the rings it spans (Lo and Hi) and, for the
// encircling player, whether it wraps: whether a closed provisional path
// in it goes once around the cylinder (its lift reaches its own copy one
// period along, as in Definition 2.2.2).
type Components struct {
	B      *Board      // the board
	Player core.Player // whose stones
	id     []int       // component of each stone, -1 elsewhere
	Lo, Hi []int       // the lowest and highest ring of each component
	rings  []uint64    // the rings each component has a stone in, as bits
	wraps  []bool
}

// NewComponents finds the components of player's stones in p.
func NewComponents(p *Pos, player core.Player) *Components {
	b := p.B
	uf := newLiftUF(b.NumCells())
	for c := Cell(0); int(c) < b.NumCells(); c++ {
		if p.At(c) != player {
			continue
		}
		for _, s := range b.adj[c] {
			// Each link is seen from both ends; the second sighting closes
			// no new cycle (its period is 0), so it changes nothing.
			if p.At(s.To) == player {
				uf.union(int(c), int(s.To), s.Shift)
			}
		}
	}
	for _, br := range Bridges(p, player) {
		uf.union(int(br.Ends[0]), int(br.Ends[1]), br.Shift)
	}
	cs := &Components{B: b, Player: player, id: make([]int, b.NumCells())}
	roots := map[int]int{}
	for c := range cs.id {
		cs.id[c] = -1
		if p.At(Cell(c)) != player {
			continue
		}
		r, _ := uf.find(c)
		k, ok := roots[r]
		if !ok {
			k = len(cs.Lo)
			roots[r] = k
			y := b.Ring(Cell(c))
			cs.Lo = append(cs.Lo, y)
			cs.Hi = append(cs.Hi, y)
			cs.wraps = append(cs.wraps, uf.period[r] == 1)
			cs.rings = append(cs.rings, 0)
		}
		cs.id[c] = k
		y := b.Ring(Cell(c))
		cs.rings[k] |= 1 << y
		cs.Lo[k] = min(cs.Lo[k], y)
		cs.Hi[k] = max(cs.Hi[k], y)
	}
	return cs
}

// Len returns the number of components.
func (cs *Components) Len() int { return len(cs.Lo) }

// Of returns the component of the stone on c, or -1 if c holds no stone
// of the player.
func (cs *Components) Of(c Cell) int { return cs.id[c] }

// Wraps reports whether component k goes around the cylinder.
func (cs *Components) Wraps(k int) bool { return cs.wraps[k] }

// Span returns the number of rings component k spans, Hi-Lo+1: the length
// of a path in the sense of hierarchy item 3 of Algorithm 8.4.1.
func (cs *Components) Span(k int) int { return cs.Hi[k] - cs.Lo[k] + 1 }

// Cells returns the stones of component k in cell order.
func (cs *Components) Cells(k int) []Cell {
	var out []Cell
	for c, id := range cs.id {
		if id == k {
			out = append(out, Cell(c))
		}
	}
	return out
}

// Linked returns the components that a stone of the player on the empty
// cell c would join: those of its neighbours and of the stones it would
// form a bridge with, each once, in increasing order.
func (cs *Components) Linked(p *Pos, c Cell) []int {
	var out []int
	add := func(k int) {
		for _, h := range out {
			if h == k {
				return
			}
		}
		out = append(out, k)
	}
	for _, s := range cs.B.adj[c] {
		if k := cs.id[s.To]; k >= 0 {
			add(k)
		}
	}
	for _, br := range BridgesFrom(p, c, cs.Player) {
		add(cs.id[br.Ends[1]])
	}
	return out
}

// liftUF is a union-find that also keeps, for each element, its offset in
// whole periods from its root in the lift, and for each root the gcd of
// the periods of the cycles closed in its set (0 while none wraps).
type liftUF struct {
	parent []int
	pot    []int // offset to the parent
	period []int
}

func newLiftUF(n int) *liftUF {
	u := &liftUF{parent: make([]int, n), pot: make([]int, n), period: make([]int, n)}
	for i := range u.parent {
		u.parent[i] = i
	}
	return u
}

// find returns the root of x and x's offset from it.
func (u *liftUF) find(x int) (int, int) {
	if u.parent[x] == x {
		return x, 0
	}
	r, p := u.find(u.parent[x])
	u.pot[x] += p
	u.parent[x] = r
	return r, u.pot[x]
}

// union records that b's copy adjacent to a lies shift periods from a.
func (u *liftUF) union(a, b, shift int) {
	ra, pa := u.find(a)
	rb, pb := u.find(b)
	if ra == rb {
		u.period[ra] = gcd(u.period[ra], pa+shift-pb)
		return
	}
	u.parent[rb] = ra
	u.pot[rb] = pa + shift - pb
	u.period[ra] = gcd(u.period[ra], u.period[rb])
}

func gcd(a, b int) int {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
