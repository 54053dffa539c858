package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestUnorderedAnalysis checks that Options.Unordered changes the order of the moves an
// analysis leaves to consider and nothing else: the same value, winning move, fill-in and set
// of moves as the ordered analysis, on random positions of each topology, the middle game of
// 11x11 included, where the order is the resistance circuits'.
func TestUnorderedAnalysis(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	reordered := 0
	for _, spec := range []string{"hex:5x5", "hex:7x6", "cyl:6x6", "torus:5x5", "hex:6x6+reverse", "hex:11x11"} {
		b := core.MustBoard(spec)
		reverse := b.Spec().Reverse
		ordered := New(b, Options{Memory: 1 << 20, Ladders: !reverse})
		unordered := New(b, Options{Memory: 1 << 20, Ladders: !reverse, Unordered: true})
		for trial := range 25 {
			pos, toMove := minimax.RandomOpenPosition(r, b, b.NumCells()/5+r.IntN(b.NumCells()/3))
			want, got := ordered.Analyse(pos, toMove), unordered.Analyse(pos, toMove)
			if got.Value != want.Value || got.Move != want.Move || !slices.Equal(got.Fill, want.Fill) {
				t.Fatalf("%s trial %d, %s to move:\n%s\nunordered %v %v fill %v, ordered %v %v fill %v", spec, trial, toMove, core.Diagram(pos),
					got.Value, got.Move, got.Fill, want.Value, want.Move, want.Fill)
			}
			if got.Ordered {
				t.Fatalf("%s trial %d: an unordered analysis says its moves are ordered", spec, trial)
			}
			sortedGot, sortedWant := slices.Sorted(slices.Values(got.Moves)), slices.Sorted(slices.Values(want.Moves))
			if !slices.Equal(sortedGot, sortedWant) {
				t.Fatalf("%s trial %d, %s to move:\n%s\nunordered moves %v, ordered %v", spec, trial, toMove, core.Diagram(pos), got.Moves, want.Moves)
			}
			if want.Ordered && !slices.Equal(got.Moves, want.Moves) {
				reordered++
			}
		}
	}
	if reordered == 0 {
		t.Error("no analysis's order changed: the test saw no ordered analysis")
	}
	t.Logf("%d analyses in another order", reordered)
}

// The fill-in's permanently inferior cells are marked Fragile, the others not: beside Blue's
// lone j5 on 11x11 the edge template's k4 and k5 are captured, k3 and k6 permanently inferior.
func TestKnowledgeMarksTheFragileFill(t *testing.T) {
	b := core.MustBoard("hex:11x11")
	pos := core.NewPosition(b)
	j5, _ := b.ParseCell("j5")
	pos.Place(j5, core.Blue)
	k := New(b, Options{Memory: 1 << 20}).Analyse(pos, core.Red)
	fragile := map[string]bool{}
	for _, st := range k.Fill {
		fragile[b.CellName(st.Cell)] = st.Fragile
	}
	want := map[string]bool{"k3": true, "k4": false, "k5": false, "k6": true}
	for name, f := range want {
		if got, ok := fragile[name]; !ok || got != f {
			t.Errorf("%s: in the fill-in %v, fragile %v; want fragile %v (fill-in %v)", name, ok, got, f, fragile)
		}
	}
}
