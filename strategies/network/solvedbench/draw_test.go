package solvedbench

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestDrawReproducible checks that a seed draws the same positions every time, another seed
// others, and a smaller count the first of a larger one's.
func TestDrawReproducible(t *testing.T) {
	for _, spec := range []string{"hex:5x5", "cyl:5x6", "torus:4x4", "hex:6x6+reverse"} {
		b := core.MustBoard(spec)
		a, _ := Draw(b, 42, 50)
		again, _ := Draw(b, 42, 50)
		other, _ := Draw(b, 43, 50)
		fewer, _ := Draw(b, 42, 20)
		if !reflect.DeepEqual(a, again) {
			t.Errorf("%s: seed 42 drew different positions twice", spec)
		}
		if reflect.DeepEqual(a.Positions, other.Positions) {
			t.Errorf("%s: seeds 42 and 43 drew the same positions", spec)
		}
		if len(fewer.Positions) > len(a.Positions) || !reflect.DeepEqual(fewer.Positions, a.Positions[:len(fewer.Positions)]) {
			t.Errorf("%s: 20 draws are not the first of 50", spec)
		}
	}
}

// TestDrawOpenDistinct checks that every position drawn is a game in progress (no structure
// completed, the board not full, the stones alternating from Red), with from MinStones to half
// the cells' stones, each distinct, the repeats counted.
func TestDrawOpenDistinct(t *testing.T) {
	for _, spec := range []string{"hex:2x2", "hex:3x3", "hex:5x5", "cyl:4x3", "torus:3x3", "hex:4x4+reverse", "hex:1x2"} {
		b := core.MustBoard(spec)
		const n = 300
		d, err := Draw(b, 5, n)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Positions)+d.Repeated != n || len(d.Positions) == 0 {
			t.Errorf("%s: %d positions and %d repeats of %d draws", spec, len(d.Positions), d.Repeated, n)
		}
		seen := map[string]bool{}
		for _, p := range d.Positions {
			g, err := p.Game(b)
			if err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			if g.Over() || g.Position().Full() || g.ToMove() != p.ToMove() {
				t.Errorf("%s %s: a finished game, or %v to move", spec, movesText(b, p), g.ToMove())
			}
			if len(p.Moves) > b.NumCells()/2 || (len(p.Moves) < MinStones && b.NumCells() >= 2*MinStones+2) {
				t.Errorf("%s %s: %d stones", spec, movesText(b, p), len(p.Moves))
			}
			key := positionKey(b, p)
			if seen[key] {
				t.Errorf("%s: %s drawn twice", spec, movesText(b, p))
			}
			seen[key] = true
		}
		if b.NumCells() <= 9 && d.Repeated == 0 {
			t.Errorf("%s: %d draws of a tiny board and no repeat", spec, n)
		}
	}
}

// TestDrawRefusesLargeBoards checks that a board of more than MaxCells cells is refused with
// a message that names it.
func TestDrawRefusesLargeBoards(t *testing.T) {
	b := core.MustBoard("hex:9x9")
	if _, err := Draw(b, 1, 1); err == nil || !strings.Contains(err.Error(), "hex:9x9 has 81 cells") {
		t.Errorf("hex:9x9: %v", err)
	}
	if _, err := Settle(t.Context(), b, nil, SettleOptions{}, nil); err == nil {
		t.Error("Settle took hex:9x9")
	}
	if _, err := Draw(core.MustBoard("hex:8x8"), 1, 1); err != nil {
		t.Errorf("hex:8x8: %v", err)
	}
}
