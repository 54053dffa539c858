package truncbot

import (
	"math/rand/v2"
	"slices"

	"github.com/hexlab/hexlab/core/trunc"
)

// The labels of the solver's moves.
const (
	SolverWin       = "win"       // the move wins with best play
	SolverChance    = "chance"    // the mover cannot force a win; after this move they may still win
	SolverKingmaker = "kingmaker" // the mover cannot win and chooses whom to crown
	SolverLost      = "lost"      // the mover cannot win and every move leaves the same winner
)

var solverRules = map[string]string{
	SolverWin:       "a move after which the mover wins with best play",
	SolverChance:    "no move wins by force; a move after which the mover may still win",
	SolverKingmaker: "the mover cannot win but decides which of the other two does (a kingmaker position, the paper's Figure 8); a random such move",
	SolverLost:      "the mover cannot win; a random move",
}

// SolverPlayer plays the exhaustive solver's best moves (see Solve): a
// winning move if there is one, else a move that keeps a chance of
// winning, else any move; ties are broken at random by its seed and the
// game so far. It plays positions with at most MaxSolveEmpty empty cells,
// so whole games on trunc:1.
type SolverPlayer struct {
	seed uint64
}

// NewSolverPlayer returns the solver player with the given seed.
func NewSolverPlayer(seed uint64) *SolverPlayer { return &SolverPlayer{seed: seed} }

// Name returns "solver".
func (s *SolverPlayer) Name() string { return "solver" }

// Choose returns the solver's move, labelled win, chance, kingmaker or lost.
func (s *SolverPlayer) Choose(g *trunc.Game) (Choice, error) {
	out, err := Solve(g)
	if err != nil {
		return Choice{}, err
	}
	me := g.ToMove()
	var wins, chances, all []trunc.Move
	for _, mv := range out.Moves {
		all = append(all, mv.Move)
		switch {
		case len(mv.Possible) == 1 && mv.Possible[0] == me:
			wins = append(wins, mv.Move)
		case slices.Contains(mv.Possible, me):
			chances = append(chances, mv.Move)
		}
	}
	rng := rand.New(rand.NewPCG(s.seed, historyHash(g)))
	pick := func(moves []trunc.Move, rule string) (Choice, error) {
		return Choice{Move: moves[rng.IntN(len(moves))], Rule: rule}, nil
	}
	switch {
	case len(wins) > 0:
		return pick(wins, SolverWin)
	case len(chances) > 0:
		return pick(chances, SolverChance)
	case out.Kingmaker:
		return pick(all, SolverKingmaker)
	}
	return pick(all, SolverLost)
}
