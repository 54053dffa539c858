package network

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// benchPosition is a position of an 11x11 game some 20 moves in.
func benchPosition(b *core.Board) (*core.Position, core.Player) {
	return randomPosition(b, rand.New(rand.NewPCG(1, 1)), 0.17)
}

// BenchmarkEvaluate times one evaluation of the default network on hex:11x11 (the engine's
// playout rate is BenchmarkPlayout in strategies/engine); MFLOP/s is reported beside it.
func BenchmarkEvaluate(b *testing.B) {
	board := core.MustBoard("hex:11x11")
	n, _ := New(DefaultShape(), 1)
	pos, toMove := benchPosition(board)
	e := n.NewEvaluator()
	in := Input{Pos: pos, ToMove: toMove}
	for b.Loop() {
		e.Evaluate(in)
	}
	b.ReportMetric(float64(n.FLOPs(board))*float64(b.N)/b.Elapsed().Seconds()/1e6, "MFLOP/s")
	b.ReportMetric(float64(n.FLOPs(board))/1e6, "MFLOP/eval")
}

// BenchmarkGradient times one training sample's forward and backward pass on hex:11x11.
func BenchmarkGradient(b *testing.B) {
	board := core.MustBoard("hex:11x11")
	n, _ := New(DefaultShape(), 1)
	pos, toMove := benchPosition(board)
	policy := make([]float32, board.NumCells())
	policy[pos.EmptyCells()[0]] = 1
	s := Sample{Pos: pos, ToMove: toMove, Policy: policy, Value: 1}
	e := n.NewEvaluator()
	grad := make([]float32, len(n.Params()))
	for b.Loop() {
		e.Gradient(s, grad, 1)
	}
}
