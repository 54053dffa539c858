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

// TestConvWidths checks that the convolution summed four and eight output channels at a time
// (natively and as WebAssembly) gives the definition's sums to the bit, on every topology,
// with output channels that are not a multiple of either (the channels left over) and inputs
// half of them zero (a ReLU's), -0 among them.
func TestConvWidths(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for _, board := range []string{"hex:11x11", "cyl:5x9", "torus:5x5", "hex:3x7"} {
		g := geometryOf(core.MustBoard(board))
		for _, shape := range [][2]int{{10, 32}, {32, 32}, {13, 11}, {3, 1}} {
			c := &conv{in: shape[0], out: shape[1], weights: make([]float32, Taps*shape[0]*shape[1]), bias: make([]float32, shape[1])}
			for i := range c.weights {
				c.weights[i] = float32(rng.NormFloat64())
			}
			for i := range c.bias {
				c.bias[i] = float32(rng.NormFloat64())
			}
			in := make([]float32, g.cells*c.in)
			for i := range in {
				switch rng.IntN(4) {
				case 0:
					in[i] = float32(math.Copysign(0, -1))
				case 1:
					in[i] = float32(rng.NormFloat64())
				case 2:
					in[i] = 1
				}
			}
			want := make([]float32, g.cells*c.out)
			rowForm(c, g, in, want)
			nz := new(nonzero)
			nz.list(in, g.cells, c.in)
			for _, width := range []struct {
				name string
				sum  func(*conv, *geometry, *nonzero, []float32)
			}{{"4", convForward4}, {"8", convForward8}, {"convForward", nil}} {
				got := make([]float32, len(want))
				if width.sum == nil {
					convForward(c, g, in, got)
				} else {
					width.sum(c, g, nz, got)
				}
				for i := range want {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						t.Fatalf("%s, %dx%d channels, %s at a time: output %d is %v, the definition's %v", board, c.in, c.out, width.name, i, got[i], want[i])
					}
				}
			}
		}
	}
}
