package strategies

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/rex"
)

// The Reverse Hex strategies refuse boards outside their range, normal
// Hex first of all, and say which boards they play.
func TestRexFits(t *testing.T) {
	tests := []struct {
		name, spec string
		want       []string // substrings of the error; nil: fits
	}{
		{"rex-pairing", "hex:5x5+reverse", nil},
		{"rex-pairing", "hex:1x1+reverse", nil},
		{"rex-pairing", "hex:5x5", []string{"Reverse Hex strategy", "+reverse", "hex:5x5 is normal Hex"}},
		{"rex-pairing", "hex:6x6+reverse", []string{"N <= 5", "Figures 12-15", "outside"}},
		{"rex-pairing", "hex:4x5+reverse", []string{"square"}},
		{"rex-pairing", "cyl:5x5+reverse", []string{"planar"}},
		{"rex-pairing", "torus:4x4+reverse", []string{"planar"}},
		{"rex-opening", "hex:2x2+reverse", nil},
		{"rex-opening", "hex:32x32+reverse", nil},
		{"rex-opening", "hex:11x11", []string{"Reverse Hex strategy", "normal Hex"}},
		{"rex-opening", "hex:1x1+reverse", []string{"N >= 2"}},
		{"rex-opening", "hex:7x6+reverse", []string{"square"}},
	}
	for _, tt := range tests {
		spec, err := core.ParseSpec(tt.spec)
		if err != nil {
			t.Fatal(err)
		}
		info, _ := Lookup(tt.name)
		err = info.Fits(spec, core.Blue)
		if tt.want == nil {
			if err != nil {
				t.Errorf("%s on %s: %v", tt.name, tt.spec, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s fits %s", tt.name, tt.spec)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s on %s: error %q does not say %q", tt.name, tt.spec, err, w)
			}
		}
		// Choose refuses too.
		if _, cerr := mustNew(t, tt.name, 1).Choose(newGame(t, tt.spec, core.Red, false, "")); cerr == nil {
			t.Errorf("%s moved on %s", tt.name, tt.spec)
		}
	}
}

// playRex plays a game on hex:NxN+reverse between the named bots, with
// first to move, and returns it.
func playRex(t *testing.T, n int, first core.Player, red, blue Bot) *core.Game {
	t.Helper()
	g := newGame(t, fmt.Sprintf("hex:%dx%d+reverse", n, n), first, false, "")
	if err := PlayOut(g, watched{red, t}, watched{blue, t}); err != nil {
		t.Fatal(err)
	}
	return g
}

// rulesOf returns the rule labels of player's moves in g.
func rulesOf(g *core.Game, player core.Player) []string {
	var out []string
	for _, turn := range g.Turns() {
		if turn.Player == player {
			out = append(out, turn.Rule)
		}
	}
	return out
}

// Against random opponents, each Rex strategy playing Theorem 3's winner
// wins every game on the boards up to 5x5, every move labelled with a
// rule of the paper that has a text, never "search". (The exhaustive
// checks are in rexprove_test.go; this one also runs the bots themselves,
// seeds and all.)
func TestRexBotsWinAgainstRandom(t *testing.T) {
	for _, name := range []string{"rex-pairing", "rex-opening"} {
		info, _ := Lookup(name)
		lo := 1
		if name == "rex-opening" {
			lo = 2
		}
		for n := lo; n <= 5; n++ {
			for _, first := range []core.Player{core.Red, core.Blue} {
				me := rexWinner(n, first)
				for seed := uint64(1); seed <= 20; seed++ {
					bot := mustNew(t, name, SeedFor(seed, me))
					opp := mustNew(t, "random", SeedFor(seed, me.Opponent()))
					red, blue := bot, opp
					if me == core.Blue {
						red, blue = opp, bot
					}
					g := playRex(t, n, first, red, blue)
					if g.Winner() != me {
						t.Fatalf("%s as %v lost on %dx%d, %v first, seed %d: %s", name, me, n, n, first, seed, core.FormatMoveList(g.Board(), g.Moves()))
					}
					for _, rule := range rulesOf(g, me) {
						if rule == RexSearch || info.Rules[rule] == "" {
							t.Fatalf("%s on %dx%d: move labelled %q", name, n, n, rule)
						}
					}
				}
			}
		}
	}
}

// On the losing side there is no theorem to play: the strategies say so
// by labelling their moves "search" (mcts under +reverse) until the
// opponent gives them a pairing.
func TestRexLosingSideSearches(t *testing.T) {
	bot := mustNew(t, "rex-pairing", 1)
	g := newGame(t, "hex:3x3+reverse", core.Red, false, "")
	c, err := bot.Choose(g)
	if err != nil || c.Rule != RexSearch {
		t.Fatalf("rex-pairing as the first player on 3x3: %v (%q), want a search move", err, c.Rule)
	}
	g = newGame(t, "hex:4x4+reverse", core.Red, false, "a1")
	c, err = mustNew(t, "rex-opening", 1).Choose(g)
	if err != nil || c.Rule != RexSearch {
		t.Fatalf("rex-opening as the second player on 4x4 after the winning a1: %v (%q), want a search move", err, c.Rule)
	}
}

