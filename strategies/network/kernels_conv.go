package network

// The forward convolution, the network's hot loop (98% of an evaluation): plain Go, no
// assembly and nothing unsafe, one kernel natively and as WebAssembly.
//
// The inputs are sparse: the input planes are mostly zero, and a ReLU's outputs half to two
// thirds (the shipped network's tower: 50 to 70%). Summing every input, so that each loaded
// weight serves several cells or positions, does twice the work and measured 2.5 times slower;
// the sums skip the zeros instead. Each cell's nonzero inputs are listed once a layer
// (convLists.list, without a branch to guess), then gathered for each output cell into one list
// over its seven taps (convLists.gather): the offset of the weights each multiplies and its
// value, taps in order and channels in order within a tap. The output channels are summed
// eight at a time in local variables, which the compilers keep in registers: each listed input
// feeds eight sums. The skip connection and the ReLU are applied as the sums are stored, and
// the ReLU without a branch (rectify).
//
// Three details of the loop are worth their place (each measured on this machine's tower):
//   - Go schedules a basic block's values that are used within the block before those that
//     are not, so the eight products of an input come before the eight sums that carry them;
//     on amd64 (15 float registers) they do not fit, and two sums went to memory on every
//     input (eight at a time was then slower than four). The eight sums are two halves, the
//     second half's weights a slice of their own: its bounds check ends the block, and the
//     first half's sums are done before the second half's loads.
//   - Four inputs a turn: as WebAssembly each turn of a loop is a jump through the function's
//     block table, and the unrolled loop is a third faster there (4% natively).
//   - The offsets are converted to int before the weights are sliced: an offset+4 computed in
//     uint32 could wrap, and the compiler then checks each weight's index.
// Four sums at a time were slower both ways (natively 11%, as WebAssembly 35%), eight without
// the halves 1.7 times slower natively and no faster as WebAssembly: the kernel is the same
// for both.
//
// The order of each sum is the definition's: the bias, then the taps in order and each tap's
// channels in order, so the result is the same to the bit whatever the block width
// (TestConvWidths checks it against the definition); the skip connection is added after the
// sum and the ReLU last, as the layers are written.

// convLists is a convolution's scratch memory: the layer's nonzero inputs cell by cell, and
// one output cell's inputs gathered over its taps. An Evaluator owns one.
type convLists struct {
	// count[cell] inputs of cell are nonzero: inputs[cell*in:][:count[cell]] (in being the
	// input's channels), the offset of each the channel's times the output's width.
	count  []int32
	inputs []input
	// gathered is one output cell's inputs over its taps, each input's offset moved to its
	// tap's weights: gathered[k].value multiplies weights[gathered[k].offset+o] into output
	// channel o.
	gathered []input
}

// input is a nonzero input of a convolution and the offset of the weights it multiplies.
type input struct {
	offset uint32
	value  float32
}

// list lists the nonzero inputs of each cell of in (cells of nIn channels) for a convolution of
// nOut output channels. Every input is written, and the count moves past it only when it is
// not zero: no branch to guess (the zeros of a ReLU's outputs follow no pattern).
func (l *convLists) list(in []float32, cells, nIn, nOut int) {
	l.count = grow(l.count, cells)
	l.inputs = grow(l.inputs, cells*nIn)
	l.gathered = grow(l.gathered, Taps*nIn)
	for cell := range l.count {
		x := in[cell*nIn : (cell+1)*nIn]
		inputs := l.inputs[cell*nIn : (cell+1)*nIn]
		k := 0
		for i, v := range x {
			inputs[k] = input{uint32(i * nOut), v} // k <= i
			k += nonZero(v)
		}
		l.count[cell] = int32(k)
	}
}

// gather collects into gathered the listed inputs of the cells taps reads (-1: none), their
// offsets moved to each tap's weights, and returns them.
func (l *convLists) gather(taps []int32, nIn, nOut int) []input {
	n := 0
	for t, from := range taps {
		if from < 0 {
			continue
		}
		start := int(from) * nIn
		src := l.inputs[start : start+int(l.count[from])]
		dst := l.gathered[n : n+len(src)]
		base := uint32(t * nIn * nOut)
		for k, x := range src {
			dst[k] = input{base + x.offset, x.value}
		}
		n += len(src)
	}
	return l.gathered[:n]
}

// grow returns s with length n, reusing its memory when it is large enough.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// nonZero is 1 if v is not zero, else 0 (-0 is zero).
func nonZero(v float32) int {
	if v != 0 {
		return 1
	}
	return 0
}

// rectify is the ReLU of x as x·[x >= 0], the step an integer that the compilers select
// without a branch (a ReLU's signs follow no pattern, and a branch on them is guessed wrong
// half the time; Go's max of floats is a call as WebAssembly): x for x >= 0, -0 for x < 0, NaN
// for NaN and for -Inf (a sum that overflowed is not hidden as a zero).
func rectify(x float32) float32 {
	step := 0
	if x >= 0 {
		step = 1
	}
	return x * float32(step)
}

