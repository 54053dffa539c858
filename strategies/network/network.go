package network

import (
	"math"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// conv is one hex convolution's parameters, views into Network.params: weights[(t*in+i)*out+o]
// multiplies input channel i of tap t into output channel o.
type conv struct {
	in, out int
	weights []float32
	bias    []float32
}

// Network is a policy and value network (see Shape). Its parameters live in one slice, in a
// fixed order (Params), so the optimiser and the file format see them whole. A Network is
// not changed by evaluating it, and is safe for concurrent evaluation by several Evaluators;
// training changes it in place.
type Network struct {
	shape  Shape
	params []float32
	// decay marks the parameters weight decay applies to: the weights, not the biases.
	decay []bool
	stem  conv
	// blocks holds two convolutions a block.
	blocks [][2]conv
	// policyWeights and policyBias make a cell's logit of its last features.
	policyWeights []float32
	policyBias    []float32
	// valueHidden[c*ValueHidden+h] and valueHiddenBias make the hidden units of the mean
	// features; valueOut and valueOutBias the value's logit of them.
	valueHidden, valueHiddenBias []float32
	valueOut, valueOutBias       []float32
}

// New returns a network of shape s with its initial weights drawn from seed: the same seed,
// the same network. The tower's first convolution of each block is drawn as He et al.
// (2015) draw a ReLU layer's, its second starts at zero (Zhang, Dauphin and Ma's Fixup, 2019),
// so that each block starts as the identity and a deep tower trains without normalisation.
func New(s Shape, seed uint64) (*Network, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	n := layout(s, nil)
	rng := rand.New(rand.NewPCG(seed, 0x6e6574776f726b))
	normal := func(w []float32, std float64) {
		for i := range w {
			w[i] = float32(rng.NormFloat64() * std)
		}
	}
	normal(n.stem.weights, math.Sqrt(2/float64(Taps*Planes)))
	for _, b := range n.blocks {
		normal(b[0].weights, math.Sqrt(2/float64(Taps*s.Channels)))
	}
	normal(n.policyWeights, 0.1/math.Sqrt(float64(s.Channels)))
	normal(n.valueHidden, math.Sqrt(2/float64(s.Channels)))
	normal(n.valueOut, 0.1/math.Sqrt(float64(s.ValueHidden)))
	return n, nil
}

// layout returns a network of shape s whose parameters are buf (new zero memory when buf is
// nil), with its views set. Over a gradient's memory, it names the gradient's parts.
func layout(s Shape, buf []float32) *Network {
	n := &Network{shape: s}
	size := 0
	var ranges [][3]int // start, length, decay (1) or not
	take := func(length int, decay bool) func() []float32 {
		start := size
		size += length
		d := 0
		if decay {
			d = 1
		}
		ranges = append(ranges, [3]int{start, length, d})
		return func() []float32 { return n.params[start : start+length : start+length] }
	}
	type pending struct {
		c    *conv
		w, b func() []float32
	}
	var convs []pending
	addConv := func(c *conv, in, out int) {
		c.in, c.out = in, out
		convs = append(convs, pending{c, take(Taps*in*out, true), take(out, false)})
	}
	addConv(&n.stem, Planes, s.Channels)
	n.blocks = make([][2]conv, s.Blocks)
	for i := range n.blocks {
		addConv(&n.blocks[i][0], s.Channels, s.Channels)
		addConv(&n.blocks[i][1], s.Channels, s.Channels)
	}
	pw, pb := take(s.Channels, true), take(1, false)
	vh, vhb := take(s.Channels*s.ValueHidden, true), take(s.ValueHidden, false)
	vo, vob := take(s.ValueHidden, true), take(1, false)
	n.params = buf
	if buf == nil {
		n.params = make([]float32, size)
		n.decay = make([]bool, size)
		for _, r := range ranges {
			for i := r[0]; i < r[0]+r[1]; i++ {
				n.decay[i] = r[2] == 1
			}
		}
	}
	for _, p := range convs {
		p.c.weights, p.c.bias = p.w(), p.b()
	}
	n.policyWeights, n.policyBias = pw(), pb()
	n.valueHidden, n.valueHiddenBias = vh(), vhb()
	n.valueOut, n.valueOutBias = vo(), vob()
	return n
}

// Shape returns n's architecture.
func (n *Network) Shape() Shape { return n.shape }

// Params returns every parameter of n in a fixed order: the optimiser's view. The slice is
// n's own; changing it changes the network.
func (n *Network) Params() []float32 { return n.params }

// Clone returns a copy of n that shares nothing with it.
func (n *Network) Clone() *Network {
	c := layout(n.shape, nil)
	copy(c.params, n.params)
	return c
}

// FLOPs returns the floating-point operations (a multiply and an add count two) of one
// evaluation of a position of b, the convolutions' taps off a planar board's edge left out.
func (n *Network) FLOPs(b *core.Board) int64 {
	g := geometryOf(b)
	c, h := int64(n.shape.Channels), int64(n.shape.ValueHidden)
	taps, cells := int64(g.validTaps), int64(g.cells)
	flops := 2 * taps * Planes * c                        // the stem
	flops += int64(n.shape.Blocks) * 2 * 2 * taps * c * c // the tower
	flops += 2 * cells * c                                // the policy's logits
	flops += cells*c + 2*c*h + 2*h                        // the value head
	return flops
}
