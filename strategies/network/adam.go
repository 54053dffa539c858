package network

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// Adam is the optimiser of Kingma and Ba ("Adam: a method for stochastic optimization",
// ICLR 2015, Algorithm 1), with weight decay decoupled from the gradient as Loshchilov and
// Hutter's AdamW ("Decoupled weight decay regularization", ICLR 2019, Algorithm 2): each step
// moves a weight by the learning rate times its bias-corrected first moment over the square
// root of its second, and shrinks it by the learning rate times WeightDecay. Biases are not
// decayed.
type Adam struct {
	Beta1, Beta2, Epsilon, WeightDecay float64
	// steps is the number of steps taken (t in the paper); m and v the moments.
	steps int64
	m, v  []float32
}

// NewAdam returns an optimiser for n with the paper's defaults (β1 0.9, β2 0.999, ε 1e-8) and
// a weight decay of 1e-4.
func NewAdam(n *Network) *Adam {
	return &Adam{Beta1: 0.9, Beta2: 0.999, Epsilon: 1e-8, WeightDecay: 1e-4,
		m: make([]float32, len(n.params)), v: make([]float32, len(n.params))}
}

// Steps returns the number of steps taken.
func (a *Adam) Steps() int64 { return a.steps }

// Step moves n's parameters by grad, the gradient summed over samples samples, at learning
// rate lr. It panics if grad or n does not match the optimiser's size: a programming error.
func (a *Adam) Step(n *Network, grad []float32, samples int, lr float64) {
	if len(grad) != len(a.m) || len(n.params) != len(a.m) {
		panic(fmt.Sprintf("network: an optimiser of %d parameters stepping %d with a gradient of %d", len(a.m), len(n.params), len(grad)))
	}
	a.steps++
	scale := 1 / float64(max(samples, 1))
	c1 := 1 - math.Pow(a.Beta1, float64(a.steps))
	c2 := 1 - math.Pow(a.Beta2, float64(a.steps))
	b1, b2 := float32(a.Beta1), float32(a.Beta2)
	for i, gi := range grad {
		g := gi * float32(scale)
		a.m[i] = b1*a.m[i] + (1-b1)*g
		a.v[i] = b2*a.v[i] + (1-b2)*g*g
		mh := float64(a.m[i]) / c1
		vh := float64(a.v[i]) / c2
		p := float64(n.params[i])
		if n.decay[i] {
			p -= lr * a.WeightDecay * p
		}
		p -= lr * mh / (math.Sqrt(vh) + a.Epsilon)
		n.params[i] = float32(p)
	}
}

// adamMagic opens an optimiser's file.
const adamMagic = "hexlab-adam 1\n"

// Write writes the optimiser's settings, step count and moments, for a checkpoint.
func (a *Adam) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(adamMagic)
	head := []float64{a.Beta1, a.Beta2, a.Epsilon, a.WeightDecay}
	if err := binary.Write(bw, binary.LittleEndian, head); err != nil {
		return err
	}
	if err := binary.Write(bw, binary.LittleEndian, [2]int64{a.steps, int64(len(a.m))}); err != nil {
		return err
	}
	if err := writeFloats(bw, a.m); err != nil {
		return err
	}
	if err := writeFloats(bw, a.v); err != nil {
		return err
	}
	return bw.Flush()
}

// ReadAdam reads an optimiser Write wrote for n, refusing one of another size.
func ReadAdam(r io.Reader, n *Network) (*Adam, error) {
	br := bufio.NewReader(r)
	magic := make([]byte, len(adamMagic))
	if _, err := io.ReadFull(br, magic); err != nil || string(magic) != adamMagic {
		return nil, errors.New("network: not an optimiser's file (its first line is not \"hexlab-adam 1\")")
	}
	var head [4]float64
	var counts [2]int64
	if err := binary.Read(br, binary.LittleEndian, &head); err != nil {
		return nil, fmt.Errorf("network: the optimiser's file ends in its header: %w", err)
	}
	if err := binary.Read(br, binary.LittleEndian, &counts); err != nil {
		return nil, fmt.Errorf("network: the optimiser's file ends in its header: %w", err)
	}
	if counts[1] != int64(len(n.params)) {
		return nil, fmt.Errorf("network: the optimiser holds %d parameters, the network has %d", counts[1], len(n.params))
	}
	if counts[0] < 0 {
		return nil, fmt.Errorf("network: the optimiser has taken %d steps", counts[0])
	}
	a := &Adam{Beta1: head[0], Beta2: head[1], Epsilon: head[2], WeightDecay: head[3], steps: counts[0],
		m: make([]float32, counts[1]), v: make([]float32, counts[1])}
	for _, x := range []float64{a.Beta1, a.Beta2} {
		if !(x >= 0 && x < 1) {
			return nil, fmt.Errorf("network: the optimiser's β %v is not in [0, 1)", x)
		}
	}
	if !(a.Epsilon > 0) || !(a.WeightDecay >= 0) || math.IsInf(a.WeightDecay, 0) {
		return nil, fmt.Errorf("network: the optimiser's ε %v or weight decay %v is out of range", a.Epsilon, a.WeightDecay)
	}
	if err := readFloats(br, a.m); err != nil {
		return nil, fmt.Errorf("network: the optimiser's first moments: %w", err)
	}
	if err := readFloats(br, a.v); err != nil {
		return nil, fmt.Errorf("network: the optimiser's second moments: %w", err)
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return nil, errors.New("network: the optimiser's file goes on past its moments")
	}
	return a, nil
}
