package core

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkPlayout measures random playouts from the empty board to a full
// board with win detection after every stone; b.N playouts, so ns/op is
// the time of one playout.
func BenchmarkPlayout(b *testing.B) {
	for _, s := range []string{"hex:11x11", "cyl:5x9", "torus:11x11"} {
		b.Run(s, func(b *testing.B) {
			board := MustBoard(s)
			rng := rand.New(rand.NewPCG(1, 1))
			cells := make([]Cell, board.NumCells())
			for i := range cells {
				cells[i] = Cell(i)
			}
			p := NewPosition(board)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				p.Reset()
				rng.Shuffle(len(cells), func(x, y int) { cells[x], cells[y] = cells[y], cells[x] })
				player := Red
				for _, c := range cells {
					p.Place(c, player)
					player = player.Opponent()
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// BenchmarkStructure measures finding the winning structure for display on
// full boards.
func BenchmarkStructure(b *testing.B) {
	for _, s := range []string{"hex:11x11", "cyl:5x9", "torus:11x11"} {
		b.Run(s, func(b *testing.B) {
			p := randomFill(MustBoard(s), rand.New(rand.NewPCG(2, 2)), nil)
			winner := Red
			if !p.Completed(Red) {
				winner = Blue
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if p.Structure(winner) == nil {
					b.Fatal("no structure")
				}
			}
		})
	}
}
