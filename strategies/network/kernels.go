package network

// The network's loops, in plain Go: no assembly, so that WebAssembly runs them as fast as it
// runs anything. Activations are stored cell by cell, a cell's channels together, and weights
// so that the innermost loop runs over output channels: every inner loop here is an axpy or a
// dot product over contiguous memory. The forward convolution is kernels_conv.go.

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

// relu sets the negative values of x to zero (rectify).
func relu(x []float32) {
	for i, v := range x {
		x[i] = rectify(v)
	}
}
