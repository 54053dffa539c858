package strategies

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/rex"
)

// rexProver plays a Reverse Hex strategy against every sequence of
// opponent moves, depth first, and looks for a game the strategy loses:
// one where it completes its own chain, or where its rules give no move
// (the strategy would fall back to the search, which proves nothing). In
// "every" mode it follows every cell the rules allow, so a proof holds for
// every seed; otherwise the cell the bot with the given seed picks
// (paperPick, as Choose does).
// Losing is judged by core's win detection. The strategy's move depends
// only on the position and the opponent's latest move, so what follows a
// position with the opponent to move depends on the position alone: seen
// holds those already explored, keyed by the red and blue stones.
type rexProver struct {
	board  *core.Board
	me     core.Player
	rules  paperRules
	every  bool
	seed   uint64
	seen   map[[2]uint64]bool
	nodes  int
	line   []core.Cell
	stack  []*core.Position
	broken string
	used   map[string]int // rule labels played
	// split empties seen after each opening move of the opponent, to
	// bound the memory of the large checks; positions counts them all.
	split     bool
	positions int
}

func newRexProver(spec string, me core.Player, rules func(*core.Board) paperRules, every bool, seed uint64) *rexProver {
	b := core.MustBoard(spec)
	p := &rexProver{board: b, me: me, rules: rules(b), every: every, seed: seed, seen: map[[2]uint64]bool{}, used: map[string]int{}}
	for i := 0; i <= b.NumCells(); i++ {
		p.stack = append(p.stack, core.NewPosition(b))
	}
	return p
}

// search explores every game with first to move; it returns nil if the
// strategy wins them all, or the moves of a lost game.
func (p *rexProver) search(first core.Player) []core.Cell {
	root := p.stack[0]
	root.Reset()
	var ok bool
	if first == p.me {
		ok = p.strategyTurn(root, core.NoCell, [2]uint64{}, 0)
	} else {
		ok = p.opponentTurn(root, [2]uint64{}, 0)
	}
	if ok {
		return nil
	}
	return append([]core.Cell{}, p.line...) // not nil, even when empty
}

func (p *rexProver) child(pos *core.Position, d int, c core.Cell, player core.Player, key [2]uint64) (*core.Position, [2]uint64) {
	q := p.stack[d+1]
	q.CopyFrom(pos)
	q.Place(c, player)
	key[player-core.Red] |= 1 << uint(c)
	p.line = append(p.line, c)
	return q, key
}

func (p *rexProver) strategyTurn(pos *core.Position, last core.Cell, key [2]uint64, d int) bool {
	p.nodes++
	rule, cells := p.rules(pos, p.me, last)
	if len(cells) == 0 {
		p.broken = "no rule applies"
		return false
	}
	p.used[rule]++
	if !p.every {
		cells = []core.Cell{paperPick(p.seed, pos, last, cells)}
	}
	for _, c := range cells {
		if pos.At(c) != core.NoPlayer {
			p.broken = fmt.Sprintf("rule %s plays the taken cell %s", rule, p.board.CellName(c))
			return false
		}
		q, k := p.child(pos, d, c, p.me, key)
		if q.Completed(p.me) {
			p.broken = fmt.Sprintf("rule %s completes the strategy's own chain", rule)
			return false
		}
		if !p.opponentTurn(q, k, d+1) {
			return false
		}
		p.line = p.line[:len(p.line)-1]
	}
	return true
}

func (p *rexProver) opponentTurn(pos *core.Position, key [2]uint64, d int) bool {
	if p.seen[key] {
		return true
	}
	p.nodes++
	them := p.me.Opponent()
	for c := core.Cell(0); int(c) < p.board.NumCells(); c++ {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		q, k := p.child(pos, d, c, them, key)
		if !q.Completed(them) { // the opponent's own chain loses for them
			if q.Full() {
				p.broken = "a full board without a chain"
				return false
			}
			if !p.strategyTurn(q, c, k, d+1) {
				return false
			}
		}
		p.line = p.line[:len(p.line)-1]
		if d == 0 && p.split {
			p.positions += len(p.seen)
			p.seen = map[[2]uint64]bool{}
		}
	}
	p.seen[key] = true
	return true
}

// rexWinner returns the player Theorem 3 makes the winner on the n x n
// board: the first player for even n, the second for odd n.
func rexWinner(n int, first core.Player) core.Player {
	if n%2 == 0 {
		return first
	}
	return first.Opponent()
}

