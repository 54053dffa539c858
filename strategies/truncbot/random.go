package truncbot

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core/trunc"
)

// Random plays uniformly at random among the legal moves (with the variant
// rule, a random cell in a random colour). Its choice is drawn from a PCG
// generator seeded with its seed and a hash of the game so far, so the same
// game gets the same move, whatever was asked before.
type Random struct {
	seed uint64
}

// NewRandom returns the random bot with the given seed.
func NewRandom(seed uint64) *Random { return &Random{seed: seed} }

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Choose returns a uniformly random legal move, with no rule label.
func (r *Random) Choose(g *trunc.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, over(g)
	}
	legal := g.LegalMoves()
	rng := rand.New(rand.NewPCG(r.seed, historyHash(g)))
	return Choice{Move: legal[rng.IntN(len(legal))]}, nil
}
