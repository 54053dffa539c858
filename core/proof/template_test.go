package proof

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestReachesSide checks the edge-template game on small cases: a stone on the second row
// reaches the top through either of its two cells above, not through one; the ziggurat (a
// third-row stone and its eight cells) holds, and fails without its cell beside the stone;
// and bad carriers are refused.
func TestReachesSide(t *testing.T) {
	b := core.MustBoard("hex:7x7")
	cells := func(names ...string) []core.Cell {
		var out []core.Cell
		for _, n := range names {
			c, err := b.ParseCell(n)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	for _, tc := range []struct {
		name, stone string
		carrier     []string
		blue        []string
		want        bool
		wantErr     bool
	}{
		{"a bridge to the edge", "c2", []string{"c1", "d1"}, nil, true, false},
		{"one cell", "c2", []string{"c1"}, nil, false, false},
		{"on the edge already", "c1", nil, nil, true, false},
		{"the ziggurat", "c3", []string{"d3", "c2", "d2", "e2", "c1", "d1", "e1", "f1"}, nil, true, false},
		{"the ziggurat less a cell", "c3", []string{"c2", "d2", "e2", "c1", "d1", "e1", "f1"}, nil, false, false},
		{"a stone of the loser's in it", "c2", []string{"c1", "d1"}, []string{"d1"}, false, true},
		{"a cell twice", "c2", []string{"c1", "c1"}, nil, false, true},
		{"no stone", "c2", []string{"c1", "d1"}, []string{"c2"}, false, true},
	} {
		pos := core.NewPosition(b)
		for _, c := range cells(tc.blue...) {
			pos.Place(c, core.Blue)
		}
		stone := cells(tc.stone)[0]
		if pos.At(stone) == core.NoPlayer {
			pos.Place(stone, core.Red)
		}
		var carrier []core.Cell
		for _, c := range cells(tc.carrier...) {
			if pos.At(c) == core.NoPlayer || tc.wantErr {
				carrier = append(carrier, c)
			}
		}
		win, err := ReachesSide(pos, core.Red, stone, core.Top, carrier, MaxTemplateStates)
		if (err != nil) != tc.wantErr || win != tc.want {
			t.Errorf("%s: got (%v, %v), want %v (an error: %v)", tc.name, win, err, tc.want, tc.wantErr)
		}
	}
}
