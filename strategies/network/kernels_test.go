package network

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// rowForm is the convolution as the definition sums it: the output row starts as the bias and
// each nonzero input adds its share to it (an axpy an input), taps and channels in order.
func rowForm(c *conv, g *geometry, in, out []float32) {
	for cell := 0; cell < g.cells; cell++ {
		row := out[cell*c.out : (cell+1)*c.out]
		copy(row, c.bias)
		for t := 0; t < Taps; t++ {
			from := g.taps[cell*Taps+t]
			if from < 0 {
				continue
			}
			x := in[int(from)*c.in : (int(from)+1)*c.in]
			w := c.weights[t*c.in*c.out : (t+1)*c.in*c.out]
			for i, v := range x {
				if v != 0 {
					axpy(v, w[i*c.out:(i+1)*c.out], row)
				}
			}
		}
	}
}

// TestConvWidths checks that the convolution (convForward: eight output channels summed at
// a time, the rest one at a time, the skip connection and the ReLU) gives the definition's
// sums to the bit, on every topology and narrow boards, with channel counts that are and are
// not multiples of eight (33 outputs: four blocks and one left over; 12: one and four), with
// and without the skip connection, and inputs half of them zero (a ReLU's), -0 among them.
func TestConvWidths(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	var lists convLists // one scratch for every shape: each call sizes it
	for _, board := range []string{"hex:11x11", "cyl:5x9", "torus:5x5", "hex:3x7", "cyl:2x3", "hex:1x1"} {
		g := geometryOf(core.MustBoard(board))
		for _, shape := range [][2]int{{10, 32}, {32, 32}, {13, 11}, {3, 1}, {8, 8}, {1, 8}, {12, 12}, {2, 12}, {33, 33}, {1, 33}, {32, 7}} {
			c := &conv{in: shape[0], out: shape[1], weights: make([]float32, Taps*shape[0]*shape[1]), bias: make([]float32, shape[1])}
			for i := range c.weights {
				c.weights[i] = float32(rng.NormFloat64())
			}
			for i := range c.bias {
				c.bias[i] = float32(rng.NormFloat64())
			}
			in := randomActivations(rng, g.cells*c.in)
			skip := randomActivations(rng, g.cells*c.out)
			for _, withSkip := range []bool{false, true} {
				want := make([]float32, g.cells*c.out)
				rowForm(c, g, in, want)
				var s []float32
				if withSkip {
					s = skip
					axpy(1, skip, want)
				}
				relu(want)
				got := make([]float32, len(want))
				for i := range got {
					got[i] = float32(math.NaN()) // every output must be written
				}
				convForward(c, g, in, s, got, &lists)
				for i := range want {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						t.Fatalf("%s, %dx%d channels, skip %v: output %d is %v, the definition's %v", board, c.in, c.out, withSkip, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// randomActivations returns n values of which about a quarter are -0, a quarter 1 (an input
// plane's), and half normal or zero.
func randomActivations(rng *rand.Rand, n int) []float32 {
	x := make([]float32, n)
	for i := range x {
		switch rng.IntN(4) {
		case 0:
			x[i] = float32(math.Copysign(0, -1))
		case 1:
			x[i] = float32(rng.NormFloat64())
		case 2:
			x[i] = 1
		}
	}
	return x
}

// TestTrainedWeightsMatchTheReference checks the shipped network's evaluations (the weights
// the engine and the worker use, whose activations are sparse as trained weights make them,
// not as random ones do) against the float64 reference, within 1e-5, on the sizes it plays
// best and the largest, on every topology and Rex.
func TestTrainedWeightsMatchTheReference(t *testing.T) {
	n := readTrained(t)
	e := n.NewEvaluator()
	rng := rand.New(rand.NewPCG(58, 7))
	worst := 0.0
	for _, spec := range []string{"hex:9x9", "hex:11x11", "hex:13x13", "hex:19x19", "cyl:7x9", "torus:6x6", "hex:7x7+reverse", "torus:5x4+reverse", "hex:2x9", "cyl:2x3"} {
		b := core.MustBoard(spec)
		for trial := 0; trial < 4; trial++ {
			pos, toMove := randomPosition(b, rng, rng.Float64()*0.7)
			in := Input{Pos: pos, ToMove: toMove, Reverse: b.Spec().Reverse}
			d, what := distanceFromReference(e.Evaluate(in), n, in)
			if d > 1e-5 {
				t.Fatalf("%s, %d stones: %s differs from the reference's by %.2g", spec, b.NumCells()-len(pos.EmptyCells()), what, d)
			}
			worst = max(worst, d)
		}
	}
	t.Logf("the largest difference from the reference: %.2g", worst)
}

// distanceFromReference returns the largest difference between ev and the float64 reference's
// evaluation of in by n, and what differs most (a cell's prior or the value).
func distanceFromReference(ev Evaluation, n *Network, in Input) (float64, string) {
	policy, value := referenceEvaluate(n, in)
	d, what := math.Abs(float64(ev.Value)-value), "the value"
	for c, p := range policy {
		if dc := math.Abs(float64(ev.Policy[c]) - p); dc > d {
			d, what = dc, "the prior of "+in.Pos.Board().CellName(core.Cell(c))
		}
	}
	return d, what
}
