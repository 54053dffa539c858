package main

import (
	"context"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/arena"
	"github.com/hexlab/hexlab/strategies/book"
	"github.com/hexlab/hexlab/strategies/solver"
)

// On 5x5, where every position is solved at once, the book the generator writes below the
// centre opening parses, lists each position once, follows the opponent's replies as deep as
// asked, and every move it gives wins the position it is given for: the centre wins, so the
// engine, with the solver first, never lets it go.
func TestBookBelowTheCentre(t *testing.T) {
	var out strings.Builder
	g := newGenerator(&out, 2000, 1, 2)
	game, err := replay("hex:5x5", "c3")
	if err != nil {
		t.Fatal(err)
	}
	g.reply(game, []string{"c3"}, 4)
	var lines []string
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if !strings.HasPrefix(line, repliesMark) {
			lines = append(lines, line)
		}
	}
	if len(lines) < 3 || len(lines) > 2+2*2 {
		t.Fatalf("want 2 replies and 2 below each, at most 6 lines: got\n%s", out.String())
	}
	if _, err := book.Parse(out.String()); err != nil {
		t.Fatal(err)
	}
	s := solver.New(core.MustBoard("hex:5x5"), solver.Options{})
	for _, line := range lines {
		f := strings.Fields(line)
		game, err := replay(f[0], f[1]+","+f[2])
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if game.Over() {
			continue
		}
		r, err := s.Solve(context.Background(), game.Position(), game.ToMove())
		if err != nil || r.Winner != game.ToMove().Opponent() {
			t.Errorf("%s: the move does not win (%v, %v)", line, r.Winner, err)
		}
	}
}

// A position met again in another orientation (the half turn of a root) is answered from what
// was searched, in its own orientation; a book resumed from a finished one searches nothing
// and writes the same lines.
func TestBookReusesAndResumes(t *testing.T) {
	var out strings.Builder
	g := newGenerator(&out, 1000, 1, 2)
	first := 0
	for _, root := range []string{"b2", "d4"} { // d4 is b2 turned half round
		game, err := replay("hex:5x5", root)
		if err != nil {
			t.Fatal(err)
		}
		g.reply(game, []string{root}, 4)
		if root == "b2" {
			first = g.searches
		}
	}
	if first == 0 || g.searches != first {
		t.Errorf("%d searches below b2, %d below d4 too: the half-turned root was searched again", first, g.searches)
	}
	written := out.String()
	out.Reset()
	g.reply(func() *core.Game { game, _ := replay("hex:5x5", "b2"); return game }(), []string{"b2"}, 4)
	if out.Len() != 0 {
		t.Errorf("a position written twice:\n%s", out.String())
	}
	var again strings.Builder
	r := newGenerator(&again, 1000, 1, 2)
	if err := r.resume(written); err != nil {
		t.Fatal(err)
	}
	game, _ := replay("hex:5x5", "b2")
	r.reply(game, []string{"b2"}, 4)
	if r.searches != 0 || again.String() != written {
		t.Errorf("resumed: %d searches, wrote\n%s\nwant\n%s", r.searches, again.String(), written)
	}
	if err := r.resume("hex:5x5 b2 zz\n"); err == nil {
		t.Error("a bad line is resumed")
	}
}

// The lines learnt from an arena's games: only games the player lost, each up to its first
// position out of the book after one in it (transposed, Red first, where Blue moved first);
// a game never in the book, or won, teaches nothing; a player who did not play is an error.
func TestLostAfterBook(t *testing.T) {
	spec, _ := core.ParseSpec("hex:5x5")
	b, _ := core.NewBoard(spec)
	moves := func(text string) []core.Move {
		ms, err := core.ParseMoveList(b, text)
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	g := newGenerator(&strings.Builder{}, 1000, 1, 2)
	if err := g.resume("hex:5x5 c3,b4 c2\n"); err != nil { // the book: after c3 b4, c2
		t.Fatal(err)
	}
	res := &arena.Result{Config: arena.Config{Spec: spec, Red: "mcts", Blue: "other"}, Games: []arena.Game{
		{First: core.Red, Winner: core.Blue, Moves: moves("c3,b4,c2,d1,a1,b1")}, // lost after the book: c3,b4,c2,d1
		{First: core.Red, Winner: core.Red, Moves: moves("c3,b4,c2,b3,a1")},     // won
		{First: core.Red, Winner: core.Blue, Moves: moves("a1,b4,a2,b3,a3")},    // never in the book
	}}
	lines, err := lostAfterBook(res, "mcts", g.inBook)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]string, len(lines))
	for i, l := range lines {
		got[i] = strings.Join(l, ",")
	}
	if want := "c3,b4,c2,d1"; len(got) != 1 || got[0] != want {
		t.Errorf("learnt %q, want [%s]", got, want)
	}
	// Transposed: the book's line with Blue first and the colours exchanged (c3 d2 b3 is c3 b4
	// c2 transposed), lost after e1 (a5 transposed).
	res.Games = []arena.Game{{First: core.Blue, Winner: core.Red, Moves: moves("c3,d2,b3,e1,a1")}}
	res.Config.Red, res.Config.Blue = "other", "mcts"
	if lines, err := lostAfterBook(res, "mcts", g.inBook); err != nil || len(lines) != 1 || strings.Join(lines[0], ",") != "c3,b4,c2,a5" {
		t.Errorf("Blue first: %v %v, want [c3,b4,c2,a5]", lines, err)
	}
	if _, err := lostAfterBook(res, "nobody", g.inBook); err == nil {
		t.Error("a player who did not play: no error")
	}
}

