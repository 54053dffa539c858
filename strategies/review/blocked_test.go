package review

import (
	"context"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// A position where the opponent of the player to move has one winning cell is worth what the
// position after the forced block is: proven where that one is, and so never 100% or 0%
// without the proven mark. In this game between random players Red threatens c4 from move 29
// to move 46 and Blue never blocks it: after each of Red's moves Blue to move wins by blocking
// c4 (hexlab solve proves it), where the review said 100% for Red without a proof, between
// positions proven Red's (Red to move, who completes at c4).
func TestForcedBlockIsProvenAsTheNextPosition(t *testing.T) {
	spec, _ := core.ParseSpec("hex:7x7")
	g, err := core.NewGameFromMoveList(spec, core.Options{}, "c1,b4,b5,a6,c6,f4,g6,g3,d7,f7,a3,e6,d1,b6,c3,g1,d2,f6,d5,c7,e1,d4,e5,b3,b7,a7,f5,a2,c5,b2,c2,d6,g7,a4,a5,g4,a1,b1,g2,f1,f2,e2,e7,g5,f3,e4,d3,e3,c4")
	if err != nil {
		t.Fatal(err)
	}
	story, err := Game(context.Background(), g, Options{Playouts: 300}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range story.Points {
		decided := p.RedWin == 0 || p.RedWin == 1
		if decided != (p.Proven != core.NoPlayer) {
			t.Errorf("ply %d (%v %s): red wins %v, proven %v", p.Ply, p.Player, p.Move, p.RedWin, p.Proven)
		}
		if p.Ply < 29 || p.Ply > 46 {
			continue
		}
		want := core.Red // Red to move completes at c4
		if p.Player == core.Red {
			want = core.Blue // Blue to move blocks c4 and wins
		}
		if p.Proven != want || p.Best != "c4" {
			t.Errorf("ply %d: proven %v, best %s; want %v, c4", p.Ply, p.Proven, p.Best, want)
		}
	}
}
