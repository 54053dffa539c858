package strategies

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// proofCase is one exhaustive check: the strategy, as player me on spec,
// never loses against any opponent, whoever moves first.
type proofCase struct {
	spec  string
	me    core.Player
	every bool // every choice the rules allow, or the bot with seed 1
	size  proofSize
}

// proofSize says when a check runs: always, not with -short, or only when
// HEXLAB_LONG_PROOFS is set (docs/strategies.md gives the command).
type proofSize int

const (
	quick  proofSize = iota // always
	medium                  // skipped with -short
	long                    // only with HEXLAB_LONG_PROOFS=1
)

// skipBySize skips the test if its size is not to run now.
func skipBySize(t *testing.T, size proofSize) {
	t.Helper()
	switch {
	case size == long && os.Getenv("HEXLAB_LONG_PROOFS") == "":
		t.Skip("a long exhaustive check: set HEXLAB_LONG_PROOFS=1 to run it")
	case size == medium && testing.Short():
		t.Skip("an exhaustive check of some seconds; run without -short")
	}
}

// checkProofs runs the cases and logs, for each, the positions explored
// and the time taken (docs/strategies.md lists them).
func checkProofs(t *testing.T, name string, rules func(*core.Board) paperRules, cases []proofCase) {
	t.Helper()
	for _, tc := range cases {
		for _, first := range []core.Player{core.Red, core.Blue} {
			mode := "seed 1"
			if tc.every {
				mode = "every choice"
			}
			t.Run(fmt.Sprintf("%s/first=%v/%s", tc.spec, first, strings.ReplaceAll(mode, " ", "_")), func(t *testing.T) {
				skipBySize(t, tc.size)
				start := time.Now()
				p := newProver(tc.spec, tc.me, rules, tc.every, 1)
				if line := p.search(first, unbounded); line != nil {
					t.Fatalf("%s as %v loses on %s, %v first (%s): %s", name, tc.me, tc.spec, first, p.broken,
						core.FormatMoveList(p.board, cellMoves(line)))
				}
				t.Logf("%s as %v on %s, %v first, %s: never loses; %d positions, %d nodes, %v",
					name, tc.me, tc.spec, first, mode, len(p.seen), p.nodes, time.Since(start).Round(time.Millisecond))
			})
		}
	}
}

// replayLoss replays line on spec with first to move, asking bot, the
// player me, for each of its moves: it must choose the line's move. At the
// end of the line the opponent must have won.
func replayLoss(t *testing.T, spec string, first, me core.Player, bot Bot, line string) {
	t.Helper()
	g := newGame(t, spec, first, false, "")
	moves, err := core.ParseMoveList(g.Board(), line)
	if err != nil {
		t.Fatal(err)
	}
	for k, m := range moves {
		if g.Over() {
			t.Fatalf("the game ended (%v won) before move %d", g.Winner(), k+1)
		}
		rule := ""
		if g.ToMove() == me {
			choice, err := bot.Choose(g)
			if err != nil {
				t.Fatalf("move %d: %v", k+1, err)
			}
			if choice.Move != m {
				t.Fatalf("move %d: %s plays %s (rule %s), the line says %s", k+1, bot.Name(),
					g.Board().MoveName(choice.Move), choice.Rule, g.Board().MoveName(m))
			}
			rule = choice.Rule
		}
		if err := g.PlayRule(m, rule); err != nil {
			t.Fatalf("move %d: %v", k+1, err)
		}
	}
	if g.Winner() != me.Opponent() {
		t.Fatalf("after %s the winner is %v, want %v", line, g.Winner(), me.Opponent())
	}
}

// slowLosses plays bot (the player me) against every sequence of opponent
// moves through core.Game, with no table of positions, and counts the
// games the bot loses and all the games.
func slowLosses(t *testing.T, spec string, first, me core.Player, bot Bot) (lost, games int) {
	t.Helper()
	var walk func(g *core.Game)
	walk = func(g *core.Game) {
		switch {
		case g.Over():
			games++
			if g.Winner() != me {
				lost++
			}
		case g.ToMove() == me:
			choice, err := bot.Choose(g)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.PlayRule(choice.Move, choice.Rule); err != nil {
				t.Fatal(err)
			}
			walk(g)
			g.Undo()
		default:
			for _, m := range g.LegalMoves() {
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
				walk(g)
				g.Undo()
			}
		}
	}
	walk(newGame(t, spec, first, false, ""))
	return lost, games
}

// The search with its table of positions agrees with the slow search of
// every game through core.Game and the bots themselves: no loss where it
// finds none, a loss where it finds one.
func TestProverAgreesWithTheSlowSearch(t *testing.T) {
	tests := []struct {
		spec  string
		me    core.Player
		bot   Bot
		rules func(*core.Board) paperRules
	}{
		{"cyl:3x3", core.Red, NewThreeByN(1), threeByNRules},
		{"torus:3x3", core.Red, NewThreeByN(1), threeByNRules},
		{"hex:3x4", core.Blue, NewGardner(1), gardnerRules},
		{"cyl:4x3", core.Red, NewGardner(1), gardnerRules},
		{"torus:4x3", core.Red, NewGardner(1), gardnerRules},
		{"cyl:4x3", core.Red, NewAlpernBeck(1), alpernBeckRules},
		{"torus:4x3", core.Red, NewAlpernBeck(1), alpernBeckRules},
	}
	for _, tt := range tests {
		for _, first := range []core.Player{core.Red, core.Blue} {
			lost, games := slowLosses(t, tt.spec, first, tt.me, tt.bot)
			fast := newProver(tt.spec, tt.me, tt.rules, false, 1).search(first, unbounded)
			if (lost > 0) != (fast != nil) {
				t.Errorf("%s %s, %v first: the slow search loses %d of %d games, the prover finds %v",
					tt.bot.Name(), tt.spec, first, lost, games, fast)
			}
			t.Logf("%s %s, %v first: %d of %d games lost", tt.bot.Name(), tt.spec, first, lost, games)
		}
	}
}
