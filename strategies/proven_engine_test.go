package strategies

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestEngineAgainstProvenStrategies: on the boards of the papers' proven strategies (3xn,
// alpern-beck, gardner) the engine, playing the side the strategy wins, loses every game to
// it, as it must; and playing the winning side itself, against itself and against mc, it
// wins every game, whoever moves first. A fixed playout budget keeps the games the same on
// every machine. On boards this small the solver's knowledge decides the games (the engine
// wins them with 3 playouts a move): the test checks that what the engine proves is true;
// its strength on larger boards of these strategies is measured (docs/engine.md). The
// budget is the smallest at which the engine selects by MoHex 2.0's rule on the plane
// (MoHexSelectionFrom): the rule mcts, strong and strongest play by there.
func TestEngineAgainstProvenStrategies(t *testing.T) {
	engine := func(seed uint64) Bot {
		m := NewMCTS(seed, 0)
		m.Playouts = MoHexSelectionFrom
		return m
	}
	for _, tc := range []struct {
		strategy, spec string
		winner         core.Player // the side the strategy plays and wins
	}{
		{"3xn", "cyl:3x9", core.Red},
		{"alpern-beck", "cyl:6x7", core.Red},
		{"gardner", "hex:7x6", core.Red},
		{"gardner", "hex:6x8", core.Blue},
		{"gardner", "cyl:7x6", core.Red},
	} {
		for _, first := range []core.Player{core.Red, core.Blue} {
			for seed := uint64(1); seed <= 1; seed++ {
				for _, pair := range [][2]Bot{
					{mustNew(t, tc.strategy, seed), engine(seed)}, // the strategy beats the engine
					{engine(seed), engine(seed + 100)},            // the engine beats itself
					{engine(seed), mustNew(t, "mc", seed)},        // and mc
				} {
					winner, loser := pair[0], pair[1]
					red, blue := winner, loser
					if tc.winner == core.Blue {
						red, blue = loser, winner
					}
					g := newGame(t, tc.spec, first, false, "")
					if err := PlayOut(g, red, blue); err != nil {
						t.Fatalf("%s on %s: %v", tc.strategy, tc.spec, err)
					}
					if g.Winner() != tc.winner {
						t.Errorf("%s's board %s, %v first, seed %d: %s as %v lost to %s (%s)", tc.strategy, tc.spec, first, seed,
							winner.Name(), tc.winner, loser.Name(), core.FormatMoveList(g.Board(), g.Moves()))
					}
				}
			}
		}
	}
}
