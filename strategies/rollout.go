package strategies

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// rollouts plays random games ("playouts") from one position, reusing its
// buffers: the Monte Carlo players call it many thousand times a move.
type rollouts struct {
	start   *core.Position
	scratch *core.Position
	empty   []core.Cell
	order   []core.Cell
	rng     *rand.Rand
}

func newRollouts(g *core.Game, rng *rand.Rand) *rollouts {
	start := g.Position()
	return &rollouts{
		start:   start,
		scratch: start.Clone(),
		empty:   start.EmptyCells(),
		order:   make([]core.Cell, 0, start.Board().NumCells()),
		rng:     rng,
	}
}

// play runs one playout: toMove plays first (at first, unless first is
// core.NoCell), then both players place stones on random empty cells in
// turn until one completes a winning structure. It returns the winner of
// the playout under the game's rule (the other player on a reverse board).
// A full torus always has a winner (thesis Theorem 3.1.3), and so does
// every full plane and cylinder, so a playout always ends decided.
func (r *rollouts) play(toMove core.Player, first core.Cell) core.Player {
	p := r.scratch
	p.CopyFrom(r.start)
	r.order = r.order[:0]
	for _, c := range r.empty {
		if c != first {
			r.order = append(r.order, c)
		}
	}
	player := toMove
	if first != core.NoCell {
		if done := r.place(first, player); done != core.NoPlayer {
			return done
		}
		player = player.Opponent()
	}
	// Draw the cells in a random order, lazily: a Fisher-Yates shuffle that
	// stops when the game does.
	for i := 0; i < len(r.order); i++ {
		j := i + r.rng.IntN(len(r.order)-i)
		r.order[i], r.order[j] = r.order[j], r.order[i]
		if done := r.place(r.order[i], player); done != core.NoPlayer {
			return done
		}
		player = player.Opponent()
	}
	return core.NoPlayer
}

// place puts a stone and returns the playout's winner if it ended it.
func (r *rollouts) place(c core.Cell, player core.Player) core.Player {
	r.scratch.Place(c, player)
	return r.scratch.Winner().Player() // only player's stone can have ended it
}
