package inferior

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// middleGame returns a position of random play on spec with `stones` stones, not over.
func middleGame(spec string, stones int, seed uint64) (*core.Position, core.Player) {
	b := core.MustBoard(spec)
	r := rand.New(rand.NewPCG(seed, 7))
	col, toMove := randomGame(r, b, b.NumCells()-stones)
	return positionOf(b, col), toMove
}

func benchmarkAnalyze(bm *testing.B, spec string, stones int) {
	var positions []*core.Position
	var players []core.Player
	for i := range 16 {
		p, m := middleGame(spec, stones, uint64(i))
		positions, players = append(positions, p), append(players, m)
	}
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		if _, err := Analyze(positions[i%16], players[i%16]); err != nil {
			bm.Fatal(err)
		}
	}
}

func BenchmarkAnalyze9x9(b *testing.B)    { benchmarkAnalyze(b, "hex:9x9", 30) }
func BenchmarkAnalyze11x11(b *testing.B)  { benchmarkAnalyze(b, "hex:11x11", 40) }
func BenchmarkAnalyze13x13(b *testing.B)  { benchmarkAnalyze(b, "hex:13x13", 56) }
func BenchmarkAnalyzeCyl9x9(b *testing.B) { benchmarkAnalyze(b, "cyl:9x9", 30) }

func BenchmarkAnalyze19x19(b *testing.B) { benchmarkAnalyze(b, "hex:19x19", 120) }
func BenchmarkAnalyze32x32(b *testing.B) { benchmarkAnalyze(b, "hex:32x32", 300) }
