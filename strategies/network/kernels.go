package network

import (
	"runtime"
	"sync"
)

// The hot loops of the network, in plain Go: no assembly, so that WebAssembly runs them as
// fast as it runs anything. Activations are stored cell by cell, a cell's channels together,
// and weights so that the innermost loop runs over output channels: every inner loop is an
// axpy or a dot product over contiguous memory.

// axpy adds a·x to y (len(y) == len(x)).
func axpy(a float32, x, y []float32) {
	y = y[:len(x)]
	i := 0
	for ; i+4 <= len(x); i += 4 {
		y[i] += a * x[i]
		y[i+1] += a * x[i+1]
		y[i+2] += a * x[i+2]
		y[i+3] += a * x[i+3]
	}
	for ; i < len(x); i++ {
		y[i] += a * x[i]
	}
}

// dot returns Σ x[i]·y[i] (len(y) == len(x)).
func dot(x, y []float32) float32 {
	y = y[:len(x)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(x); i += 4 {
		s0 += x[i] * y[i]
		s1 += x[i+1] * y[i+1]
		s2 += x[i+2] * y[i+2]
		s3 += x[i+3] * y[i+3]
	}
	for ; i < len(x); i++ {
		s0 += x[i] * y[i]
	}
	return (s0 + s1) + (s2 + s3)
}

// convForward computes out = c(in) over the cells of g: out[cell] = bias + Σ over taps t and
// input channels i of weights[t][i]·in[tap t of cell][i]. Zero inputs are skipped (the
// stones' planes, and the half of a ReLU's outputs that are zero).
//
// Each cell's nonzero inputs are listed once (nonzero.list), so that the sums that read a
// cell seven times, once for each cell whose taps reach it, do not test each input again:
// the zeros of a ReLU's outputs follow no pattern, and a processor that guesses the tests
// wrong half the time loses more than the skipped work saves. The output channels are then
// summed a few at a time in local variables, which the compilers keep in registers, instead
// of adding each input's share to the output row in memory (an axpy an input): fewer loads,
// no stores. Eight at a time is fastest as WebAssembly (each input's bookkeeping serves
// eight sums), four natively (measured by scripts/bench-network.sh: docs/engine.md, "The
// network"). Each output is still the same sum, in the same order, so the result is the
// same to the bit whichever way it is summed.
func convForward(c *conv, g *geometry, in, out []float32) {
	nz := nonzeros.Get().(*nonzero)
	defer nonzeros.Put(nz)
	nz.list(in, g.cells, c.in)
	if runtime.GOARCH == "wasm" {
		convForward8(c, g, nz, out)
	} else {
		convForward4(c, g, nz, out)
	}
}

// convForward8 is convForward's sums, eight output channels at a time, from the nonzero
// inputs nz lists.
func convForward8(c *conv, g *geometry, nz *nonzero, out []float32) {
	nIn, nOut := c.in, c.out
	for cell := 0; cell < g.cells; cell++ {
		row := out[cell*nOut : (cell+1)*nOut]
		taps := g.taps[cell*Taps : (cell+1)*Taps]
		o := 0
		for ; o+8 <= nOut; o += 8 {
			b := c.bias[o : o+8]
			s0, s1, s2, s3, s4, s5, s6, s7 := b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]
			for t, from := range taps {
				if from < 0 {
					continue
				}
				index, value := nz.of(int(from), nIn)
				w := c.weights[t*nIn*nOut+o : (t+1)*nIn*nOut]
				for k, i := range index {
					v := value[k]
					wr := w[int(i)*nOut : int(i)*nOut+8]
					s0 += v * wr[0]
					s1 += v * wr[1]
					s2 += v * wr[2]
					s3 += v * wr[3]
					s4 += v * wr[4]
					s5 += v * wr[5]
					s6 += v * wr[6]
					s7 += v * wr[7]
				}
			}
			r := row[o : o+8]
			r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7] = s0, s1, s2, s3, s4, s5, s6, s7
		}
		convColumns(c, taps, nz, row, o)
	}
}

