package core

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func mustGame(t testing.TB, spec string, opts Options, moves string) *Game {
	t.Helper()
	s, err := ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	list, err := ParseMoveList(MustBoard(spec), moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGameFromMoves(s, opts, list)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGameRules(t *testing.T) {
	cases := []struct {
		name, spec string
		opts       Options
		moves      string
		toMove     Player
		winner     Player
		winning    string // the decided structure, in any order
	}{
		{"empty", "hex:3x3", Options{}, "", Red, NoPlayer, ""},
		{"blue first", "hex:3x3", Options{First: Blue}, "a1", Red, NoPlayer, ""},
		{"red column", "hex:3x3", Options{}, "b1,a1,b2,a2,b3", Blue, Red, "b1,b2,b3"},
		{"reverse: completing loses", "hex:3x3+reverse", Options{}, "b1,a1,b2,a2,b3", Blue, Blue, "b1,b2,b3"},
		{"cylinder ring", "cyl:3x4", Options{First: Blue}, "a2,a1,b2,b1,c2", Red, Blue, "a2,b2,c2"},
		{"torus: red wraps", "torus:3x3", Options{}, "a1,b1,a2,b2,a3", Blue, Red, "a1,a2,a3"},
		{"swap", "hex:4x4", Options{Swap: true}, "b1,swap", Red, NoPlayer, ""},
		{"1x1", "hex:1x1", Options{First: Blue}, "a1", Red, Blue, "a1"},
	}
	for _, tc := range cases {
		g := mustGame(t, tc.spec, tc.opts, tc.moves)
		if g.ToMove() != tc.toMove || g.Winner() != tc.winner || g.Over() != (tc.winner != NoPlayer) {
			t.Errorf("%s: to move %v, winner %v; want %v, %v", tc.name, g.ToMove(), g.Winner(), tc.toMove, tc.winner)
		}
		var names []string
		for _, c := range g.WinningCells() {
			names = append(names, g.Board().CellName(c))
		}
		if strings.Join(sorted(names), ",") != strings.Join(sorted(strings.Split(tc.winning, ",")), ",") && tc.winning != "" {
			t.Errorf("%s: winning cells %v, want %s", tc.name, names, tc.winning)
		}
		if tc.winning == "" && names != nil {
			t.Errorf("%s: winning cells %v before the end", tc.name, names)
		}
	}
}

func sorted(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func TestSwapTransposes(t *testing.T) {
	g := mustGame(t, "hex:5x5", Options{Swap: true}, "b4,swap")
	b := g.Board()
	b4, _ := b.ParseCell("b4")
	d2, _ := b.ParseCell("d2")
	if g.At(b4) != NoPlayer || g.At(d2) != Blue || g.ToMove() != Red {
		t.Fatalf("after b4,swap: b4=%v d2=%v to move %v", g.At(b4), g.At(d2), g.ToMove())
	}
	if err := g.Play(SwapMove()); err == nil {
		t.Fatal("a second swap was accepted")
	}
	g.Undo()
	if g.At(b4) != Red || g.At(d2) != NoPlayer {
		t.Fatal("undo of swap did not restore the first stone")
	}
}

func TestIllegalMoves(t *testing.T) {
	g := mustGame(t, "hex:3x3", Options{}, "b2")
	b := g.Board()
	b2, _ := b.ParseCell("b2")
	for _, tc := range []struct {
		m    Move
		want string
	}{
		{CellMove(b2), "taken by red"},
		{CellMove(Cell(9)), "not on the"},
		{CellMove(NoCell), "not on the"},
		{SwapMove(), "swap rule is off"},
	} {
		if err := g.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.m, err, tc.want)
		}
	}
	won := mustGame(t, "hex:3x3", Options{}, "a1,b1,a2,b2,a3")
	if err := won.Play(CellMove(Cell(8))); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end: %v", err)
	}
	if len(won.LegalMoves()) != 0 {
		t.Error("legal moves after the end")
	}
	for _, tc := range []struct {
		spec string
		opts Options
	}{{"cyl:4x4", Options{Swap: true}}, {"hex:4x5", Options{Swap: true}}, {"hex:4x4", Options{First: Player(7)}}} {
		s, _ := ParseSpec(tc.spec)
		if _, err := NewGame(s, tc.opts); err == nil {
			t.Errorf("%s %+v accepted", tc.spec, tc.opts)
		}
	}
}

