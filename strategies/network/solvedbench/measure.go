package solvedbench

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// Chooser chooses a move for the player to move in g, the game of the kept position i (its
// index in the list measured); it must not change g.
type Chooser func(i int, g *core.Game) (core.Cell, error)

// Share is how often a chooser's move wins: Wins of Positions, the share, and Wilson's 95%
// interval around it; and the mean time the chooser took a move.
type Share struct {
	// Wins is the number of positions where the move chosen wins; for Baseline, the expected
	// number: the sum of each position's share of winning moves.
	Wins      float64 `json:"wins"`
	Positions int     `json:"positions"`
	Share     float64 `json:"share"`
	Low       float64 `json:"low"`
	High      float64 `json:"high"`
	// MoveSeconds is the chooser's mean wall-clock time a move, in seconds (0 for Baseline):
	// a search may answer before its time is up, when it proves the position.
	MoveSeconds float64 `json:"move_seconds"`
}

// newShare returns the Share of wins out of n.
func newShare(wins float64, n int) Share {
	s := Share{Wins: wins, Positions: n}
	if n > 0 {
		s.Share = wins / float64(n)
	}
	s.Low, s.High = Wilson(wins, n)
	return s
}

// Measure asks choose for its move in each of the kept positions of b (Settle's) and returns
// the share of them where it wins. progress, when set, is called after each position with the
// number done. A chooser's error, or a move that is not an empty cell, stops it with an error.
func Measure(b *core.Board, kept []Position, choose Chooser, progress func(done int)) (Share, error) {
	wins := 0
	var took time.Duration
	for i, p := range kept {
		if p.Legal == 0 {
			return Share{}, fmt.Errorf("position %d (%s) is not settled: it has no legal moves counted", i+1, movesText(b, p))
		}
		g, err := p.Game(b)
		if err != nil {
			return Share{}, fmt.Errorf("position %d (%s): %w", i+1, movesText(b, p), err)
		}
		start := time.Now()
		c, err := choose(i, g)
		took += time.Since(start)
		if err != nil {
			return Share{}, fmt.Errorf("position %d (%s): %w", i+1, movesText(b, p), err)
		}
		if !b.Contains(c) || g.At(c) != core.NoPlayer {
			return Share{}, fmt.Errorf("position %d (%s): the move chosen (cell %d) is not an empty cell", i+1, movesText(b, p), c)
		}
		if slices.Contains(p.Wins, c) {
			wins++
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	share := newShare(float64(wins), len(kept))
	if len(kept) > 0 {
		share.MoveSeconds = took.Seconds() / float64(len(kept))
	}
	return share, nil
}

// Baseline is the share of the kept positions a uniformly random legal move wins: the mean,
// over the positions, of the share of their moves that win. Its interval is Wilson's for that
// many wins out of the positions, which is at least as wide as the mean's own (each
// position's share lies from 0 to 1, so its variance is at most a coin's of the same mean).
func Baseline(kept []Position) Share {
	sum := 0.0
	for _, p := range kept {
		if p.Legal > 0 {
			sum += float64(len(p.Wins)) / float64(p.Legal)
		}
	}
	return newShare(sum, len(kept))
}

// Wilson returns the 95% Wilson score interval of wins successes out of n trials ([0, 1] for
// none).
func Wilson(wins float64, n int) (low, high float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	fn := float64(n)
	p := wins / fn
	denominator := 1 + z*z/fn
	centre := (p + z*z/(2*fn)) / denominator
	spread := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / denominator
	// The interval holds p itself, whatever the rounding (at p = 1, centre+spread is 1 only
	// in exact arithmetic).
	return max(0, min(p, centre-spread)), min(1, max(p, centre+spread))
}

// PolicyChooser chooses net's policy's best move, from one evaluation (under Rex's rule on a
// +reverse board); of equal priors, the first cell's. A policy with no finite prior on an
// empty cell is an error.
func PolicyChooser(net *network.Network) Chooser {
	e := net.NewEvaluator()
	return func(_ int, g *core.Game) (core.Cell, error) {
		pos := g.Position()
		ev := e.Evaluate(network.Input{Pos: pos, ToMove: g.ToMove(), Reverse: g.Spec().Reverse})
		best, bestPrior := core.NoCell, float32(math.Inf(-1))
		for _, c := range pos.EmptyCells() {
			prior := ev.Policy[c]
			if math.IsNaN(float64(prior)) || math.IsInf(float64(prior), 0) {
				continue
			}
			if prior > bestPrior {
				best, bestPrior = c, prior
			}
		}
		if best == core.NoCell {
			return core.NoCell, errors.New("the network's policy has no finite prior on an empty cell (are these a network's weights?)")
		}
		return best, nil
	}
}
