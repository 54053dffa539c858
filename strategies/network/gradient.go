package network

import (
	"fmt"
	"math"

	"github.com/hexlab/hexlab/core"
)

// Sample is a training position with its targets.
type Sample struct {
	Pos     *core.Position
	ToMove  core.Player
	Reverse bool
	// Policy is the target distribution by cell: 0 on the occupied cells, summing to 1.
	Policy []float32
	// Value is the mover's result: 1 won, 0 lost.
	Value float32
}

// Loss sums the losses of some samples: Policy the cross-entropy of the network's policy
// against the target (nats), Value the binary cross-entropy of its value against the result
// (nats), Top1 the samples whose most likely cell is the target's most likely, Samples their
// number.
type Loss struct {
	Policy, Value float64
	Top1, Samples int
}

// Add adds o's sums to l.
func (l *Loss) Add(o Loss) {
	l.Policy += o.Policy
	l.Value += o.Value
	l.Top1 += o.Top1
	l.Samples += o.Samples
}

// String gives the mean losses and the accuracy.
func (l Loss) String() string {
	if l.Samples == 0 {
		return "no samples"
	}
	n := float64(l.Samples)
	return fmt.Sprintf("policy %.4f value %.4f top-1 %.1f%% (%d samples)", l.Policy/n, l.Value/n, 100*float64(l.Top1)/n, l.Samples)
}

// scratch is the memory of a gradient: the gradients of the activations, and the network
// laid over the caller's gradient slice, which names its parts.
type scratch struct {
	dTower, dInner []float32
	dNext          []float32
	grad           []float32
	views          *Network
}

// Measure evaluates s and returns its loss, without a gradient.
func (e *Evaluator) Measure(s Sample) Loss {
	e.forward(Input{Pos: s.Pos, ToMove: s.ToMove, Reverse: s.Reverse})
	return e.loss(s)
}

// loss returns the loss of the last evaluation against s's targets.
func (e *Evaluator) loss(s Sample) Loss {
	l := Loss{Samples: 1}
	best, bestTarget := -1, -1
	for c, t := range s.Policy {
		if !e.empty[c] {
			continue
		}
		if t > 0 {
			l.Policy -= float64(t) * math.Log(math.Max(float64(e.policy[c]), 1e-30))
		}
		if best < 0 || e.policy[c] > e.policy[best] {
			best = c
		}
		if bestTarget < 0 || t > s.Policy[bestTarget] {
			bestTarget = c
		}
	}
	if best >= 0 && best == bestTarget {
		l.Top1 = 1
	}
	// The binary cross-entropy of sigmoid(logit) against the result, computed stably:
	// softplus(logit) - z·logit.
	x, z := float64(e.logit), float64(s.Value)
	l.Value = math.Max(x, 0) + math.Log1p(math.Exp(-math.Abs(x))) - z*x
	return l
}

// Gradient evaluates s and adds to grad (len(grad) == len(Params())) the gradient of its
// policy loss plus valueWeight times its value loss with respect to the network's
// parameters; it returns s's loss. It panics if grad or s.Policy has the wrong length: a
// programming error.
func (e *Evaluator) Gradient(s Sample, grad []float32, valueWeight float32) Loss {
	n := e.net
	if len(grad) != len(n.params) {
		panic(fmt.Sprintf("network: a gradient of %d parameters for a network of %d", len(grad), len(n.params)))
	}
	if len(s.Policy) != s.Pos.Board().NumCells() {
		panic(fmt.Sprintf("network: a policy of %d cells for a board of %d", len(s.Policy), s.Pos.Board().NumCells()))
	}
	e.forward(Input{Pos: s.Pos, ToMove: s.ToMove, Reverse: s.Reverse})
	l := e.loss(s)
	g, ch, h := e.g, n.shape.Channels, n.shape.ValueHidden
	sc := e.scratchFor(grad)
	d := sc.views
	last := e.tower[n.shape.Blocks]
	dLast := sc.dTower
	clear(dLast)
	// The policy head: the softmax's gradient is the policy less the target, on empty cells.
	for c := 0; c < g.cells; c++ {
		if !e.empty[c] {
			continue
		}
		dl := e.policy[c] - s.Policy[c]
		d.policyBias[0] += dl
		axpy(dl, last[c*ch:(c+1)*ch], d.policyWeights)
		axpy(dl, n.policyWeights, dLast[c*ch:(c+1)*ch])
	}
	// The value head.
	dLogit := valueWeight * (e.value - s.Value)
	d.valueOutBias[0] += dLogit
	axpy(dLogit, e.hidden, d.valueOut)
	dMean := make([]float32, ch)
	for j := 0; j < h; j++ {
		if e.hidden[j] <= 0 {
			continue
		}
		dh := dLogit * n.valueOut[j]
		d.valueHiddenBias[j] += dh
		for i := 0; i < ch; i++ {
			d.valueHidden[i*h+j] += e.mean[i] * dh
			dMean[i] += n.valueHidden[i*h+j] * dh
		}
	}
	inv := 1 / float32(g.cells)
	for c := 0; c < g.cells; c++ {
		axpy(inv, dMean, dLast[c*ch:(c+1)*ch])
	}
	// The tower, from the last block down: out = relu(in + conv2(relu(conv1(in)))).
	dOut := dLast
	for k := n.shape.Blocks - 1; k >= 0; k-- {
		out, in, inner := e.tower[k+1], e.tower[k], e.inner[k]
		for i, v := range out {
			if v <= 0 {
				dOut[i] = 0
			}
		}
		dIn := sc.dNext
		copy(dIn, dOut) // the skip connection
		clear(sc.dInner)
		convBackward(&n.blocks[k][1], g, inner, dOut, d.blocks[k][1].weights, d.blocks[k][1].bias, sc.dInner)
		for i, v := range inner {
			if v <= 0 {
				sc.dInner[i] = 0
			}
		}
		convBackward(&n.blocks[k][0], g, in, sc.dInner, d.blocks[k][0].weights, d.blocks[k][0].bias, dIn)
		sc.dNext, sc.dTower = dOut, dIn
		dOut = dIn
	}
	for i, v := range e.tower[0] {
		if v <= 0 {
			dOut[i] = 0
		}
	}
	convBackward(&n.stem, g, e.input, dOut, d.stem.weights, d.stem.bias, nil)
	return l
}

// scratchFor returns the gradient scratch memory, its views laid over grad.
func (e *Evaluator) scratchFor(grad []float32) *scratch {
	size := e.g.cells * e.net.shape.Channels
	if e.grads == nil {
		e.grads = &scratch{dTower: make([]float32, size), dInner: make([]float32, size), dNext: make([]float32, size)}
	}
	if len(e.grads.grad) == 0 || &e.grads.grad[0] != &grad[0] {
		e.grads.grad = grad
		e.grads.views = layout(e.net.shape, grad)
	}
	return e.grads
}
