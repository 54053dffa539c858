package core

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// randomFill places stones on every cell of b in a random order, alternating
// colours from Red, and calls visit after each stone.
func randomFill(b *Board, rng *rand.Rand, visit func(p *Position, c Cell)) *Position {
	p := NewPosition(b)
	order := rng.Perm(b.NumCells())
	player := Red
	for _, c := range order {
		p.Place(Cell(c), player)
		if visit != nil {
			visit(p, Cell(c))
		}
		player = player.Opponent()
	}
	return p
}

// testSpecs lists boards of every topology and many shapes, narrow ones
// included, where wrap-arounds link a cell to itself or twice to one cell.
func testSpecs(maxSide int) []Spec {
	var out []Spec
	for _, topo := range []Topology{Plane, Cylinder, Torus} {
		for m := 1; m <= maxSide; m++ {
			for n := 1; n <= maxSide; n++ {
				out = append(out, Spec{Topology: topo, Cols: m, Rows: n})
			}
		}
	}
	return out
}

// TestCompletedAgreesWithReference plays random games on every topology
// and size up to 5x5 to a full board and compares the incremental detector
// with the definitions after every stone.
func TestCompletedAgreesWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := 40
	if testing.Short() {
		games = 2
	}
	for _, spec := range testSpecs(5) {
		b, err := NewBoard(spec)
		if err != nil {
			t.Fatal(err)
		}
		for g := 0; g < games; g++ {
			randomFill(b, rng, func(p *Position, c Cell) {
				col := colouringOf(p)
				for _, player := range []Player{Red, Blue} {
					want := refCompleted(spec, col, player)
					if got := p.Completed(player); got != want {
						t.Fatalf("%v after %s: Completed(%v) = %v, the definition says %v\n%s",
							spec, b.CellName(c), player, got, want, Diagram(p))
					}
				}
			})
		}
	}
}

// TestCompletedAgreesOnLargerBoards checks larger boards, where long
// snaking groups are common, only at a few points of each game.
func TestCompletedAgreesOnLargerBoards(t *testing.T) {
	if testing.Short() {
		t.Skip("slow reference on large boards")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, s := range []string{"hex:11x11", "hex:7x13", "cyl:9x6", "cyl:5x9", "cyl:2x12", "torus:8x8", "torus:9x4", "torus:2x9"} {
		b := MustBoard(s)
		for g := 0; g < 3; g++ {
			randomFill(b, rng, func(p *Position, c Cell) {
				if p.Stones()%3 != 0 && !p.Full() {
					return
				}
				col := colouringOf(p)
				for _, player := range []Player{Red, Blue} {
					if got, want := p.Completed(player), refCompleted(b.Spec(), col, player); got != want {
						t.Fatalf("%s: Completed(%v) = %v, want %v\n%s", s, player, got, want, Diagram(p))
					}
				}
			})
		}
	}
}

// TestStructureIsAWinningStructure checks that Structure returns cells that
// by themselves make a winning structure, and nil when there is none.
func TestStructureIsAWinningStructure(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, spec := range append(testSpecs(5), MustBoard("torus:9x9").Spec(), MustBoard("cyl:8x5").Spec()) {
		b, _ := NewBoard(spec)
		for g := 0; g < 3; g++ {
			randomFill(b, rng, func(p *Position, _ Cell) {
				for _, player := range []Player{Red, Blue} {
					cells := p.Structure(player)
					if !p.Completed(player) {
						if cells != nil {
							t.Fatalf("%v: Structure(%v) = %v without a win", spec, player, cells)
						}
						continue
					}
					only := make(map[[2]int]Player)
					for _, c := range cells {
						if p.At(c) != player {
							t.Fatalf("%v: Structure(%v) has %s, a cell of %v", spec, player, b.CellName(c), p.At(c))
						}
						col, row := b.Coords(c)
						only[[2]int{col, row}] = player
					}
					if !refCompleted(spec, only, player) {
						t.Fatalf("%v: the cells of Structure(%v) alone do not win: %v\n%s", spec, player, cellNames(b, cells), Diagram(p))
					}
				}
			})
		}
	}
}

func cellNames(b *Board, cells []Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = b.CellName(c)
	}
	return out
}

