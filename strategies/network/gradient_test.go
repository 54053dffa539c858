package network

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// randomSample returns a random position of b with a random target policy on its empty cells
// and a random result.
func randomSample(b *core.Board, rng *rand.Rand) Sample {
	pos, toMove := randomPosition(b, rng, rng.Float64()*0.7)
	policy := make([]float32, b.NumCells())
	var sum float32
	for _, c := range pos.EmptyCells() {
		policy[c] = rng.Float32()
		sum += policy[c]
	}
	for i := range policy {
		policy[i] /= sum
	}
	return Sample{Pos: pos, ToMove: toMove, Reverse: b.Spec().Reverse, Policy: policy, Value: float32(rng.IntN(2))}
}

// TestGradientMatchesFiniteDifferences checks every parameter's gradient against the central
// difference of the loss, on boards of every topology.
func TestGradientMatchesFiniteDifferences(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const valueWeight = 0.7
	for _, spec := range testBoards {
		b := core.MustBoard(spec)
		n, _ := New(Shape{Channels: 3, Blocks: 2, ValueHidden: 3}, 1)
		randomise(n, rng, 0.5)
		e := n.NewEvaluator()
		s := randomSample(b, rng)
		grad := make([]float32, len(n.Params()))
		e.Gradient(s, grad, valueWeight)
		loss := func() float64 {
			l := e.Measure(s)
			return l.Policy + valueWeight*l.Value
		}
		checked := 0
		for i := range n.params {
			saved := n.params[i]
			const h = 1e-3
			n.params[i] = saved + h
			up := loss()
			n.params[i] = saved - h
			down := loss()
			n.params[i] = saved
			numeric := (up - down) / (2 * h)
			if math.Abs(numeric-float64(grad[i])) > 2e-3+0.03*math.Abs(numeric) {
				// A ReLU's kink between the two points makes the difference meaningless there.
				continue
			}
			checked++
		}
		if checked < len(n.params)*98/100 {
			t.Errorf("%s: only %d of %d parameters' gradients agree with finite differences", spec, checked, len(n.params))
		}
	}
}

// TestGradientAccumulates checks that Gradient adds to grad rather than replacing it.
func TestGradientAccumulates(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	b := core.MustBoard("hex:4x4")
	n, _ := New(Shape{Channels: 4, Blocks: 1, ValueHidden: 4}, 1)
	randomise(n, rng, 0.5)
	e := n.NewEvaluator()
	s := randomSample(b, rng)
	once := make([]float32, len(n.params))
	e.Gradient(s, once, 1)
	twice := make([]float32, len(n.params))
	e.Gradient(s, twice, 1)
	e.Gradient(s, twice, 1)
	for i := range once {
		if math.Abs(float64(twice[i]-2*once[i])) > 1e-5 {
			t.Fatalf("parameter %d: two gradients sum to %v, one is %v", i, twice[i], once[i])
		}
	}
}

// TestTrainingFitsSamples checks that Adam with the gradient fits a handful of samples: the
// loss falls far below the untrained network's.
func TestTrainingFitsSamples(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	b := core.MustBoard("hex:4x4")
	n, _ := New(Shape{Channels: 8, Blocks: 1, ValueHidden: 8}, 2)
	var samples []Sample
	for range 6 {
		s := randomSample(b, rng)
		// A one-hot target, so that the best loss is near zero.
		best := 0
		for c, p := range s.Policy {
			if p > s.Policy[best] {
				best = c
			}
		}
		clear(s.Policy)
		s.Policy[best] = 1
		samples = append(samples, s)
	}
	e := n.NewEvaluator()
	total := func() float64 {
		var l Loss
		for _, s := range samples {
			l.Add(e.Measure(s))
		}
		return l.Policy + l.Value
	}
	before := total()
	opt := NewAdam(n)
	grad := make([]float32, len(n.params))
	for range 300 {
		clear(grad)
		for _, s := range samples {
			e.Gradient(s, grad, 1)
		}
		opt.Step(n, grad, len(samples), 0.01)
	}
	after := total()
	if after > before/10 {
		t.Fatalf("the loss of 6 samples went from %.3f to %.3f after 300 steps", before, after)
	}
}
