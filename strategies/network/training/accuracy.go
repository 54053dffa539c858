package training

import (
	"context"
	"fmt"
	"sync"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
	"github.com/hexlab/hexlab/strategies/network"
)

// PatternPredictor predicts a move with the engine's learned local patterns
// (assets/patterns/hex.txt, strategies/engine's priors): the empty cell whose pattern weighs
// most. It is the measure a network's move prediction is compared with.
type PatternPredictor struct {
	weights *engine.Weights
	mu      sync.Mutex
	readers map[core.Spec]*engine.Patterns
}

// NewPatternPredictor returns the predictor of the engine's patterns.
func NewPatternPredictor() (*PatternPredictor, error) {
	w, err := engine.ParseWeights(assets.HexPatterns)
	if err != nil {
		return nil, fmt.Errorf("training: assets/patterns/hex.txt: %w", err)
	}
	return newPatternPredictor(w), nil
}

// newPatternPredictor returns the predictor of the pattern weights w.
func newPatternPredictor(w *engine.Weights) *PatternPredictor {
	return &PatternPredictor{weights: w, readers: map[core.Spec]*engine.Patterns{}}
}

// patterns returns the pattern reader of b, built once per board geometry.
func (p *PatternPredictor) patterns(b *core.Board) *engine.Patterns {
	spec := b.Spec()
	spec.Reverse = false
	p.mu.Lock()
	defer p.mu.Unlock()
	g, ok := p.readers[spec]
	if !ok {
		g = engine.NewPatterns(b)
		p.readers[spec] = g
	}
	return g
}

// Move returns the empty cell of pos whose pattern for toMove has the largest weight, the
// first in cell order among equals; core.NoCell on a full board. The patterns were learned
// from Hex games: under Rex's rule they predict the same moves, and so measure how far the
// rule's reversal misleads them.
func (p *PatternPredictor) Move(pos *core.Position, toMove core.Player) core.Cell {
	g := p.patterns(pos.Board())
	best, bestWeight := core.NoCell, float32(-1)
	for c := range core.Cell(pos.Board().NumCells()) {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		if w := p.weights.Gamma(g.Code(pos, c, toMove)); w > bestWeight {
			best, bestWeight = c, w
		}
	}
	return best
}

// TargetMove returns the empty cell with the largest share of s's target policy, the first in
// cell order among equals (network.Loss's Top1 reads the target the same way); core.NoCell on
// a full board.
func TargetMove(s network.Sample) core.Cell {
	best := core.NoCell
	for c, t := range s.Policy {
		if s.Pos.At(core.Cell(c)) != core.NoPlayer {
			continue
		}
		if best == core.NoCell || t > s.Policy[best] {
			best = core.Cell(c)
		}
	}
	return best
}

// Top1 returns how many of samples have the patterns' move as their target's move.
func (p *PatternPredictor) Top1(samples []network.Sample) int {
	hits := 0
	for _, s := range samples {
		if m := p.Move(s.Pos, s.ToMove); m != core.NoCell && m == TargetMove(s) {
			hits++
		}
	}
	return hits
}

// Samples returns the samples of recs, or an error naming the first record that makes none.
func Samples(recs []Record) ([]network.Sample, error) {
	out := make([]network.Sample, len(recs))
	for i, r := range recs {
		s, err := r.Sample()
		if err != nil {
			return nil, fmt.Errorf("training: record %d (game %q, %s): %w", i+1, r.Game, r.Source, err)
		}
		out[i] = s
	}
	return out, nil
}

// Spread returns at most limit of recs, spread evenly over them (all of them when there are
// no more than limit): a held-out measure's positions, bounded in time, and the same ones for
// the same records.
func Spread(recs []Record, limit int) []Record {
	if len(recs) <= limit {
		return recs
	}
	out := make([]Record, limit)
	for i := range out {
		out[i] = recs[i*len(recs)/limit]
	}
	return out
}

// Measure returns net's losses on samples, summed, evaluated on workers goroutines. The sums
// are taken in the samples' order, so the answer does not depend on workers. It stops early
// with ctx's error when ctx is done.
func Measure(ctx context.Context, net *network.Network, samples []network.Sample, workers int) (network.Loss, error) {
	losses := make([]network.Loss, len(samples))
	var wg sync.WaitGroup
	n := max(1, min(workers, len(samples)))
	for w := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := net.NewEvaluator()
			for i := w; i < len(samples); i += n {
				if ctx.Err() != nil {
					return
				}
				losses[i] = e.Measure(samples[i])
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return network.Loss{}, err
	}
	var total network.Loss
	for _, l := range losses {
		total.Add(l)
	}
	return total, nil
}

// HeldOutMeasure measures net on the held-out samples after step steps of round round, beside the
// patterns' top-1 share on the same samples (patternHits of them, from Top1). A loss that is
// not a number (the network diverged) is an error: the log holds numbers only.
func HeldOutMeasure(ctx context.Context, net *network.Network, samples []network.Sample, patternHits, step, round, workers int) (HeldOutPoint, error) {
	l, err := Measure(ctx, net, samples, workers)
	if err != nil {
		return HeldOutPoint{}, err
	}
	if !finite(l.Policy) || !finite(l.Value) {
		return HeldOutPoint{}, fmt.Errorf("training: the held-out loss after step %d is not a number (policy %v, value %v): the network diverged", step, l.Policy, l.Value)
	}
	p := HeldOutPoint{Step: step, Round: round, Positions: len(samples)}
	if n := float64(len(samples)); n > 0 {
		p.Policy, p.Value, p.Top1 = l.Policy/n, l.Value/n, float64(l.Top1)/n
		p.Patterns = float64(patternHits) / n
	}
	return p, nil
}
