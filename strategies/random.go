package strategies

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// Random plays uniformly at random among the empty cells (it never swaps).
// Its choice is drawn from a PCG generator seeded with its seed and a hash
// of the game so far, so it is a function of the seed and the position's
// history: the same game gets the same move, whatever was asked before.
type Random struct {
	seed uint64
}

// NewRandom returns the random bot with the given seed.
func NewRandom(seed uint64) *Random { return &Random{seed: seed} }

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Choose returns a uniformly random empty cell, with no rule label.
func (r *Random) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	empty := g.Position().EmptyCells()
	if len(empty) == 0 {
		return Choice{}, errors.New("the board is full")
	}
	rng := rand.New(rand.NewPCG(r.seed, historyHash(g)))
	return Choice{Move: core.CellMove(empty[rng.IntN(len(empty))])}, nil
}