// TestUndoRedo plays random games, undoes to the start and redoes to the
// end, comparing every position with a game replayed from scratch.
func TestUndoRedo(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for _, s := range []string{"hex:6x6", "cyl:4x7", "torus:5x5+reverse"} {
		spec, _ := ParseSpec(s)
		g, _ := NewGame(spec, Options{First: Blue})
		for !g.Over() {
			legal := g.LegalMoves()
			if err := g.PlayRule(legal[rng.IntN(len(legal))], "r"); err != nil {
				t.Fatal(err)
			}
		}
		final := g.Record()
		n := len(g.Turns())
		for i := n; i > 0; i-- {
			if !g.Undo() {
				t.Fatalf("undo %d failed", i)
			}
			fresh, err := NewGameFromMoves(spec, g.Options(), g.Moves())
			if err != nil {
				t.Fatal(err)
			}
			if Diagram(fresh.Position()) != Diagram(g.Position()) || fresh.Over() != g.Over() {
				t.Fatalf("%s: after undo to %d the position differs", s, i-1)
			}
		}
		if g.Undo() {
			t.Fatal("undo on an empty game")
		}
		for g.Redo() {
		}
		again, _ := json.Marshal(g.Record())
		want, _ := json.Marshal(final)
		if string(again) != string(want) {
			t.Fatalf("%s: redo gave %s, want %s", s, again, want)
		}
		g.Undo()
		g.Undo()
		legal := g.LegalMoves()
		g.Play(legal[0])
		if g.CanRedo() {
			t.Fatal("a new move kept the redo list")
		}
	}
}

func TestRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, s := range []string{"hex:11x11", "hex:4x4", "cyl:5x9", "torus:6x6+reverse", "cyl:1x3", "hex:30x2"} {
		spec, _ := ParseSpec(s)
		opts := Options{First: Blue, Swap: spec.Cols == spec.Rows && spec.Topology != Cylinder}
		g, _ := NewGame(spec, opts)
		for !g.Over() {
			legal := g.LegalMoves()
			g.PlayRule(legal[rng.IntN(len(legal))], "7")
		}
		data, err := json.Marshal(g.Record())
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", s, err, data)
		}
		again, _ := json.Marshal(back.Record())
		if string(again) != string(data) {
			t.Fatalf("%s: JSON round trip\n%s\n%s", s, data, again)
		}
		fromSGF, err := ParseSGF(g.SGF())
		if err != nil {
			t.Fatalf("%s: %v\n%s", s, err, g.SGF())
		}
		viaSGF, _ := json.Marshal(fromSGF.Record())
		if string(viaSGF) != string(data) {
			t.Fatalf("%s: SGF round trip\n%s\n%s\n%s", s, g.SGF(), data, viaSGF)
		}
	}
}

func TestRecordErrors(t *testing.T) {
	for _, tc := range []struct{ json, want string }{
		{`{}`, `no "board"`},
		{`{"board":"hex:3x3","moves":[{"player":"blue","cell":"a1"}]}`, "turn"},
		{`{"board":"hex:3x3","moves":[{"cell":"a1"},{"cell":"a1"}]}`, "taken"},
		{`{"board":"hex:3x3","moves":[{"cell":"q1"}]}`, "off the"},
		{`{"board":"hex:3x3","moves":[{"cell":"a1"}],"winner":"red"}`, "the moves give"},
		{`{"board":"hex:3x3","first":"green"}`, "first"},
		{`{"board":"hex:3x3","moves":"a1"}`, "game record"},
		{`[`, "game record"},
	} {
		if _, err := ParseRecord([]byte(tc.json)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.json, err, tc.want)
		}
	}
}

