package solver

import (
	"context"
	"io"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// benchmarkSolve solves the position after moves on spec from scratch, b.N times.
func benchmarkSolve(b *testing.B, spec string, moves ...string) {
	bd := core.MustBoard(spec)
	pos := core.NewPosition(bd)
	p := core.Red
	for _, m := range moves {
		c, err := bd.ParseCell(m)
		if err != nil {
			b.Fatal(err)
		}
		pos.Place(c, p)
		p = p.Opponent()
	}
	var nodes int64
	for b.Loop() {
		s := New(bd, Options{})
		r, err := s.Solve(context.Background(), pos, p)
		if err != nil || r.Winner == core.NoPlayer {
			b.Fatal(err, r.Winner)
		}
		nodes = r.Nodes
	}
	b.ReportMetric(float64(nodes), "nodes")
}

func BenchmarkSolve5x5(b *testing.B)      { benchmarkSolve(b, "hex:5x5") }
func BenchmarkSolve6x6(b *testing.B)      { benchmarkSolve(b, "hex:6x6") }
func BenchmarkSolve6x6a1(b *testing.B)    { benchmarkSolve(b, "hex:6x6", "a1") }
func BenchmarkSolve7x7(b *testing.B)      { benchmarkSolve(b, "hex:7x7") }
func BenchmarkSolve7x7b2(b *testing.B)    { benchmarkSolve(b, "hex:7x7", "b2") }
func BenchmarkSolveCyl5x4(b *testing.B)   { benchmarkSolve(b, "cyl:5x4") }
func BenchmarkSolveTorus4x4(b *testing.B) { benchmarkSolve(b, "torus:4x4", "b2") }

// benchmarkProve writes the proof of the empty board spec with first to move, b.N times.
func benchmarkProve(b *testing.B, spec string, first core.Player) {
	bd := core.MustBoard(spec)
	var stats ProofStats
	for b.Loop() {
		s := New(bd, Options{})
		var err error
		if stats, err = s.Prove(context.Background(), core.NewPosition(bd), first, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(stats.Moves+stats.Pairings+stats.Carriers+stats.Connections), "leaves+moves")
}

func BenchmarkProveCyl5x7Blue(b *testing.B) { benchmarkProve(b, "cyl:5x7", core.Blue) }
func BenchmarkProve6x6(b *testing.B)        { benchmarkProve(b, "hex:6x6", core.Red) }
