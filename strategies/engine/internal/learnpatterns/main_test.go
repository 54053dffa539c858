package main

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

// On competitions drawn from known weights (each won by a cell chosen in proportion to its
// pattern's weight), the learned weights come back: their ratios to pattern 0's within 15%.
func TestLearnRecoversTheWeights(t *testing.T) {
	truth := []float64{1, 4, 0.25, 10, 2}
	r := rand.New(rand.NewPCG(1, 2))
	var comps []competition
	for range 20000 {
		// A field of 6 cells with random patterns.
		cells := make([]int32, 6)
		total := 0.0
		for i := range cells {
			cells[i] = int32(r.IntN(len(truth)))
			total += truth[cells[i]]
		}
		x := r.Float64() * total
		winner := cells[len(cells)-1]
		for _, c := range cells {
			if x -= truth[c]; x < 0 {
				winner = c
				break
			}
		}
		cp := competition{winner: winner, field: map[int32]int32{}}
		for _, c := range cells {
			cp.field[c]++
		}
		comps = append(comps, cp)
	}
	got := learn(comps, len(truth), 60)
	for i := range truth {
		ratio := got[i] / got[0] / truth[i]
		if math.Abs(ratio-1) > 0.15 {
			t.Errorf("pattern %d: learned %.3f times pattern 0's, truth %.3f", i, got[i]/got[0], truth[i])
		}
	}
}

// With a player of fixed strength in each competition (the rest of the board, for -local),
// the learned weights come back on the fixed player's scale: each within 15% of the truth,
// not only in ratio.
func TestLearnWithAFixedPlayer(t *testing.T) {
	truth := []float64{0.5, 4, 0.25, 10, 2}
	r := rand.New(rand.NewPCG(3, 4))
	var comps []competition
	for range 30000 {
		fixed := 2 + 8*r.Float64()
		cells := make([]int32, 4)
		total := fixed
		for i := range cells {
			cells[i] = int32(r.IntN(len(truth)))
			total += truth[cells[i]]
		}
		x := r.Float64() * total
		cp := competition{winner: -1, field: map[int32]int32{}, fixed: fixed}
		for _, c := range cells {
			cp.field[c]++
			if x -= truth[c]; x < 0 && cp.winner < 0 && x+truth[c] >= 0 {
				cp.winner = c
			}
		}
		comps = append(comps, cp)
	}
	got := learn(comps, len(truth), 100)
	for i := range truth {
		if math.Abs(got[i]/truth[i]-1) > 0.15 {
			t.Errorf("pattern %d: learned %.3f, truth %.3f", i, got[i], truth[i])
		}
	}
}

// localMove's competition holds the empty cells of the last move's pattern, the played one
// first when it is one of them, and the global weights of every empty cell as the fixed
// player's strength.
func TestLocalMove(t *testing.T) {
	g, err := core.NewGameFromMoveList(core.MustBoard("hex:5x5").Spec(), core.Options{}, "c3,b4")
	if err != nil {
		t.Fatal(err)
	}
	b, pos := g.Board(), g.Position()
	cell := func(name string) core.Cell { c, _ := b.ParseCell(name); return c }
	pat := engine.NewPatterns(b)
	global, err := engine.ParseWeights(assets.HexPatterns)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		played string
		won    bool
	}{{"b3", true}, {"e1", false}} {
		m := localMove(pat, global, pos, core.Red, cell("b4"), cell(c.played))
		// b4's pattern: its six neighbours and six bridge cells on the board, one taken (c3).
		want := 0
		for _, y := range pat.Neighbourhood(cell("b4")) {
			if pos.At(core.Cell(y)) == core.NoPlayer {
				want++
			}
		}
		if len(m.field) != want || m.won != c.won {
			t.Errorf("after b4, %s: %d competing cells (want %d), won %v", c.played, len(m.field), want, m.won)
		}
		if c.won && m.field[0] != pat.Code(pos, cell(c.played), core.Red) {
			t.Errorf("the played cell's pattern is not first")
		}
		fixed := 0.0
		for _, e := range pos.EmptyCells() {
			fixed += float64(min(global.Gamma(pat.Code(pos, e, core.Red)), engine.PlayoutCap))
		}
		if math.Abs(m.fixed-fixed) > 1e-9 || fixed <= 0 {
			t.Errorf("fixed strength %v, want %v", m.fixed, fixed)
		}
	}
}
