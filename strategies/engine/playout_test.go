package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The playouts' forced replies: after the opponent's stone at last, the cells that save a
// bridge of the player's, between two stones or between a stone one row from the player's
// own edge and that edge, and the cell that keeps the opponent's stone one row from their
// edge from reaching it. (On hex:5x5, c2's neighbours on the top edge are c1 and d1, and b3's
// on the left edge a3 and a4.)
func TestBridgeReplies(t *testing.T) {
	for _, c := range []struct {
		spec, red, blue, last string
		player                core.Player
		want                  string
	}{
		{"hex:5x5", "c2", "d1", "d1", core.Red, "c1"},
		{"hex:5x5", "c2", "c1", "c1", core.Red, "d1"},
		{"hex:5x5", "c2", "c1,d1", "c1", core.Red, ""},      // the edge bridge is cut already
		{"hex:5x5", "c1", "d1", "d1", core.Red, ""},         // a stone on the edge: no bridge to it
		{"hex:5x5", "a3", "b3", "a3", core.Blue, "a4"},      // Blue's left edge
		{"cyl:5x5", "a3", "b3", "a3", core.Blue, ""},        // the cylinder: Blue has no edge
		{"cyl:5x5", "c2", "d1", "d1", core.Red, "c1"},       // but Red has its ends
		{"torus:5x5", "c2", "d1", "d1", core.Red, ""},       // the torus: no edges
		{"hex:5x5+reverse", "c2", "d1", "d1", core.Red, ""}, // Rex: nobody saves an edge
		{"hex:5x5", "b2,c3", "c2", "c2", core.Red, "b3"},    // two stones' bridge
		{"hex:5x5+reverse", "b2,c3", "c2", "c2", core.Red, "b3"},
		{"hex:5x5", "b2,c3", "c2,b3", "c2", core.Red, ""},
		{"hex:5x5", "c2,d2", "d1", "d1", core.Red, "c1,e1"}, // two edge bridges cut at once
		// Red's c4 has c5 and b5 below it on its bottom edge: with b5 Blue's, Blue blocks c5
		// (as each push of a ladder along the edge is held); both empty, it is a template.
		{"hex:5x5", "c4", "b5", "c4", core.Blue, "c5"},
		{"hex:5x5", "c4", "", "c4", core.Blue, ""},
		{"hex:5x5", "c2", "d1", "c2", core.Blue, "c1"},
		{"hex:5x5", "a4", "b3", "b3", core.Red, "a3"},  // Blue's left edge: Red blocks
		{"cyl:5x5", "a4", "b3", "b3", core.Red, ""},    // not on the cylinder
		{"torus:5x5", "c4", "b5", "c4", core.Blue, ""}, // nor on the torus
		{"hex:5x5+reverse", "c4", "b5", "c4", core.Blue, ""},
	} {
		b := core.MustBoard(c.spec)
		pos := core.NewPosition(b)
		cells := func(list string) []core.Cell {
			var out []core.Cell
			for _, name := range strings.Split(list, ",") {
				if name == "" {
					continue
				}
				x, err := b.ParseCell(name)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, x)
			}
			return out
		}
		for _, x := range cells(c.red) {
			pos.Place(x, core.Red)
		}
		for _, x := range cells(c.blue) {
			pos.Place(x, core.Blue)
		}
		pl := newPlayout(b, b.Spec().Reverse)
		var replies [12]core.Cell
		k := pl.bridgeReplies(pos, cells(c.last)[0], c.player, &replies)
		got := replies[:k]
		slices.Sort(got)
		want := cells(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			names := []string{}
			for _, x := range got {
				names = append(names, b.CellName(x))
			}
			t.Errorf("%s, red %s, blue %s, after %s: %v replies %v, want %s", c.spec, c.red, c.blue, c.last, c.player, names, c.want)
		}
	}
}

// With FullPlayouts a playout takes every empty cell in playedBy, the players turn about (one
// more stone for the player who moved first, or as many), and the winner is the one of the
// playout cut short at the win.
func TestFullPlayoutsFillTheBoard(t *testing.T) {
	for _, spec := range []string{"hex:11x11", "cyl:5x9", "torus:7x7", "hex:7x7+reverse"} {
		b := core.MustBoard(spec)
		for seed := range uint64(20) {
			pos := core.NewPosition(b)
			pos.Place(core.Cell(b.NumCells()/2), core.Red)
			var winners [2]core.Player
			var filled []core.Player
			for v, fill := range []bool{false, true} {
				pl := newPlayout(b, b.Spec().Reverse)
				pl.fill = fill
				playedBy := make([]core.Player, b.NumCells())
				winners[v] = pl.run(pos.Clone(), core.Blue, playedBy, rand.New(rand.NewPCG(seed, 1)), nil)
				filled = playedBy
			}
			if winners[0] != winners[1] || winners[1] == core.NoPlayer {
				t.Fatalf("%s seed %d: winner %v cut short, %v filled", spec, seed, winners[0], winners[1])
			}
			counts := map[core.Player]int{}
			for c, p := range filled {
				if pos.At(core.Cell(c)) == core.NoPlayer {
					counts[p]++
				}
			}
			if counts[core.NoPlayer] != 0 || counts[core.Blue]-counts[core.Red] < 0 || counts[core.Blue]-counts[core.Red] > 1 {
				t.Fatalf("%s seed %d: the filled board holds %v", spec, seed, counts)
			}
		}
	}
}
