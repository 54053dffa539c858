package strategies

import (
	"fmt"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Rule II.1 answers (i, j) at (i + k mod m, j); rule II.2 plays anywhere
// when that cell is taken; rule I anywhere.
func TestAlpernBeckRules(t *testing.T) {
	b := core.MustBoard("cyl:6x4")
	rules := alpernBeckRules(b)
	g := newGame(t, "cyl:6x4", core.Blue, false, "e3")
	rule, cells := rules(g.Position(), core.Red, opponentLast(g))
	if rule != AlpernBeckRotate || len(cells) != 1 || b.CellName(cells[0]) != "b3" {
		t.Errorf("after e3: rule %s %v, want rule 1 at b3", rule, cells)
	}
	g = newGame(t, "cyl:6x4", core.Blue, false, "a1,d1,d2,b2,a2")
	if rule, cells = rules(g.Position(), core.Red, opponentLast(g)); rule != AlpernBeckAnywhere || len(cells) != 24-5 {
		t.Errorf("after a2 with d2 taken: rule %s with %d cells, want rule 2 anywhere", rule, len(cells))
	}
	g = newGame(t, "cyl:6x4", core.Red, false, "")
	if rule, cells = rules(g.Position(), core.Red, opponentLast(g)); rule != AlpernBeckOpening || len(cells) != 24 {
		t.Errorf("first move: rule %s with %d cells, want rule 0 anywhere", rule, len(cells))
	}
}

// Alpern and Beck's strategy never loses on the cylinder with an even
// number of columns, against every sequence of Blue moves, whoever starts,
// and for every choice "anywhere" leaves open.
func TestAlpernBeckNeverLoses(t *testing.T) {
	var cases []proofCase
	for n := 1; n <= 8; n++ {
		cases = append(cases, proofCase{fmt.Sprintf("cyl:2x%d", n), core.Red, true, quick})
	}
	for n := 1; n <= 4; n++ {
		cases = append(cases, proofCase{fmt.Sprintf("cyl:4x%d", n), core.Red, true, quick})
	}
	cases = append(cases,
		proofCase{"cyl:6x1", core.Red, true, quick},
		proofCase{"cyl:6x2", core.Red, true, quick},
		proofCase{"cyl:8x2", core.Red, true, quick},
		proofCase{"cyl:6x3", core.Red, true, medium},
		proofCase{"cyl:4x5", core.Red, true, medium},
		proofCase{"cyl:2x10", core.Red, true, long},
		proofCase{"cyl:4x6", core.Red, false, long},
	)
	checkProofs(t, "alpern-beck", alpernBeckRules, cases)
}

// On the torus the strategy is not optimal (thesis section 4.2.4, Figure
// 4.7: a 4x3 torus won by Blue). Shortest lost games of the bot with seed
// 1, whoever starts, found by prover.shortestLoss; and when Blue starts no
// way of playing "anywhere" avoids a loss.
func TestAlpernBeckLosesOnTheTorus(t *testing.T) {
	replayLoss(t, "torus:4x3", core.Blue, core.Red, NewAlpernBeck(1), "a1,c1,b1,d1,d2,b2,c3")
	replayLoss(t, "torus:4x3", core.Red, core.Red, NewAlpernBeck(1), "b2,a1,c1,b1,d1,d2,a2,c3")
	for _, spec := range []string{"torus:2x2", "torus:2x3", "torus:4x3", "torus:4x4"} {
		p := newProver(spec, core.Red, alpernBeckRules, true, 0)
		p.exists = true
		if p.search(core.Blue, unbounded) == nil {
			t.Errorf("%s, blue first: some choices of the rules never lose", spec)
		}
	}
	p := newProver("torus:4x3", core.Red, alpernBeckRules, false, 1)
	if got := core.FormatMoveList(p.board, cellMoves(p.shortestLoss(core.Blue))); got != "a1,c1,b1,d1,d2,b2,c3" {
		t.Errorf("torus:4x3: the shortest loss with seed 1 is %s", got)
	}
}

// The search finds the loss of a wrong rotation: a quarter turn instead
// of half a turn on four columns.
func TestProverCatchesAWrongRotation(t *testing.T) {
	quarter := func(b *core.Board) paperRules {
		return func(pos *core.Position, _ core.Player, last core.Cell) (string, []core.Cell) {
			if last != core.NoCell {
				i, j := b.Coords(last)
				if c := b.Cell(i%b.Cols()+1, j); pos.At(c) == core.NoPlayer {
					return AlpernBeckRotate, []core.Cell{c}
				}
			}
			return AlpernBeckAnywhere, pos.EmptyCells()
		}
	}
	p := newProver("cyl:4x3", core.Red, quarter, true, 0)
	if line := p.search(core.Blue, unbounded); line == nil {
		t.Error("a quarter turn never loses on cyl:4x3")
	} else {
		t.Logf("a quarter turn loses: %s", core.FormatMoveList(p.board, cellMoves(line)))
	}
}
