package session

import (
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// A puzzle on the empty 4x4 board, Red to play and win: a losing move is refuted by the
// solver's proven answer, a winning one holds, and Red's winning moves to the end solve it.
func TestPuzzle(t *testing.T) {
	s := start(t, "board=hex:4x4&puzzle=1&seed=1")
	c := s.Config()
	if c.Red != Human || c.Blue != SolverName || c.Think != PuzzleThink {
		t.Fatalf("players %s/%s, think %v", c.Red, c.Blue, c.Think)
	}
	if st := s.Status().Text; st != "Puzzle: Red to play and win" {
		t.Errorf("status %q", st)
	}
	if err := s.PlayName("a1"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, s)
	if st := s.Status().Text; !strings.HasPrefix(st, "a1 fails: Blue answers") || !strings.Contains(st, "wins (proven)") {
		t.Errorf("after a1: %q", st)
	}
	s.Undo()
	if len(s.Record().Moves) != 0 {
		t.Fatalf("undo left %+v", s.Record().Moves)
	}
	if err := s.PlayName("b3"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, s)
	if st := s.Status().Text; !strings.HasPrefix(st, "b3 holds: Blue answers") {
		t.Errorf("after b3: %q", st)
	}
	// Red's winning moves, the solver's, to the end.
	red := strategies.NewSolverPlayer(1, time.Second)
	for i := 0; i < 10; i++ {
		if _, _, solved := s.Puzzle(); solved {
			break
		}
		var g *core.Game
		s.Read(func(game *core.Game) { g = game.Clone() })
		if g.Over() {
			break
		}
		ch, err := red.Choose(g)
		if err != nil || ch.Rule != strategies.SolverWin {
			t.Fatalf("Red's move: %+v, %v", ch, err)
		}
		if err := s.Play(ch.Move); err != nil {
			t.Fatal(err)
		}
		waitBot(t, s)
	}
	if side, puzzle, solved := s.Puzzle(); side != core.Red || !puzzle || !solved || !strings.HasPrefix(s.Status().Text, "Solved!") {
		t.Errorf("the end: %v %v %v, %q", side, puzzle, solved, s.Status().Text)
	}
	if q := s.Query(); q.Get("puzzle") != "1" || q.Get("blue") != SolverName {
		t.Errorf("the link: %v", q)
	}
	// A puzzle is for a person, on a position still to play, without the swap rule.
	for _, c := range []struct{ query, want string }{
		{"board=hex:4x4&puzzle=1&red=mcts", "for a person"},
		{"board=hex:4x4&puzzle=1&swap=1", "no swap"},
		{"board=hex:4x4&puzzle=1&setup=red:a1,a2,a3,a4", "decided"},
		{"board=hex:4x4&puzzle=yes", "puzzle"},
	} {
		v, _ := ParseQuery(c.query)
		if _, err := Parse(v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.query, err, c.want)
		}
	}
}

// A puzzle's SGF file (hexlab puzzle --out) opens as a puzzle, its solution hidden.
func TestPuzzleFile(t *testing.T) {
	s := start(t, "board=hex:5x5")
	sgf := "(;FF[4]GM[11]AP[Hexlab]SZ[4]HB[hex:4x4]PL[B]HP[1]\n;AB[d1][c2][b3]AW[d2][c3][a4]PL[B]C[Red to play and win]\n;B[b4]C[wins])\n"
	if err := s.LoadFile([]byte(sgf)); err != nil {
		t.Fatal(err)
	}
	if side, puzzle, _ := s.Puzzle(); !puzzle || side != core.Red || len(s.Moves()) != 0 || s.Config().Blue != SolverName {
		t.Fatalf("puzzle %v %v, moves %+v, blue %s", side, puzzle, s.Moves(), s.Config().Blue)
	}
	if v, _ := s.Variations(); len(v) != 0 {
		t.Errorf("the solution shows: %+v", v)
	}
	if st := s.Status().Text; st != "Puzzle: Red to play and win" {
		t.Errorf("status %q", st)
	}
}
