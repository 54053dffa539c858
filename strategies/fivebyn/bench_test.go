package fivebyn

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// A position from the middle of a 5×12 game (the game Algorithm 8.4.1
// lost in docs/strategies.md, after Blue's 17th move).
const benchMoves = "c11,a11,b9,e9,c9,e10,b3,d3,e2,d2,c5,b5,b6,e6,a6,a5,e7,a7,d7,c6,d6,d5,b7"

func benchState(b *testing.B) *core.Game {
	b.Helper()
	spec := core.Spec{Topology: core.Cylinder, Cols: 5, Rows: 12}
	moves, err := core.ParseMoveList(core.MustBoard(spec.String()), benchMoves)
	if err != nil {
		b.Fatal(err)
	}
	g, err := core.NewGameFromMoves(spec, core.Options{First: core.Blue}, moves)
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkFitzgerald measures one decision of Algorithm 8.4.1, reading
// the game included.
func BenchmarkFitzgerald(b *testing.B) {
	g := benchState(b)
	for b.Loop() {
		st, _ := NewState(g)
		Fitzgerald(st)
	}
}

// BenchmarkFitzgeraldEarly is a decision early in a 5×12 game, where the
// hierarchy weighs many moves.
func BenchmarkFitzgeraldEarly(b *testing.B) {
	spec := core.Spec{Topology: core.Cylinder, Cols: 5, Rows: 12}
	moves, _ := core.ParseMoveList(core.MustBoard(spec.String()), "c6")
	g, _ := core.NewGameFromMoves(spec, core.Options{First: core.Blue}, moves)
	for b.Loop() {
		st, _ := NewState(g)
		Fitzgerald(st)
	}
}

// BenchmarkVanDenBroek measures one decision of Algorithm 7.1.1.
func BenchmarkVanDenBroek(b *testing.B) {
	g := benchState(b)
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		st, _ := NewState(g)
		VanDenBroek(st, rng)
	}
}
