package engine

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/vc"
)

// TestResistBlocksTheThreats: in random positions of small boards proven lost for the
// player to move, where the opponent has semi-connections between its edges and some
// considered move lies in all of their carriers (the must-play region), the engine plays
// such a move (Benzene's most blocking move), not merely the most visited.
func TestResistBlocksTheThreats(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for _, spec := range []string{"hex:5x5", "hex:6x6", "hex:7x7", "cyl:5x6"} {
		b := core.MustBoard(spec)
		for i := 0; i < 150; i++ {
			g, ok := randomGame(rng, b, 4, b.NumCells()/2)
			if !ok {
				continue
			}
			pos, toMove := g.Position(), g.ToMove()
			r, err := New(b, false, Options{Playouts: 2000, Seed: 1, MoHexSelection: true, LocalPriors: true}).Search(context.Background(), pos, toMove)
			if err != nil {
				t.Fatal(err)
			}
			if !r.Lost || r.Reason == Proven {
				continue
			}
			if !vc.Applies(b, false, toMove.Opponent()) {
				continue
			}
			conns := vc.Compute(pos, toMove.Opponent())
			must, ok := conns.MustPlay()
			threats := len(conns.Threats())
			conns.Release()
			if !ok || threats == 0 {
				continue
			}
			inMust := false
			for _, m := range r.Moves {
				inMust = inMust || must.Has(m.Cell)
			}
			if !inMust {
				continue
			}
			checked++
			if !must.Has(r.Move) {
				t.Errorf("%s after %s, %v to move, lost: plays %s, outside the opponent's must-play region", spec, core.Diagram(pos), toMove, b.CellName(r.Move))
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d lost positions with a must-play region to check", checked)
	}
	t.Logf("%d lost positions checked", checked)
}

// TestResistAgainstMoHex: a position of the engine's games against MoHex 2.0 (hex:11x11,
// MoHex first as Blue, 2026-11-28), lost for the engine: it played a1 there, and b1, c1, d1
// next, cells on none of MoHex's ways to win. It now plays a cell that blocks one.
func TestResistAgainstMoHex(t *testing.T) {
	g, err := core.NewGameFromMoveList(core.MustBoard("hex:11x11").Spec(), core.Options{First: core.Blue},
		"j2,i2,i3,g4,g5,h4,h5,f5,f6,e6,e7,i4,c8,d7,d8,a8,b9,k5,i6")
	if err != nil {
		t.Fatal(err)
	}
	b, pos, toMove := g.Board(), g.Position(), g.ToMove()
	r, err := New(b, false, Options{Playouts: 20000, Seed: 1, MoHexSelection: true, LocalPriors: true}).Search(context.Background(), pos, toMove)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Lost {
		t.Fatalf("%v to move: not proven lost (plays %s, %.3f); the test needs the lost position", toMove, b.CellName(r.Move), r.Value)
	}
	conns := vc.Compute(pos, toMove.Opponent())
	defer conns.Release()
	carriers := conns.EdgeCarriers()
	for _, th := range conns.Threats() {
		carriers = append(carriers, th.Carrier)
	}
	for _, c := range carriers {
		if c.Has(r.Move) {
			return
		}
	}
	t.Errorf("plays %s, in none of the %d carriers of Blue's connections between its edges", b.CellName(r.Move), len(carriers))
}
