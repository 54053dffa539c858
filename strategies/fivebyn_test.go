package strategies

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/fivebyn"
)

// The boards of the thesis's simulations (section 9.3).
var fiveByNSizes = []int{4, 5, 6, 7, 9, 12}

// playFiveByN plays one game on cyl:5xn between red (a 5×n strategy) and
// blue, and checks that every red move carries a rule label the strategy
// documents.
func playFiveByN(t *testing.T, n int, first core.Player, red, blue Bot) *core.Game {
	t.Helper()
	spec := fmt.Sprintf("cyl:5x%d", n)
	g := newGame(t, spec, first, false, "")
	if err := PlayOut(g, watched{red, t}, blue); err != nil {
		t.Fatalf("%s, %v first, %s against %s: %v", spec, first, red.Name(), blue.Name(), err)
	}
	if !g.Over() {
		t.Fatalf("%s: the game did not end", spec)
	}
	info, err := Lookup(red.Name())
	if err != nil {
		t.Fatal(err)
	}
	for i, turn := range g.Turns() {
		if turn.Player != core.Red {
			continue
		}
		if _, ok := info.Rules[turn.Rule]; !ok {
			t.Errorf("%s: red move %d (%s) has rule %q, which %s does not document", spec, i+1, g.Board().MoveName(turn.Move), turn.Rule, red.Name())
		}
	}
	return g
}

// Both strategies play whole games against random on every board of the
// thesis, either player first.
func TestFiveByNAgainstRandom(t *testing.T) {
	for _, name := range []string{"vandenbroek", "fitzgerald"} {
		for _, n := range fiveByNSizes {
			for _, first := range []core.Player{core.Red, core.Blue} {
				for seed := uint64(1); seed <= 2; seed++ {
					red := mustNew(t, name, SeedFor(seed, core.Red))
					blue := mustNew(t, "random", SeedFor(seed, core.Blue))
					playFiveByN(t, n, first, red, blue)
				}
			}
		}
	}
}

// Both strategies play whole games against the Monte Carlo player of
// Algorithm 9.1.1, one game per board, the first player alternating. With
// -short only the boards up to 5×7 are played.
func TestFiveByNAgainstMonteCarlo(t *testing.T) {
	for _, name := range []string{"vandenbroek", "fitzgerald"} {
		for i, n := range fiveByNSizes {
			if testing.Short() && n > 7 {
				continue
			}
			first := []core.Player{core.Red, core.Blue}[i%2]
			red := mustNew(t, name, SeedFor(uint64(n), core.Red))
			playFiveByN(t, n, first, red, mustNew(t, "mc", SeedFor(uint64(n), core.Blue)))
		}
	}
}

// The DESIGN example: fitzgerald against mc on cyl:5x9, Blue first, seed 7,
// as `hexlab play --board cyl:5x9 --first blue --red fitzgerald --blue mc
// --seed 7 --json` plays it.
func TestFitzgeraldDesignExample(t *testing.T) {
	if testing.Short() {
		t.Skip("a full Monte Carlo game")
	}
	g := playFiveByN(t, 9, core.Blue, mustNew(t, "fitzgerald", SeedFor(7, core.Red)), mustNew(t, "mc", SeedFor(7, core.Blue)))
	if g.Winner() != core.Red {
		t.Logf("Blue won: %s", core.FormatMoveList(g.Board(), g.Moves()))
	}
}

// Fits and Choose refuse other boards, and Blue, with a message that says
// what the strategies are for.
func TestFiveByNRefuses(t *testing.T) {
	for _, name := range []string{"vandenbroek", "fitzgerald"} {
		info, err := Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range []string{"cyl:5x1", "cyl:5x9", "cyl:5x32"} {
			s, _ := core.ParseSpec(spec)
			if err := info.Fits(s, core.Red); err != nil {
				t.Errorf("%s does not fit %s: %v", name, spec, err)
			}
			if err := info.Fits(s, core.Blue); err == nil || !strings.Contains(err.Error(), name+" plays red (the end-to-end player) on "+spec+", not blue") {
				t.Errorf("%s as Blue on %s: %v, want a refusal naming the colour and the board", name, spec, err)
			}
		}
		for _, spec := range []string{"hex:5x9", "cyl:4x9", "cyl:7x9", "cyl:5x9+reverse", "torus:5x9"} {
			s, _ := core.ParseSpec(spec)
			err := info.Fits(s, core.Red)
			if err == nil || !strings.Contains(err.Error(), "cyl:5xN") {
				t.Errorf("%s on %s: %v, want a refusal naming cyl:5xN", name, spec, err)
			}
			g := newGame(t, spec, core.Blue, false, "a1")
			if _, err := mustNew(t, name, 1).Choose(g); err == nil || !strings.Contains(err.Error(), "cyl:5xN") {
				t.Errorf("%s chose a move on %s: %v", name, spec, err)
			}
		}
		g := newGame(t, "cyl:5x9", core.Red, false, "c5")
		if _, err := mustNew(t, name, 1).Choose(g); err == nil || !strings.Contains(err.Error(), "Red only") {
			t.Errorf("%s played Blue: %v", name, err)
		}
		g = newGame(t, "cyl:5x1", core.Red, false, "c1")
		if _, err := mustNew(t, name, 1).Choose(g); err == nil {
			t.Errorf("%s moved after the game ended", name)
		}
	}
}

