package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// minimax is the slow obvious solver the tests check the solver against: every move, to the
// end, with a memo of the positions solved. It knows only core's rules: a move that
// completes the mover's structure wins in Hex and loses in Rex.
type minimax struct {
	reverse bool
	memo    map[string]bool
	draws   int
}

func newMinimax(b *core.Board) *minimax {
	return &minimax{reverse: b.Spec().Reverse, memo: map[string]bool{}}
}

func positionKey(pos *core.Position, toMove core.Player) string {
	n := pos.Board().NumCells()
	k := make([]byte, n+1)
	for c := range n {
		k[c] = byte(pos.At(core.Cell(c)))
	}
	k[n] = byte(toMove)
	return string(k)
}

// wins reports whether toMove wins pos, a position nobody has won.
func (m *minimax) wins(pos *core.Position, toMove core.Player) bool {
	key := positionKey(pos, toMove)
	if v, ok := m.memo[key]; ok {
		return v
	}
	win := false
	empties := pos.EmptyCells()
	if len(empties) == 0 {
		m.draws++
	}
	for _, c := range empties {
		if m.moveWins(pos, toMove, c) {
			win = true
			break
		}
	}
	m.memo[key] = win
	return win
}

// moveWins reports whether toMove's move c wins pos.
func (m *minimax) moveWins(pos *core.Position, toMove core.Player, c core.Cell) bool {
	q := pos.Clone()
	q.Place(c, toMove)
	if q.Completed(toMove) {
		return !m.reverse
	}
	return !m.wins(q, toMove.Opponent())
}

// randomOpenPosition plays up to stones random moves on b, alternately from Red, stopping
// before a move that would end the game; it returns the position and the player to move.
func randomOpenPosition(r *rand.Rand, b *core.Board, stones int) (*core.Position, core.Player) {
	pos := core.NewPosition(b)
	p := core.Red
	for range stones {
		empties := pos.EmptyCells()
		c := empties[r.IntN(len(empties))]
		q := pos.Clone()
		q.Place(c, p)
		if q.Completed(core.Red) || q.Completed(core.Blue) || q.Full() {
			break
		}
		pos, p = q, p.Opponent()
	}
	return pos, p
}

// randomCase returns a random open position of b with at least least stones (and up to half
// the board), the player to move, and who wins it by minimax.
func randomCase(r *rand.Rand, b *core.Board, ref *minimax, least int) (*core.Position, core.Player, core.Player) {
	pos, toMove := randomOpenPosition(r, b, least+r.IntN(b.NumCells()/2+1-least))
	if ref.wins(pos, toMove) {
		return pos, toMove, toMove
	}
	return pos, toMove, toMove.Opponent()
}

// smallBoards are the boards the solver is checked on against minimax: every topology, with
// and without +reverse.
var smallBoards = []string{
	"hex:3x3", "hex:4x4", "hex:3x4", "hex:4x3", "hex:2x5",
	"cyl:3x3", "cyl:3x4", "cyl:4x4", "cyl:5x3", "cyl:4x3",
	"torus:3x3", "torus:4x4", "torus:3x4", "torus:4x3",
	"hex:3x3+reverse", "hex:4x4+reverse", "cyl:3x4+reverse", "torus:3x3+reverse",
}

// TestAgainstMinimax solves random positions of every small board, with and without the
// inferior-cell analysis, and checks the winner, the winning move and every move's value
// against minimax.
func TestAgainstMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, spec := range smallBoards {
		b := core.MustBoard(spec)
		ref := newMinimax(b)
		trials := 40
		if testing.Short() {
			trials = 10
		}
		for _, noInferior := range []bool{false, true} {
			s := New(b, Options{Memory: 16 << 20, NoInferior: noInferior, MaxNodes: 2_000_000})
			for trial := range trials {
				// Near-empty 16-cell boards take seconds each; Rex is not pruned, and its 4x4
				// positions with many empty cells take plain df-pn millions of nodes.
				least := 0
				switch {
				case b.Spec().Reverse && b.NumCells() > 12:
					least = 6
				case b.NumCells() >= 16:
					least = 3
				}
				pos, toMove, want := randomCase(r, b, ref, least)
				got, err := s.Solve(context.Background(), pos, toMove)
				if err != nil {
					t.Fatal(err)
				}
				if got.Winner != want {
					t.Fatalf("%s (inferior off: %v) trial %d, %s to move:\n%s\nsolver says %s wins, minimax %s",
						spec, noInferior, trial, toMove, core.Diagram(pos), got.Winner, want)
				}
				if want == toMove && !ref.moveWins(pos, toMove, got.Move) {
					t.Fatalf("%s: %s's move %s does not win\n%s", spec, toMove, b.CellName(got.Move), core.Diagram(pos))
				}
				if trial%8 == 0 {
					values, err := s.Values(context.Background(), pos, toMove, nil)
					if err != nil {
						t.Fatal(err)
					}
					for _, v := range values {
						wantV := Loss
						if ref.moveWins(pos, toMove, v.Cell) {
							wantV = Win
						}
						if v.Value != wantV {
							t.Fatalf("%s: move %s is a %s, minimax says %s\n%s", spec, b.CellName(v.Cell), v.Value, wantV, core.Diagram(pos))
						}
					}
				}
			}
		}
		if ref.draws > 0 {
			t.Errorf("%s: minimax met %d full boards without a winner", spec, ref.draws)
		}
	}
}
