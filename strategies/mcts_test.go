package strategies

import (
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

func gameAfter(t *testing.T, spec string, opts core.Options, moves string) *core.Game {
	t.Helper()
	s, err := core.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	list, err := core.ParseMoveList(core.MustBoard(spec), moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoves(s, opts, list)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestMCTSTactics: a win in one is taken, the opponent's only winning cell
// is blocked, and under +reverse the move that completes our own
// structure is avoided.
func TestMCTSTactics(t *testing.T) {
	for _, tc := range []struct {
		name, spec string
		opts       core.Options
		moves      string
		want, rule string
	}{
		{"win on the plane", "hex:5x5", core.Options{}, "c1,a1,c2,a2,c3,a3,c4,b5", "c5", MCTSWin},
		{"win around the cylinder", "cyl:4x6", core.Options{First: core.Blue}, "a3,a1,b3,b1,c3,c1", "d3", MCTSWin},
		{"block on the torus", "torus:3x3", core.Options{}, "a1,b1,a2", "a3", MCTSBlock},
		{"block on the plane", "hex:5x5", core.Options{}, "c1,b5,c2,a1,c3,a2,c4", "c5", MCTSBlock},
	} {
		g := gameAfter(t, tc.spec, tc.opts, tc.moves)
		c, err := NewMCTS(1, 0).Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Board().MoveName(c.Move); got != tc.want || c.Rule != tc.rule {
			t.Errorf("%s: played %s (%s), want %s (%s)", tc.name, got, c.Rule, tc.want, tc.rule)
		}
	}
	// Reverse: Red must not play b3, which completes the red column.
	g := gameAfter(t, "hex:3x3+reverse", core.Options{}, "b1,a1,b2,c1")
	for seed := uint64(0); seed < 5; seed++ {
		m := NewMCTS(seed, 0)
		m.Playouts = 500
		c, _ := m.Choose(g)
		if g.Board().MoveName(c.Move) == "b3" {
			t.Fatalf("seed %d: mcts completed its own structure under +reverse", seed)
		}
	}
}

func TestMCTSIsDeterministicWithAPlayoutBudget(t *testing.T) {
	g := gameAfter(t, "torus:6x6", core.Options{}, "c4")
	a := NewMCTS(9, 0)
	a.Playouts = 3000
	b := NewMCTS(9, 0)
	b.Playouts = 3000
	ca, _ := a.Choose(g)
	cb, _ := b.Choose(g)
	if ca != cb || a.Stats().Playouts != 3000 {
		t.Fatalf("%v vs %v, %d playouts", ca, cb, a.Stats().Playouts)
	}
}

// TestMCTSBeatsMonteCarlo: the tree search wins most games against the
// flat Monte Carlo player of Algorithm 9.1.1 on 6x6 boards.
func TestMCTSBeatsMonteCarlo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 8 games")
	}
	spec, _ := core.ParseSpec("hex:6x6")
	won := 0
	for i := 0; i < 8; i++ {
		first := []core.Player{core.Red, core.Blue}[i%2]
		g, _ := core.NewGame(spec, core.Options{First: first})
		tree := NewMCTS(uint64(i), 0)
		tree.Playouts = 4000
		red, blue := Bot(tree), Bot(NewMonteCarlo(uint64(i)))
		if i%4 >= 2 {
			red, blue = blue, red
		}
		if err := PlayOut(g, red, blue); err != nil {
			t.Fatal(err)
		}
		if (g.Winner() == core.Red) == (red == Bot(tree)) {
			won++
		}
	}
	if won < 5 {
		t.Errorf("mcts won %d of 8 against mc", won)
	}
	t.Logf("mcts won %d of 8 against mc on hex:6x6", won)
}

// TestMCTSSelectsAsMoHex: the players that select moves by MoHex 2.0's rule are those with a
// time or at least MoHexSelectionFrom playouts, on Hex on the plane only; those with a time
// search with TimedOptions, MoHex's pruning at every node included, the others without it.
func TestMCTSSelectsAsMoHex(t *testing.T) {
	level := func(name string) *MCTS {
		for i := range Levels {
			if Levels[i].Name == name {
				return NewLevel(&Levels[i], 1)
			}
		}
		t.Fatalf("no level %s", name)
		return nil
	}
	small := NewMCTS(1, 0)
	small.Playouts = MoHexSelectionFrom - 1
	for _, tc := range []struct {
		name   string
		player *MCTS
		spec   string
		want   bool
	}{
		{"mcts", NewMCTS(1, 0), "hex:11x11", true},
		{"mcts", NewMCTS(1, 0), "hex:9x9", true},
		{"mcts 1s", NewMCTS(1, time.Second), "hex:13x13", true},
		{"mcts 4,999 playouts", small, "hex:11x11", false},
		{"mcts", NewMCTS(1, 0), "hex:7x7+reverse", false},
		{"mcts", NewMCTS(1, 0), "cyl:5x9", false},
		{"mcts 1s", NewMCTS(1, time.Second), "torus:7x7", false},
		{"beginner", level("beginner"), "hex:9x9", false},
		{"club", level("club"), "hex:9x9", false},
		{"strong", level("strong"), "hex:9x9", true},
		{"strongest", level("strongest"), "hex:11x11", true},
		{"strongest", level("strongest"), "cyl:7x7", false},
	} {
		spec, err := core.ParseSpec(tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		if got := tc.player.selectsAsMoHex(spec); got != tc.want {
			t.Errorf("%s on %s: selects as MoHex %v, want %v", tc.name, tc.spec, got, tc.want)
		}
		opts := tc.player.engineOptions(spec)
		if opts.MoHexSelection != tc.want || opts.LocalPriors != tc.want {
			t.Errorf("%s on %s: engine options select as MoHex %v (local priors %v), want %v", tc.name, tc.spec, opts.MoHexSelection, opts.LocalPriors, tc.want)
		}
		// MoHex's pruning at every node and its full playouts come with a thinking time only.
		every := tc.want && tc.player.think > 0
		if opts.LocalInferior != every || opts.InferiorPlayouts != every || opts.FullPlayouts != every {
			t.Errorf("%s on %s: pruning at every node %v, inferior playouts %v, full playouts %v, want %v",
				tc.name, tc.spec, opts.LocalInferior, opts.InferiorPlayouts, opts.FullPlayouts, every)
		}
		if tc.player.think > 0 {
			want := TimedOptions(spec)
			want.Seed, want.Reuse, want.Threads = opts.Seed, true, opts.Threads
			if opts != want {
				t.Errorf("%s on %s: options %+v, want the timed options %+v", tc.name, tc.spec, opts, want)
			}
		}
	}
}
