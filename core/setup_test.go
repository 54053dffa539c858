package core

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func mustSetup(t *testing.T, b *Board, text string) []Stone {
	t.Helper()
	s, err := ParseSetup(b, text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSetupGame(t *testing.T) {
	spec := MustBoard("hex:5x5").Spec()
	b := MustBoard("hex:5x5")
	setup := mustSetup(t, b, "blue:e1, red:c3,c2 ,blue:a1")
	g, err := NewGame(spec, Options{First: Blue, Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatSetup(b, g.Setup()); got != "red:c2,c3,blue:a1,e1" {
		t.Fatalf("setup in canonical order: %q", got)
	}
	for name, want := range map[string]Player{"c2": Red, "c3": Red, "a1": Blue, "e1": Blue, "b2": NoPlayer} {
		c, _ := b.ParseCell(name)
		if g.At(c) != want {
			t.Errorf("%s: %v, want %v", name, g.At(c), want)
		}
	}
	if g.ToMove() != Blue || len(g.Turns()) != 0 || g.CanUndo() {
		t.Fatalf("to move %v, %d turns, can undo %v", g.ToMove(), len(g.Turns()), g.CanUndo())
	}
	d4, _ := b.ParseCell("d4")
	if err := g.Play(CellMove(d4)); err != nil {
		t.Fatal(err)
	}
	if g.ToMove() != Red {
		t.Fatalf("after Blue's move, %v to move", g.ToMove())
	}
	g.Undo()
	if g.Position().Stones() != 4 || g.Undo() {
		t.Fatalf("undo goes below the setup: %d stones", g.Position().Stones())
	}
	for _, name := range []string{"d4", "c4", "b2", "c1", "a5", "c5"} {
		c, _ := b.ParseCell(name)
		if err := g.Play(CellMove(c)); err != nil {
			t.Fatal(err)
		}
	}
	if g.Winner() != Red {
		t.Fatalf("red's column c1..c5 through the setup stones: winner %v\n%s", g.Winner(), Diagram(g.Position()))
	}
	// The setup travels in the JSON record and both SGF forms, and comes back the same.
	rec, err := g.Record().Game()
	if err != nil {
		t.Fatal(err)
	}
	sgf, err := ParseSGF(g.SGF())
	if err != nil {
		t.Fatalf("%v\n%s", err, g.SGF())
	}
	for name, h := range map[string]*Game{"record": rec, "sgf": sgf} {
		if !slices.Equal(h.Setup(), g.Setup()) || h.Options().First != Blue || !slices.Equal(h.Moves(), g.Moves()) || h.Winner() != Red {
			t.Errorf("%s: setup %s first %v moves %v winner %v", name, FormatSetup(b, h.Setup()), h.Options().First, h.Moves(), h.Winner())
		}
	}
	if !strings.Contains(g.SGF(), "\n;AB[c2][c3]AW[a1][e1]PL[W]") {
		t.Errorf("the setup is not in a node of its own, as HexGui saves a position:\n%s", g.SGF())
	}
}

func TestSetupRules(t *testing.T) {
	b := MustBoard("hex:3x3")
	for _, tc := range []struct {
		setup string
		opts  Options
		want  string
	}{
		{"red:a1,a1", Options{}, "two stones"},
		{"red:a1", Options{Swap: true}, "empty board"},
	} {
		o := tc.opts
		o.Setup = mustSetup(t, b, tc.setup)
		if _, err := NewGame(b.Spec(), o); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %+v: %v, want %q", tc.setup, tc.opts, err, tc.want)
		}
	}
	if _, err := NewGame(b.Spec(), Options{Setup: []Stone{{Cell: 9, Player: Red}}}); err == nil || !strings.Contains(err.Error(), "not on the") {
		t.Errorf("a cell off the board: %v", err)
	}
	if _, err := NewGame(b.Spec(), Options{Setup: []Stone{{Cell: 1, Player: NoPlayer}}}); err == nil || !strings.Contains(err.Error(), "not a player") {
		t.Errorf("a stone of nobody: %v", err)
	}
	for _, tc := range []struct{ text, want string }{
		{"a1", "say whose"},
		{"green:a1", "green"},
		{"red:z9", "off the"},
		{"red:", "cell"},
	} {
		if _, err := ParseSetup(b, tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseSetup(%q): %v, want %q", tc.text, err, tc.want)
		}
	}
	// A setup that already joins Red's sides is a game Red has won (on +reverse, lost).
	for spec, winner := range map[string]Player{"hex:3x3": Red, "hex:3x3+reverse": Blue} {
		g, err := NewGame(MustBoard(spec).Spec(), Options{Setup: mustSetup(t, b, "red:b1,b2,b3")})
		if err != nil || g.Winner() != winner || len(g.WinningCells()) != 3 || g.LegalMoves() != nil {
			t.Errorf("%s: %v, winner %v, winning %v", spec, err, g.Winner(), g.WinningCells())
		}
	}
}

// TestSGFSetupPrograms reads setups as HexGui and Benzene write them (see sgf_setup.go for
// the source of each form) and as puzzle files put them.
func TestSGFSetupPrograms(t *testing.T) {
	for _, tc := range []struct {
		name, sgf, setup string
		first            Player
		moves            string
	}{
		// HexGui's savePosition: a node after the root with cell names and PL.
		{"hexgui", "(;FF[4]AP[HexGui:0.9.GIT]GM[11]SZ[5]\n;AB[c3][b4]AW[d2]PL[W])", "red:c3,b4,blue:d2", Blue, ""},
		// HexGui's setup stones added one at a time, then moves.
		{"hexgui moves", "(;FF[4]GM[11]SZ[5];AB[c3]PL[B];AW[d2]PL[W];W[b4];B[a5])", "red:c3,blue:d2", Blue, "b4,a5"},
		// Benzene's SetPositionInNode: letter pairs, PL first, AE listing the empty cells.
		{"benzene", "(;FF[4]GM[11]SZ[3];PL[B]AB[bb]AW[ab][ca]AE[aa][ba][ac][bc][cb][cc])", "red:b2,blue:a2,c1", Red, ""},
		// A puzzle with the setup in the root and no PL: the player with fewer stones moves.
		{"root", "(;GM[11]SZ[4]AB[aa:ab][dd])", "red:a1,a2,d4", Blue, ""},
		// A later AE takes away an earlier stone.
		{"ae", "(;GM[11]SZ[4]AB[a1][b2];AE[a1]AW[c3];B[d4])", "red:b2,blue:c3", Red, "d4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ParseSGF(tc.sgf)
			if err != nil {
				t.Fatal(err)
			}
			b := g.Board()
			want, _ := NewGame(g.Spec(), Options{Setup: mustSetup(t, b, tc.setup)})
			if !slices.Equal(g.Setup(), want.Setup()) || g.Options().First != tc.first || FormatMoveList(b, g.Moves()) != tc.moves {
				t.Fatalf("setup %s, first %v, moves %s", FormatSetup(b, g.Setup()), g.Options().First, FormatMoveList(b, g.Moves()))
			}
		})
	}
}

// TestSetupRoundTrip checks random setups and games against the position built stone by
// stone, and through every text form.
func TestSetupRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 300 {
		spec := MustBoard([]string{"hex:4x4", "cyl:4x6", "torus:5x5", "hex:3x6+reverse"}[i%4]).Spec()
		b, _ := NewBoard(spec)
		cells := rng.Perm(b.NumCells())
		var setup []Stone
		for _, c := range cells[:rng.IntN(b.NumCells()/2)] {
			setup = append(setup, Stone{Cell: Cell(c), Player: Player(1 + rng.IntN(2))})
		}
		first := Player(1 + rng.IntN(2))
		g, err := NewGame(spec, Options{First: first, Setup: setup})
		if err != nil {
			continue // a setup with both structures, which random stones cannot make, or one that decides
		}
		for _, c := range cells[len(setup):] {
			if g.Over() || rng.IntN(8) == 0 {
				break
			}
			if err := g.Play(CellMove(Cell(c))); err != nil {
				t.Fatal(err)
			}
		}
		slow := NewPosition(b)
		for _, s := range setup {
			slow.Place(s.Cell, s.Player)
		}
		for _, tr := range g.Turns() {
			slow.Place(tr.Move.Cell, tr.Player)
		}
		for c := range b.NumCells() {
			if slow.At(Cell(c)) != g.At(Cell(c)) {
				t.Fatalf("%s: cell %s", spec, b.CellName(Cell(c)))
			}
		}
		again, err := ParseSetup(b, FormatSetup(b, g.Setup()))
		if err != nil || !slices.Equal(again, g.Setup()) {
			t.Fatalf("%s: setup text %q: %v", spec, FormatSetup(b, g.Setup()), err)
		}
		rec, err := g.Record().Game()
		if err != nil {
			t.Fatal(err)
		}
		sgf, err := ParseSGF(g.SGF())
		if err != nil {
			t.Fatalf("%v\n%s", err, g.SGF())
		}
		for _, h := range []*Game{rec, sgf} {
			if !slices.Equal(h.Setup(), g.Setup()) || h.Options().First != first || !slices.Equal(h.Moves(), g.Moves()) || h.Winner() != g.Winner() {
				t.Fatalf("%s: a setup game did not come back:\n%s", spec, g.SGF())
			}
		}
	}
}
