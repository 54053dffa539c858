package main

import (
	"math"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestEngineSetting checks that a setting's parts change the options they name, that "mcts"
// leaves mcts's own, and that an unknown part is an error, not the reference unchanged.
func TestEngineSetting(t *testing.T) {
	spec := core.MustBoard("hex:11x11").Spec()
	base, err := engineSetting("mcts", spec)
	if err != nil {
		t.Fatal(err)
	}
	if !base.MoHexSelection || !base.FullPlayouts {
		t.Fatalf("mcts: %+v, not mcts's options with a thinking time", base)
	}
	got, err := engineSetting("pp+k32+nofillin", spec)
	if err != nil {
		t.Fatal(err)
	}
	if !got.PatternPlayouts || got.KnowledgeAt != 32 || got.FillIn || !got.MoHexSelection {
		t.Fatalf("pp+k32+nofillin: %+v", got)
	}
	if _, err := engineSetting("mcts+fast", spec); err == nil {
		t.Fatal("mcts+fast: no error for an unknown setting")
	}
}

// TestSettingValuesSeeTheWinner checks the values against minimax on hex:4x4: searched with
// a few thousand playouts, the engine values the positions the player to move wins above
// those it loses, and the score's squared errors are those of the values.
func TestSettingValuesSeeTheWinner(t *testing.T) {
	var won, lost []position
	for _, p := range randomPositions(t, "hex:4x4", 40, 9) {
		g, _ := p.game()
		if winnerByMinimax(g) == p.toMove() {
			won = append(won, p)
		} else {
			lost = append(lost, p)
		}
	}
	if len(won) == 0 || len(lost) == 0 {
		t.Fatalf("%d won and %d lost positions: the test needs both", len(won), len(lost))
	}
	wonValues, err := settingValues("mcts+noknow", won, 0, 3000, 1)
	if err != nil {
		t.Fatal(err)
	}
	lostValues, err := settingValues("mcts+noknow", lost, 0, 3000, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := newSettingScore("mcts+noknow", wonValues, lostValues)
	if w, l := meanOf(s.won), meanOf(s.lost); w < l+0.2 {
		t.Fatalf("mean value %.3f in %d won positions, %.3f in %d lost: the values do not see the winner", w, len(won), l, len(lost))
	}
	sum := 0.0
	for _, e := range s.squaredErr {
		sum += e
	}
	if got, want := sum/float64(len(s.squaredErr)), brier(s.won, s.lost); math.Abs(got-want) > 1e-12 {
		t.Fatalf("the squared errors' mean %v, the Brier score %v", got, want)
	}
}

// TestPairedDifference checks the mean difference and its standard error by hand.
func TestPairedDifference(t *testing.T) {
	m, se := pairedDifference([]float64{1, 0.5}, []float64{0, 0.5})
	if math.Abs(m-0.5) > 1e-12 || math.Abs(se-0.5) > 1e-12 {
		t.Fatalf("got %v ± %v, want 0.5 ± 0.5", m, se)
	}
	if m, _ := pairedDifference([]float64{1}, []float64{1, 2}); !math.IsNaN(m) {
		t.Fatalf("lists of different lengths: %v, want NaN", m)
	}
}
