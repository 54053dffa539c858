package network

import (
	"math"

	"github.com/hexlab/hexlab/core"
)

// Input is a position to evaluate: the stones of Pos with ToMove to move, under Rex's rule
// (whoever completes a chain loses) when Reverse.
type Input struct {
	Pos     *core.Position
	ToMove  core.Player
	Reverse bool
}

// Evaluation is the network's answer for a position: Policy[c] is the prior of cell c (0 on
// the occupied cells; it sums to 1 over the empty ones), Value the mover's winning chance in
// [0, 1].
type Evaluation struct {
	Policy []float32
	Value  float32
}

// Evaluator evaluates positions with one network, in scratch memory of its own: make one per
// goroutine (an Evaluator is not safe for concurrent use; the Network is shared). The answer
// is a pure function of the network and the input.
type Evaluator struct {
	net *Network
	g   *geometry
	// The activations of the last evaluation, kept for Gradient: the input planes, the
	// tower's output after the stem and after each block (tower[0..Blocks]), each block's
	// inner activation, the policy (softmax of the logits over the empty cells), the mean
	// features, the value head's hidden units and its output.
	input  []float32
	tower  [][]float32
	inner  [][]float32
	policy []float32
	empty  []bool
	mean   []float32
	hidden []float32
	value  float32
	logit  float32
	grads  *scratch
	// lists is the convolutions' scratch memory.
	lists convLists
}

// NewEvaluator returns an Evaluator of n.
func (n *Network) NewEvaluator() *Evaluator {
	return &Evaluator{net: n}
}

// Evaluate returns the network's policy and value for in. Policy is newly allocated.
func (e *Evaluator) Evaluate(in Input) Evaluation {
	e.forward(in)
	return Evaluation{Policy: append([]float32(nil), e.policy...), Value: e.value}
}

// EvaluateBatch evaluates each input in turn.
func (e *Evaluator) EvaluateBatch(ins []Input) []Evaluation {
	out := make([]Evaluation, len(ins))
	for i, in := range ins {
		out[i] = e.Evaluate(in)
	}
	return out
}

// prepare sizes the scratch memory for g.
func (e *Evaluator) prepare(g *geometry) {
	if e.g == g {
		return
	}
	e.g = g
	s, cells := e.net.shape, g.cells
	e.input = make([]float32, cells*Planes)
	e.tower = make([][]float32, s.Blocks+1)
	for i := range e.tower {
		e.tower[i] = make([]float32, cells*s.Channels)
	}
	e.inner = make([][]float32, s.Blocks)
	for i := range e.inner {
		e.inner[i] = make([]float32, cells*s.Channels)
	}
	e.policy = make([]float32, cells)
	e.empty = make([]bool, cells)
	e.mean = make([]float32, s.Channels)
	e.hidden = make([]float32, s.ValueHidden)
	e.grads = nil
}

// encode writes in's input planes.
func (e *Evaluator) encode(in Input) {
	g := e.g
	clear(e.input)
	mover := in.ToMove
	moverRed := mover == core.Red
	for c := 0; c < g.cells; c++ {
		x := e.input[c*Planes : (c+1)*Planes]
		switch in.Pos.At(core.Cell(c)) {
		case core.NoPlayer:
			x[planeEmpty] = 1
			e.empty[c] = true
		case mover:
			x[planeMine] = 1
			e.empty[c] = false
		default:
			x[planeTheirs] = 1
			e.empty[c] = false
		}
		x[planeOnBoard] = 1
		myEdge, theirEdge := g.redEdge[c], g.blueEdge[c]
		if !moverRed {
			myEdge, theirEdge = theirEdge, myEdge
		}
		x[planeMyEdge] = one(myEdge)
		x[planeTheirEdge] = one(theirEdge)
		x[planeMoverRed] = one(moverRed)
		x[planeReverse] = one(in.Reverse)
		x[planeWrapColumns] = one(g.wrapColumns)
		x[planeWrapRows] = one(g.wrapRows)
	}
}

func one(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// forward evaluates in, keeping the activations.
func (e *Evaluator) forward(in Input) {
	n := e.net
	e.prepare(geometryOf(in.Pos.Board()))
	g, ch := e.g, n.shape.Channels
	e.encode(in)
	convForward(&n.stem, g, e.input, nil, e.tower[0], &e.lists)
	for k := range n.blocks {
		convForward(&n.blocks[k][0], g, e.tower[k], nil, e.inner[k], &e.lists)
		convForward(&n.blocks[k][1], g, e.inner[k], e.tower[k], e.tower[k+1], &e.lists)
	}
	last := e.tower[n.shape.Blocks]
	// The policy: a logit a cell, softmax over the empty cells.
	maxLogit := float32(math.Inf(-1))
	for c := 0; c < g.cells; c++ {
		e.policy[c] = 0
		if e.empty[c] {
			l := dot(last[c*ch:(c+1)*ch], n.policyWeights) + n.policyBias[0]
			e.policy[c] = l
			maxLogit = max(maxLogit, l)
		}
	}
	var sum float64
	for c := 0; c < g.cells; c++ {
		if e.empty[c] {
			p := math.Exp(float64(e.policy[c] - maxLogit))
			e.policy[c] = float32(p)
			sum += p
		}
	}
	for c := 0; c < g.cells; c++ {
		if e.empty[c] {
			e.policy[c] = float32(float64(e.policy[c]) / sum)
		}
	}
	// The value: the mean features, a hidden layer, the logit.
	clear(e.mean)
	for c := 0; c < g.cells; c++ {
		axpy(1, last[c*ch:(c+1)*ch], e.mean)
	}
	inv := 1 / float32(g.cells)
	for i := range e.mean {
		e.mean[i] *= inv
	}
	h := n.shape.ValueHidden
	copy(e.hidden, n.valueHiddenBias)
	for i, m := range e.mean {
		axpy(m, n.valueHidden[i*h:(i+1)*h], e.hidden)
	}
	relu(e.hidden)
	e.logit = dot(e.hidden, n.valueOut) + n.valueOutBias[0]
	e.value = sigmoid(e.logit)
}

func sigmoid(x float32) float32 {
	return float32(1 / (1 + math.Exp(-float64(x))))
}
