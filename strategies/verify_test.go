package strategies

import (
	"context"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestVerifyAgreesWithTheProver checks Verify, split into parts run in parallel, against
// one prover searching the whole game: the same verdict, and for a strategy that loses a
// line as short as the prover's shortest, which the bot itself loses when replayed.
func TestVerifyAgreesWithTheProver(t *testing.T) {
	tests := []struct {
		name  string
		spec  string
		me    core.Player
		rules func(*core.Board) paperRules
	}{
		{"3xn", "cyl:3x3", core.Red, threeByNRules},
		{"3xn", "cyl:3x4", core.Red, threeByNRules},
		{"gardner", "hex:3x4", core.Blue, gardnerRules},
		{"gardner", "cyl:4x3", core.Red, gardnerRules},
		{"alpern-beck", "cyl:4x3", core.Red, alpernBeckRules},
		{"alpern-beck", "torus:4x3", core.Red, alpernBeckRules},
	}
	losses := 0
	for _, tt := range tests {
		for _, first := range []core.Player{core.Red, core.Blue} {
			for _, every := range []bool{false, true} {
				b := core.MustBoard(tt.spec)
				v, err := Verify(context.Background(), VerifyOptions{Name: tt.name, Board: b, Player: tt.me, First: first, Every: every, Seed: 1, Jobs: 2})
				if err != nil {
					t.Fatalf("%s %s: %v", tt.name, tt.spec, err)
				}
				p := newProver(tt.spec, tt.me, tt.rules, every, 1)
				want := p.shortestLoss(first)
				if v.Holds != (want == nil) {
					t.Fatalf("%s %s %v first every=%v: Verify holds=%v, the prover finds %v", tt.name, tt.spec, first, every, v.Holds, want)
				}
				if v.Holds {
					continue
				}
				losses++
				if len(v.Line) != len(want) {
					t.Errorf("%s %s %v first: a loss of %d moves, the prover's shortest has %d", tt.name, tt.spec, first, len(v.Line), len(want))
				}
				if !every {
					bot, _ := New(tt.name, 1)
					replayLoss(t, tt.spec, first, tt.me, bot, core.FormatMoveList(b, v.Line))
				}
			}
		}
	}
	if losses == 0 {
		t.Error("no losing case met: the test shows nothing of the lines")
	}
}

// TestVerifyRefuses checks the errors: a strategy without rules, a board too large, a
// colour the strategy does not play.
func TestVerifyRefuses(t *testing.T) {
	for _, o := range []VerifyOptions{
		{Name: "mcts", Board: core.MustBoard("hex:3x3"), Player: core.Red, First: core.Red},
		{Name: "3xn", Board: core.MustBoard("cyl:3x30"), Player: core.Red, First: core.Red},
		{Name: "3xn", Board: core.MustBoard("cyl:3x3"), Player: core.Blue, First: core.Red},
		{Name: "nobody", Board: core.MustBoard("cyl:3x3"), Player: core.Red, First: core.Red},
	} {
		if _, err := Verify(context.Background(), o); err == nil {
			t.Errorf("%s on %s as %v: no error", o.Name, o.Board.Spec(), o.Player)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Verify(ctx, VerifyOptions{Name: "3xn", Board: core.MustBoard("cyl:3x5"), Player: core.Red, First: core.Blue, Every: true}); err == nil {
		t.Error("a cancelled verify answers")
	}
}
