package engine

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestLineStartsWithTheMove: the principal variation a search reports starts with the move
// it plays and continues with legal moves, also where the move is not the most visited one:
// a level's draw (Temperature), a proven-lost root's most blocking move (resist), and
// several trees whose summed visits choose a move the first tree may not favour.
func TestLineStartsWithTheMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	settings := []struct {
		name string
		opts Options
	}{
		{"temperature", Options{Playouts: 600, Temperature: 1}},
		{"mohex rule", Options{Playouts: 2000, MoHexSelection: true, LocalPriors: true}},
		{"two trees", Options{Playouts: 1200, Threads: 2}},
	}
	checked, differs := 0, 0
	for _, spec := range []string{"hex:5x5", "hex:6x6", "cyl:5x6"} {
		b := core.MustBoard(spec)
		for i := 0; i < 25; i++ {
			g, ok := randomGame(rng, b, 2, b.NumCells()/2)
			if !ok {
				continue
			}
			for _, s := range settings {
				opts := s.opts
				opts.Seed = uint64(i + 1)
				e := New(b, false, opts)
				r, err := e.Search(context.Background(), g.Position(), g.ToMove())
				if err != nil {
					t.Fatal(err)
				}
				if r.Reason == Proven || len(r.Moves) == 0 {
					continue
				}
				checked++
				if len(r.Line) == 0 || r.Line[0] != r.Move {
					t.Fatalf("%s, %s after %s: plays %s, line %v", s.name, spec, core.Diagram(g.Position()), b.CellName(r.Move), r.Line)
				}
				if mostVisited(r) != r.Move {
					differs++
				}
				pos, mover := g.Position().Clone(), g.ToMove()
				for _, c := range r.Line {
					if pos.At(c) != core.NoPlayer {
						t.Fatalf("%s, %s after %s: line %v plays on a stone at %s", s.name, spec, core.Diagram(g.Position()), r.Line, b.CellName(c))
					}
					pos.Place(c, mover)
					mover = mover.Opponent()
				}
			}
		}
	}
	if checked < 50 || differs < 5 {
		t.Fatalf("%d searches checked, %d whose move is not the most visited: too few", checked, differs)
	}
	t.Logf("%d searches, %d whose move is not the most visited", checked, differs)
}

// mostVisited is the root move with the most visits in r.
func mostVisited(r Result) core.Cell {
	best := r.Moves[0]
	for _, m := range r.Moves[1:] {
		if m.Visits > best.Visits {
			best = m
		}
	}
	return best.Cell
}

// randomGame plays between min and min+spread-1 random moves from the empty board of b,
// stopping early at a win; ok is false when the game is over.
func randomGame(rng *rand.Rand, b *core.Board, min, spread int) (g *core.Game, ok bool) {
	g, _ = core.NewGame(b.Spec(), core.Options{})
	for j, k := 0, min+rng.IntN(spread); j < k && !g.Over(); j++ {
		empty := g.Position().EmptyCells()
		g.Play(core.CellMove(empty[rng.IntN(len(empty))]))
	}
	return g, !g.Over()
}
