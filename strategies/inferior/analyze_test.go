package inferior

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// randomGame returns a colouring reached by random legal play on b, not over, with about
// `left` empty cells, and the player to move.
func randomGame(r *rand.Rand, b *core.Board, left int) ([]core.Player, core.Player) {
	for {
		pos := core.NewPosition(b)
		toMove := core.Player(1 + r.IntN(2))
		empties := r.Perm(b.NumCells())
		over := false
		for len(empties) > left {
			c := core.Cell(empties[0])
			empties = empties[1:]
			pos.Place(c, toMove)
			if pos.Completed(toMove) {
				over = true
				break
			}
			toMove = toMove.Opponent()
		}
		if over {
			continue
		}
		col := make([]core.Player, b.NumCells())
		for c := range col {
			col[c] = pos.At(core.Cell(c))
		}
		return col, toMove
	}
}

func positionOf(b *core.Board, col []core.Player) *core.Position {
	pos := core.NewPosition(b)
	for c, p := range col {
		if p != core.NoPlayer {
			pos.Place(core.Cell(c), p)
		}
	}
	return pos
}

// analyzer is the function under test: Analyze, or a mutant of it.
type analyzer func(*core.Position, core.Player) (Result, error)

// TestAnalysisAgainstBruteForce checks every claim Analyze makes on random positions of every
// small board: dead cells against the truth; the fill-in against both states' outcomes;
// each vulnerable move against its killer (the cell is dead after the kill, and the move is
// reversible: the position is at least as good for the opponent as after both moves); each
// dominated move against its dominator; and that a winning move is among the moves to
// consider whenever the player to move wins.
func TestAnalysisAgainstBruteForce(t *testing.T) {
	for _, spec := range append(smallBoards, "hex:3x3+reverse", "hex:4x4+reverse", "cyl:4x3+reverse") {
		cnt, wrong := checkAnalysis(spec, 120, Analyze)
		if wrong != "" {
			t.Fatal(wrong)
		}
		t.Logf("%-16s empty %5d pruned %5d (vulnerable or captured-reversible %d, dominated %d), %d wins kept", spec, cnt[0], cnt[1], cnt[2], cnt[3], cnt[4])
	}
}

// TestAnalysisCheckCatchesMutants checks that the brute force catches a wrong analysis: one
// that fills in a cell it may not, and one that prunes a move it may not.
func TestAnalysisCheckCatchesMutants(t *testing.T) {
	for name, mutant := range map[string]analyzer{
		"an extra fill-in cell": func(pos *core.Position, p core.Player) (Result, error) {
			r, err := Analyze(pos, p)
			if len(r.Consider) > 1 {
				r.Fillin[p] = append(r.Fillin[p], r.Consider[0])
				r.Consider = r.Consider[1:]
			}
			return r, err
		},
		"one move too few": func(pos *core.Position, p core.Player) (Result, error) {
			r, err := Analyze(pos, p)
			if len(r.Consider) > 1 {
				r.Inferior[r.Consider[0]] = Reason{Kind: Dominated, By: p, Cells: []core.Cell{r.Consider[1]}}
				r.Consider = r.Consider[1:]
			}
			return r, err
		},
	} {
		if _, wrong := checkAnalysis("hex:4x4", 200, mutant); wrong == "" {
			t.Errorf("the mutant %q passed the brute force", name)
		}
	}
}

// checkAnalysis runs analyze on random positions of spec against the truth; it returns counts
// (empty cells, pruned, vulnerable, dominated, positions won by the player to move) and the
// first wrong claim ("" if none).
func checkAnalysis(spec string, trials int, analyze analyzer) (cnt [5]int, wrong string) {
	r := rand.New(rand.NewPCG(5, 8))
	b := core.MustBoard(spec)
	sv := newSolver(b)
	for trial := 0; trial < trials; trial++ {
		col, toMove := randomGame(r, b, min(b.NumCells(), 4+r.IntN(8)))
		res, err := analyze(positionOf(b, col), toMove)
		if err != nil {
			return cnt, err.Error()
		}
		if w := checkResult(b, sv, col, toMove, res, &cnt); w != "" {
			return cnt, fmt.Sprintf("%s, %v to move:\n%s%s", spec, toMove, diagram(b, col), w)
		}
	}
	return cnt, ""
}

