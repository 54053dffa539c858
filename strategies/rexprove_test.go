package strategies

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/rex"
)

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
// times); split empties the memo after each opening there (see prover),
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
				p := newProver(spec, me, rules, every, 1)
				p.split = split && n >= 5
				if line := p.search(first, unbounded); line != nil {
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
	p := newProver("hex:3x3+reverse", core.Red, rexPairingRules(-1), true, 1)
	if line := p.search(core.Red, unbounded); line == nil || p.broken != "the strategy has no move" {
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
	p = newProver("hex:4x4+reverse", core.Red, wrong, false, 1)
	line := p.search(core.Red, unbounded)
	if line == nil || !strings.Contains(p.broken, "completes the strategy's own chain") {
		t.Fatalf("a broken pairing on 4x4: %v (%s)", line, p.broken)
	}
	t.Logf("the broken pairing loses (%s): %s", p.broken, core.FormatMoveList(p.board, cellMoves(line)))
}
