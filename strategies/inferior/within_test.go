package inferior

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestAnalyzeWithinKeepsAWinningMove checks AnalyzeWithin against brute force on random
// positions of small boards of every topology and Rex, each with a region to look in that plays
// the part of a search's must-play cells: every winning move of the filled position, and
// other cells at random. The fill-in is Analyze's; the moves to consider are within the
// region; and when a move wins, one of them does. A within that stops ends the analysis after
// the fill-in.
func TestAnalyzeWithinKeepsAWinningMove(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	checked := 0
	for _, spec := range []string{"hex:3x3", "hex:4x4", "hex:3x4", "cyl:4x3", "cyl:4x4", "torus:3x4", "hex:3x3+reverse"} {
		b := core.MustBoard(spec)
		sv := newSolver(b)
		for trial := 0; trial < 60; trial++ {
			col, toMove := randomGame(r, b, 4+r.IntN(b.NumCells()-5))
			pos := positionOf(b, col)
			whole, err := Analyze(pos, toMove)
			if err != nil {
				t.Fatal(err)
			}
			filled := slices.Clone(col)
			for _, p := range []core.Player{core.Red, core.Blue} {
				for _, c := range whole.Fillin[p] {
					filled[c] = p
				}
			}
			wins := func(c core.Cell) bool { return sv.winner(after(filled, toMove, c), toMove.Opponent()) == toMove }
			var region []core.Cell
			res, err := AnalyzeWithin(pos, toMove, func(got *Result, left []core.Cell) ([]core.Cell, bool) {
				for _, p := range []core.Player{core.Red, core.Blue} {
					if !slices.Equal(got.Fillin[p], whole.Fillin[p]) {
						t.Fatalf("%s: fill-in %v, Analyze's %v", spec, got.Fillin, whole.Fillin)
					}
				}
				for _, c := range left {
					if wins(c) || r.IntN(2) == 0 {
						region = append(region, c)
					}
				}
				return region, false
			})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range res.Consider {
				if !slices.Contains(region, c) {
					t.Fatalf("%s: %s considered, outside the region %v", spec, b.CellName(c), region)
				}
			}
			if len(region) > 0 && len(res.Consider) == 0 {
				t.Fatalf("%s: nothing left of the region %v", spec, region)
			}
			if slices.ContainsFunc(region, wins) {
				checked++
				if !slices.ContainsFunc(res.Consider, wins) {
					t.Fatalf("%s, %v to move: a move of the region %v wins, none of %v does (%v)\n%s", spec, toMove, region, res.Consider, res.Inferior, diagram(b, col))
				}
			}
			stopped, _ := AnalyzeWithin(pos, toMove, func(*Result, []core.Cell) ([]core.Cell, bool) { return nil, true })
			if len(stopped.Consider) != 0 {
				t.Fatalf("%s: a stopped analysis considers %v", spec, stopped.Consider)
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d regions with a winning move", checked)
	}
}
