package core

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// treeDump writes a game's whole tree, a line per position: the variation indexes that lead
// to it, its move and rule, its note.
func treeDump(g *Game) string {
	var sb strings.Builder
	var walk func(n *gameNode, path string)
	walk = func(n *gameNode, path string) {
		t, move := n.Turn(), "-"
		if n.Parent() != nil {
			move = g.board.MoveName(t.Move)
		}
		fmt.Fprintf(&sb, "%s %v %s %q %q", path, t.Player, move, t.Rule, n.Note().Comment)
		for _, m := range n.Note().Marks {
			fmt.Fprintf(&sb, " %v@%s:%s", m.Shape, g.board.CellName(m.Cell), m.Label)
		}
		sb.WriteString("\n")
		for i, c := range n.Children() {
			walk(c, fmt.Sprintf("%s.%d", path, i))
		}
	}
	walk(g.line.Root(), "")
	return sb.String()
}

// randomNote returns a note of a few random marks and perhaps a comment.
func randomNote(rng *rand.Rand, b *Board) Note {
	var n Note
	if rng.IntN(2) == 0 {
		n.Comment = []string{"a comment", "two\nlines ] and \\ escapes", "ünïcode: c3 is : the key"}[rng.IntN(3)]
	}
	used := map[Cell]bool{}
	for k := rng.IntN(4); k > 0; k-- {
		c := Cell(rng.IntN(b.NumCells()))
		if used[c] {
			continue
		}
		used[c] = true
		m := Mark{Cell: c, Shape: []MarkShape{Triangle, Square, Label}[rng.IntN(3)]}
		if m.Shape == Label {
			m.Label = []string{"A", "12", "?", "x:y"}[rng.IntN(4)]
		}
		n.Marks = append(n.Marks, m)
	}
	return n
}

// randomTree plays a game of random moves with variations: now and then it goes back a few
// moves and plays another line, notes a position, resigns at the end.
func randomTree(rng *rand.Rand, spec Spec, opts Options) *Game {
	g, _ := NewGame(spec, opts)
	for step := 0; step < 3*spec.Cols*spec.Rows; step++ {
		switch r := rng.IntN(10); {
		case r < 6 && !g.Over():
			legal := g.LegalMoves()
			m := legal[rng.IntN(len(legal))]
			if g.Legal(SwapMove()) == nil && rng.IntN(2) == 0 {
				m = SwapMove()
			}
			g.PlayRule(m, []string{"", "12", "rule ] with \\ text"}[rng.IntN(3)])
		case r < 8:
			for k := rng.IntN(4); k > 0; k-- {
				g.Undo()
			}
		case r < 9:
			g.SetNote(randomNote(rng, g.board))
		default:
			g.ChooseVariation(rng.IntN(3))
			g.Redo()
		}
	}
	return g
}

// Every tree of variations, with its rules, comments and marks, reads back from its SGF and
// from its JSON record as it was written, on every topology, with HexGui's swap and setups.
func TestTreeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, text := range []string{"hex:5x5", "hex:4x6", "cyl:5x4", "torus:5x5", "hex:5x5+reverse", "hex:3x3"} {
		spec, _ := ParseSpec(text)
		for k := 0; k < 25; k++ {
			opts := Options{First: []Player{Red, Blue}[k%2], Swap: swapAllowed(spec) && k%3 == 0}
			if k%5 == 4 {
				opts.Swap = false
				opts.Setup = []Stone{{Cell: 0, Player: Blue}, {Cell: Cell(spec.Cols*spec.Rows - 1), Player: Red}}
			}
			g := randomTree(rng, spec, opts)
			// SGF shows the main line's end; so does the record, read back.
			if err := g.GoToPath(make([]int, len(g.MainLine()))); err != nil {
				t.Fatal(err)
			}
			if !g.Over() && k%4 == 0 {
				g.Resign(g.ToMove())
			}
			sgf := g.SGF()
			back, err := ParseSGF(sgf)
			if err != nil {
				t.Fatalf("%s: %v\n%s", spec, err, sgf)
			}
			if a, b := treeDump(g), treeDump(back); a != b {
				t.Fatalf("%s: the SGF round trip changed the tree\n%s\nread back\n%s\n%s", spec, a, b, sgf)
			}
			if !sameRecord(g.Record(), back.Record()) {
				t.Fatalf("%s: the SGF round trip changed the game\n%s", spec, sgf)
			}
			rec, err := g.Record().Game()
			if err != nil {
				t.Fatalf("%s: record: %v", spec, err)
			}
			if a, b := treeDump(g), treeDump(rec); a != b {
				t.Fatalf("%s: the record's round trip changed the tree\n%s\nread back\n%s", spec, a, b)
			}
		}
	}
}

