package engine

import (
	"context"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// From Options.SolveFrom of the board filled on, the solver gets its share of the budget before
// the tree: in this position of a game the engine lost to MoHex (hex:9x9, Red to move after 14
// moves; the engine played c5 and lost), the solver proves a win within the share and the
// engine plays it. Asked only for small positions (SolveFrom 1), it searches the tree instead.
// The solver's nodes come out of the playout budget (solverNodePlayouts each).
func TestSolverFirstPastTheOpening(t *testing.T) {
	b, pos, toMove := replayed(t, "hex:9x9", "e5,f3,d4,e2,c3,d1,b2,b3,c2,d5,g4,h2,e4,e6")
	check := solver.New(b, solver.Options{})
	for _, from := range []float64{0, 1} {
		e := New(b, false, Options{Playouts: 60000, Seed: 1, SolveFrom: from})
		r, err := e.Search(context.Background(), pos, toMove)
		if err != nil {
			t.Fatal(err)
		}
		if from == 1 {
			if r.Reason == Proven || r.Playouts != 60000 {
				t.Errorf("SolveFrom 1: the solver was asked first (%s, %d playouts)", b.CellName(r.Move), r.Playouts)
			}
			continue
		}
		if r.Reason != Proven {
			t.Fatalf("SolveFrom %v: %s by %s, not proven", from, b.CellName(r.Move), r.Reason)
		}
		after := pos.Clone()
		after.Place(r.Move, toMove)
		if v, err := check.Solve(context.Background(), after, toMove.Opponent()); err != nil || v.Winner != toMove {
			t.Errorf("%s is played as proven, but the solver says %v (%v)", b.CellName(r.Move), v.Winner, err)
		}
	}
}

// Where the solver fails within its share of a playout budget, the tree has the rest: the
// budget less solverNodePlayouts for each of the solver's nodes.
func TestSolverShareComesOutOfThePlayouts(t *testing.T) {
	b, pos, toMove := replayed(t, "hex:9x9", "e5,a9,i1,a1,i9,e1,e9,a5,i5")
	const playouts = 30000
	r, err := New(b, false, Options{Playouts: playouts, Seed: 1}).Search(context.Background(), pos, toMove)
	if err != nil {
		t.Fatal(err)
	}
	nodes := playouts / 3 / solverNodePlayouts
	if r.Reason == Proven {
		t.Fatal("the solver proved the position within its share: this test needs one it cannot")
	}
	if r.Playouts >= playouts || r.Playouts < playouts-(nodes+1)*solverNodePlayouts {
		t.Errorf("the tree ran %d playouts; want %d less the solver's %d nodes", r.Playouts, playouts, nodes)
	}
}

// replayed returns the board, the position and the player to move after moves on the board
// spec.
func replayed(t testing.TB, spec, moves string) (*core.Board, *core.Position, core.Player) {
	t.Helper()
	g, err := core.NewGameFromMoveList(core.MustBoard(spec).Spec(), core.Options{}, moves)
	if err != nil {
		t.Fatal(err)
	}
	return g.Board(), g.Position(), g.ToMove()
}

// Where the solver's share proves no win, the moves it proved lose are not searched: the
// result marks each of them a proven loss (checked by a separate solve: the opponent wins
// after it) and plays none of them. The position is the one above, a move earlier (Blue to
// move), and a budget whose share is too small for a proof.
func TestRefutedMovesAreNotSearched(t *testing.T) {
	b, pos, toMove := replayed(t, "hex:9x9", "e5,f3,d4,e2,c3,d1,b2,b3,c2,d5,g4,h2,e4")
	e := New(b, false, Options{Playouts: 9000, Seed: 1, SolveFrom: 0.01})
	rp := e.proveRoot(context.Background(), pos, toMove, e.analyser().Analyse(pos, toMove))
	if rp.proven || len(rp.refuted) == 0 {
		t.Fatalf("the solver proved %v and refuted %d moves: this test needs a position it refutes moves of, unproven", rp.proven, len(rp.refuted))
	}
	r, err := New(b, false, Options{Playouts: 9000, Seed: 1, SolveFrom: 0.01}).Search(context.Background(), pos, toMove)
	if err != nil {
		t.Fatal(err)
	}
	check := solver.New(b, solver.Options{})
	proof := map[core.Cell]solver.Value{}
	for _, m := range r.Moves {
		proof[m.Cell] = m.Proof
	}
	for _, c := range rp.refuted {
		if c == r.Move {
			t.Errorf("played %s, which the solver refuted", b.CellName(c))
		}
		if proof[c] != solver.Loss {
			t.Errorf("refuted %s is reported %v, not a proven loss", b.CellName(c), proof[c])
		}
		after := pos.Clone()
		after.Place(c, toMove)
		if v, err := check.Solve(context.Background(), after, toMove.Opponent()); err != nil || v.Winner != toMove.Opponent() {
			t.Errorf("refuted %s: the solver says %v wins after it (%v)", b.CellName(c), v.Winner, err)
		}
	}
}

// TestDefaultSolveFrom: by default the solver is asked first from the 9th stone on 9x9 and
// from the 18th on 11x11, where it starts to decide positions of real games within its share
// (DefaultSolveFrom).
func TestDefaultSolveFrom(t *testing.T) {
	cases := []struct {
		spec  string
		first int // the fewest stones past the opening
	}{
		{"hex:5x5", 3},
		{"hex:9x9", 9},
		{"cyl:5x9", 5},
		{"hex:10x10", 10},
		{"hex:11x11", 18},
		{"hex:13x13", 25},
		{"torus:11x11", 18},
	}
	for _, c := range cases {
		e := New(core.MustBoard(c.spec), false, Options{})
		if e.pastOpening(c.first-1) || !e.pastOpening(c.first) {
			t.Errorf("%s: past the opening at %d stones: %v, at %d: %v, want from %d", c.spec,
				c.first-1, e.pastOpening(c.first-1), c.first, e.pastOpening(c.first), c.first)
		}
	}
}
