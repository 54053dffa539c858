package strategies

import (
	"errors"
	"testing"

	"github.com/hexlab/hexlab/core"
)

func TestRandomPlaysLegalMovesToTheEnd(t *testing.T) {
	for _, spec := range []string{"hex:1x1", "hex:2x3", "hex:11x11", "cyl:5x9", "cyl:1x4", "torus:7x7", "torus:3x2", "hex:5x5+reverse", "hex:32x32"} {
		t.Run(spec, func(t *testing.T) {
			g := newGame(t, spec, core.Blue, false, "")
			red := watched{mustNew(t, "random", 1), t}
			blue := watched{mustNew(t, "random", 2), t}
			if err := PlayOut(g, red, blue); err != nil {
				t.Fatal(err)
			}
			if !g.Over() && len(g.Position().EmptyCells()) != 0 {
				t.Errorf("game stopped early: %d empty cells, not over", len(g.Position().EmptyCells()))
			}
			for i, turn := range g.Turns() {
				if turn.Move.Swap || turn.Rule != "" {
					t.Errorf("move %d: %+v; random plays cells with no rule", i+1, turn)
				}
			}
			// The record replays: every move was legal.
			if _, err := g.Record().Game(); err != nil {
				t.Errorf("record does not replay: %v", err)
			}
		})
	}
}

func TestRandomIsDeterministicBySeed(t *testing.T) {
	for _, spec := range []string{"hex:11x11", "cyl:5x9", "torus:11x11"} {
		t.Run(spec, func(t *testing.T) {
			a := playGame(t, spec, "random", "random", 42)
			b := playGame(t, spec, "random", "random", 42)
			ma, mb := core.FormatMoveList(a.Board(), a.Moves()), core.FormatMoveList(b.Board(), b.Moves())
			if ma != mb {
				t.Errorf("same seed, different games:\n%s\n%s", ma, mb)
			}
		})
	}
}

func TestRandomDifferentSeedsGiveDifferentGames(t *testing.T) {
	seen := map[string]uint64{}
	for seed := uint64(0); seed < 20; seed++ {
		g := playGame(t, "hex:11x11", "random", "random", seed)
		moves := core.FormatMoveList(g.Board(), g.Moves())
		if other, ok := seen[moves]; ok {
			t.Errorf("seeds %d and %d play the same game %s", other, seed, moves)
		}
		seen[moves] = seed
	}
}

// The two players' bots get different seeds, so their moves are not
// copies of each other's choices: with one seed for both, each bot's
// random stream would start alike.
func TestSeedForSeparatesPlayers(t *testing.T) {
	for seed := uint64(0); seed < 1000; seed++ {
		r, b := SeedFor(seed, core.Red), SeedFor(seed, core.Blue)
		if r == b || r == seed || b == seed {
			t.Fatalf("seed %d: red %d, blue %d", seed, r, b)
		}
	}
}

// The answer depends only on the seed and the game: asking again, or
// asking a fresh bot, about the same position gives the same move, and a
// different history gives (usually) a different draw.
func TestRandomIsAFunctionOfSeedAndHistory(t *testing.T) {
	g := newGame(t, "hex:11x11", core.Red, false, "f6,e5")
	bot := mustNew(t, "random", 9)
	first, err := bot.Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		again, _ := bot.Choose(g)
		fresh, _ := mustNew(t, "random", 9).Choose(g.Clone())
		if again != first || fresh != first {
			t.Fatalf("ask %d: %v and %v, first answer %v", i, again, fresh, first)
		}
	}
	// Over many seeds, the move differs between the two seeds at least once.
	differs := false
	for seed := uint64(0); seed < 10 && !differs; seed++ {
		a, _ := mustNew(t, "random", seed).Choose(g)
		b, _ := mustNew(t, "random", seed+100).Choose(g)
		differs = a != b
	}
	if !differs {
		t.Error("the seed does not change the move")
	}
}

// Each empty cell is about equally likely: 8000 draws on the 3x3 board with
// b2 taken give each of the 8 empty cells 1000 times on average; a uniform
// draw stays within 800..1200 (over 6 standard deviations) all but never.
func TestRandomIsUniform(t *testing.T) {
	g := newGame(t, "hex:3x3", core.Red, false, "b2")
	counts := map[core.Cell]int{}
	const draws = 8000
	for seed := uint64(0); seed < draws; seed++ {
		c, err := NewRandom(seed).Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		if g.At(c.Move.Cell) != core.NoPlayer {
			t.Fatalf("seed %d chose the taken cell %s", seed, g.Board().CellName(c.Move.Cell))
		}
		counts[c.Move.Cell]++
	}
	if len(counts) != 8 {
		t.Fatalf("%d distinct cells drawn, want the 8 empty ones: %v", len(counts), counts)
	}
	for c, n := range counts {
		if n < 800 || n > 1200 {
			t.Errorf("cell %s drawn %d times in %d, want about %d", g.Board().CellName(c), n, draws, draws/8)
		}
	}
}

func TestRandomRefusesFinishedGames(t *testing.T) {
	g := newGame(t, "hex:2x2", core.Red, false, "a1,b1,a2")
	if !g.Over() {
		t.Fatal("setup: red should have won")
	}
	_, err := NewRandom(1).Choose(g)
	if !errors.Is(err, core.ErrGameOver) {
		t.Errorf("Choose on a finished game: %v, want ErrGameOver", err)
	}
}
