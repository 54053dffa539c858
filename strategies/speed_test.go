package strategies

import (
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// speedBoards are the boards the speed benchmarks measure: the planar
// boards of a quick game, of the engine's match against MoHex and of the UI's default, the
// 5×9 cylinder of the thesis's simulations and a torus.
var speedBoards = []string{"hex:7x7", "hex:9x9", "hex:11x11", "cyl:5x9", "torus:7x7"}

// speedGame is the position a speed benchmark starts from: a few moves
// into a game on spec, so that the playouts are those of a real move.
func speedGame(b *testing.B, spec string) *core.Game {
	b.Helper()
	s, err := core.ParseSpec(spec)
	if err != nil {
		b.Fatal(err)
	}
	g, err := core.NewGame(s, core.Options{})
	if err != nil {
		b.Fatal(err)
	}
	random := NewRandom(1)
	for range 8 {
		c, err := random.Choose(g)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Play(c.Move); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkMonteCarloPlayouts measures Algorithm 9.1.1's random playouts:
// one op is one move of `mc`, and playouts/s is the rate `hexlab bench`
// compares between native code and WebAssembly.
func BenchmarkMonteCarloPlayouts(b *testing.B) {
	for _, spec := range speedBoards {
		b.Run(spec, func(b *testing.B) {
			g := speedGame(b, spec)
			mc := NewMonteCarlo(3)
			playouts := 0
			start := time.Now()
			for range b.N {
				if _, err := mc.Choose(g); err != nil {
					b.Fatal(err)
				}
				playouts += mc.Stats().Playouts
			}
			b.ReportMetric(float64(playouts)/time.Since(start).Seconds(), "playouts/s")
		})
	}
}

// BenchmarkMCTSPlayouts measures the engine: one op is one move of `mcts` with a budget of
// 5,000 playouts (tree walk, the solver's knowledge at the nodes, RAVE updates and
// bridge-saving playouts included) after a first stone in the middle of the board (the
// first move itself comes from the swap table, and few stones leave nothing proven at once);
// it reports playouts and tree nodes per second.
func BenchmarkMCTSPlayouts(b *testing.B) { benchMCTS(b, 1, 5000) }

// BenchmarkMCTSTwoThreadsPlayouts is BenchmarkMCTSPlayouts with two root-parallel trees
// (Settings.Threads 2) sharing a budget of 10,000 playouts: beside it, the speed-up of a
// second core (none in WebAssembly, which runs one thread).
func BenchmarkMCTSTwoThreadsPlayouts(b *testing.B) { benchMCTS(b, 2, 10000) }

// benchMCTS runs a move of mcts with threads trees and a budget of playouts after a first
// stone in the middle of each board, and reports playouts and tree nodes per second.
func benchMCTS(b *testing.B, threads, playouts int) {
	for _, spec := range speedBoards {
		b.Run(spec, func(b *testing.B) {
			board := core.MustBoard(spec)
			middle := board.Cell((board.Cols()+1)/2, (board.Rows()+1)/2)
			g, err := core.NewGameFromMoves(board.Spec(), core.Options{}, []core.Move{core.CellMove(middle)})
			if err != nil {
				b.Fatal(err)
			}
			done, nodes := 0, 0
			start := time.Now()
			for range b.N {
				m := NewMCTS(3, 0)
				m.Playouts, m.Threads = playouts, threads
				if _, err := m.Choose(g); err != nil {
					b.Fatal(err)
				}
				done += m.Stats().Playouts
				nodes += m.Stats().Nodes
			}
			secs := time.Since(start).Seconds()
			b.ReportMetric(float64(done)/secs, "playouts/s")
			b.ReportMetric(float64(nodes)/secs, "nodes/s")
		})
	}
}

// speedGameLine is a game of the engine's against MoHex 2.0 on hex:11x11 (the protocol's,
// docs/results/engine/edge-proofs/), whose middle game BenchmarkMCTSGamePlayouts replays.
const speedGameLine = "j2,h2,i4,g6,h6,g8,i7,h9,g7,f8,f7,e8,b10,d7,c7,d5,d8,e7,c8,f5,d6,e4,f4,e5,j8,i10"

// BenchmarkMCTSGamePlayouts measures the engine as it plays a game: one op is Red's moves
// from the 9th to the 25th of speedGameLine by one MCTS (so that what one move's search
// leaves, its tree and memory, serves the next), each of 10,000 playouts or of half a second
// (the tree kept from move to move, as in timed games); it reports playouts a second.
func BenchmarkMCTSGamePlayouts(b *testing.B) {
	b.Run("playouts", func(b *testing.B) { benchMCTSGame(b, 0) })
	b.Run("500ms", func(b *testing.B) { benchMCTSGame(b, 500*time.Millisecond) })
}

// benchMCTSGame is BenchmarkMCTSGamePlayouts with think (zero: 10,000 playouts a move).
func benchMCTSGame(b *testing.B, think time.Duration) {
	spec := core.MustBoard("hex:11x11").Spec()
	moves, err := core.NewGameFromMoveList(spec, core.Options{}, speedGameLine)
	if err != nil {
		b.Fatal(err)
	}
	line := moves.Moves()
	done := 0
	start := time.Now()
	for range b.N {
		m := NewMCTS(3, think)
		m.Playouts = 10000
		for ply := 8; ply < len(line); ply += 2 {
			g, err := core.NewGameFromMoves(spec, core.Options{}, line[:ply])
			if err != nil {
				b.Fatal(err)
			}
			if _, err := m.Choose(g); err != nil {
				b.Fatal(err)
			}
			done += m.Stats().Playouts
		}
	}
	b.ReportMetric(float64(done)/time.Since(start).Seconds(), "playouts/s")
}