// A move played where another was played starts a variation; the same move follows it.
func TestVariations(t *testing.T) {
	g, _ := NewGameFromMoveList(Spec{Topology: Plane, Cols: 4, Rows: 4}, Options{}, "a1,b2,c3")
	g.Undo()
	g.Undo()
	mustPlay := func(name string) {
		t.Helper()
		m, _ := g.board.ParseMove(name)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	mustPlay("d4")
	if got := FormatMoveList(g.board, g.Moves()); got != "a1,d4" {
		t.Fatalf("moves %s", got)
	}
	g.Undo()
	if v := g.Variations(); len(v) != 2 || g.board.MoveName(v[0].Move) != "b2" || g.board.MoveName(v[1].Move) != "d4" || g.Chosen() != 1 {
		t.Fatalf("variations %+v, chosen %d", v, g.Chosen())
	}
	mustPlay("b2") // follows the main line, no new variation
	if len(g.line.Current().Parent().Children()) != 2 || g.Ahead()[0].Move.Cell != g.board.Cell(3, 3) {
		t.Fatalf("b2 again: %s, ahead %v", treeDump(g), g.Ahead())
	}
	if !slices.Equal(g.Path(), []int{0, 0}) {
		t.Errorf("path %v", g.Path())
	}
	if err := g.GoToPath([]int{0, 1}); err != nil || FormatMoveList(g.board, g.Moves()) != "a1,d4" {
		t.Fatalf("GoToPath: %v, %v", err, g.Moves())
	}
	if err := g.GoToPath([]int{0, 2}); err == nil || FormatMoveList(g.board, g.Moves()) != "a1,d4" {
		t.Errorf("a path to no position: %v, moves %v", err, g.Moves())
	}
	g.PromoteVariation()
	if got := FormatMoveList(g.board, turnMoves(g.MainLine())); got != "a1,d4" {
		t.Errorf("promoted: main line %s", got)
	}
	if !g.DeleteVariation() || FormatMoveList(g.board, g.Moves()) != "a1" || len(g.Variations()) != 1 || !g.Redo() || FormatMoveList(g.board, g.Moves()) != "a1,b2" {
		t.Errorf("deleted d4: %s", treeDump(g))
	}
	// Notes are checked.
	for _, bad := range []Note{
		{Marks: []Mark{{Cell: 16, Shape: Triangle}}},
		{Marks: []Mark{{Cell: 1, Shape: Label}}},
		{Marks: []Mark{{Cell: 1, Shape: Label, Label: "too long a label"}}},
		{Marks: []Mark{{Cell: 1, Shape: Square, Label: "A"}}},
		{Marks: []Mark{{Cell: 1, Shape: Square}, {Cell: 1, Shape: Triangle}}},
		{Marks: []Mark{{Cell: 1, Shape: 7}}},
		{Comment: strings.Repeat("x", MaxCommentBytes+1)},
	} {
		if err := g.SetNote(bad); err == nil {
			t.Errorf("note %+v accepted", bad)
		}
	}
	if !g.Note().Empty() {
		t.Errorf("a refused note was kept: %+v", g.Note())
	}
}

func turnMoves(turns []Turn) []Move {
	var out []Move
	for _, t := range turns {
		out = append(out, t.Move)
	}
	return out
}

// SGF written by hand as HexGui writes variations and notes: a comment, labels, triangles
// and squares, and variations at two depths; and what is refused.
func TestSGFVariationsAndNotes(t *testing.T) {
	g, err := ParseSGF(`(;FF[4]GM[11]SZ[4]C[Red to play]
;B[b2]C[the centre]LB[c2:A][b3:B]
(;W[c2]TR[b3]SQ[a4][d1]
;B[b3])
(;W[b3]C[weaker]
(;B[c2])
(;B[c1]C[also wins])))`)
	if err != nil {
		t.Fatal(err)
	}
	want := ` none - "" "Red to play"
.0 red b2 "" "the centre" label@c2:A label@b3:B
.0.0 blue c2 "" "" triangle@b3: square@a4: square@d1:
.0.0.0 red b3 "" ""
.0.1 blue b3 "" "weaker"
.0.1.0 red c2 "" ""
.0.1.1 red c1 "" "also wins"
`
	if got := treeDump(g); got != want {
		t.Errorf("tree\n%s\nwant\n%s", got, want)
	}
	if got := FormatMoveList(g.board, g.Moves()); got != "b2,c2,b3" {
		t.Errorf("shown: %s, want the main line's end", got)
	}
	for _, bad := range []struct{ sgf, want string }{
		{`(;SZ[4];B[b2](;W[c2])(;W[resign]))`, "resignation"},
		{`(;SZ[4];B[b2](;W[c3])(;W[c2];B[resign]))`, "resignation"},
		{`(;SZ[4];B[b2];W[resign](;B[c2])(;B[c3]))`, "resignation"},
		{`(;SZ[4];B[b2](;W[c2])(;AB[a1];W[c3]))`, "setup"},
		{`(;SZ[4];B[b2](;W[c2])(;W[c3]);B[d4])`, "follows the variations"},
		{`(;SZ[4];B[b2](;W[c2])(;W[b2]))`, "taken"},
		{`(;SZ[4];B[b2]LB[c2])`, "LB"},
		{`(;SZ[4];B[b2]TR[e9])`, "TR"},
		{`(;SZ[4];B[b2]TR[c2]SQ[c2])`, "two marks"},
		{`(;SZ[4]((;B[b2])))`, "begins with a variation"},
		{`(;SZ[4];B[b2]())`, "empty game tree"},
	} {
		if _, err := ParseSGF(bad.sgf); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: %v, want an error about %q", bad.sgf, err, bad.want)
		}
	}
}

// Variations deeper than any stack would hold are read and written without recursion along
// a line.
func TestSGFDeepLines(t *testing.T) {
	spec := Spec{Topology: Plane, Cols: 32, Rows: 32}
	g, _ := NewGame(spec, Options{})
	for i := 0; i < 600 && !g.Over(); i++ {
		g.Play(g.LegalMoves()[0])
	}
	back, err := ParseSGF(g.SGF())
	if err != nil || treeDump(back) != treeDump(g) {
		t.Fatalf("a 600-move line: %v", err)
	}
}
