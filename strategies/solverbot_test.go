package strategies

import (
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestSolverPlayer checks the solver player's moves: a proven winning opening on the empty
// 4x4 board (one of d1 c2 b3 a4, as Benzene computes them), and the tree search's move,
// marked lost, where the player to move is proven lost.
func TestSolverPlayer(t *testing.T) {
	g := newGame(t, "hex:4x4", core.Red, false, "")
	c, err := NewSolverPlayer(1, 0).Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	if name := g.Board().MoveName(c.Move); c.Rule != SolverWin || !slices.Contains([]string{"d1", "c2", "b3", "a4"}, name) {
		t.Errorf("opening %s (rule %s)", name, c.Rule)
	}
	g = newGame(t, "hex:4x4", core.Red, false, "b3")
	c, err = NewSolverPlayer(1, 0).Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	if c.Rule != SolverLost || g.Legal(c.Move) != nil {
		t.Errorf("Blue after b3: %s (rule %s)", g.Board().MoveName(c.Move), c.Rule)
	}
}
