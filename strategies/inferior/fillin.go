package inferior

import "github.com/hexlab/hexlab/core"

// killedBy reports whether the empty cell c would be dead, by the local arguments, once
// player p colours the empty cell k (and the cells of o).
func (b *board) killedBy(c, k core.Cell, p core.Player, o overlay) bool {
	o = o.with(k, p)
	return b.deadWith(c, &o)
}

// capturedPartner returns a neighbour d of the empty cell c such that player p captures the
// pair {c, d} (Definition 2.11), on the board with the overlay o; or NoCell. On the pair, p
// answers the opponent's move in one with the other, and the pair is captured when the
// opponent's cell is dead in the leaf position without it: c dead once p holds d, and d dead
// once p holds c.
func (b *board) capturedPartner(p core.Player, c core.Cell, o overlay) core.Cell {
	// c must die once its partner, one of its empty neighbours, is coloured; with four empty
	// neighbours three would be left, which never die (see deadWith).
	if b.emptyAround(c, &o) >= 4 {
		return core.NoCell
	}
	for _, d := range b.g.adj[c] {
		if o.colour(b.col, d) != core.NoPlayer {
			continue
		}
		if b.killedBy(c, d, p, o) && b.killedBy(d, c, p, o) {
			return d
		}
	}
	return core.NoCell
}

// fill is the fill-in worked out for a position: the cells coloured, each with why.
type fill struct {
	dead     []core.Cell
	captured [3][]core.Cell // by player
	// with[c] are the other cells of c's captured set (none for a dead cell).
	with map[core.Cell][]core.Cell
	by   map[core.Cell]core.Player
	// permanent holds the cells filled in as permanently inferior (with[c] their shut-in
	// neighbours).
	permanent map[core.Cell]bool
}

// fillIn colours dead and captured cells until none is left (Definition 2.14, Observation
// 2.15), for each of players, and, where the small regions are searched too, the
// permanently inferior cells (permanent.go): the position that results has the outcomes of
// the one it started from. Dead cells are coloured for deadFor (either colour keeps the outcomes,
// Observation 2.3). Each round finds every dead cell first and colours them together (a dead
// cell stays dead as others are coloured, Observation 2.4), then each player's captured pairs
// (a captured set stays captured, Observation 2.12).
func (b *board) fillIn(deadFor core.Player, players ...core.Player) fill {
	f := fill{with: map[core.Cell][]core.Cell{}, by: map[core.Cell]core.Player{}, permanent: map[core.Cell]bool{}}
	var none overlay
	for changed := true; changed; {
		changed = false
		var dead []core.Cell
		for c := range core.Cell(b.g.n) {
			if b.col[c] == core.NoPlayer && b.dead(c) {
				dead = append(dead, c)
			}
		}
		for _, c := range dead {
			b.colour(c, deadFor)
			f.dead = append(f.dead, c)
			f.by[c] = deadFor
			changed = true
		}
		for _, p := range players {
			for c := range core.Cell(b.g.n) {
				if b.col[c] != core.NoPlayer {
					continue
				}
				if d := b.capturedPartner(p, c, none); d != core.NoCell {
					b.colour(c, p)
					b.colour(d, p)
					f.captured[p] = append(f.captured[p], c, d)
					f.with[c], f.with[d] = []core.Cell{d}, []core.Cell{c}
					f.by[c], f.by[d] = p, p
					changed = true
				}
			}
			b.set(core.NoCell, core.NoPlayer) // the views again, after the pairs coloured
			if !b.regions {
				continue
			}
			for _, u := range b.smallRegions() {
				if !b.regionCaptured(p, u) {
					continue
				}
				for i, c := range u {
					b.col[c] = p
					f.captured[p] = append(f.captured[p], c)
					f.with[c] = append(append([]core.Cell(nil), u[:i]...), u[i+1:]...)
					f.by[c] = p
				}
				changed = true
			}
			b.set(core.NoCell, core.NoPlayer)
		}
		if !changed && b.regions {
			// The permanently inferior cells last, once nothing else is found, so that a cell
			// dead or captured is called that.
			for _, p := range players {
				for c := range core.Cell(b.g.n) {
					if b.col[c] != core.NoPlayer {
						continue
					}
					if path := b.permanentlyInferior(p, c, &none); path != nil {
						b.col[c] = p
						f.captured[p] = append(f.captured[p], c)
						f.with[c], f.by[c], f.permanent[c] = path, p, true
						changed = true
					}
				}
				b.set(core.NoCell, core.NoPlayer)
			}
		}
	}
	return f
}

// emptyAround counts the empty neighbours of c, with the overlay o.
func (b *board) emptyAround(c core.Cell, o *overlay) int {
	n := 0
	for _, d := range b.g.adj[c] {
		if o.colour(b.col, d) == core.NoPlayer {
			n++
		}
	}
	return n
}
