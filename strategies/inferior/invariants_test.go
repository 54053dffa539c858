package inferior

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// checkInvariants checks what every result promises whatever the board: each empty cell is
// to be considered or inferior (once), a move is left, the reasons name empty cells, and the
// dead and fill-in cells are inferior.
func checkInvariants(t *testing.T, pos *core.Position, toMove core.Player) {
	t.Helper()
	r, err := Analyze(pos, toMove)
	if err != nil {
		t.Fatal(err)
	}
	b := pos.Board()
	seen := map[core.Cell]int{}
	for _, c := range r.Consider {
		seen[c]++
	}
	for c, why := range r.Inferior {
		seen[c]++
		if why.Kind < Dead || why.Kind > PermanentlyInferior {
			t.Fatalf("%s: kind %d", b.CellName(c), why.Kind)
		}
		for _, d := range why.Cells {
			if pos.At(d) != core.NoPlayer {
				t.Fatalf("%s: its reason names %s, which is not empty", b.CellName(c), b.CellName(d))
			}
		}
	}
	empties := pos.EmptyCells()
	for _, c := range empties {
		if seen[c] != 1 && r.Pruning {
			t.Fatalf("%s\n%s is listed %d times", core.Diagram(pos), b.CellName(c), seen[c])
		}
	}
	if len(seen) != len(empties) && r.Pruning {
		t.Fatalf("%d cells listed, %d empty", len(seen), len(empties))
	}
	if len(empties) > 0 && len(r.Consider) == 0 {
		t.Fatal("nothing to consider")
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		for _, c := range r.Fillin[p] {
			if len(r.Consider) == 1 && r.Consider[0] == c {
				continue // everything was filled in: one move is left anyway
			}
			if why := r.Inferior[c]; (why.Kind != Captured && why.Kind != PermanentlyInferior) || why.By != p {
				t.Fatalf("%s is in %v's fill-in as %+v", b.CellName(c), p, why)
			}
		}
	}
}

// TestInvariantsOnLargeBoards runs the analysis on random positions of every topology and a
// range of sizes, large ones included, and checks what every result promises.
func TestInvariantsOnLargeBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, spec := range []string{"hex:1x1", "hex:1x7", "hex:7x1", "hex:9x9", "hex:13x7", "cyl:3x11", "cyl:9x9", "cyl:2x9", "torus:9x9", "torus:3x3", "hex:11x11+reverse", "hex:19x19", "cyl:32x32"} {
		b := core.MustBoard(spec)
		for trial := 0; trial < 12; trial++ {
			// Any colouring, a finished one included: the analysis must not care.
			col := randomColouring(r, b, 1+r.IntN(b.NumCells()))
			checkInvariants(t, positionOf(b, col), core.Player(1+r.IntN(2)))
		}
	}
}

// FuzzAnalyze plays the moves the fuzzer chooses on a board it chooses, and checks the
// invariants of the analysis of each position on the way.
func FuzzAnalyze(f *testing.F) {
	f.Add(uint8(0), []byte{12, 5, 30, 7})
	f.Add(uint8(3), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(5), []byte{40, 41})
	specs := []string{"hex:5x5", "hex:4x7", "cyl:5x5", "cyl:3x6", "torus:5x5", "hex:6x6+reverse"}
	f.Fuzz(func(t *testing.T, which uint8, moves []byte) {
		b := core.MustBoard(specs[int(which)%len(specs)])
		pos := core.NewPosition(b)
		toMove := core.Red
		for _, m := range moves {
			empties := pos.EmptyCells()
			if len(empties) == 0 || pos.Completed(core.Red) || pos.Completed(core.Blue) {
				break
			}
			pos.Place(empties[int(m)%len(empties)], toMove)
			toMove = toMove.Opponent()
			checkInvariants(t, pos, toMove)
		}
	})
}
