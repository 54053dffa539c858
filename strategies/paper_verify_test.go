package strategies

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// prover plays a paper's strategy against every sequence of opponent
// moves, depth first, and looks for a game the strategy loses. It sees the
// strategy as its paperRules: in "every" mode it follows every cell the
// first applicable rule allows (so a proof holds for any seed, any choice
// the paper leaves open), otherwise only the cell the bot with the given
// seed picks (paperPick, as Choose does).
//
// The strategy's move depends only on the position and the opponent's
// latest move, so the games after an opponent-to-move position depend on
// the position alone; seen remembers the positions already explored (a
// transposition table keyed by the red and blue stones), with the number
// of opponent moves they are known to survive.
type prover struct {
	board *core.Board
	me    core.Player
	rules paperRules
	every bool
	seed  uint64
	// exists makes the search ask whether some choice among the cells the
	// rules allow wins, rather than every choice.
	exists bool
	lost   map[[2]uint64]bool

	seen  map[[2]uint64]int
	nodes int
	line  []core.Cell
	stack []*core.Position
	// broken records a strategy move that is not legal, or a full board
	// without a winner, as the reason a search failed.
	broken string
}

// unbounded is the opponent-move budget of a complete search.
const unbounded = 1 << 30

func newProver(spec string, me core.Player, rules func(*core.Board) paperRules, every bool, seed uint64) *prover {
	b := core.MustBoard(spec)
	if b.NumCells() > 64 {
		panic("prover: boards of at most 64 cells")
	}
	p := &prover{board: b, me: me, rules: rules(b), every: every, seed: seed, seen: map[[2]uint64]int{}, lost: map[[2]uint64]bool{}}
	for i := 0; i <= b.NumCells(); i++ {
		p.stack = append(p.stack, core.NewPosition(b))
	}
	return p
}

// search explores every game with first to move in which the opponent
// makes at most budget moves. It returns nil if the strategy loses none
// of them, or the moves of a lost game.
func (p *prover) search(first core.Player, budget int) []core.Cell {
	p.line = p.line[:0]
	root := p.stack[0]
	root.Reset()
	ok := false
	if first == p.me {
		ok = p.strategyTurn(root, core.NoCell, [2]uint64{}, 0, budget)
	} else {
		ok = p.opponentTurn(root, [2]uint64{}, 0, budget)
	}
	if ok {
		return nil
	}
	return append([]core.Cell(nil), p.line...)
}

// shortestLoss searches with growing budgets and returns a lost game in
// which the opponent makes the fewest moves, or nil if there is none.
func (p *prover) shortestLoss(first core.Player) []core.Cell {
	for budget := 1; budget <= p.board.NumCells(); budget++ {
		if line := p.search(first, budget); line != nil {
			return line
		}
	}
	return nil
}

// child returns the scratch position of depth d, a copy of pos with
// player's stone on c, and the key updated.
func (p *prover) child(pos *core.Position, d int, c core.Cell, player core.Player, key [2]uint64) (*core.Position, [2]uint64) {
	q := p.stack[d+1]
	q.CopyFrom(pos)
	q.Place(c, player)
	key[player-core.Red] |= 1 << uint(c)
	p.line = append(p.line, c)
	return q, key
}

func (p *prover) strategyTurn(pos *core.Position, last core.Cell, key [2]uint64, d, budget int) bool {
	p.nodes++
	rule, cells := p.rules(pos, p.me, last)
	if len(cells) == 0 {
		p.broken = "the strategy has no move"
		return false
	}
	if !p.every {
		cells = []core.Cell{paperPick(p.seed, pos, last, cells)}
	}
	for idx, c := range cells {
		if pos.At(c) != core.NoPlayer {
			p.broken = fmt.Sprintf("rule %s plays the taken cell %s", rule, p.board.CellName(c))
			return false
		}
		mark := len(p.line)
		q, k := p.child(pos, d, c, p.me, key)
		won := q.Completed(p.me) || p.opponentTurn(q, k, d+1, budget)
		switch {
		case won && p.exists:
			p.line = p.line[:mark]
			return true
		case !won && (!p.exists || idx == len(cells)-1):
			// the line stays: a lost game (in exists mode, the last of
			// the choices, which all lose)
			return false
		}
		p.line = p.line[:mark]
	}
	return true
}

func (p *prover) opponentTurn(pos *core.Position, key [2]uint64, d, budget int) bool {
	if budget == 0 || p.seen[key] >= budget {
		return true
	}
	if p.lost[key] {
		return false
	}
	p.nodes++
	them := p.me.Opponent()
	for c := core.Cell(0); int(c) < p.board.NumCells(); c++ {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		q, k := p.child(pos, d, c, them, key)
		if q.Completed(them) {
			return false
		}
		if q.Full() {
			p.broken = "a full board without a winner"
			return false
		}
		if !p.strategyTurn(q, c, k, d+1, budget-1) {
			if p.exists && budget == unbounded {
				p.lost[key] = true
			}
			return false
		}
		p.line = p.line[:len(p.line)-1]
	}
	p.seen[key] = budget
	return true
}

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

// cellMoves turns cells into moves.
func cellMoves(cells []core.Cell) []core.Move {
	out := make([]core.Move, len(cells))
	for i, c := range cells {
		out[i] = core.CellMove(c)
	}
	return out
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
