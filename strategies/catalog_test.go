package strategies

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies/catalog"
	"github.com/hexlab/hexlab/strategies/rex"
)

// TestEveryStrategyBuilds checks that the catalog, which the board page reads without the
// bots, and the registry agree: every strategy the catalog describes builds, says in Ponders
// whether its bot ponders, and is refused by catalog.Check exactly as New refuses it.
func TestEveryStrategyBuilds(t *testing.T) {
	for _, info := range catalog.Catalog() {
		name := info.Name
		if info.Family {
			name = strings.TrimSuffix(name, "LIST") + "c3,b2"
		}
		bot, err := New(name, 1)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if _, ok := bot.(Ponderer); ok != info.Ponders || catalog.Ponders(name) != info.Ponders {
			t.Errorf("%s: the bot ponders: %v; the catalog says %v", name, ok, info.Ponders)
		}
		if err := catalog.Check(name); err != nil {
			t.Errorf("catalog.Check(%q) = %v, want nil", name, err)
		}
	}
	for _, name := range []string{"Random", "moves:a0", "moves:", "moves", "htp:engine"} {
		_, want := New(name, 1)
		got := catalog.Check(name)
		if want == nil || got == nil || got.Error() != want.Error() {
			t.Errorf("%q: catalog.Check says %v, New %v", name, got, want)
		}
	}
}

// TestEveryRuleHasItsText checks that each label a strategy's moves carry (the constants of
// the strategies and of strategies/rex) has its text in the catalog, and no other label does.
func TestEveryRuleHasItsText(t *testing.T) {
	labels := map[string][]string{
		"mc":          {MonteCarloRule, MonteCarloSwap, MonteCarloOpening},
		"mcts":        {MCTSWin, MCTSBlock, MCTSProven, MCTSSearch, MCTSSwap, MCTSKeep, MCTSOpening, MCTSBook},
		"strong":      {MCTSWin, MCTSBlock, MCTSProven, MCTSSearch, MCTSSwap, MCTSKeep, MCTSOpening, MCTSBook},
		"solver":      {SolverWin, SolverLost, SolverOpen},
		"gardner":     {GardnerOpening, GardnerMirror, GardnerMirrorTaken, GardnerRectangle},
		"alpern-beck": {AlpernBeckOpening, AlpernBeckRotate, AlpernBeckAnywhere},
		"3xn":         {ThreeByNOpening, ThreeByNBoth, ThreeByNUp, ThreeByNDown, ThreeByNRing, ThreeByNAnywhere},
		"rex-pairing": {rex.RuleT6Pair, rex.RuleT6Singleton, rex.RuleT6Outside, rex.RuleT7Pair, rex.RuleT7Outside, rex.RuleT7Any, RexSearch},
		"rex-opening": {rex.RuleC1, rex.RuleC2Reflect, rex.RuleC2Wedge, rex.RuleC2Center, rex.RuleT4, rex.RuleT5Reflect, rex.RuleT5Wedge,
			rex.RuleT6Pair, rex.RuleT6Singleton, rex.RuleT6Outside, rex.RuleT7Pair, rex.RuleT7Outside, rex.RuleT7Any, RexSearch},
	}
	for name, want := range labels {
		info, err := catalog.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, label := range want {
			if info.Rules[label] == "" {
				t.Errorf("%s: rule %q has no text", name, label)
			}
		}
		if len(info.Rules) != len(want) {
			t.Errorf("%s: %d rule texts, for %d labels %q", name, len(info.Rules), len(want), want)
		}
	}
}
