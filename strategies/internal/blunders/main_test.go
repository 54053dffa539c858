package main

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// winnerByMinimax returns who wins g's position with perfect play, by trying every move.
func winnerByMinimax(g *core.Game) core.Player {
	if g.Over() {
		return g.Winner()
	}
	me := g.ToMove()
	for _, c := range g.Position().EmptyCells() {
		next := g.Clone()
		if err := next.Play(core.CellMove(c)); err != nil {
			panic(err)
		}
		if winnerByMinimax(next) == me {
			return me
		}
	}
	return me.Opponent()
}

// randomPositions returns n positions of random games on spec, each with left empty cells.
func randomPositions(t *testing.T, spec string, n, left int) []position {
	t.Helper()
	b := core.MustBoard(spec)
	rng := rand.New(rand.NewPCG(1, 2))
	var out []position
	for len(out) < n {
		p := position{board: b, first: core.Player(1 + rng.IntN(2))}
		g, err := p.game()
		if err != nil {
			t.Fatal(err)
		}
		for len(g.Position().EmptyCells()) > left && !g.Over() {
			empty := g.Position().EmptyCells()
			m := core.CellMove(empty[rng.IntN(len(empty))])
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			p.moves = append(p.moves, m)
		}
		if !g.Over() {
			out = append(out, p)
		}
	}
	return out
}

// TestJudgeAgainstMinimax checks the measure on small boards: the verdicts against minimax,
// and every move of each won position judged a blunder exactly where minimax says the
// opponent then wins.
func TestJudgeAgainstMinimax(t *testing.T) {
	for _, spec := range []string{"hex:4x4", "hex:3x5"} {
		positions := randomPositions(t, spec, 30, 8)
		v, err := openVerdicts("")
		if err != nil {
			t.Fatal(err)
		}
		if err := v.settle(context.Background(), positions, time.Minute, 2, "test"); err != nil {
			t.Fatal(err)
		}
		var won []position
		for _, p := range positions {
			g, _ := p.game()
			if got, want := v.winner(p), winnerByMinimax(g); got != want {
				t.Fatalf("%s: the verdict is %v, minimax says %v", p.key(), got, want)
			}
			if v.winner(p) == p.toMove() {
				won = append(won, p)
			}
		}
		if len(won) == 0 {
			t.Fatalf("%s: no won position among %d", spec, len(positions))
		}
		blunders := 0
		for _, p := range won {
			g, _ := p.game()
			for _, c := range g.Position().EmptyCells() {
				m := core.CellMove(c)
				if err := v.settle(context.Background(), []position{p.then(m)}, time.Minute, 1, "test"); err != nil {
					t.Fatal(err)
				}
				j := judge("test", []position{p}, []*core.Move{&m}, v)
				next := g.Clone()
				if err := next.Play(m); err != nil {
					t.Fatal(err)
				}
				want := kept
				if winnerByMinimax(next) != p.toMove() {
					want, blunders = blunder, blunders+1
				}
				if j.outcomes[0] != want {
					t.Fatalf("%s, move %s: judged %d, minimax says %d", p.key(), g.Board().CellName(c), j.outcomes[0], want)
				}
			}
		}
		if blunders == 0 {
			t.Fatalf("%s: no move of %d won positions gives the win away: the test shows nothing", spec, len(won))
		}
	}
}

// TestVerdictsAreKept checks that a second run reads the first's verdicts (and has nothing
// left to solve), that an unknown verdict is solved again with a larger budget, and that a
// file that is not a verdicts file is an error, not an empty start.
func TestVerdictsAreKept(t *testing.T) {
	file := filepath.Join(t.TempDir(), "verdicts.json")
	positions := randomPositions(t, "hex:4x4", 10, 8)
	v, err := openVerdicts(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := v.settle(context.Background(), positions, time.Minute, 2, "test"); err != nil {
		t.Fatal(err)
	}
	again, err := openVerdicts(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range positions {
		if again.needs(p, time.Minute) || again.winner(p) != v.winner(p) || again.winner(p) == core.NoPlayer {
			t.Fatalf("%s: read back %v (needed again: %v), solved %v", p.key(), again.winner(p), again.needs(p, time.Minute), v.winner(p))
		}
	}
	if err := again.keep(positions[0], verdict{Budget: time.Second}); err != nil {
		t.Fatal(err)
	}
	if !again.needs(positions[0], time.Minute) || again.needs(positions[0], time.Second) {
		t.Fatal("an unknown verdict is to be solved again with a larger budget only")
	}
	if err := os.WriteFile(file, []byte(`{"hex:4x4 red a1": {"winner": "green"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := openVerdicts(file); err == nil {
		t.Fatal("a verdict naming no player was read")
	}
	if err := os.WriteFile(file, []byte(`[1, 2`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := openVerdicts(file); err == nil {
		t.Fatal("a file that is not JSON was read")
	}
}

// TestGatherTakesEachPositionOnce checks the positions read from an arena's results: each
// after the plies asked, none twice, the player to move the one the game has to move.
func TestGatherTakesEachPositionOnce(t *testing.T) {
	positions, err := gather("../../../docs/results/engine/memory-book/*.json", 20, 24, 2, 1000)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, p := range positions {
		k := p.key()
		if seen[k] {
			t.Fatalf("%s taken twice", k)
		}
		seen[k] = true
		if n := len(p.moves); n != 20 && n != 22 && n != 24 {
			t.Fatalf("%s: %d moves, asked 20, 22 or 24", k, n)
		}
		g, err := p.game()
		if err != nil {
			t.Fatal(err)
		}
		if g.ToMove() != p.toMove() {
			t.Fatalf("%s: %v to move, the game says %v", k, p.toMove(), g.ToMove())
		}
	}
	if len(positions) < 100 {
		t.Fatalf("%d positions from 100 games' plies 20 to 24", len(positions))
	}
	few, err := gather("../../../docs/results/engine/memory-book/*.json", 20, 24, 2, 10)
	if err != nil || len(few) != 10 {
		t.Fatalf("a limit of 10: %d positions (%v)", len(few), err)
	}
	if _, err := gather("no-such-dir/*.json", 20, 24, 2, 10); err == nil {
		t.Fatal("a glob of no files was taken for none")
	}
}

// TestBrier checks the values' summary by hand-worked cases: NaN (no value told) left out.
func TestBrier(t *testing.T) {
	nan := math.NaN()
	for _, tc := range []struct {
		won, lost []float64
		want      float64
	}{
		{[]float64{1}, []float64{0}, 0},
		{[]float64{0.5, nan}, []float64{0.5}, 0.25},
		{[]float64{0.8}, []float64{0.6, 0.2}, (0.04 + 0.36 + 0.04) / 3},
	} {
		if got := brier(tc.won, tc.lost); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("brier(%v, %v) = %v, want %v", tc.won, tc.lost, got, tc.want)
		}
	}
	if !math.IsNaN(brier([]float64{nan}, nil)) || !math.IsNaN(meanOf(nil)) {
		t.Error("no values: not NaN")
	}
	if got := meanOf([]float64{0.2, nan, 0.4}); math.Abs(got-0.3) > 1e-12 {
		t.Errorf("meanOf = %v, want 0.3", got)
	}
}