// checkResult checks one result against the truth (see TestAnalysisAgainstBruteForce).
func checkResult(b *core.Board, sv *solver, col []core.Player, toMove core.Player, res Result, cnt *[5]int) string {
	tr := newTruth(b, col)
	filled := append([]core.Player(nil), col...)
	for _, c := range res.Dead {
		filled[c] = toMove.Opponent()
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		for _, c := range res.Fillin[p] {
			filled[c] = p
		}
	}
	// Each dead cell is dead in the filled position (it was when found, and a dead cell
	// stays dead as the board fills: Observation 2.4).
	for _, c := range res.Dead {
		if !newTruth(b, after(filled, core.NoPlayer, c)).dead(c) {
			return fmt.Sprintf("%s is called dead", b.CellName(c))
		}
	}
	winning := func(moves []core.Cell) bool {
		for _, m := range moves {
			if sv.winner(after(col, toMove, m), toMove.Opponent()) == toMove {
				return true
			}
		}
		return false
	}
	if len(tr.empties) > 0 && len(res.Consider) == 0 {
		return "nothing to consider"
	}
	torus := b.Topology() == core.Torus
	if !res.Pruning || torus {
		if !res.Pruning && (len(res.Consider) != len(tr.empties) || len(res.Inferior) != 0) {
			return fmt.Sprintf("no pruning promised, but %d of %d considered", len(res.Consider), len(tr.empties))
		}
		if torus && res.Pruning && sv.winner(col, toMove) == toMove && !winning(res.Consider) {
			return fmt.Sprintf("%v wins, but no move of %v wins (dead: %v)", toMove, res.Consider, res.Dead)
		}
		return ""
	}
	// The fill-in keeps both states' outcomes.
	for _, p := range []core.Player{core.Red, core.Blue} {
		if a, f := sv.winner(col, p), sv.winner(filled, p); a != f {
			return fmt.Sprintf("with %v to move the position is won by %v, the filled one (dead %v, fill-in %v) by %v", p, a, res.Dead, res.Fillin, f)
		}
	}
	cnt[0] += len(tr.empties)
	cnt[1] += len(tr.empties) - len(res.Consider)
	for c, why := range res.Inferior {
		switch why.Kind {
		case Vulnerable:
			k := why.Cells[0]
			cnt[2]++
			if !newTruth(b, after(filled, toMove.Opponent(), k)).dead(c) {
				return fmt.Sprintf("%s is called vulnerable to %s, but lives after it", b.CellName(c), b.CellName(k))
			}
			// Reversible: H >= H + me(c) + opp(k) for the player to move.
			for _, p := range []core.Player{core.Red, core.Blue} {
				if sv.winner(filled, p) != toMove && sv.winner(after(after(filled, toMove, c), toMove.Opponent(), k), p) == toMove {
					return fmt.Sprintf("%s reversed by %s is better for %v with %v to move", b.CellName(c), b.CellName(k), toMove, p)
				}
			}
		case CapturedReversible:
			rv := why.Cells[0]
			cnt[2]++
			// Reversible (Lemma 3.2): H >= H + me(c) + opp(r), and after opp(r) the carrier is
			// the mover's fill-in: both states' outcomes are those with the carrier coloured.
			reversed := after(filled, toMove.Opponent(), rv)
			for _, p := range []core.Player{core.Red, core.Blue} {
				if sv.winner(filled, p) != toMove && sv.winner(after(reversed, toMove, c), p) == toMove {
					return fmt.Sprintf("%s reversed by %s is better for %v with %v to move", b.CellName(c), b.CellName(rv), toMove, p)
				}
				if sv.winner(reversed, p) != sv.winner(after(reversed, toMove, why.Cells[1:]...), p) {
					return fmt.Sprintf("%s: the carrier %v is not %v's fill-in after %s", b.CellName(c), why.Cells[1:], toMove, b.CellName(rv))
				}
			}
		case Dominated, StarDominated:
			d := why.Cells[0]
			cnt[3]++
			if sv.winner(after(filled, toMove, c), toMove.Opponent()) == toMove && sv.winner(after(filled, toMove, d), toMove.Opponent()) != toMove {
				return fmt.Sprintf("%s is dominated by %s, but wins where %s loses", b.CellName(c), b.CellName(d), b.CellName(d))
			}
		}
	}
	// A winning move is left to consider when there is one.
	if sv.winner(col, toMove) == toMove {
		cnt[4]++
		if !winning(res.Consider) {
			return fmt.Sprintf("%v wins, but no move of %v wins (inferior: %v)", toMove, res.Consider, res.Inferior)
		}
	}
	return ""
}
