package trunc

import (
	"fmt"
	"testing"
)

// BenchmarkPlayout measures random playouts: every cell coloured in a
// random order, the colours in turn order, then the winner of the full
// board. b.N playouts, so ns/op is the time of one playout.
func BenchmarkPlayout(b *testing.B) {
	for _, k := range []int{1, 2, 3, 4, 6, 8} {
		b.Run(fmt.Sprintf("trunc:%d", k), func(b *testing.B) {
			board := board(k)
			rng := newRand(1)
			cells := make([]Cell, board.NumCells())
			for i := range cells {
				cells[i] = Cell(i)
			}
			p := NewPosition(board)
			wins := 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				p.Reset()
				rng.Shuffle(len(cells), func(x, y int) { cells[x], cells[y] = cells[y], cells[x] })
				for j, c := range cells {
					p.Set(c, DefaultOrder[j%3])
				}
				if p.Winner() == White {
					wins++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// BenchmarkBorders measures finding every border of a full board, for
// drawing.
func BenchmarkBorders(b *testing.B) {
	for _, k := range []int{2, 4, 8} {
		b.Run(fmt.Sprintf("trunc:%d", k), func(b *testing.B) {
			p := NewPosition(board(k))
			randomFill(p, newRand(2))
			for i := 0; i < b.N; i++ {
				_ = p.Borders()
			}
		})
	}
}