// A -first line is written as given, read back by the book (Red's move, Blue's transposed)
// and by -resume, with the swap rule (-first-swap) and without, and Blue's own (-first-blue)
// as given; a second first move on the board under the same rule, or a bad cell or board,
// is an error.
func TestFirstMove(t *testing.T) {
	var out strings.Builder
	g := newGenerator(&out, 1000, 1, 2)
	if err := g.first("hex:5x5=b4", book.EmptyGame); err != nil {
		t.Fatal(err)
	}
	if err := g.first("hex:5x5=a2", book.EmptyGameSwap); err != nil {
		t.Fatal(err)
	}
	if g.searches != 0 {
		t.Errorf("%d searches for a first move given", g.searches)
	}
	bk, err := book.Parse(out.String())
	if err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	b := core.MustBoard("hex:5x5")
	for _, c := range []struct {
		player core.Player
		swap   bool
		want   string
	}{{core.Red, false, "b4"}, {core.Blue, false, "d2"}, {core.Red, true, "a2"}, {core.Blue, true, "b1"}} {
		if m, ok := bk.First(b, c.player, c.swap); !ok || b.CellName(m) != c.want {
			t.Errorf("%v first, swap rule %v: %s %v, want %s", c.player, c.swap, b.CellName(m), ok, c.want)
		}
	}
	if err := g.first("hex:5x5=b4", book.EmptyGameBlue); err != nil {
		t.Fatal(err)
	}
	if bk, err = book.Parse(out.String()); err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	if m, ok := bk.First(b, core.Blue, false); !ok || b.CellName(m) != "b4" {
		t.Errorf("Blue's own first move: %s %v, want b4", b.CellName(m), ok)
	}
	if m, ok := bk.First(b, core.Red, false); !ok || b.CellName(m) != "b4" {
		t.Errorf("Red's first move beside Blue's own: %s %v, want b4", b.CellName(m), ok)
	}
	var again strings.Builder
	r := newGenerator(&again, 1000, 1, 2)
	if err := r.resume(out.String()); err != nil || again.String() != out.String() {
		t.Errorf("resumed: %v, wrote %q", err, again.String())
	}
	for _, bad := range []string{"hex:5x5=b2", "hex:5x5=f9", "hex:5x5", "hex:5x4=a1"} {
		for _, moves := range []string{book.EmptyGame, book.EmptyGameSwap, book.EmptyGameBlue} {
			if err := r.first(bad, moves); err == nil {
				t.Errorf("-first %s (%s): no error", bad, moves)
			}
		}
	}
}

// A -chosen line is written as given, with no search, and read back by the book in the
// position it names and in the same position transposed with Blue first (the colours
// exchanged), and by -resume; a taken cell, a position answered already, a bad board or a
// value without MOVES:CELL is an error.
func TestChosenMove(t *testing.T) {
	var out strings.Builder
	g := newGenerator(&out, 1000, 1, 2)
	if err := g.chosen("hex:5x5=c3,b4:c2"); err != nil {
		t.Fatal(err)
	}
	if g.searches != 0 {
		t.Errorf("%d searches for a move given", g.searches)
	}
	bk, err := book.Parse(out.String())
	if err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	for _, c := range []struct {
		first core.Player
		moves string
		want  string
	}{{core.Red, "c3,b4", "c2"}, {core.Blue, "c3,d2", "b3"}} {
		game, err := core.NewGameFromMoveList(core.MustBoard("hex:5x5").Spec(), core.Options{First: c.first}, c.moves)
		if err != nil {
			t.Fatal(err)
		}
		m, ok := bk.Move(game.Position(), game.ToMove())
		if !ok || game.Board().CellName(m) != c.want {
			t.Errorf("%v first, %s: %s %v, want %s", c.first, c.moves, game.Board().CellName(m), ok, c.want)
		}
	}
	var again strings.Builder
	r := newGenerator(&again, 1000, 1, 2)
	if err := r.resume(out.String()); err != nil || again.String() != out.String() {
		t.Errorf("resumed: %v, wrote %q", err, again.String())
	}
	for _, bad := range []string{"hex:5x5=c3,b4:b4", "hex:5x5=c3,b4:a1", "hex:5x5=c3,b4", "hex:5x5=:a1", "hex:5x5=c3,b4:f9", "cyl:5x5=c3,b4:c2", "hex:5x5=c3,c3:a1"} {
		if err := r.chosen(bad); err == nil {
			t.Errorf("-chosen %s: no error", bad)
		}
	}
}
