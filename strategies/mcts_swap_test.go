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
	// Without the swap rule the opening is the table's best (on 5x5, a proven win), not a
	// balanced one.
	g, _ := core.NewGame(spec, core.Options{})
	if c, _ := NewMCTS(1, 0).Choose(g); c.Rule != MCTSBook || swapValues()[spec][c.Move.Cell] != 1 {
		t.Errorf("without the swap rule mcts opens with rule %s", c.Rule)
	}
}

// mc (Algorithm 9.1.1) weighs the swap with its own playouts: it swaps a centre opening on
// 5x5 and, as first player with swap on, opens off the centre with rule "opening".
func TestMonteCarloPlaysTheSwapRule(t *testing.T) {
	spec, _ := core.ParseSpec("hex:5x5")
	b, _ := core.NewBoard(spec)
	c3, _ := b.ParseCell("c3")
	for seed := uint64(1); seed <= 3; seed++ {
		g, _ := core.NewGameFromMoves(spec, core.Options{Swap: true}, []core.Move{core.CellMove(c3)})
		if c, err := NewMonteCarlo(seed).Choose(g); err != nil || !c.Move.Swap || c.Rule != MonteCarloSwap {
			t.Errorf("seed %d: mc answers the centre with %v (rule %s, %v)", seed, b.MoveName(c.Move), c.Rule, err)
		}
		g, _ = core.NewGame(spec, core.Options{Swap: true})
		if c, err := NewMonteCarlo(seed).Choose(g); err != nil || c.Move.Cell == c3 || c.Rule != MonteCarloOpening {
			t.Errorf("seed %d: mc opens %v (rule %s, %v)", seed, b.MoveName(c.Move), c.Rule, err)
		}
	}
	// Without the swap rule, every move is step 4's.
	g, _ := core.NewGame(spec, core.Options{})
	if c, _ := NewMonteCarlo(1).Choose(g); c.Rule != MonteCarloRule {
		t.Errorf("without swap mc opens with rule %s", c.Rule)
	}
}
