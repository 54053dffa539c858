// Package network is Hexlab's learned knowledge: a small residual network of hex convolutions
// with a policy head (a prior for every cell) and a value head (the mover's winning chance),
// in pure Go, so that it runs natively and in the browser's worker as WebAssembly alike.
//
// Its inputs (Planes) are seen from the player to move: the stones, the empty cells, each
// player's edges where the board has them, the player's colour, Rex's rule and which of the
// board's directions wrap. The convolutions read each cell and its six neighbours across the
// cylinder's and the torus's seams (taps.go), and the heads are the same for every size, so one
// network plays every board from 1x1 to 19x19, every topology and both rules.
//
// The layers: a hex convolution of the input planes, Shape.Blocks residual blocks of two hex
// convolutions each (ReLU after each; He et al.'s identity skip, ResNet 2016; the second
// convolution starting at zero as Fixup starts it, so no normalisation layer is needed), a
// policy logit a cell (a softmax over the empty cells), and the value: the mean of the last
// features over the board, a hidden ReLU layer and a sigmoid. The kernels (kernels.go, and the
// forward convolution in kernels_conv.go) are plain loops over contiguous channels, skipping
// zero inputs; reference_test.go checks them against the layers written out in float64 from
// core's own board graph, gradient_test.go the gradient against finite differences.
//
// Training: Evaluator.Gradient adds a sample's gradient into a buffer, Adam steps the
// parameters (AdamW's decoupled weight decay), Symmetries gives each board's symmetries for
// augmentation. The trainer and the self-play games are in package training; the command is
// `hexlab train` (docs/training.md). Weights are read and written by Read and Write (a short
// text header, then float32s) and named by their SHA-256 (Checksum).
//
// Example:
//
//	n, _ := network.New(network.DefaultShape(), 1)
//	e := n.NewEvaluator() // one per goroutine
//	ev := e.Evaluate(network.Input{Pos: core.NewPosition(core.MustBoard("hex:11x11")), ToMove: core.Red})
//	// ev.Policy[c] is cell c's prior, ev.Value Red's winning chance.
package network