// TestFullBoardsHaveExactlyOneWinner is the Strong Hex Theorem 3.2.1 and
// the Strong Cylindrical Hex Theorem 3.2.2, exhaustively on every complete
// colouring of boards of up to 12 cells and on random ones up to 13x13;
// and the Weak Torus Hex Theorem 3.1.3: every full torus has a winner.
func TestFullBoardsHaveExactlyOneWinner(t *testing.T) {
	for _, spec := range testSpecs(6) {
		if spec.Cols*spec.Rows > 12 {
			continue
		}
		b, _ := NewBoard(spec)
		cells := b.NumCells()
		for mask := 0; mask < 1<<cells; mask++ {
			p := NewPosition(b)
			for c := 0; c < cells; c++ {
				if mask&(1<<c) != 0 {
					p.Place(Cell(c), Red)
				} else {
					p.Place(Cell(c), Blue)
				}
			}
			checkFullBoard(t, p)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, spec := range testSpecs(13) {
		b, _ := NewBoard(spec)
		for g := 0; g < 2; g++ {
			checkFullBoard(t, randomFill(b, rng, nil))
		}
	}
}

func checkFullBoard(t *testing.T, p *Position) {
	t.Helper()
	red, blue := p.Completed(Red), p.Completed(Blue)
	spec := p.Board().Spec()
	if !red && !blue {
		t.Fatalf("%v: a full board without a winner\n%s", spec, Diagram(p))
	}
	if red && blue && spec.Topology != Torus {
		t.Fatalf("%v: a full board with two winners\n%s", spec, Diagram(p))
	}
}

// TestTorusBothWinExists reproduces the counterexample of thesis Figure 3.1
// to a Strong Torus Hex Theorem: on the 3x3 torus both players can hold a
// winning cycle at once. Red holds the anti-diagonal a2, b1, c3 and Blue the
// next one, a3, b2, c1: each cycle runs one period to the right and one up,
// so it wraps both ways and each coils around the other.
func TestTorusBothWinExists(t *testing.T) {
	p := positionOf(t, "torus:3x3", "a2,b1,c3", "a3,b2,c1")
	if !p.Completed(Red) || !p.Completed(Blue) {
		t.Fatalf("red %v, blue %v; want both\n%s", p.Completed(Red), p.Completed(Blue), Diagram(p))
	}
	// Every completion of the last diagonal keeps both winners (there is no
	// restricted winner: the game of Definition 3.2.1 is a draw).
	for mask := 0; mask < 8; mask++ {
		q := p.Clone()
		for i, name := range []string{"a1", "b3", "c2"} {
			c, _ := q.Board().ParseCell(name)
			if mask&(1<<i) != 0 {
				q.Place(c, Red)
			} else {
				q.Place(c, Blue)
			}
		}
		if !q.Completed(Red) || !q.Completed(Blue) {
			t.Fatalf("completion %d lost a winner\n%s", mask, Diagram(q))
		}
	}
	// Without the torus's extra edges only one of them wins: Red's chain
	// c3-a2-b1 joins the cylinder's ends across the seam, and on the plane
	// Blue's a3-b2-c1 crosses from left to right.
	for s, want := range map[string]string{"cyl:3x3": "red", "hex:3x3": "blue"} {
		if got := holders(positionOf(t, s, "a2,b1,c3", "a3,b2,c1")); got != want {
			t.Errorf("%s: winner %s, want %s", s, got, want)
		}
	}
}

// TestWrapIsNotEncircling rebuilds the situation of thesis Figure 2.9a on
// the 4x7 cylinder: a blue chain that covers every column and whose ends
// are joined across the seam, yet only wraps: its lift returns to the same
// copy of its start, so it does not encircle. Adding a ring that does
// encircle (Figure 2.9b) wins.
func TestWrapIsNotEncircling(t *testing.T) {
	wrap := "a3,b2,c1,c2,b3,a4,d5,d4" // a loop through the seam, winding 0
	p := positionOf(t, "cyl:4x7", "", wrap)
	if p.Completed(Blue) {
		t.Fatalf("a wrap counted as encircling\n%s", Diagram(p))
	}
	c1, _ := p.Board().ParseCell("a3")
	c2, _ := p.Board().ParseCell("d4")
	if !p.SameGroup(c1, c2) {
		t.Fatalf("the wrapping chain is not one group")
	}
	ring := positionOf(t, "cyl:4x7", "", "a6,b6,c6,d6")
	if !ring.Completed(Blue) {
		t.Fatalf("a ring around the cylinder does not encircle\n%s", Diagram(ring))
	}
	// A ring that steps down a row, closing with the seam's diagonal edge
	// (1, j)-(m, j+1), encircles too.
	diag := positionOf(t, "cyl:4x7", "", "a2,b2,c2,c3,d3")
	if !diag.Completed(Blue) {
		t.Fatalf("a diagonal ring does not encircle\n%s", Diagram(diag))
	}
}

// TestOneColumnCylinder: on cyl:1xN every cell touches itself across the
// seam, so a single blue stone encircles; on torus:1x1 one stone wins for
// its owner both ways.
func TestOneColumnCylinder(t *testing.T) {
	p := positionOf(t, "cyl:1x5", "", "a3")
	if !p.Completed(Blue) || p.Completed(Red) {
		t.Fatalf("cyl:1x5 a3: blue %v red %v", p.Completed(Blue), p.Completed(Red))
	}
	if got := p.Structure(Blue); len(got) != 1 {
		t.Fatalf("structure %v", got)
	}
	q := positionOf(t, "torus:1x1", "a1", "")
	if !q.Completed(Red) || q.Completed(Blue) {
		t.Fatalf("torus:1x1 red a1: red %v blue %v", q.Completed(Red), q.Completed(Blue))
	}
}

// TestSamePositionDifferentWinners rebuilds the examples of thesis sections
// 2.2.2, 2.3.2 and 2.3.3 on 3x3 boards (Figures 2.4, 2.5/2.10/2.15 and 2.17):
// one colouring, three games, different winners.
func TestSamePositionDifferentWinners(t *testing.T) {
	cases := []struct {
		name, red, blue string
		hex, cyl, torus string // the winner on each board
	}{
		// Figure 2.4: a red column wins on every board.
		{"red column", "b1,b2,b3", "a1,c2", "red", "red", "red"},
		// Figures 2.5, 2.10, 2.15: blue crosses the plane, but on the
		// cylinder red's c1-c2 reaches a2-a3 across the seam, and on the
		// torus a3 touches c1 again, closing a vertical cycle.
		{"blue on the plane, red elsewhere", "c1,c2,a2,a3", "a1,b1,b2,b3,c3", "blue", "red", "red"},
		// Figure 2.17: blue on the plane (a3-b2-c1), red on the cylinder
		// (a1-a2, then c3 across the seam), blue again on the torus, where
		// c1 touches a3 across both seams and closes a cycle.
		{"blue, red, blue", "a1,a2,c3", "c1,b2,a3", "blue", "red", "blue"},
	}
	for _, tc := range cases {
		for topo, want := range map[string]string{"hex": tc.hex, "cyl": tc.cyl, "torus": tc.torus} {
			p := positionOf(t, topo+":3x3", tc.red, tc.blue)
			got := holders(p)
			if got != want {
				t.Errorf("%s on %s: winner %s, want %s\n%s", tc.name, topo, got, want, Diagram(p))
			}
			col := colouringOf(p)
			ref := holdersFrom(refCompleted(p.Board().Spec(), col, Red), refCompleted(p.Board().Spec(), col, Blue))
			if ref != want {
				t.Errorf("%s on %s: the reference says %s, want %s", tc.name, topo, ref, want)
			}
		}
	}
}

func holders(p *Position) string { return holdersFrom(p.Completed(Red), p.Completed(Blue)) }

func holdersFrom(red, blue bool) string {
	switch {
	case red && blue:
		return "both"
	case red:
		return "red"
	case blue:
		return "blue"
	}
	return "none"
}

// positionOf builds a position from lists of red and blue cells.
func positionOf(t testing.TB, spec, red, blue string) *Position {
	t.Helper()
	b := MustBoard(spec)
	p := NewPosition(b)
	for player, list := range map[Player]string{Red: red, Blue: blue} {
		moves, err := ParseMoveList(b, list)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			p.Place(m.Cell, player)
		}
	}
	return p
}

func ExamplePosition() {
	b := MustBoard("cyl:4x7")
	p := NewPosition(b)
	for _, name := range []string{"a6", "b6", "c6", "d6"} {
		c, _ := b.ParseCell(name)
		p.Place(c, Blue)
	}
	fmt.Println(p.Completed(Blue), len(p.Structure(Blue)))
	// Output: true 4
}
