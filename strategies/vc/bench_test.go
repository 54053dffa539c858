package vc

import (
	"math/rand"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// benchLine is a game of the engine's against MoHex 2.0 on hex:11x11 without the swap rule
// (docs/results/engine/memory-book/, the blue file's first game), whose middle-game
// positions BenchmarkComputeMiddleGame searches.
const benchLine = "j2,j3,i3,h5,g5,h4,g4,h3,g3,f7,e7,f6,e6,f5,g6,g7,h7,h6,e5,d9,c9,d8,e8,e9,c8,d7,c7,d4"

// middleGamePositions returns the positions after benchLine's 8th to 28th moves, each as
// played and with four random moves more (as the engine's tree reaches them).
func middleGamePositions(tb testing.TB) []*core.Position {
	b := core.MustBoard("hex:11x11")
	g, err := core.NewGameFromMoveList(b.Spec(), core.Options{}, benchLine)
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	line := g.Moves()
	var out []*core.Position
	for ply := 8; ply <= len(line); ply += 2 {
		played, err := core.NewGameFromMoves(b.Spec(), core.Options{}, line[:ply])
		if err != nil {
			tb.Fatal(err)
		}
		pos := played.Position()
		deeper := pos.Clone()
		empty := deeper.EmptyCells()
		rng.Shuffle(len(empty), func(i, j int) { empty[i], empty[j] = empty[j], empty[i] })
		p := played.ToMove()
		for _, c := range empty[:4] {
			deeper.Place(c, p)
			p = p.Opponent()
		}
		out = append(out, pos, deeper)
	}
	return out
}

// BenchmarkComputeMiddleGame measures H-search as the engine's knowledge runs it (with the
// ladders): one op is both players' connections in each of middleGamePositions' 22
// positions of an 11x11 middle game.
func BenchmarkComputeMiddleGame(b *testing.B) {
	positions := middleGamePositions(b)
	b.ResetTimer()
	for range b.N {
		for _, pos := range positions {
			for _, p := range []core.Player{core.Red, core.Blue} {
				ComputeWith(pos, p, Options{Ladders: true}).Release()
			}
		}
	}
}