// Every rule label has a text that names its algorithm and rule.
func TestFiveByNRuleTexts(t *testing.T) {
	for name, alg := range map[string]string{"vandenbroek": "Algorithm 7.1.1", "fitzgerald": "Algorithm 8.4.1"} {
		info, _ := Lookup(name)
		for label, text := range info.Rules {
			if !strings.HasPrefix(text, "rule ") || !strings.Contains(text, alg) {
				t.Errorf("%s rule %s: %q", name, label, text)
			}
		}
	}
	for _, label := range []string{"0", "1", "2a", "3a.i", "6d", "7c", "12", "16b", "19"} {
		if RuleText("fitzgerald", label) == "" {
			t.Errorf("fitzgerald has no text for rule %s", label)
		}
	}
	for r := 0; r <= 19; r++ {
		if RuleText("vandenbroek", strconv.Itoa(r)) == "" {
			t.Errorf("vandenbroek has no text for rule %d", r)
		}
	}
}

// fitzgerald is deterministic; vandenbroek depends on its seed only, and
// answers a position in the middle of a game as it did in the game.
func TestFiveByNDeterminism(t *testing.T) {
	play := func(name string, seed uint64) *core.Game {
		return playFiveByN(t, 9, core.Blue, mustNew(t, name, SeedFor(seed, core.Red)), mustNew(t, "random", SeedFor(1, core.Blue)))
	}
	moves := func(g *core.Game) string { return core.FormatMoveList(g.Board(), g.Moves()) }
	if a, b := play("fitzgerald", 1), play("fitzgerald", 2); moves(a) != moves(b) {
		t.Errorf("fitzgerald depends on its seed:\n%s\n%s", moves(a), moves(b))
	}
	a, b := play("vandenbroek", 3), play("vandenbroek", 3)
	if moves(a) != moves(b) {
		t.Errorf("vandenbroek with one seed played two games")
	}
	differ := false
	for seed := uint64(4); seed < 10 && !differ; seed++ {
		differ = moves(play("vandenbroek", seed)) != moves(a)
	}
	if !differ {
		t.Error("vandenbroek plays the same game whatever its seed")
	}
	// Ask again at each red move of game a.
	bot := mustNew(t, "vandenbroek", SeedFor(3, core.Red))
	for i, turn := range a.Turns() {
		if turn.Player != core.Red {
			continue
		}
		g, _ := core.NewGameFromMoves(a.Spec(), a.Options(), a.Moves()[:i])
		c, err := bot.Choose(g)
		if err != nil || c.Move != turn.Move || c.Rule != turn.Rule {
			t.Fatalf("move %d: asked again, %v rule %s (%v); in the game %v rule %s", i+1, c.Move, c.Rule, err, turn.Move, turn.Rule)
		}
	}
}

// Last reports the decision behind the move: its rule and allowed moves.
func TestFiveByNLast(t *testing.T) {
	g := newGame(t, "cyl:5x7", core.Blue, false, "b4")
	f := NewFitzgerald()
	c, err := f.Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	d := f.Last()
	b := fivebyn.MustBoard(5, 7)
	if d.Rule != c.Rule || b.ToCore(d.Cell) != c.Move.Cell || len(d.Moves) == 0 {
		t.Errorf("Last() = %+v for choice %+v", d, c)
	}
	v := NewVanDenBroek(1)
	if _, err := v.Choose(g); err != nil || v.Last().Rule != "13" {
		t.Errorf("vandenbroek after b4: rule %q, %v; want 13 (in ring j)", v.Last().Rule, err)
	}
}

// TestWinRateAgainstMonteCarlo measures each strategy's wins against the
// Monte Carlo Blue of Algorithm 9.1.1 on the boards of section 9.3, and
// counts the rules (and, for Algorithm 8.4.1, the hierarchy items) Red
// used, as sections 9.4.1 and 9.4.2 do. It runs only when HEXLAB_MEASURE
// gives the number of games per board and first player
// (docs/strategies.md reports a run):
//
//	HEXLAB_MEASURE=5 go test -run WinRate -v ./strategies/
func TestWinRateAgainstMonteCarlo(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("HEXLAB_MEASURE"))
	if games <= 0 {
		t.Skip("set HEXLAB_MEASURE to the number of games per board and first player")
	}
	for _, name := range []string{"vandenbroek", "fitzgerald"} {
		total, won := 0, 0
		rules, items := map[string]int{}, map[int]int{}
		for _, n := range fiveByNSizes {
			line := fmt.Sprintf("%-11s cyl:5x%-2d", name, n)
			for _, first := range []core.Player{core.Red, core.Blue} {
				w := 0
				for k := 0; k < games; k++ {
					seed := uint64(1000*n + k)
					red := &itemCounter{Bot: mustNew(t, name, SeedFor(seed, core.Red)), items: items}
					g := playFiveByN(t, n, first, red, mustNew(t, "mc", SeedFor(seed, core.Blue)))
					for _, turn := range g.Turns() {
						if turn.Player == core.Red {
							rules[turn.Rule]++
						}
					}
					if g.Winner() == core.Red {
						w++
					} else {
						t.Logf("%s lost on cyl:5x%d, %v first: %s", name, n, first, core.FormatMoveList(g.Board(), g.Moves()))
					}
				}
				line += fmt.Sprintf("  %v first %d/%d", first, w, games)
				total += games
				won += w
			}
			t.Log(line)
		}
		t.Logf("%s: %d/%d; rules used %v", name, won, total, rules)
		if name == "fitzgerald" {
			t.Logf("%s: hierarchy items used %v", name, items)
		}
	}
}

// itemCounter counts the hierarchy items behind a fitzgerald bot's moves.
type itemCounter struct {
	Bot
	items map[int]int
}

func (c *itemCounter) Choose(g *core.Game) (Choice, error) {
	ch, err := c.Bot.Choose(g)
	if f, ok := c.Bot.(*Fitzgerald); ok && err == nil {
		for _, h := range f.Last().Items {
			c.items[h]++
		}
	}
	return ch, err
}
