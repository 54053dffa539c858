package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// randomCase returns a random open position of b with at least least stones (and up to half
// the board), the player to move, and who wins it by minimax.
func randomCase(r *rand.Rand, b *core.Board, ref *minimax.Minimax, least int) (*core.Position, core.Player, core.Player) {
	pos, toMove := minimax.RandomOpenPosition(r, b, least+r.IntN(b.NumCells()/2+1-least))
	if ref.Wins(pos, toMove) {
		return pos, toMove, toMove
	}
	return pos, toMove, toMove.Opponent()
}

// smallBoards are the boards the solver is checked on against minimax.
var smallBoards = minimax.SmallBoards

// TestAgainstMinimax solves random positions of every small board, with and without the
// inferior-cell analysis, and checks the winner, the winning move and every move's value
// against minimax.
func TestAgainstMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, spec := range smallBoards {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
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
				if want == toMove && !ref.MoveWins(pos, toMove, got.Move) {
					t.Fatalf("%s: %s's move %s does not win\n%s", spec, toMove, b.CellName(got.Move), core.Diagram(pos))
				}
				if trial%8 == 0 {
					values, err := s.Values(context.Background(), pos, toMove, nil)
					if err != nil {
						t.Fatal(err)
					}
					for _, v := range values {
						wantV := Loss
						if ref.MoveWins(pos, toMove, v.Cell) {
							wantV = Win
						}
						if v.Value != wantV {
							t.Fatalf("%s: move %s is a %s, minimax says %s\n%s", spec, b.CellName(v.Cell), v.Value, wantV, core.Diagram(pos))
						}
					}
				}
			}
		}
		if ref.Draws() > 0 {
			t.Errorf("%s: minimax met %d full boards without a winner", spec, ref.Draws())
		}
	}
}
