package rex

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// corePosition builds p as a core position on the n x n board.
func corePosition(n int, p Pos) *core.Position {
	cp := core.NewPosition(core.MustBoard(fmt.Sprintf("hex:%dx%d", n, n)))
	for _, c := range CellsOf(p.Red) {
		cp.Place(core.Cell(c), core.Red)
	}
	for _, c := range CellsOf(p.Blue) {
		cp.Place(core.Cell(c), core.Blue)
	}
	return cp
}

// randomPos colours each cell red, blue or leaves it empty at random.
func randomPos(b *Board, rng *rand.Rand) Pos {
	var p Pos
	for c := 0; c < b.Cells(); c++ {
		switch rng.IntN(3) {
		case 0:
			p.Red |= 1 << uint(c)
		case 1:
			p.Blue |= 1 << uint(c)
		}
	}
	return p
}

// Board.Joins agrees with core's win detection on random positions of
// every side the bitboards hold, and FromCore reads positions back.
func TestJoinsMatchesCore(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= MaxN; n++ {
		b := MustBoard(n)
		for k := 0; k < 3000; k++ {
			p := randomPos(b, rng)
			cp := corePosition(n, p)
			for _, pl := range []core.Player{core.Red, core.Blue} {
				if got, want := b.Joins(p.Of(pl), pl), cp.Completed(pl); got != want {
					t.Fatalf("%dx%d red %x blue %x: Joins(%v) = %v, core says %v", n, n, p.Red, p.Blue, pl, got, want)
				}
			}
			if _, back, err := FromCore(cp); err != nil || back != p {
				t.Fatalf("FromCore: %v, %v != %v", err, back, p)
			}
		}
	}
	if _, err := NewBoard(MaxN + 1); err == nil {
		t.Error("NewBoard accepted a board too large for the bitboards")
	}
	if _, _, err := FromCore(core.NewPosition(core.MustBoard("hex:3x4"))); err == nil {
		t.Error("FromCore accepted hex:3x4")
	}
}

// The reflections through the diagonals exchange the players' goals
// (which is what makes color-symmetry meaningful), the half turn keeps
// them, and Grow is the adjacency of core's boards.
func TestSymmetries(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 1; n <= 6; n++ {
		b := MustBoard(n)
		cb := core.MustBoard(fmt.Sprintf("hex:%dx%d", n, n))
		for c := 0; c < b.Cells(); c++ {
			var want uint64
			for _, d := range cb.Adjacent(core.Cell(c)) {
				want |= 1 << uint(d)
			}
			if got := b.Grow(1<<uint(c)) &^ (1 << uint(c)); got != want {
				t.Fatalf("%dx%d: neighbours of %s: %x, core %x", n, n, b.Name(c), got, want)
			}
			var adj uint64
			for _, d := range b.Adjacent(c) {
				adj |= 1 << uint(d)
			}
			if adj != want {
				t.Fatalf("%dx%d: Square.Adjacent(%s) = %x, core %x", n, n, b.Name(c), adj, want)
			}
		}
		for k := 0; k < 500; k++ {
			p := randomPos(b, rng)
			for _, f := range []func(int) int{b.Transpose, b.ReflectShort} {
				q := p.Swapped(b, f)
				if b.Joins(p.Red, core.Red) != b.Joins(q.Blue, core.Blue) || b.Joins(p.Blue, core.Blue) != b.Joins(q.Red, core.Red) {
					t.Fatalf("%dx%d: a reflection with the colours exchanged does not exchange the chains", n, n)
				}
			}
			r := Pos{Red: b.MapSet(p.Red, b.Rotate), Blue: b.MapSet(p.Blue, b.Rotate)}
			if b.Joins(p.Red, core.Red) != b.Joins(r.Red, core.Red) || b.Joins(p.Blue, core.Blue) != b.Joins(r.Blue, core.Blue) {
				t.Fatalf("%dx%d: the half turn changes a chain", n, n)
			}
		}
	}
}

func names(sq Square, cells []int) []string {
	out := []string{}
	for _, c := range cells {
		out = append(out, sq.Name(c))
	}
	return out
}

// The peripheral cells (Figure 8 marks white's) and the corner wedges
// (Figure 7) by the paper's definitions, written out.
func TestPeripheralAndWedges(t *testing.T) {
	tests := []struct {
		n          int
		red, blue  []string
		w0, w1     []string
		long, shrt []string
	}{
		{n: 2, red: []string{"a1", "b2"}, blue: []string{"a1", "b2"}, long: []string{"a1", "b2"}, shrt: []string{"b1", "a2"}},
		{n: 3, red: []string{"a1", "b1", "b3", "c3"}, blue: []string{"a1", "a2", "c2", "c3"},
			w0: []string{"a1", "b1", "c1", "a2", "b2", "a3"}, w1: []string{"c1", "b2", "c2", "a3", "b3", "c3"},
			long: []string{"a1", "b2", "c3"}, shrt: []string{"c1", "b2", "a3"}},
		{n: 4, red: []string{"a1", "b1", "c4", "d4"}, blue: []string{"a1", "a2", "d3", "d4"},
			w0: []string{"a1", "b1", "c1", "a2", "b2", "a3"}, w1: []string{"d2", "c3", "d3", "b4", "c4", "d4"}},
		{n: 6, red: []string{"a1", "b1", "e6", "f6"}, blue: []string{"a1", "a2", "f5", "f6"}},
	}
	for _, tt := range tests {
		sq, err := NewSquare(tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := names(sq, sq.Peripheral(core.Red)); !reflect.DeepEqual(got, tt.red) {
			t.Errorf("%dx%d: red-peripheral %v, want %v", tt.n, tt.n, got, tt.red)
		}
		if got := names(sq, sq.Peripheral(core.Blue)); !reflect.DeepEqual(got, tt.blue) {
			t.Errorf("%dx%d: blue-peripheral %v, want %v", tt.n, tt.n, got, tt.blue)
		}
		w := sq.Wedges()
		if tt.w0 != nil || tt.n < 3 {
			if got := names(sq, w[0]); len(got) != len(tt.w0) || len(tt.w0) > 0 && !reflect.DeepEqual(got, tt.w0) {
				t.Errorf("%dx%d: wedge at a1 %v, want %v", tt.n, tt.n, got, tt.w0)
			}
			if got := names(sq, w[1]); len(got) != len(tt.w1) || len(tt.w1) > 0 && !reflect.DeepEqual(got, tt.w1) {
				t.Errorf("%dx%d: far wedge %v, want %v", tt.n, tt.n, got, tt.w1)
			}
		}
		for _, d := range []struct {
			ax   Axis
			want []string
		}{{sq.Axes()[0], tt.long}, {sq.Axes()[1], tt.shrt}} {
			if d.want == nil {
				continue
			}
			var on []int
			for c := 0; c < sq.Cells(); c++ {
				if d.ax.On(c) {
					on = append(on, c)
				}
			}
			if got := names(sq, on); !reflect.DeepEqual(got, d.want) {
				t.Errorf("%dx%d: %s %v, want %v", tt.n, tt.n, d.ax.Name, got, d.want)
			}
		}
	}
	for n := 3; n <= core.MaxSide; n++ {
		sq, _ := NewSquare(n)
		for _, w := range sq.Wedges() {
			if len(w) != 6 {
				t.Errorf("%dx%d: a wedge of %d cells", n, n, len(w))
			}
		}
		if len(sq.Peripheral(core.Red)) != 4 || len(sq.Peripheral(core.Blue)) != 4 {
			t.Errorf("%dx%d: not four peripheral cells each", n, n)
		}
	}
}
