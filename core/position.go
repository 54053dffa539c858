package core

import "fmt"

// Position is a colouring of a board's cells (thesis Definition 2.1.4) with
// incremental win detection. Stones are only ever added; to take one back,
// build the position again (Game does this for undo).
//
// Win detection is a union-find over the stones of each colour that also
// records, for every cell, where its lift sits relative to its group's root
// in the lift of thesis Definitions 2.2.2 and 2.3.2 (in whole periods of m
// columns and n rows). An edge that closes a cycle inside a group adds the
// difference of the two lifts to that group's periods. A group wraps in a
// direction exactly when the gcd of its periods' components in that
// direction is 1: then its lift reaches the copy of a cell one period along,
// which is the thesis's definition of Blue's encircling cycle on the
// cylinder and of either player's winning cycle on the torus. Red's path on
// the plane and the cylinder, and Blue's on the plane, join two opposite
// edges, which each group records as a set of Sides. Every placement costs
// near O(1): six unions with path compression.
type Position struct {
	board  *Board
	stones []Player
	// union-find over cells, meaningful for occupied cells only
	parent []int32
	rank   []uint8
	// lift of a cell relative to its parent, in periods (m, n)
	shiftX, shiftY []int32
	// per root: edges touched, gcd of periods in x and in y
	sides            []Side
	periodX, periodY []int32
	completed        [3]bool // indexed by Player
	stonesPlaced     int
}

// NewPosition returns the empty position on b.
func NewPosition(b *Board) *Position {
	n := b.NumCells()
	p := &Position{
		board:   b,
		stones:  make([]Player, n),
		parent:  make([]int32, n),
		rank:    make([]uint8, n),
		shiftX:  make([]int32, n),
		shiftY:  make([]int32, n),
		sides:   make([]Side, n),
		periodX: make([]int32, n),
		periodY: make([]int32, n),
	}
	return p
}

// Clone returns an independent copy of p.
func (p *Position) Clone() *Position {
	q := *p
	q.stones = append([]Player(nil), p.stones...)
	q.parent = append([]int32(nil), p.parent...)
	q.rank = append([]uint8(nil), p.rank...)
	q.shiftX = append([]int32(nil), p.shiftX...)
	q.shiftY = append([]int32(nil), p.shiftY...)
	q.sides = append([]Side(nil), p.sides...)
	q.periodX = append([]int32(nil), p.periodX...)
	q.periodY = append([]int32(nil), p.periodY...)
	return &q
}

// Board returns the board the position is on.
func (p *Position) Board() *Board { return p.board }

// At returns the owner of c, or NoPlayer if c is empty.
func (p *Position) At(c Cell) Player { return p.stones[c] }

// Stones returns the number of stones on the board.
func (p *Position) Stones() int { return p.stonesPlaced }

// Full reports whether every cell holds a stone.
func (p *Position) Full() bool { return p.stonesPlaced == len(p.stones) }

// EmptyCells returns the empty cells in cell order.
func (p *Position) EmptyCells() []Cell {
	out := make([]Cell, 0, len(p.stones)-p.stonesPlaced)
	for c, s := range p.stones {
		if s == NoPlayer {
			out = append(out, Cell(c))
		}
	}
	return out
}

// Completed reports whether player holds a winning structure: a winning path
// (Definitions 2.1.5 and 2.2.2) or a winning cycle (Definitions 2.2.2 and
// 2.3.2), whatever the rule of the game.
func (p *Position) Completed(player Player) bool {
	if player != Red && player != Blue {
		return false
	}
	return p.completed[player]
}

