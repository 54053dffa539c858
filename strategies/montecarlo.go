package strategies

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// MonteCarlo is the Monte Carlo player of thesis Algorithm 9.1.1 ("Blue
// Monte Carlo move", section 9.1), the opponent of the thesis's
// simulations, generalised to either colour and every board. For the
// player to move, P, with opponent Q:
//
//  1. (a) do 500 playouts from the current position, both players making
//     random moves, P first, until a winner is found; (b) take the variance
//     estimate s² of the fraction of Q's wins; (c) estimate the number of
//     playouts needed, n = s² · 1.96² / 0.05² (a margin of error of 0.05 at
//     95% confidence).
//  2. Set the playouts per unplayed cell to n̄ = 10·⌈n/10⌉ + 50.
//  3. For each unplayed cell, do n̄ playouts that start with P playing it,
//     and take Q's win rate r_w.
//  4. Play a cell with the lowest r_w.
//
// The thesis leaves two details open; here s² is the sample variance of
// the pilot's win indicators (divisor 499), and ties in step 4 go to the
// first cell in cell order (row by row). Playouts end at the first
// completed structure; on a +reverse board its owner loses the playout.
// Where the swap rule is on (not in the thesis, whose games have none) it is
// weighed with the same playouts: as second player mc swaps when the opponent
// wins fewer playouts after the swap than after its best cell (rule "swap");
// as first player it opens with the cell after which the opponent's win rate
// is nearest one half without falling below it (rule "opening"), an opening it
// would not swap itself. Every other move carries rule "4".
type MonteCarlo struct {
	seed uint64
	// Pilot is the number of pilot playouts of step 1(a): 500 in the thesis.
	Pilot int
	// last holds the statistics of the most recent move, for tests and
	// the arena.
	last MonteCarloStats
}

// MonteCarloStats describes how MonteCarlo chose a move.
type MonteCarloStats struct {
	// Variance is s², Needed is n and PerCell is n̄ of steps 1 and 2.
	Variance float64
	Needed   float64
	PerCell  int
	// Playouts counts all playouts of the move, the pilot included.
	Playouts int
	// Rate is Q's win rate after the chosen move.
	Rate float64
}

// MonteCarloRule is the label of MonteCarlo's moves: step 4 of
// Algorithm 9.1.1 chooses every move but those of the swap rule.
const MonteCarloRule = "4"

// The labels of MonteCarlo's moves under the swap rule.
const (
	MonteCarloSwap    = "swap"
	MonteCarloOpening = "opening"
)

// NewMonteCarlo returns the Monte Carlo player with the given seed.
func NewMonteCarlo(seed uint64) *MonteCarlo { return &MonteCarlo{seed: seed, Pilot: 500} }

// Name returns "mc".
func (m *MonteCarlo) Name() string { return "mc" }

// Stats returns the statistics of the last move chosen.
func (m *MonteCarlo) Stats() MonteCarloStats { return m.last }

// Choose runs Algorithm 9.1.1 for the player to move.
func (m *MonteCarlo) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	empty := g.Position().EmptyCells()
	if len(empty) == 0 {
		return Choice{}, errors.New("the board is full")
	}
	me := g.ToMove()
	them := me.Opponent()
	rng := rand.New(rand.NewPCG(m.seed, historyHash(g)))
	r := newRollouts(g, rng)

	// Step 1: the pilot and the variance of the opponent's win indicator.
	wins := 0
	for i := 0; i < m.Pilot; i++ {
		if r.play(me, core.NoCell) == them {
			wins++
		}
	}
	stats := MonteCarloStats{Playouts: m.Pilot}
	if m.Pilot > 1 {
		p := float64(wins) / float64(m.Pilot)
		stats.Variance = p * (1 - p) * float64(m.Pilot) / float64(m.Pilot-1)
	}
	stats.Needed = stats.Variance * 1.96 * 1.96 / (0.05 * 0.05)
	// Step 2.
	stats.PerCell = 10*int(math.Ceil(stats.Needed/10)) + 50

	// Steps 3 and 4.
	best, bestWins := core.NoCell, math.MaxInt
	fair, fairWins := core.NoCell, math.MaxInt // the opening: the least opponent wins, at least half
	weakest, weakestWins := core.NoCell, -1    // or, if every cell wins for us, the weakest
	for _, c := range empty {
		w := 0
		for i := 0; i < stats.PerCell; i++ {
			if r.play(me, c) == them {
				w++
			}
		}
		stats.Playouts += stats.PerCell
		if w < bestWins {
			best, bestWins = c, w
		}
		if 2*w >= stats.PerCell && w < fairWins {
			fair, fairWins = c, w
		}
		if w > weakestWins {
			weakest, weakestWins = c, w
		}
	}
	stats.Rate = float64(bestWins) / float64(stats.PerCell)
	m.last = stats
	if len(g.Turns()) == 0 && g.Options().Swap {
		if fair == core.NoCell {
			fair, fairWins = weakest, weakestWins
		}
		m.last.Rate = float64(fairWins) / float64(stats.PerCell)
		return Choice{Move: core.CellMove(fair), Rule: MonteCarloOpening}, nil
	}
	if g.Legal(core.SwapMove()) == nil {
		swapped := g.Clone()
		if err := swapped.Play(core.SwapMove()); err == nil {
			rs := newRollouts(swapped, rng)
			w := 0
			for i := 0; i < stats.PerCell; i++ {
				if rs.play(them, core.NoCell) == them {
					w++
				}
			}
			m.last.Playouts += stats.PerCell
			if w < bestWins {
				m.last.Rate = float64(w) / float64(stats.PerCell)
				return Choice{Move: core.SwapMove(), Rule: MonteCarloSwap}, nil
			}
		}
	}
	return Choice{Move: core.CellMove(best), Rule: MonteCarloRule}, nil
}
