package strategies

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestRolloutsMatchExactOdds cross-checks the playout engine with an exact
// count. On the plane and the cylinder the first structure completed in a
// playout is the full board's only winner (thesis Theorems 3.2.1, 3.2.2),
// so a playout from the empty 3x3 board with Red first is a uniformly
// random set of 5 red cells: Red's chance is the share of 5-subsets that
// win. The engine's frequency must lie within 4 standard errors of it.
func TestRolloutsMatchExactOdds(t *testing.T) {
	for _, s := range []string{"hex:3x3", "cyl:3x3", "hex:3x3+reverse"} {
		spec, _ := core.ParseSpec(s)
		b, _ := core.NewBoard(spec)
		redSubsets, total := 0, 0
		for mask := 0; mask < 1<<9; mask++ {
			if bits.OnesCount(uint(mask)) != 5 {
				continue
			}
			p := core.NewPosition(b)
			for c := 0; c < 9; c++ {
				if mask&(1<<c) != 0 {
					p.Place(core.Cell(c), core.Red)
				} else {
					p.Place(core.Cell(c), core.Blue)
				}
			}
			total++
			if p.Completed(core.Red) {
				redSubsets++
			}
		}
		exact := float64(redSubsets) / float64(total)
		if spec.Reverse {
			// The red structure completes first and so loses; the full
			// board decides the same way.
			exact = 1 - exact
		}
		g, _ := core.NewGame(spec, core.Options{})
		r := newRollouts(g, rand.New(rand.NewPCG(1, 2)))
		const n = 20000
		red := 0
		for i := 0; i < n; i++ {
			if r.play(core.Red, core.NoCell) == core.Red {
				red++
			}
		}
		got := float64(red) / n
		if se := math.Sqrt(exact * (1 - exact) / n); math.Abs(got-exact) > 4*se {
			t.Errorf("%s: red won %.4f of playouts, exactly %.4f (±%.4f)", s, got, exact, 4*se)
		}
	}
}

// TestMonteCarloSteps checks the bookkeeping of steps 1-3 of Algorithm
// 9.1.1 on several boards.
func TestMonteCarloSteps(t *testing.T) {
	for _, tc := range []struct{ spec, moves string }{
		{"hex:5x5", "c3"}, {"cyl:5x6", "c3,b2,d4"}, {"torus:4x4", ""}, {"hex:4x4+reverse", "a1"},
	} {
		spec, _ := core.ParseSpec(tc.spec)
		moves, _ := core.ParseMoveList(core.MustBoard(tc.spec), tc.moves)
		g, err := core.NewGameFromMoves(spec, core.Options{}, moves)
		if err != nil {
			t.Fatal(err)
		}
		mc := NewMonteCarlo(7)
		c, err := mc.Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		st := mc.Stats()
		if err := g.Legal(c.Move); err != nil || c.Rule != MonteCarloRule {
			t.Fatalf("%s: move %v rule %q: %v", tc.spec, c.Move, c.Rule, err)
		}
		if st.Variance < 0 || st.Variance > 0.25*500/499+1e-12 {
			t.Errorf("%s: variance %v out of range", tc.spec, st.Variance)
		}
		wantNeeded := st.Variance * 1.96 * 1.96 / 0.0025
		wantPer := 10*int(math.Ceil(wantNeeded/10)) + 50
		if math.Abs(st.Needed-wantNeeded) > 1e-9 || st.PerCell != wantPer || st.PerCell < 50 || st.PerCell > 440 {
			t.Errorf("%s: n = %v, n̄ = %d; want %v, %d", tc.spec, st.Needed, st.PerCell, wantNeeded, wantPer)
		}
		empty := len(g.Position().EmptyCells())
		if st.Playouts != 500+empty*st.PerCell {
			t.Errorf("%s: %d playouts, want 500 + %d·%d", tc.spec, st.Playouts, empty, st.PerCell)
		}
	}
}

// TestMonteCarloTakesAWin: when one move wins, its playouts are all won,
// so step 4 must pick it (or another winning move), on every topology.
func TestMonteCarloTakesAWin(t *testing.T) {
	for _, tc := range []struct {
		spec  string
		opts  core.Options
		moves string
		wins  []string
	}{
		{"hex:4x4", core.Options{}, "b1,a1,b2,a2,b3,a3", []string{"b4", "a4"}},
		{"cyl:4x4", core.Options{First: core.Blue}, "a2,a1,b2,b1,c2,c1", []string{"d2", "d1"}},
		{"torus:3x3", core.Options{}, "a1,b1,a2,b2", []string{"a3"}},
	} {
		spec, _ := core.ParseSpec(tc.spec)
		moves, _ := core.ParseMoveList(core.MustBoard(tc.spec), tc.moves)
		g, err := core.NewGameFromMoves(spec, tc.opts, moves)
		if err != nil {
			t.Fatal(err)
		}
		c, err := NewMonteCarlo(3).Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		ok := false
		for _, w := range tc.wins {
			m, _ := g.Board().ParseMove(w)
			probe := g.Clone()
			probe.Play(m)
			if m == c.Move && probe.Winner() == g.ToMove() {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s after %s: mc played %s, not a winning move %v", tc.spec, tc.moves, g.Board().MoveName(c.Move), tc.wins)
		}
	}
}

// TestMonteCarloBeatsRandom plays mc against random on 5x5 boards of every
// topology, each colour moving first half the time.
func TestMonteCarloBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 24 games")
	}
	for _, s := range []string{"hex:5x5", "cyl:5x5", "torus:5x5"} {
		spec, _ := core.ParseSpec(s)
		won := 0
		for i := 0; i < 8; i++ {
			first := core.Red
			if i%2 == 1 {
				first = core.Blue
			}
			g, _ := core.NewGame(spec, core.Options{First: first})
			mc, rnd := Bot(NewMonteCarlo(uint64(i))), Bot(NewRandom(uint64(i)))
			red, blue := mc, rnd
			if i%4 >= 2 {
				red, blue = rnd, mc
			}
			if err := PlayOut(g, red, blue); err != nil {
				t.Fatal(err)
			}
			if (g.Winner() == core.Red) == (red == mc) {
				won++
			}
		}
		if won < 7 {
			t.Errorf("%s: mc won %d of 8 games against random", s, won)
		}
	}
}

func TestMonteCarloIsDeterministic(t *testing.T) {
	spec, _ := core.ParseSpec("hex:6x6")
	g, _ := core.NewGame(spec, core.Options{})
	a, _ := NewMonteCarlo(5).Choose(g)
	b, _ := NewMonteCarlo(5).Choose(g)
	if a != b {
		t.Fatalf("same seed, different moves: %v %v", a, b)
	}
}

// BenchmarkMonteCarloMove measures one move of Algorithm 9.1.1 from the
// empty board.
func BenchmarkMonteCarloMove(b *testing.B) {
	for _, s := range []string{"hex:11x11", "cyl:5x9", "torus:11x11"} {
		b.Run(s, func(b *testing.B) {
			spec, _ := core.ParseSpec(s)
			g, _ := core.NewGame(spec, core.Options{})
			mc := NewMonteCarlo(1)
			playouts := 0
			for i := 0; i < b.N; i++ {
				mc.Choose(g)
				playouts += mc.Stats().Playouts
			}
			b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}
