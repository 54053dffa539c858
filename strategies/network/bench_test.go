package network

import (
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// benchPosition is a position of an 11x11 game some 20 moves in.
func benchPosition(b *core.Board) (*core.Position, core.Player) {
	return randomPosition(b, rand.New(rand.NewPCG(1, 1)), 0.17)
}

// trainedWeights is the file of the weights Hexlab ships (package weights embeds it; it cannot
// be imported here, as it imports this package).
const trainedWeights = "../../assets/weights/hex.net"

// readTrained reads the shipped network from trainedWeights.
func readTrained(tb testing.TB) *Network {
	f, err := os.Open(trainedWeights)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	n, err := Read(f)
	if err != nil {
		tb.Fatalf("%s: %v", trainedWeights, err)
	}
	return n
}

// benchNetworks are the networks the benchmarks time: the default shape's initial weights
// (the second convolution of each block zero, its ReLUs' outputs half zero) and the shipped
// weights (the tower's inputs 50 to 70% zero), which the kernels' speed depends on.
func benchNetworks(b *testing.B) []struct {
	name string
	net  *Network
} {
	initial, err := New(DefaultShape(), 1)
	if err != nil {
		b.Fatal(err)
	}
	return []struct {
		name string
		net  *Network
	}{{"initial", initial}, {"trained", readTrained(b)}}
}

// BenchmarkEvaluate times one evaluation of the default shape on hex:11x11 and hex:13x13, with
// its initial and its trained weights (the engine's playouts a second are strategies/engine's
// BenchmarkNetworkSearch "without"). It reports the network's MFLOP an evaluation, MFLOP/s,
// evaluations a second, and the processor time an evaluation took (cpu-µs/eval: the
// process's, by cpuTime, which other programs' load on a busy machine leaves as it is).
func BenchmarkEvaluate(b *testing.B) {
	for _, net := range benchNetworks(b) {
		for _, spec := range []string{"hex:11x11", "hex:13x13"} {
			b.Run(net.name+"/"+spec, func(b *testing.B) {
				board := core.MustBoard(spec)
				pos, toMove := benchPosition(board)
				e := net.net.NewEvaluator()
				in := Input{Pos: pos, ToMove: toMove}
				e.Evaluate(in) // the scratch memory, sized once
				start := cpuTime()
				for b.Loop() {
					e.Evaluate(in)
				}
				reportRates(b, net.net.FLOPs(board), cpuTime()-start, b.N)
			})
		}
	}
}

// BenchmarkEvaluateBatch times EvaluateBatch of 8 positions of hex:11x11 with the trained
// weights, per position (ns/op, cpu-µs/eval), against Evaluate of the same positions one by
// one: what a batch would save the engine if it gathered its evaluations.
func BenchmarkEvaluateBatch(b *testing.B) {
	net := readTrained(b)
	board := core.MustBoard("hex:11x11")
	rng := rand.New(rand.NewPCG(8, 8))
	ins := make([]Input, 8)
	for i := range ins {
		pos, toMove := randomPosition(board, rng, 0.17)
		ins[i] = Input{Pos: pos, ToMove: toMove}
	}
	for _, batch := range []bool{false, true} {
		name := "one-by-one"
		if batch {
			name = "batch"
		}
		b.Run(name, func(b *testing.B) {
			e := net.NewEvaluator()
			e.EvaluateBatch(ins)
			start := cpuTime()
			evaluations := 0
			for b.Loop() {
				if batch {
					e.EvaluateBatch(ins)
				} else {
					for _, in := range ins {
						e.Evaluate(in)
					}
				}
				evaluations += len(ins)
			}
			reportRates(b, net.FLOPs(board), cpuTime()-start, evaluations)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(evaluations), "ns/eval")
		})
	}
}

// reportRates reports an evaluation's MFLOP, the MFLOP a second and evaluations a second by
// the wall clock, and the processor time of an evaluation.
func reportRates(b *testing.B, flops int64, cpu time.Duration, evaluations int) {
	b.ReportMetric(float64(flops)/1e6, "MFLOP/eval")
	b.ReportMetric(float64(flops)*float64(evaluations)/b.Elapsed().Seconds()/1e6, "MFLOP/s")
	b.ReportMetric(float64(evaluations)/b.Elapsed().Seconds(), "evals/s")
	b.ReportMetric(cpu.Seconds()*1e6/float64(evaluations), "cpu-µs/eval")
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
