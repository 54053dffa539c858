package strategies

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// With the swap rule on, mcts as the second player swaps a centre opening (which wins for its
// owner on 5x5) and answers a corner one; as the first player it does not open in the centre,
// and opens where its own second-player search would not swap.
func TestMCTSPlaysTheSwapRule(t *testing.T) {
	spec, _ := core.ParseSpec("hex:5x5")
	b, _ := core.NewBoard(spec)
	cell := func(name string) core.Move {
		c, err := b.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		return core.CellMove(c)
	}
	second := func(opening string, seed uint64) Choice {
		g, err := core.NewGameFromMoves(spec, core.Options{Swap: true}, []core.Move{cell(opening)})
		if err != nil {
			t.Fatal(err)
		}
		c, err := NewMCTS(seed, 0).Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	kept := 0
	for seed := uint64(1); seed <= 3; seed++ {
		if c := second("c3", seed); !c.Move.Swap || c.Rule != MCTSSwap {
			t.Errorf("seed %d: mcts answers the centre opening with %v (rule %s), want the swap", seed, b.MoveName(c.Move), c.Rule)
		}
		if c := second("a1", seed); c.Move.Swap || c.Rule != MCTSKeep {
			t.Errorf("seed %d: mcts swaps the corner opening a1 (rule %s)", seed, c.Rule)
		}
		g, _ := core.NewGame(spec, core.Options{Swap: true})
		open, err := NewMCTS(seed, 0).Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		name := b.MoveName(open.Move)
		if name == "c3" || open.Rule != MCTSOpening {
			t.Errorf("seed %d: mcts opens %s (rule %s) with the swap rule on", seed, name, open.Rule)
		}
		if c := second(name, seed+100); !c.Move.Swap {
			kept++
		}
	}
	if kept < 2 {
		t.Errorf("mcts's own second-player search swapped %d of its 3 openings", 3-kept)
	}
	// Without the swap rule the opening is the search's best move, not a balanced one.
	g, _ := core.NewGame(spec, core.Options{})
	if c, _ := NewMCTS(1, 0).Choose(g); c.Rule != MCTSSearch {
		t.Errorf("without the swap rule mcts opens with rule %s", c.Rule)
	}
}
