package core

// Structure returns the cells of one shortest winning structure of player:
// a path between the player's two edges, or a cycle that wraps the way the
// player must wrap, listed in order along it. It returns nil if player holds
// none (see Completed). It searches the lift, so it costs far more than a
// move; call it to display a win, not inside a search.
func (p *Position) Structure(player Player) []Cell {
	if !p.Completed(player) {
		return nil
	}
	topo := p.board.spec.Topology
	switch {
	case topo.Goal(player) == PathGoal:
		return p.edgePath(player, player.Sides())
	case player == Blue: // cylinder or torus: wrap horizontally
		return p.wrapCycle(player, true)
	default: // torus, Red: wrap vertically
		return p.wrapCycle(player, false)
	}
}

// edgePath finds a shortest path of player's stones from a cell on the first of
// sides to a cell on the second, by breadth-first search on the board graph.
// On the cylinder a path in H_c lifts to a path in S_n with the same ends'
// rows, so the board graph is enough (thesis Definition 2.2.2, first case).
func (p *Position) edgePath(player Player, sides [2]Side) []Cell {
	from, to := sides[0], sides[1]
	b := p.board
	prev := make([]Cell, b.NumCells())
	for i := range prev {
		prev[i] = NoCell
	}
	var queue []Cell
	for c := range p.stones {
		if p.stones[c] == player && b.sides[c]&from != 0 {
			prev[c] = Cell(c)
			queue = append(queue, Cell(c))
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if b.sides[c]&to != 0 {
			var path []Cell
			for {
				path = append(path, c)
				if prev[c] == c {
					break
				}
				c = prev[c]
			}
			return path
		}
		for _, d := range b.adjacent[c] {
			if p.stones[d] == player && prev[d] == NoCell {
				prev[d] = c
				queue = append(queue, d)
			}
		}
	}
	return nil
}

// wrapCycle finds a shortest cycle of player's stones whose lift runs from
// a cell to its copy one period along: one period of m columns when
// horizontal (Blue), of n rows otherwise (Red), and any whole number of
// periods the other way (thesis Definitions 2.2.2 and 2.3.2). Such a lift
// crosses every column (row), so it passes through column 1 (row 1): the
// search starts from each stone there, in a window of lift copies that
// widens until the cycle is found.
func (p *Position) wrapCycle(player Player, horizontal bool) []Cell {
	b := p.board
	var starts []Cell
	for c := range p.stones {
		col, row := b.Coords(Cell(c))
		if p.stones[c] == player && ((horizontal && col == 1) || (!horizontal && row == 1)) {
			starts = append(starts, Cell(c))
		}
	}
	limit := b.NumCells() + 1
	for window := 2; ; window *= 2 {
		var best []Cell
		for _, s := range starts {
			if path := p.liftSearch(player, s, window, horizontal); path != nil && (best == nil || len(path) < len(best)) {
				best = path
			}
		}
		if best != nil || window > limit {
			return best
		}
	}
}

// liftSearch runs a breadth-first search in the lift from start's copy at
// shift (0, 0) over copies whose shifts lie within ±window, and returns the
// projected cells of a shortest walk to start's copy one period along
// (shift x = 1 if horizontal, shift y = 1 otherwise), or nil.
func (p *Position) liftSearch(player Player, start Cell, window int, horizontal bool) []Cell {
	b := p.board
	side := 2*window + 1
	ySide := 1 // the cylinder has no vertical copies
	if b.spec.Topology == Torus {
		ySide = side
	}
	copies := side * ySide
	// A state is a copy of a cell: cell*copies + (sy+window)*side + sx+window.
	encode := func(c Cell, sx, sy int) int {
		if ySide == 1 {
			return int(c)*copies + sx + window
		}
		return int(c)*copies + (sy+window)*side + sx + window
	}
	decode := func(s int) (c Cell, sx, sy int) {
		r := s % copies
		sx = r%side - window
		if ySide > 1 {
			sy = r/side - window
		}
		return Cell(s / copies), sx, sy
	}
	prev := make([]int32, b.NumCells()*copies)
	for i := range prev {
		prev[i] = -1
	}
	first := encode(start, 0, 0)
	prev[first] = int32(first)
	queue := []int{first}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		c, cx, cy := decode(s)
		for _, l := range b.links[c] {
			if p.stones[l.To] != player {
				continue
			}
			sx, sy := cx+int(l.DX), cy+int(l.DY)
			if sx < -window || sx > window || sy < -window || sy > window {
				continue
			}
			t := encode(l.To, sx, sy)
			if prev[t] >= 0 {
				continue
			}
			prev[t] = int32(s)
			if l.To == start && ((horizontal && sx == 1) || (!horizontal && sy == 1)) {
				return projectWalk(t, prev, copies)
			}
			queue = append(queue, t)
		}
	}
	return nil
}

// projectWalk follows prev from the goal state back to the start and
// returns the distinct cells visited, in order along the walk.
func projectWalk(goal int, prev []int32, copies int) []Cell {
	seen := make(map[Cell]bool)
	var out []Cell
	for s := goal; ; s = int(prev[s]) {
		if c := Cell(s / copies); !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
		if int(prev[s]) == s {
			return out
		}
	}
}