// The openings and the later theorems on boards beyond the pairing
// tables: Corollary 1 on 6x6 and 12x12, Corollary 2 on 7x7, 9x9 and 31x31
// (each case), and Theorem 5's mirror after Corollary 2's reflection.
func TestRexOpeningMoves(t *testing.T) {
	tests := []struct {
		spec  string
		first core.Player
		moves string
		rule  string
		cells string // the cells the rule allows, any of which may be played
	}{
		{"hex:6x6+reverse", core.Red, "", rex.RuleC1, "a1,b1,e6,f6"},
		{"hex:6x6+reverse", core.Blue, "", rex.RuleC1, "a1,a2,f5,f6"},
		{"hex:12x12+reverse", core.Red, "", rex.RuleC1, "a1,b1,k12,l12"},
		{"hex:7x7+reverse", core.Red, "b1", rex.RuleC2Reflect, "a2,g6"},
		{"hex:7x7+reverse", core.Red, "a1", rex.RuleC2Reflect, "g7"},
		{"hex:7x7+reverse", core.Red, "d4", rex.RuleC2Wedge, "a1,a2,g6,g7"},
		{"hex:9x9+reverse", core.Blue, "e5", rex.RuleC2Wedge, "a1,b1,h9,i9"},
		{"hex:31x31+reverse", core.Red, "c7", rex.RuleC2Reflect, "g3,y29"},
		// After a1 and the reflection g7 the position is color-symmetric
		// about the short diagonal: Red's b3 is off it, Blue mirrors.
		{"hex:9x9+reverse", core.Red, "a1,i9,b3", rex.RuleT5Reflect, "g8"},
		// Red's e5, the centre, is on the short diagonal, the axis, and on
		// the long one, which is not an axis: Theorem 5 has no case, and
		// 9x9 is past the pairing search, so the search plays.
		{"hex:9x9+reverse", core.Red, "a1,i9,e5", RexSearch, ""},
	}
	for _, tt := range tests {
		g := newGame(t, tt.spec, tt.first, false, tt.moves)
		bot := &RexOpening{seed: 1, think: 50 * time.Millisecond, Budget: -1}
		c, err := bot.Choose(g)
		if err != nil {
			t.Fatalf("%s after %q: %v", tt.spec, tt.moves, err)
		}
		if c.Rule != tt.rule {
			t.Errorf("%s after %q: rule %q, want %q", tt.spec, tt.moves, c.Rule, tt.rule)
			continue
		}
		if tt.cells == "" {
			continue
		}
		rule, cells := rexOpeningRules(-1)(g.Board())(g.Position(), g.ToMove(), opponentLast(g))
		var got []string
		for _, c := range cells {
			got = append(got, g.Board().CellName(c))
		}
		if rule != tt.rule || sortedList(strings.Join(got, ",")) != sortedList(tt.cells) {
			t.Errorf("%s after %q: %s allows %v, want %s", tt.spec, tt.moves, rule, got, tt.cells)
		}
		if !strings.Contains(","+tt.cells+",", ","+g.Board().MoveName(c.Move)+",") {
			t.Errorf("%s after %q: played %s, not one of %s", tt.spec, tt.moves, g.Board().MoveName(c.Move), tt.cells)
		}
	}
}

func sortedList(list string) string {
	parts := strings.Split(list, ",")
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

// The same game and seed give the same move, whatever was asked before,
// and a swap (on a square board with the swap rule) is answered as the
// opening on the transposed cell.
func TestRexDeterministic(t *testing.T) {
	for _, name := range []string{"rex-pairing", "rex-opening"} {
		g := newGame(t, "hex:5x5+reverse", core.Red, false, "c2,b3,d4")
		a, err := mustNew(t, name, 9).Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		bot := mustNew(t, name, 9)
		_, _ = bot.Choose(newGame(t, "hex:5x5+reverse", core.Red, false, "a1"))
		b, _ := bot.Choose(g)
		if a != b {
			t.Errorf("%s: %v then %v for the same game", name, a, b)
		}
	}
	g := newGame(t, "hex:5x5+reverse", core.Red, true, "b1,swap")
	c, err := mustNew(t, "rex-opening", 1).Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	// Blue's a2 (the transpose of b1) is answered as an opening: the
	// reflections through the diagonals are b1 and e4, b1 now empty.
	if c.Rule != rex.RuleC2Reflect {
		t.Errorf("after b1,swap: rule %q, want %s", c.Rule, rex.RuleC2Reflect)
	}
}

// Every label of the strategies has a text, and the texts name the paper's
// theorems.
func TestRexRuleTexts(t *testing.T) {
	for name, labels := range map[string][]string{
		"rex-pairing": {rex.RuleT6Pair, rex.RuleT6Singleton, rex.RuleT6Outside, rex.RuleT7Pair, rex.RuleT7Outside, rex.RuleT7Any, RexSearch},
		"rex-opening": {rex.RuleC1, rex.RuleC2Reflect, rex.RuleC2Wedge, rex.RuleC2Center, rex.RuleT4, rex.RuleT5Reflect, rex.RuleT5Wedge,
			rex.RuleT6Pair, rex.RuleT6Singleton, rex.RuleT6Outside, rex.RuleT7Pair, rex.RuleT7Outside, rex.RuleT7Any, RexSearch},
	} {
		info, _ := Lookup(name)
		if len(info.Rules) != len(labels) {
			t.Errorf("%s has %d rule texts, want %d", name, len(info.Rules), len(labels))
		}
		for _, l := range labels {
			text := info.Rules[l]
			want := map[byte]string{'T': "Theorem " + l[1:2], 'C': "Corollary " + l[1:2], 's': "not the paper's"}[l[0]]
			if !strings.Contains(text, want) {
				t.Errorf("%s rule %s: %q does not say %q", name, l, text, want)
			}
		}
	}
}
