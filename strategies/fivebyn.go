package strategies

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/fivebyn"
)

// VanDenBroek is Van den Broek's Red strategy for Cylindrical Hex on the
// 5×n board, thesis Algorithm 7.1.1 (package fivebyn has the rules). Among
// the moves the first applicable rule allows it chooses uniformly at
// random, from a generator seeded with its seed and the game so far.
type VanDenBroek struct {
	seed uint64
	last fivebyn.Decision
}

// NewVanDenBroek returns the Algorithm 7.1.1 player with the given seed.
func NewVanDenBroek(seed uint64) *VanDenBroek { return &VanDenBroek{seed: seed} }

// Name returns "vandenbroek".
func (v *VanDenBroek) Name() string { return "vandenbroek" }

// Last returns the reasons of the last move chosen: the rule, the moves it
// allowed and the move.
func (v *VanDenBroek) Last() fivebyn.Decision { return v.last }

// Choose plays Red by Algorithm 7.1.1. The game must be on cyl:5xN with
// Red to move.
func (v *VanDenBroek) Choose(g *core.Game) (Choice, error) {
	rng := rand.New(rand.NewPCG(v.seed, historyHash(g)))
	return decideRed(g, &v.last, func(st *fivebyn.State) fivebyn.Decision { return fivebyn.VanDenBroek(st, rng) })
}

// Fitzgerald is the new Red strategy for Cylindrical Hex on the 5×n board,
// thesis Algorithm 8.4.1 (package fivebyn has the rules and the
// hierarchy). It is deterministic: the hierarchy narrows every rule's
// moves to one, so the seed is not used.
type Fitzgerald struct {
	last fivebyn.Decision
}

// NewFitzgerald returns the Algorithm 8.4.1 player.
func NewFitzgerald() *Fitzgerald { return &Fitzgerald{} }

// Name returns "fitzgerald".
func (f *Fitzgerald) Name() string { return "fitzgerald" }

// Last returns the reasons of the last move chosen: the rule, the rules
// skipped, the moves the rule allowed, the hierarchy items used and the
// move.
func (f *Fitzgerald) Last() fivebyn.Decision { return f.last }

// Choose plays Red by Algorithm 8.4.1. The game must be on cyl:5xN with
// Red to move.
func (f *Fitzgerald) Choose(g *core.Game) (Choice, error) {
	return decideRed(g, &f.last, fivebyn.Fitzgerald)
}

// decideRed reads g for a 5×n strategy, lets decide choose Red's move,
// keeps its reasons in last and returns the move with its rule label.
func decideRed(g *core.Game, last *fivebyn.Decision, decide func(*fivebyn.State) fivebyn.Decision) (Choice, error) {
	st, err := fivebyn.NewState(g)
	if err != nil {
		return Choice{}, err
	}
	*last = decide(st)
	return Choice{Move: core.CellMove(st.B.ToCore(last.Cell)), Rule: last.Rule}, nil
}
