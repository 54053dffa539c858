package inferior

import "github.com/hexlab/hexlab/core"

// capturedPartner returns a cell that, with the empty cell c, makes a set player p captures
// (Definition 2.11), or NoCell. The set is a pair {c, d} of neighbours on which p answers the
// opponent's move in one with the other: it is captured when each, the opponent's, is dead
// once p holds the other (the leaf position F minus the opponent's cell is H + p(other)).
func (b *board) capturedPartner(p core.Player, c core.Cell) core.Cell {
	for _, d := range b.g.adj[c] {
		if b.col[d] != core.NoPlayer {
			continue
		}
		if b.killedBy(c, d, p) && b.killedBy(d, c, p) {
			return d
		}
	}
	return core.NoCell
}

// killedBy reports whether the empty cell c is dead once player p colours the empty cell k.
func (b *board) killedBy(c, k core.Cell, p core.Player) bool {
	b.set(k, p)
	dead := b.dead(c)
	b.set(k, core.NoPlayer)
	return dead
}

// fill is the fill-in worked out for a position: the cells coloured, each with why.
type fill struct {
	dead     []core.Cell
	captured [3][]core.Cell // by player
	// partner[c] is the other cell of c's captured pair (NoCell for a dead cell).
	partner map[core.Cell]core.Cell
	by      map[core.Cell]core.Player
}

// fillIn colours dead and captured cells until none is left (Definition 2.14, Observation
// 2.15), for both players: the position that results has the outcomes of the one it started
// from. Dead cells are coloured for deadFor, the player they are given to (either keeps the
// outcomes, Observation 2.3). The torus and +reverse boards get no fill-in: only their dead
// cells are found (see the package comment).
func (b *board) fillIn(deadFor core.Player, players ...core.Player) fill {
	f := fill{partner: map[core.Cell]core.Cell{}, by: map[core.Cell]core.Player{}}
	for changed := true; changed; {
		changed = false
		for c := range core.Cell(b.g.n) {
			if b.col[c] == core.NoPlayer && b.dead(c) {
				b.set(c, deadFor)
				f.dead = append(f.dead, c)
				f.partner[c], f.by[c] = core.NoCell, deadFor
				changed = true
			}
		}
		for _, p := range players {
			for c := range core.Cell(b.g.n) {
				if b.col[c] != core.NoPlayer {
					continue
				}
				if d := b.capturedPartner(p, c); d != core.NoCell {
					b.set(c, p)
					b.set(d, p)
					f.captured[p] = append(f.captured[p], c, d)
					f.partner[c], f.partner[d] = d, c
					f.by[c], f.by[d] = p, p
					changed = true
				}
			}
		}
	}
	return f
}