func TestSGF(t *testing.T) {
	// A record as HexGui writes it: black (our Red) first, the swap as
	// swap-pieces, no board spec of ours.
	hexgui := "(;FF[4]CA[UTF-8]AP[HexGui:0.9.GIT]GM[11]SZ[5]\n;B[c2];W[swap-pieces];B[c3]C[a \\] comment])"
	g, err := ParseSGF(hexgui)
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatMoveList(g.Board(), g.Moves()); got != "c2,swap,c3" || g.Spec().String() != "hex:5x5" || !g.Options().Swap {
		t.Fatalf("HexGui game read as %s on %v", got, g.Spec())
	}
	b2, _ := g.Board().ParseCell("b3")
	if g.At(b2) != Blue {
		t.Fatalf("swap-pieces did not put blue on b3\n%s", Diagram(g.Position()))
	}
	for _, tc := range []struct{ sgf, want string }{
		{"", "expected '('"},
		{"(;GM[1]SZ[5])", "not Hex"},
		{"(;GM[11]SZ[5];B[a1];W[b2];B[swap])", "only the second move"},
		{"(;GM[11]SZ[5];B[a1];W[resign];B[b2])", "resignation must be the last"},
		{"(;GM[11]SZ[5:4];B[a1];W[swap-pieces])", "no swap rule"},
		{"(;GM[11]SZ[3]RE[W+];B[a1];W[b1];B[a2];W[c1];B[a3])", "the game gives red"},
		{"(;GM[11]SZ[5];B[a1];B[a2])", "out of turn"},
		{"(;GM[11]SZ[5];B[a1];AB[b2])", "after move 1"},
		{"(;GM[11]SZ[5]AB[a1]AW[a1])", "two stones"},
		{"(;GM[11]SZ[5]AB[a1:c3])", "two letter pairs"},
		{"(;GM[11]SZ[5]AB[a9])", "off the"},
		{"(;GM[11]SZ[5]HS[1]AB[a1])", "empty board"},
		{"(;GM[11]SZ[5]PL[X]AB[a1])", "PL[X]"},
		{"(;GM[11]SZ[5];B[z9])", "off the"},
		{"(;GM[11]SZ[5];B[a1]", "not closed"},
		{"(;GM[11]SZ[5];B[a1", "not closed"},
		{"(;GM[11]SZ[5:4]HB[cyl:5x5])", "does not match"},
		{"(;GM[11]SZ[5];W[swap-sides])", "not supported"},
		{"(;GM[11]SZ[0])", "SZ"},
		{"(;GM[11]SZ[5];b[a1])", "upper case"},
	} {
		if _, err := ParseSGF(tc.sgf); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.sgf, err, tc.want)
		}
	}
	// Variations: only the main line counts.
	v, err := ParseSGF("(;GM[11]SZ[3];B[a1](;W[b2];B[c3])(;W[c1]))")
	if err != nil || FormatMoveList(v.Board(), v.Moves()) != "a1,b2,c3" {
		t.Fatalf("variations: %v %v", v, err)
	}
}

// LastStone is the last move's cell, and after a swap the swapped stone, which is the only
// stone on the board then.
func TestLastStone(t *testing.T) {
	g, _ := NewGame(MustBoard("hex:4x4").Spec(), Options{Swap: true})
	if _, ok := g.LastStone(); ok {
		t.Fatal("a last stone before the first move")
	}
	b := g.Board()
	b1, _ := b.ParseCell("b1")
	g.Play(CellMove(b1))
	if c, ok := g.LastStone(); !ok || c != b1 {
		t.Fatalf("after b1: %v %v", b.CellName(c), ok)
	}
	g.Play(SwapMove())
	c, ok := g.LastStone()
	if !ok || g.At(c) != Blue || g.Position().Stones() != 1 || c != b.Transpose(b1) {
		t.Fatalf("after the swap: %s (%v), held by %v", b.CellName(c), ok, g.At(c))
	}
}

// A move list in text is played as its moves are; bad cells and illegal moves are errors.
func TestNewGameFromMoveList(t *testing.T) {
	spec, _ := ParseSpec("hex:5x5")
	g, err := NewGameFromMoveList(spec, Options{Swap: true}, "c3,swap,b2")
	if err != nil || len(g.Turns()) != 3 || g.ToMove() != Blue {
		t.Fatalf("c3,swap,b2: %v, %d turns", err, len(g.Turns()))
	}
	for _, bad := range []string{"c3,z9", "c3,c3", "c3,b2,swap"} {
		if _, err := NewGameFromMoveList(spec, Options{Swap: true}, bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