// Place puts a stone of player on the empty cell c and updates win
// detection. It panics if c is not an empty cell of the board or player is
// not Red or Blue: callers validate input first (see Game.Legal).
func (p *Position) Place(c Cell, player Player) {
	if !p.board.Contains(c) || p.stones[c] != NoPlayer || (player != Red && player != Blue) {
		panic(fmt.Sprintf("core: Place(%d, %v) on an occupied or invalid cell", c, player))
	}
	p.stones[c] = player
	p.stonesPlaced++
	ci := int32(c)
	p.parent[ci] = ci
	p.rank[ci] = 0
	p.shiftX[ci], p.shiftY[ci] = 0, 0
	p.sides[ci] = p.board.sides[c]
	p.periodX[ci], p.periodY[ci] = 0, 0
	for _, l := range p.board.links[c] {
		if p.stones[l.To] == player {
			p.union(ci, int32(l.To), int32(l.DX), int32(l.DY))
		}
	}
	root, _, _ := p.find(ci)
	if p.wins(root, player) {
		p.completed[player] = true
	}
}

// wins reports whether the group rooted at root is a winning structure for
// player on this board's topology.
func (p *Position) wins(root int32, player Player) bool {
	topo := p.board.spec.Topology
	switch {
	case topo.Goal(player) == PathGoal: // the plane, and Red on the cylinder
		ends := player.Sides()
		return p.sides[root]&(ends[0]|ends[1]) == ends[0]|ends[1]
	case topo == Torus && player == Red: // wrap vertically
		return p.periodY[root] == 1
	default: // Blue on the cylinder or the torus: wrap horizontally
		return p.periodX[root] == 1
	}
}

// find returns the root of c's group and the lift of c relative to the
// root, compressing the path on the way.
func (p *Position) find(c int32) (root, sx, sy int32) {
	par := p.parent[c]
	if par == c {
		return c, 0, 0
	}
	root, px, py := p.find(par)
	p.parent[c] = root
	p.shiftX[c] += px
	p.shiftY[c] += py
	return root, p.shiftX[c], p.shiftY[c]
}

// union joins the groups of c and d, where the copy of d adjacent to c's
// lift is d's lift moved by (dx, dy) periods.
func (p *Position) union(c, d, dx, dy int32) {
	rc, cx, cy := p.find(c)
	rd, ex, ey := p.find(d)
	// d's root frame maps into c's root frame by adding (vx, vy).
	vx, vy := cx+dx-ex, cy+dy-ey
	if rc == rd {
		p.periodX[rc] = gcd(p.periodX[rc], vx)
		p.periodY[rc] = gcd(p.periodY[rc], vy)
		return
	}
	if p.rank[rc] < p.rank[rd] {
		rc, rd, vx, vy = rd, rc, -vx, -vy
	}
	p.parent[rd] = rc
	p.shiftX[rd], p.shiftY[rd] = vx, vy
	if p.rank[rc] == p.rank[rd] {
		p.rank[rc]++
	}
	p.sides[rc] |= p.sides[rd]
	p.periodX[rc] = gcd(p.periodX[rc], p.periodX[rd])
	p.periodY[rc] = gcd(p.periodY[rc], p.periodY[rd])
}

// gcd returns the non-negative greatest common divisor; gcd(0, 0) = 0.
func gcd(a, b int32) int32 {
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

// SameGroup reports whether c and d hold stones of one colour that are
// connected on the board.
func (p *Position) SameGroup(c, d Cell) bool {
	if p.stones[c] == NoPlayer || p.stones[c] != p.stones[d] {
		return false
	}
	rc, _, _ := p.find(int32(c))
	rd, _, _ := p.find(int32(d))
	return rc == rd
}

// Reset empties the position for reuse, as in playouts.
func (p *Position) Reset() {
	clear(p.stones)
	p.completed = [3]bool{}
	p.stonesPlaced = 0
}

// CopyFrom makes p a copy of q, which must be on the same board, without
// allocating: searches reuse one scratch position for many playouts.
func (p *Position) CopyFrom(q *Position) {
	if p.board.NumCells() != q.board.NumCells() {
		panic("core: CopyFrom between positions on different boards")
	}
	p.board = q.board
	copy(p.stones, q.stones)
	copy(p.parent, q.parent)
	copy(p.rank, q.rank)
	copy(p.shiftX, q.shiftX)
	copy(p.shiftY, q.shiftY)
	copy(p.sides, q.sides)
	copy(p.periodX, q.periodX)
	copy(p.periodY, q.periodY)
	p.completed = q.completed
	p.stonesPlaced = q.stonesPlaced
}