// convForward4 is convForward's sums, four output channels at a time, from the nonzero
// inputs nz lists. (It repeats convForward8's loops rather than sharing a helper for the
// taps: a helper's slices, kept in memory, cost WebAssembly a third of the gain.)
func convForward4(c *conv, g *geometry, nz *nonzero, out []float32) {
	nIn, nOut := c.in, c.out
	for cell := 0; cell < g.cells; cell++ {
		row := out[cell*nOut : (cell+1)*nOut]
		taps := g.taps[cell*Taps : (cell+1)*Taps]
		o := 0
		for ; o+4 <= nOut; o += 4 {
			b := c.bias[o : o+4]
			s0, s1, s2, s3 := b[0], b[1], b[2], b[3]
			for t, from := range taps {
				if from < 0 {
					continue
				}
				index, value := nz.of(int(from), nIn)
				w := c.weights[t*nIn*nOut+o : (t+1)*nIn*nOut]
				for k, i := range index {
					v := value[k]
					wr := w[int(i)*nOut : int(i)*nOut+4]
					s0 += v * wr[0]
					s1 += v * wr[1]
					s2 += v * wr[2]
					s3 += v * wr[3]
				}
			}
			r := row[o : o+4]
			r[0], r[1], r[2], r[3] = s0, s1, s2, s3
		}
		convColumns(c, taps, nz, row, o)
	}
}

// convColumns sums the output channels of row from o on one at a time, for the cell whose
// taps are taps: those left over when the output's channels are not a multiple of the ones
// summed together.
func convColumns(c *conv, taps []int32, nz *nonzero, row []float32, o int) {
	nIn, nOut := c.in, c.out
	for ; o < nOut; o++ {
		s := c.bias[o]
		for t, from := range taps {
			if from < 0 {
				continue
			}
			index, value := nz.of(int(from), nIn)
			w := c.weights[t*nIn*nOut+o : (t+1)*nIn*nOut]
			for k, i := range index {
				s += value[k] * w[int(i)*nOut]
			}
		}
		row[o] = s
	}
}

// nonzero lists, for each cell of a layer's input, the channels whose input is not zero and
// their values, in channel order: index[cell*n:] and value[cell*n:] hold count[cell] of them,
// n being the input's channels.
type nonzero struct {
	count []int32
	index []int32
	value []float32
}

// nonzeros keeps convForward's lists for its next call, on whichever goroutine (each
// Evaluator evaluates on one, and many evaluate at once).
var nonzeros = sync.Pool{New: func() any { return new(nonzero) }}

// list fills nz from in, cells of n channels each. Every input is written to the list, and
// the count moves past it only when it is not zero: no branch to guess.
func (nz *nonzero) list(in []float32, cells, n int) {
	if cap(nz.index) < cells*n {
		nz.index, nz.value = make([]int32, cells*n), make([]float32, cells*n)
	}
	if cap(nz.count) < cells {
		nz.count = make([]int32, cells)
	}
	nz.index, nz.value, nz.count = nz.index[:cells*n], nz.value[:cells*n], nz.count[:cells]
	for cell := range nz.count {
		x := in[cell*n : (cell+1)*n]
		index := nz.index[cell*n : (cell+1)*n]
		value := nz.value[cell*n : (cell+1)*n]
		k := 0
		for i, v := range x {
			index[k], value[k] = int32(i), v // k <= i
			k += nonZero(v)
		}
		nz.count[cell] = int32(k)
	}
}

// of returns the nonzero inputs of cell, n channels a cell: their channels and their values.
func (nz *nonzero) of(cell, n int) ([]int32, []float32) {
	index := nz.index[cell*n : cell*n+int(nz.count[cell])]
	return index, nz.value[cell*n : cell*n+len(index)]
}

// nonZero is 1 if v is not zero, else 0 (-0 is zero).
func nonZero(v float32) int {
	if v != 0 {
		return 1
	}
	return 0
}

// convBackward adds to dWeights and dBias the gradient of c's parameters, given its input in
// and the gradient dOut of its output, and to dIn the gradient of its input (dIn nil: not
// wanted).
func convBackward(c *conv, g *geometry, in, dOut, dWeights, dBias, dIn []float32) {
	for cell := 0; cell < g.cells; cell++ {
		d := dOut[cell*c.out : (cell+1)*c.out]
		axpy(1, d, dBias)
		for t := 0; t < Taps; t++ {
			from := g.taps[cell*Taps+t]
			if from < 0 {
				continue
			}
			x := in[int(from)*c.in : (int(from)+1)*c.in]
			base := t * c.in * c.out
			for i, v := range x {
				if v != 0 {
					axpy(v, d, dWeights[base+i*c.out:base+(i+1)*c.out])
				}
			}
			if dIn != nil {
				dx := dIn[int(from)*c.in : (int(from)+1)*c.in]
				w := c.weights[base : base+c.in*c.out]
				for i := range dx {
					dx[i] += dot(w[i*c.out:(i+1)*c.out], d)
				}
			}
		}
	}
}

// relu sets the negative values of x to zero.
func relu(x []float32) {
	for i, v := range x {
		if v < 0 {
			x[i] = 0
		}
	}
}
