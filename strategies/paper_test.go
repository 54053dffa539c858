package strategies

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// paperStrategies are the papers' proven strategies with their rules, the
// player each plays on the boards of paperBoards, and those boards, on
// which each is proven to win.
var paperStrategies = []struct {
	name   string
	rules  func(*core.Board) paperRules
	boards map[string]core.Player
}{
	{"gardner", gardnerRules, map[string]core.Player{
		"hex:3x5": core.Blue, "hex:7x4": core.Red, "hex:4x11": core.Blue, "cyl:6x5": core.Red, "cyl:9x3": core.Red}},
	{"alpern-beck", alpernBeckRules, map[string]core.Player{
		"cyl:2x9": core.Red, "cyl:6x5": core.Red, "cyl:8x11": core.Red}},
	{"3xn", threeByNRules, map[string]core.Player{
		"cyl:3x1": core.Red, "cyl:3x7": core.Red, "cyl:3x12": core.Red}},
}

// The bots play whole games against random opponents, whoever starts, and
// win every one on their proven boards. Each move is the one the rules
// allow that paperPick picks, its label has a text in the catalogue, and
// Choose does not touch the game.
func TestPaperBotsPlayTheirRules(t *testing.T) {
	for _, s := range paperStrategies {
		info, err := Lookup(s.name)
		if err != nil {
			t.Fatal(err)
		}
		for spec, me := range s.boards {
			for seed := uint64(1); seed <= 10; seed++ {
				first := core.Red
				if seed%2 == 0 {
					first = core.Blue
				}
				g := newGame(t, spec, first, false, "")
				bot := watched{mustNew(t, s.name, seed), t}
				other := NewRandom(seed * 7)
				rules := s.rules(g.Board())
				for !g.Over() {
					var choice Choice
					if g.ToMove() == me {
						choice, err = bot.Choose(g)
						if err != nil {
							t.Fatalf("%s on %s: %v", s.name, spec, err)
						}
						last := opponentLast(g)
						rule, cells := rules(g.Position(), me, last)
						if want := paperPick(seed, g.Position(), last, cells); choice.Move != core.CellMove(want) || choice.Rule != rule {
							t.Fatalf("%s on %s after %s: Choose gives %s rule %s, the rules %s rule %s", s.name, spec,
								core.FormatMoveList(g.Board(), g.Moves()), g.Board().MoveName(choice.Move), choice.Rule, g.Board().CellName(want), rule)
						}
						if info.Rules[choice.Rule] == "" {
							t.Errorf("%s: rule %q has no text", s.name, choice.Rule)
						}
					} else if choice, err = other.Choose(g); err != nil {
						t.Fatal(err)
					}
					if err := g.PlayRule(choice.Move, choice.Rule); err != nil {
						t.Fatalf("%s on %s: %v", s.name, spec, err)
					}
				}
				if g.Winner() != me {
					t.Errorf("%s as %v lost on %s (seed %d): %s", s.name, me, spec, seed, core.FormatMoveList(g.Board(), g.Moves()))
				}
			}
		}
	}
}