// checkRexProofs checks a Rex strategy on hex:NxN+reverse for each n,
// both colours first, as the winner Theorem 3 names, against every
// opponent, and logs the positions, nodes, rules and time. Boards up to
// 4x4 follow every choice the rules leave open; the 5x5 board (millions
// of positions) the choices of the bot with seed 1, and only with
// HEXLAB_LONG_PROOFS=1 (docs/strategies.md gives the command and the
// times); split empties the memo after each opening there (see rexProver),
// for strategies whose games after different openings share few
// positions.
func checkRexProofs(t *testing.T, name string, rules func(*core.Board) paperRules, sizes []int, split bool) {
	t.Helper()
	for _, n := range sizes {
		for _, first := range []core.Player{core.Red, core.Blue} {
			spec := fmt.Sprintf("hex:%dx%d+reverse", n, n)
			me := rexWinner(n, first)
			every, size, mode := true, quick, "every choice"
			if n >= 5 {
				every, size, mode = false, long, "seed 1"
			}
			t.Run(fmt.Sprintf("%s/first=%v/%s", spec, first, strings.ReplaceAll(mode, " ", "_")), func(t *testing.T) {
				skipBySize(t, size)
				start := time.Now()
				p := newRexProver(spec, me, rules, every, 1)
				p.split = split && n >= 5
				if line := p.search(first); line != nil {
					t.Fatalf("%s as %v loses on %s, %v first (%s): %s", name, me, spec, first, p.broken,
						core.FormatMoveList(p.board, cellMoves(line)))
				}
				t.Logf("%s as %v on %s, %v first, %s: never loses; %d positions, %d nodes, rules %v, %v",
					name, me, spec, first, mode, p.positions+len(p.seen), p.nodes, p.used, time.Since(start).Round(time.Millisecond))
			})
		}
	}
}

// rex-pairing wins as Theorem 3's winner on every board up to 5x5,
// against every opponent, by Theorems 6 and 7 alone (no search move),
// with the completions of the table (no search for one either).
func TestRexPairingNeverLoses(t *testing.T) {
	checkRexProofs(t, "rex-pairing", rexPairingRules(-1), []int{1, 2, 3, 4, 5}, false)
}

// rex-opening wins as Theorem 3's winner on the 2x2 to 5x5 boards: its
// opening or reply (Corollaries 1 and 2) and, after it, the pairing
// strategies with the table's completions, with no search move.
func TestRexOpeningNeverLoses(t *testing.T) {
	checkRexProofs(t, "rex-opening", rexOpeningRules(-1), []int{2, 3, 4, 5}, true)
}

// The prover can fail: a strategy on the losing side, whose rules give no
// move, and a pairing that answers in the wrong cell, which ends up
// completing its own chain, are caught with a line of play.
func TestRexProverFindsLosses(t *testing.T) {
	p := newRexProver("hex:3x3+reverse", core.Red, rexPairingRules(-1), true, 1)
	if line := p.search(core.Red); line == nil || p.broken != "no rule applies" {
		t.Errorf("rex-pairing as the first player on 3x3: line %v, %q", line, p.broken)
	}
	// Pairing the wrong cell: the other cell of the pair, shifted by one.
	wrong := func(b *core.Board) paperRules {
		rules := rexPairingRules(-1)(b)
		return func(pos *core.Position, me core.Player, last core.Cell) (string, []core.Cell) {
			rule, cells := rules(pos, me, last)
			if len(cells) == 0 { // no pairing left: play on
				return "any", pos.EmptyCells()[:1]
			}
			if rule == rex.RuleT6Pair {
				for c := core.Cell(0); int(c) < b.NumCells(); c++ {
					if pos.At(c) == core.NoPlayer && c != cells[0] {
						return rule, []core.Cell{c}
					}
				}
			}
			return rule, cells
		}
	}
	p = newRexProver("hex:4x4+reverse", core.Red, wrong, false, 1)
	line := p.search(core.Red)
	if line == nil || !strings.Contains(p.broken, "completes the strategy's own chain") {
		t.Fatalf("a broken pairing on 4x4: %v (%s)", line, p.broken)
	}
	t.Logf("the broken pairing loses (%s): %s", p.broken, core.FormatMoveList(p.board, cellMoves(line)))
}
