package inferior

import (
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

// TestAnalysisAgainstBruteForce checks every claim Analyze makes on random positions of every
// small board: dead cells against the truth; the fill-in against both states' outcomes;
// each vulnerable move against its killer (the cell is dead after the kill, and the move is
// reversible: the position is at least as good for the opponent as after both moves); each
// dominated move against its dominator; and that a winning move is among the moves to
// consider whenever the player to move wins.
func TestAnalysisAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	counts := map[string]*[5]int{}
	for _, spec := range append(smallBoards, "hex:3x3+reverse", "hex:4x4+reverse", "cyl:4x3+reverse") {
		b := core.MustBoard(spec)
		sv := newSolver(b)
		cnt := &[5]int{}
		counts[spec] = cnt
		for trial := 0; trial < 120; trial++ {
			col, toMove := randomGame(r, b, min(b.NumCells(), 4+r.IntN(8)))
			res, err := Analyze(positionOf(b, col), toMove)
			if err != nil {
				t.Fatal(err)
			}
			fail := func(format string, args ...any) {
				t.Helper()
				t.Fatalf("%s, %v to move:\n%s"+format, append([]any{spec, toMove, diagram(b, col)}, args...)...)
			}
			tr := newTruth(b, col)
			// The fill-in keeps both states' outcomes (where the analysis prunes).
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
					fail("%s is called dead", b.CellName(c))
				}
			}
			if !res.Pruning || b.Topology() == core.Torus {
				torus := b.Topology() == core.Torus && !b.Spec().Reverse
				if !torus && (len(res.Consider) != len(tr.empties) || len(res.Inferior) != 0) {
					fail("no pruning promised, but %d of %d considered", len(res.Consider), len(tr.empties))
				}
				if torus && sv.winner(col, toMove) == toMove {
					ok := false
					for _, m := range res.Consider {
						if sv.winner(after(col, toMove, m), toMove.Opponent()) == toMove {
							ok = true
						}
					}
					if !ok {
						fail("%v wins, but no move of %v wins (dead: %v)", toMove, res.Consider, res.Dead)
					}
				}
				continue
			}
			for _, p := range []core.Player{core.Red, core.Blue} {
				if a, f := sv.winner(col, p), sv.winner(filled, p); a != f {
					fail("with %v to move the position is won by %v, the filled one (dead %v, fill-in %v) by %v", p, a, res.Dead, res.Fillin, f)
				}
			}
			cnt[0] += len(tr.empties)
			cnt[1] += len(tr.empties) - len(res.Consider)
			// Each reason holds.
			win := sv.winner(col, toMove)
			for c, why := range res.Inferior {
				switch why.Kind {
				case Vulnerable:
					k := why.Cells[0]
					cnt[2]++
					killed := after(filled, toMove.Opponent(), k)
					if !newTruth(b, killed).dead(c) {
						fail("%s is called vulnerable to %s, but lives after it", b.CellName(c), b.CellName(k))
					}
					// Reversible: H >= H + me(c) + opp(k) for the player to move.
					for _, p := range []core.Player{core.Red, core.Blue} {
						if sv.winner(filled, p) != toMove && sv.winner(after(after(filled, toMove, c), toMove.Opponent(), k), p) == toMove {
							fail("%s reversed by %s is better for %v with %v to move", b.CellName(c), b.CellName(k), toMove, p)
						}
					}
				case Dominated:
					d := why.Cells[0]
					cnt[3]++
					if sv.winner(after(filled, toMove, c), toMove.Opponent()) == toMove && sv.winner(after(filled, toMove, d), toMove.Opponent()) != toMove {
						fail("%s is dominated by %s, but wins where %s loses", b.CellName(c), b.CellName(d), b.CellName(d))
					}
				}
			}
			// A winning move is left to consider when there is one.
			if win == toMove {
				cnt[4]++
				ok := false
				for _, m := range res.Consider {
					if sv.winner(after(col, toMove, m), toMove.Opponent()) == toMove {
						ok = true
						break
					}
				}
				if !ok {
					fail("%v wins, but no move of %v wins (inferior: %v)", toMove, res.Consider, res.Inferior)
				}
			}
			if len(tr.empties) > 0 && len(res.Consider) == 0 {
				fail("nothing to consider")
			}
		}
	}
	for _, spec := range smallBoards {
		c := counts[spec]
		t.Logf("%-9s empty %5d pruned %5d (vulnerable %d, dominated %d), %d wins kept", spec, c[0], c[1], c[2], c[3], c[4])
	}
}