// Each strategy refuses the boards and the colour it is not written for,
// with a message that says which it is written for.
func TestPaperBotsRefuse(t *testing.T) {
	tests := []struct {
		name, spec string
		player     core.Player
		want       []string // the error of Fits and of Choose
	}{
		{"gardner", "hex:4x4", core.Red, []string{"M ≠ N", "hex:4x4 is square"}},
		{"gardner", "hex:5x4", core.Blue, []string{"gardner plays red on hex:5x4", "Algorithm 4.1.2", "not blue"}},
		{"gardner", "hex:4x5", core.Red, []string{"gardner plays blue on hex:4x5", "Algorithm 4.1.1", "not red"}},
		{"gardner", "cyl:4x5", core.Blue, []string{"Algorithm 5.1.1", "M > N", "section 5.2"}},
		{"gardner", "cyl:5x4", core.Blue, []string{"plays red on cyl:5x4", "Algorithm 5.1.1"}},
		{"gardner", "torus:5x4", core.Blue, []string{"plays red on torus:5x4", "unproven"}},
		{"gardner", "torus:4x4", core.Red, []string{"square"}},
		{"alpern-beck", "hex:4x4", core.Red, []string{"cylinder", "planar"}},
		{"alpern-beck", "cyl:5x4", core.Red, []string{"even number of columns", "has 5"}},
		{"alpern-beck", "cyl:4x4", core.Blue, []string{"plays red (the end-to-end player) on cyl:4x4", "not blue"}},
		{"alpern-beck", "torus:3x4", core.Red, []string{"even"}},
		{"3xn", "cyl:5x5", core.Red, []string{"3 columns", "Figure 4.6"}},
		{"3xn", "hex:3x3", core.Red, []string{"cyl:3xN"}},
		{"3xn", "cyl:3x5", core.Blue, []string{"3xn plays red (the end-to-end player) on cyl:3x5, not blue"}},
	}
	for _, tt := range tests {
		t.Run(tt.name+"/"+tt.spec+"/"+tt.player.String(), func(t *testing.T) {
			info, err := Lookup(tt.name)
			if err != nil {
				t.Fatal(err)
			}
			spec, err := core.ParseSpec(tt.spec)
			if err != nil {
				t.Fatal(err)
			}
			g := newGame(t, tt.spec, tt.player, false, "")
			_, chooseErr := mustNew(t, tt.name, 1).Choose(g)
			for what, err := range map[string]error{"Fits": info.Fits(spec, tt.player), "Choose": chooseErr} {
				if err == nil {
					t.Fatalf("%s: %s plays %v on %s", what, tt.name, tt.player, tt.spec)
				}
				for _, w := range tt.want {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("%s: error %q does not say %q", what, err, w)
					}
				}
			}
		})
	}
	if err := gardnerPlays(core.Spec{Topology: core.Plane, Cols: 0, Rows: 3}, core.Blue); err == nil {
		t.Error("gardner fits hex:0x3")
	}
}

// The choice among a rule's cells depends on the seed, the stones and the
// opponent's latest move, not on the order the moves came in.
func TestPaperPickIsAFunctionOfThePosition(t *testing.T) {
	// Blue's a2 is answered anywhere (rule II.2): T(a2) = d2 is taken.
	a := newGame(t, "cyl:6x5", core.Blue, false, "a1,d2,b3,e3,a2")
	b := newGame(t, "cyl:6x5", core.Blue, false, "b3,d2,a1,e3,a2")
	bot := NewAlpernBeck(3)
	ca, _ := bot.Choose(a)
	cb, _ := bot.Choose(b)
	if ca != cb || ca.Rule != AlpernBeckAnywhere {
		t.Errorf("the same position and latest move got %v and %v", ca, cb)
	}
	picks := map[core.Move]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		c, err := NewAlpernBeck(seed).Choose(a)
		if err != nil {
			t.Fatal(err)
		}
		picks[c.Move] = true
	}
	if len(picks) < 3 {
		t.Errorf("20 seeds made %d different free choices", len(picks))
	}
}

// A swap is answered as Blue's move on the transposed cell: on the square
// torus Alpern and Beck's Red answers half way round from there.
func TestPaperBotsAnswerASwap(t *testing.T) {
	g := newGame(t, "torus:4x4", core.Red, true, "b3,swap")
	choice, err := NewAlpernBeck(1).Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	// Blue holds c2, the transpose of b3; T(c2) = a2.
	if got := fmt.Sprintf("%s %s", g.Board().MoveName(choice.Move), choice.Rule); got != "a2 1" {
		t.Errorf("after b3,swap: %s, want a2 1", got)
	}
	g = newGame(t, "torus:3x3", core.Red, true, "a1,swap")
	choice, err = NewThreeByN(1).Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	if choice.Rule != ThreeByNRing || g.At(choice.Move.Cell) != core.NoPlayer {
		t.Errorf("after a1,swap: %s rule %s, want an empty cell of ring 1 by rule 4", g.Board().MoveName(choice.Move), choice.Rule)
	}
}
