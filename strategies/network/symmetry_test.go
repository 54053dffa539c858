package network

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestSymmetriesKeepTheGame checks each symmetry on every topology: neighbours go to
// neighbours, and a full board's winner goes to the image of its winner.
func TestSymmetriesKeepTheGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	counts := map[string]int{"hex:4x4": 4, "hex:4x3": 2, "cyl:4x4": 2, "cyl:3x5": 2, "torus:4x4": 4, "torus:3x5": 2}
	for spec, want := range counts {
		b := core.MustBoard(spec)
		syms := Symmetries(b)
		if len(syms) != want {
			t.Errorf("%s: %d symmetries, want %d", spec, len(syms), want)
		}
		for _, s := range syms {
			for c := core.Cell(0); int(c) < b.NumCells(); c++ {
				for _, d := range b.Adjacent(c) {
					if !adjacent(b, s.Cells[c], s.Cells[d]) {
						t.Fatalf("%s %s: %s and %s are neighbours, their images are not", spec, s.Name, b.CellName(c), b.CellName(d))
					}
				}
			}
			for trial := 0; trial < 30; trial++ {
				pos := core.NewPosition(b)
				for c := core.Cell(0); int(c) < b.NumCells(); c++ {
					pos.Place(c, []core.Player{core.Red, core.Blue}[rng.IntN(2)])
				}
				img := s.Apply(Sample{Pos: pos, ToMove: core.Red}).Pos
				for _, p := range []core.Player{core.Red, core.Blue} {
					if pos.Completed(p) != img.Completed(s.player(p)) {
						t.Fatalf("%s %s: %v completed %v, its image says otherwise", spec, s.Name, p, pos.Completed(p))
					}
				}
			}
		}
	}
}

func adjacent(b *core.Board, c, d core.Cell) bool {
	for _, x := range b.Adjacent(c) {
		if x == d {
			return true
		}
	}
	return false
}

// TestTorusTranslationEquivariance checks the wrapping convolution: on the torus every cell is
// alike, so moving all the stones by a period moves the policy with them and keeps the value;
// on the cylinder, a turn of the columns does the same.
func TestTorusTranslationEquivariance(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	n, _ := New(Shape{Channels: 6, Blocks: 2, ValueHidden: 4}, 3)
	randomise(n, rng, 0.3)
	e := n.NewEvaluator()
	for _, c := range []struct {
		spec   string
		dx, dy int
	}{{"torus:5x4", 2, 1}, {"torus:3x3", 1, 2}, {"cyl:5x4", 3, 0}} {
		b := core.MustBoard(c.spec)
		shift := func(x core.Cell) core.Cell {
			col, row := b.Coords(x)
			return b.Cell((col-1+c.dx)%b.Cols()+1, (row-1+c.dy)%b.Rows()+1)
		}
		for trial := 0; trial < 5; trial++ {
			pos, toMove := randomPosition(b, rng, 0.4)
			moved := core.NewPosition(b)
			for x := core.Cell(0); int(x) < b.NumCells(); x++ {
				if p := pos.At(x); p != core.NoPlayer {
					moved.Place(shift(x), p)
				}
			}
			a := e.Evaluate(Input{Pos: pos, ToMove: toMove})
			m := e.Evaluate(Input{Pos: moved, ToMove: toMove})
			for x := core.Cell(0); int(x) < b.NumCells(); x++ {
				if math.Abs(float64(a.Policy[x]-m.Policy[shift(x)])) > 1e-5 {
					t.Fatalf("%s: %s's prior %v, its image's %v", c.spec, b.CellName(x), a.Policy[x], m.Policy[shift(x)])
				}
			}
			if math.Abs(float64(a.Value-m.Value)) > 1e-5 {
				t.Fatalf("%s: values %v and %v", c.spec, a.Value, m.Value)
			}
		}
	}
}

// TestEvaluationIsADistribution checks the policy's shape on every board: zero on the stones,
// summing to one, the value a probability; and the same input gives the same answer.
func TestEvaluationIsADistribution(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	n, _ := New(DefaultShape(), 1)
	e := n.NewEvaluator()
	for _, spec := range append(testBoards, "hex:11x11", "hex:19x19", "hex:1x1") {
		b := core.MustBoard(spec)
		pos, toMove := randomPosition(b, rng, 0.5)
		in := Input{Pos: pos, ToMove: toMove, Reverse: b.Spec().Reverse}
		ev := e.Evaluate(in)
		var sum float64
		for c, p := range ev.Policy {
			if pos.At(core.Cell(c)) != core.NoPlayer && p != 0 {
				t.Fatalf("%s: prior %v on a stone", spec, p)
			}
			sum += float64(p)
		}
		if math.Abs(sum-1) > 1e-4 || !(ev.Value > 0 && ev.Value < 1) {
			t.Fatalf("%s: priors sum to %v, value %v", spec, sum, ev.Value)
		}
		again := n.NewEvaluator().Evaluate(in)
		for c := range ev.Policy {
			if again.Policy[c] != ev.Policy[c] || again.Value != ev.Value {
				t.Fatalf("%s: two evaluators disagree", spec)
			}
		}
	}
}
