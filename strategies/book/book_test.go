package book

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// image returns pos turned half round (turn) and/or transposed with its colours exchanged
// (transpose), read cell by cell: the slow, obvious way.
func image(pos *core.Position, transpose, turn bool) *core.Position {
	b := pos.Board()
	out := core.NewPosition(b)
	for c := core.Cell(0); int(c) < b.NumCells(); c++ {
		p := pos.At(c)
		if p == core.NoPlayer {
			continue
		}
		to := c
		if transpose {
			to, p = b.Transpose(to), p.Opponent()
		}
		if turn {
			to = b.HalfTurn(to)
		}
		out.Place(to, p)
	}
	return out
}

// A position listed once is found in each of its four orientations, with the move mapped to
// each, on random positions of several boards; other positions are not found.
func TestMoveFindsEveryOrientation(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, spec := range []string{"hex:5x5", "hex:7x7", "hex:9x9"} {
		b := core.MustBoard(spec)
		for range 50 {
			pos := core.NewPosition(b)
			empty := pos.EmptyCells()
			r.Shuffle(len(empty), func(i, j int) { empty[i], empty[j] = empty[j], empty[i] })
			n := 1 + r.IntN(8)
			for i := range n {
				pos.Place(empty[i], core.Player(1+i%2))
			}
			toMove := core.Player(1 + r.IntN(2))
			move := empty[n]
			key, frame := Key(pos, toMove)
			bk := Book{b.Spec(): {key: frame.Apply(b, move)}}
			for _, tr := range []bool{false, true} {
				for _, turn := range []bool{false, true} {
					img := image(pos, tr, turn)
					want, who := move, toMove
					if tr {
						want, who = b.Transpose(want), who.Opponent()
					}
					if turn {
						want = b.HalfTurn(want)
					}
					got, ok := bk.Move(img, who)
					if !ok || got != want {
						t.Fatalf("%s %s, %v to move (transposed %v, turned %v): %v %v, want %s", spec, core.Diagram(img), who, tr, turn, b.CellName(got), ok, b.CellName(want))
					}
				}
			}
			// The other player to move is another position, unless the two read the same.
			if k, _ := Key(pos, toMove.Opponent()); k != key {
				if _, ok := bk.Move(pos, toMove.Opponent()); ok {
					t.Fatalf("%s %s: found with the other player to move", spec, core.Diagram(pos))
				}
			}
		}
	}
}

// A book line is read into the position its moves lead to, whoever moved first and after a
// swap; bad lines are refused with their line number.
func TestParse(t *testing.T) {
	bk, err := Parse("# a comment\nhex:9x9 e5,f3 d4 # after e5 f3\nhex:9x9 e5,swap d6\n")
	if err != nil {
		t.Fatal(err)
	}
	b := core.MustBoard("hex:9x9")
	g, _ := core.NewGame(b.Spec(), core.Options{First: core.Blue})
	for _, m := range []string{"e5", "c6"} { // Blue's e5 and Red's c6: e5, f3 transposed
		mv, _ := b.ParseMove(m)
		if err := g.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if m, ok := bk.Move(g.Position(), g.ToMove()); !ok || b.CellName(m) != "d4" {
		t.Errorf("Blue first, e5 c6: %s %v, want d4 (d4 transposed)", b.CellName(m), ok)
	}
	e5, _ := b.ParseCell("e5")
	swapped := core.NewPosition(b)
	swapped.Place(e5, core.Blue)
	if m, ok := bk.Move(swapped, core.Red); !ok || b.CellName(m) != "d6" {
		t.Errorf("after e5, swap: %s %v, want d6", b.CellName(m), ok)
	}
	// A first move (EmptyGame): Red's as given, Blue's transposed.
	first, err := Parse("hex:9x9 - h2\n")
	if err != nil {
		t.Fatal(err)
	}
	for player, want := range map[core.Player]string{core.Red: "h2", core.Blue: "b8"} {
		if m, ok := first.Move(core.NewPosition(b), player); !ok || b.CellName(m) != want {
			t.Errorf("the empty board, %v to move: %s %v, want %s", player, b.CellName(m), ok, want)
		}
		if m, ok := first.First(b, player, false); !ok || b.CellName(m) != want {
			t.Errorf("%v's first move: %s %v, want %s", player, b.CellName(m), ok, want)
		}
		if _, ok := first.First(b, player, true); ok {
			t.Errorf("%v's first move with the swap rule, where the book has none", player)
		}
	}
	// With the swap rule (EmptyGameSwap), beside the one without: each its own. Blue's own
	// first move (EmptyGameBlue) is as given, without the swap rule only, and only Blue's.
	var both, blue Book
	for _, c := range []struct {
		book  *Book
		lines string
		blue  string // Blue's first move without the swap rule
	}{{&both, "hex:9x9 - h2\nhex:9x9 -swap a3\n", "b8"}, {&blue, "hex:9x9 - h2\nhex:9x9 -blue h2\nhex:9x9 -swap a3\n", "h2"}} {
		if *c.book, err = Parse(c.lines); err != nil {
			t.Fatal(err)
		}
		for _, f := range []struct {
			player core.Player
			swap   bool
			want   string
		}{{core.Red, false, "h2"}, {core.Blue, false, c.blue}, {core.Red, true, "a3"}, {core.Blue, true, "c1"}} {
			if m, ok := c.book.First(b, f.player, f.swap); !ok || b.CellName(m) != f.want {
				t.Errorf("%q: %v first, swap rule %v: %s %v, want %s", c.lines, f.player, f.swap, b.CellName(m), ok, f.want)
			}
		}
	}
	if m, ok := blue.Move(core.NewPosition(b), core.Blue); !ok || b.CellName(m) != "b8" {
		t.Errorf("with -blue, the empty board's position, Blue to move: %s %v, want b8 (the line's, not the first move's)", b.CellName(m), ok)
	}
	if _, ok := both.First(core.MustBoard("hex:7x7"), core.Red, true); ok {
		t.Error("a first move on a board the book does not cover")
	}
	for _, bad := range []string{
		"hex:9x9 - h2\nhex:9x9 - b8", // the same first move, transposed
		"hex:9x9 -swap h2\nhex:9x9 -swap a3",
		"hex:9x9 -blue h2\nhex:9x9 -blue b8",
		"hex:9x9 -- h2",
		"hex:9x9 e5",
		"hex:9x9 e5 d4 c3",
		"hex:9x7 e5 d4",
		"cyl:9x9 e5 d4",
		"hex:9x9+reverse e5 d4",
		"hex:9x9 e5,e5 d4",
		"hex:9x9 e5,z9 d4",
		"hex:9x9 e5 e5",
		"hex:9x9 e5 j1",
		"hex:3x3 a1,b1,a2,b2,a3 c1",
		"hex:9x9 e5,f3 d4\nhex:9x9 e5,f3 d3",
	} {
		if _, err := Parse("# first line\n" + bad + "\n"); err == nil || !strings.Contains(err.Error(), "line ") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// Parse never panics, whatever its input.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"hex:9x9 e5,f3 d4\n", "hex:9x9 - e5\n", "hex:5x5 swap a1\n", "hex:3x3 a1,b1,a2,b2,a3 c1", "#\n\n x y z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		bk, err := Parse(text)
		if err == nil && bk == nil {
			t.Fatal("no book and no error")
		}
	})
}