// convForward sets out to relu(c(in) + skip) over the cells of g (skip nil: relu(c(in))),
// out[cell] = bias + Σ over taps t and input channels i of weights[t][i]·in[tap t of cell][i],
// in the definition's order, zero inputs skipped. l is the scratch memory.
func convForward(c *conv, g *geometry, in, skip, out []float32, l *convLists) {
	nIn, nOut := c.in, c.out
	l.list(in, g.cells, nIn, nOut)
	for cell := 0; cell < g.cells; cell++ {
		inputs := l.gather(g.taps[cell*Taps:(cell+1)*Taps], nIn, nOut)
		row := out[cell*nOut : (cell+1)*nOut]
		var skipRow []float32
		if skip != nil {
			skipRow = skip[cell*nOut : (cell+1)*nOut]
		}
		o := 0
		for ; o+8 <= nOut; o += 8 {
			var s []float32
			if skipRow != nil {
				s = skipRow[o : o+8]
			}
			sum8(c.weights[o:], c.weights[o+4:], c.bias[o:o+8], inputs, s, row[o:o+8])
		}
		for ; o < nOut; o++ {
			s := c.bias[o]
			w := c.weights[o:]
			for _, x := range inputs {
				s += x.value * w[x.offset]
			}
			if skipRow != nil {
				s += skipRow[o]
			}
			row[o] = rectify(s)
		}
	}
}

// sum8 sets r to the ReLUs of eight sums: bias plus Σ x.value·w[x.offset+o] over the inputs,
// for o < 4 from w0 and o >= 4 from w1 (w1 is w0 four channels on: see the file's comment
// for why it is a slice of its own), plus skip (nil: none). Four inputs a turn, written out:
// the same steps through an inlined helper ran 7% slower natively and 20% as WebAssembly.
func sum8(w0, w1, bias []float32, inputs []input, skip, r []float32) {
	s0, s1, s2, s3, s4, s5, s6, s7 := bias[0], bias[1], bias[2], bias[3], bias[4], bias[5], bias[6], bias[7]
	k := 0
	for ; k+4 <= len(inputs); k += 4 {
		x := inputs[k]
		f := int(x.offset)
		a := w0[f : f+4]
		s0 += x.value * a[0]
		s1 += x.value * a[1]
		s2 += x.value * a[2]
		s3 += x.value * a[3]
		b := w1[f : f+4]
		s4 += x.value * b[0]
		s5 += x.value * b[1]
		s6 += x.value * b[2]
		s7 += x.value * b[3]
		x = inputs[k+1]
		f = int(x.offset)
		a = w0[f : f+4]
		s0 += x.value * a[0]
		s1 += x.value * a[1]
		s2 += x.value * a[2]
		s3 += x.value * a[3]
		b = w1[f : f+4]
		s4 += x.value * b[0]
		s5 += x.value * b[1]
		s6 += x.value * b[2]
		s7 += x.value * b[3]
		x = inputs[k+2]
		f = int(x.offset)
		a = w0[f : f+4]
		s0 += x.value * a[0]
		s1 += x.value * a[1]
		s2 += x.value * a[2]
		s3 += x.value * a[3]
		b = w1[f : f+4]
		s4 += x.value * b[0]
		s5 += x.value * b[1]
		s6 += x.value * b[2]
		s7 += x.value * b[3]
		x = inputs[k+3]
		f = int(x.offset)
		a = w0[f : f+4]
		s0 += x.value * a[0]
		s1 += x.value * a[1]
		s2 += x.value * a[2]
		s3 += x.value * a[3]
		b = w1[f : f+4]
		s4 += x.value * b[0]
		s5 += x.value * b[1]
		s6 += x.value * b[2]
		s7 += x.value * b[3]
	}
	for ; k < len(inputs); k++ {
		x := inputs[k]
		f := int(x.offset)
		a := w0[f : f+4]
		s0 += x.value * a[0]
		s1 += x.value * a[1]
		s2 += x.value * a[2]
		s3 += x.value * a[3]
		b := w1[f : f+4]
		s4 += x.value * b[0]
		s5 += x.value * b[1]
		s6 += x.value * b[2]
		s7 += x.value * b[3]
	}
	if skip != nil {
		skip = skip[:8]
		s0 += skip[0]
		s1 += skip[1]
		s2 += skip[2]
		s3 += skip[3]
		s4 += skip[4]
		s5 += skip[5]
		s6 += skip[6]
		s7 += skip[7]
	}
	r = r[:8]
	r[0], r[1], r[2], r[3] = rectify(s0), rectify(s1), rectify(s2), rectify(s3)
	r[4], r[5], r[6], r[7] = rectify(s4), rectify(s5), rectify(s6), rectify(s7)
}
