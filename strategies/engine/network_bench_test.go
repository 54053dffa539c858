package engine

import (
	"context"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// benchPosition is a middle-game position of hex:11x11 (a game of the engine's against
// MoHex), Red to move.
func benchPosition(b *testing.B) (*core.Board, *core.Position) {
	board := core.MustBoard("hex:11x11")
	pos := core.NewPosition(board)
	player := core.Red
	for _, name := range []string{"f6", "e7", "d7", "d8", "c9", "g5", "e6", "h4", "f3", "c8"} {
		c, err := board.ParseCell(name)
		if err != nil {
			b.Fatal(err)
		}
		pos.Place(c, player)
		player = player.Opponent()
	}
	return board, pos
}

// BenchmarkNetworkSearch measures the engine's playouts a second on hex:11x11 with MoHex 2.0's
// options (mcts's with a thinking time), without the network and with the default shape's
// (initial weights: a trained network costs the same), at the default NetworkAt and at a
// few others; it reports the playouts a second, the evaluations a search, the rate with the
// network over the rate without (rate-ratio: the network also changes which nodes the tree
// grows and analyses, so this is not the evaluations' cost alone) and the share of the
// search's time the evaluations take (eval-share: the evaluations a search times one
// evaluation's time, measured here first, over the search's time). Times are the process's
// processor time (cpuTime), so that other programs' load does not enter the rates.
//
//	go test -run '^$' -bench NetworkSearch ./strategies/engine/
func BenchmarkNetworkSearch(b *testing.B) {
	board, pos := benchPosition(b)
	net, err := network.New(network.DefaultShape(), 1)
	if err != nil {
		b.Fatal(err)
	}
	ev := netEvaluator{net.NewEvaluator()}
	const timed = 50
	start := cpuTime()
	for range timed {
		ev.evaluate(pos, core.Red, false)
	}
	evaluation := (cpuTime() - start).Seconds() / timed
	const playouts = 20000
	var plainRate float64
	for _, c := range []struct {
		name string
		net  *network.Network
		at   int
	}{{"without", nil, 0}, {"network", net, 0}, {"network-at-1024", net, 1024}, {"network-at-64", net, 64}} {
		b.Run(c.name, func(b *testing.B) {
			done, evaluations := 0, 0
			start := cpuTime()
			for i := 0; i < b.N; i++ {
				opts := MoHexOptions()
				opts.Playouts, opts.Seed, opts.Network, opts.NetworkAt = playouts, uint64(i), c.net, c.at
				opts.SolveFrom = 1 // the tree alone: the solver's share would hide the tree's rate
				e := New(board, false, opts)
				r, err := e.Search(context.Background(), pos, core.Red)
				if err != nil {
					b.Fatal(err)
				}
				done += r.Playouts
				for _, ns := range e.nets {
					evaluations += ns.evaluations
				}
			}
			took := (cpuTime() - start).Seconds()
			rate := float64(done) / took
			b.ReportMetric(rate, "playouts/s")
			b.ReportMetric(float64(evaluations)/float64(b.N), "evals/search")
			if c.net == nil {
				plainRate = rate
				return
			}
			b.ReportMetric(float64(evaluations)*evaluation/took, "eval-share")
			if plainRate > 0 {
				b.ReportMetric(rate/plainRate, "rate-ratio")
			}
		})
	}
}

// BenchmarkNetworkEvaluate measures one evaluation of the default shape's network on the
// position of BenchmarkNetworkSearch, beside the engine's playouts (BenchmarkNetworkSearch's
// "without": an evaluation costs that many playouts).
func BenchmarkNetworkEvaluate(b *testing.B) {
	board, pos := benchPosition(b)
	net, err := network.New(network.DefaultShape(), 1)
	if err != nil {
		b.Fatal(err)
	}
	ev := netEvaluator{net.NewEvaluator()}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ev.evaluate(pos, core.Red, false)
	}
	b.ReportMetric(float64(net.FLOPs(board))/1e6, "MFLOP")
}
