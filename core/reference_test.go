package core

// The slow, obvious reference checker that the incremental win detection
// is tested against. It follows thesis Definitions 2.1.5, 2.2.2 and 2.3.2
// literally: it colours a window of the lift (S_n or S) with C(ψ(z)) and
// searches it breadth-first, using the adjacency of Definition 2.1.1
// directly rather than Board's links.

// liftWindow is how many periods the search may stray from the fundamental
// domain in each direction: a shortest path never needs more than the
// board has cells columns (rows) of room.
func liftWindow(m, n int) int {
	return max(m, n) + 1
}

// adjacentInS is Definition 2.1.1.
func adjacentInS(z1, z2, w1, w2 int) bool {
	d1, d2, ds := z1-w1, z2-w2, (z1+z2)-(w1+w2)
	return (d1 != 0 || d2 != 0) && abs(d1) <= 1 && abs(d2) <= 1 && abs(ds) <= 1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func mod1(x, m int) int { return ((x-1)%m+m)%m + 1 } // into 1..m

// refColour is the lifted colouring C*(z) = C(ϕ(z)) or C†(z) = C(ψ(z));
// outside the board's rows (columns) on the plane and the cylinder it is
// empty.
func refColour(spec Spec, colour map[[2]int]Player, z1, z2 int) Player {
	m, n := spec.Cols, spec.Rows
	if spec.Topology == Plane && (z1 < 1 || z1 > m) {
		return NoPlayer
	}
	if spec.Topology != Torus && (z2 < 1 || z2 > n) {
		return NoPlayer
	}
	return colour[[2]int{mod1(z1, m), mod1(z2, n)}]
}

// refReach returns the lift vertices reachable from start through stones of
// player, within the window.
func refReach(spec Spec, colour map[[2]int]Player, player Player, start [2]int) map[[2]int]bool {
	m, n := spec.Cols, spec.Rows
	w := liftWindow(m, n)
	loX, hiX, loY, hiY := 1-w*m, m+w*m, 1-w*n, n+w*n
	seen := map[[2]int]bool{start: true}
	queue := [][2]int{start}
	for len(queue) > 0 {
		z := queue[0]
		queue = queue[1:]
		for d1 := -1; d1 <= 1; d1++ {
			for d2 := -1; d2 <= 1; d2++ {
				y := [2]int{z[0] + d1, z[1] + d2}
				if !adjacentInS(z[0], z[1], y[0], y[1]) || seen[y] {
					continue
				}
				if y[0] < loX || y[0] > hiX || y[1] < loY || y[1] > hiY {
					continue
				}
				if refColour(spec, colour, y[0], y[1]) == player {
					seen[y] = true
					queue = append(queue, y)
				}
			}
		}
	}
	return seen
}

// refCompleted reports whether player has a winning path or cycle in the
// colouring, by the definitions.
func refCompleted(spec Spec, colour map[[2]int]Player, player Player) bool {
	m, n := spec.Cols, spec.Rows
	for z, p := range colour {
		if p != player {
			continue
		}
		switch {
		case player == Red && spec.Topology != Torus:
			// a path from some (z1, 1) to some (w1, n)
			if z[1] != 1 {
				continue
			}
			for y := range refReach(spec, colour, player, z) {
				if y[1] == n {
					return true
				}
			}
		case player == Blue && spec.Topology == Plane:
			if z[0] != 1 {
				continue
			}
			for y := range refReach(spec, colour, player, z) {
				if y[0] == m {
					return true
				}
			}
		case player == Blue && spec.Topology == Cylinder:
			// from (1, z2) to (m+1, z2): from a vertex to its copy one period along
			if z[0] != 1 {
				continue
			}
			if refReach(spec, colour, player, z)[[2]int{z[0] + m, z[1]}] {
				return true
			}
		case player == Blue: // torus: from (1, z2) to (m+1, w2), z2 = w2 mod n
			if z[0] != 1 {
				continue
			}
			for y := range refReach(spec, colour, player, z) {
				if y[0] == z[0]+m && mod1(y[1], n) == z[1] {
					return true
				}
			}
		default: // torus, Red: from (z1, 1) to (w1, n+1), z1 = w1 mod m
			if z[1] != 1 {
				continue
			}
			for y := range refReach(spec, colour, player, z) {
				if y[1] == z[1]+n && mod1(y[0], m) == z[0] {
					return true
				}
			}
		}
	}
	return false
}

// colouringOf reads a position into the reference's form.
func colouringOf(p *Position) map[[2]int]Player {
	out := make(map[[2]int]Player)
	b := p.Board()
	for c := Cell(0); int(c) < b.NumCells(); c++ {
		if s := p.At(c); s != NoPlayer {
			col, row := b.Coords(c)
			out[[2]int{col, row}] = s
		}
	}
	return out
}
