package core

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestReplaySwapAsGame replays the swap cases and compares each with core.Game's answer: the
// same stones and player to move where the game accepts the moves, a refusal (naming the
// move) where it refuses them.
func TestReplaySwapAsGame(t *testing.T) {
	tests := []struct {
		name, spec, setup, moves string
		first                    Player
		refused                  string // what Replay's error says, "" when accepted
	}{
		{name: "swap as the second move", spec: "hex:3x3", moves: "c1,swap"},
		{name: "blue first", spec: "hex:3x3", first: Blue, moves: "a2,swap,b2"},
		{name: "moves after the swap", spec: "hex:4x4", moves: "d1,swap,b2,c3,d4"},
		{name: "a cell on the diagonal", spec: "hex:4x4", moves: "b2,swap,a1"},
		{name: "the torus", spec: "torus:4x4", moves: "b1,swap,c3"},
		{name: "a reverse board", spec: "torus:5x5+reverse", moves: "e2,swap"},
		{name: "swap first", spec: "hex:3x3", moves: "swap", refused: "move 1 (swap): only the second move"},
		{name: "swap third", spec: "hex:3x3", moves: "a1,b1,swap", refused: "move 3 (swap): only the second move"},
		{name: "two swaps", spec: "hex:3x3", moves: "a1,swap,swap", refused: "move 3 (swap): only the second move"},
		{name: "the cylinder", spec: "cyl:5x5", moves: "a1,swap", refused: "move 2 (swap): board cyl:5x5: the swap rule needs a square hex or torus board"},
		{name: "a board not square", spec: "hex:5x4", moves: "a1,swap", refused: "move 2 (swap): board hex:5x4"},
		{name: "a torus not square", spec: "torus:4x5", moves: "a1,swap", refused: "move 2 (swap): board torus:4x5"},
		{name: "from a setup", spec: "hex:3x3", setup: "red:b1", moves: "a1,swap", refused: "move 2 (swap): the swap rule is for a game from the empty board, not from a setup position"},
		{name: "a taken cell", spec: "hex:3x3", moves: "c1,swap,a3", refused: "move 3 (a3): cell a3 is taken by blue"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, setup, moves := replayInput(t, tc.spec, tc.setup, tc.moves)
			pos, toMove, err := Replay(b.Spec(), tc.first, setup, moves)
			opts := Options{First: tc.first, Setup: setup, Swap: slices.Contains(moves, SwapMove())}
			g, gameErr := NewGameFromMoves(b.Spec(), opts, moves)
			switch {
			case tc.refused != "":
				if err == nil || !strings.Contains(err.Error(), tc.refused) {
					t.Fatalf("Replay: %v, want an error with %q", err, tc.refused)
				}
				if gameErr == nil {
					t.Fatalf("the game accepts what Replay refuses: %v", err)
				}
			case err != nil || gameErr != nil:
				t.Fatalf("Replay: %v, the game: %v", err, gameErr)
			default:
				if !sameStones(pos, g.Position()) || toMove != g.ToMove() {
					t.Fatalf("Replay gives %v to move in\n%sthe game %v to move in\n%s", toMove, Diagram(pos), g.ToMove(), Diagram(g.Position()))
				}
			}
		})
	}
}

// TestReplayGoesOnAfterTheEnd checks what Replay does unlike a game: the moves after a
// completed structure are placed, a setup may hold both players' structures, and the
// position says who has won.
func TestReplayGoesOnAfterTheEnd(t *testing.T) {
	tests := []struct {
		name, spec, setup, moves string
		winner                   Outcome
		toMove                   Player
	}{
		// Red completes b1-b2-b3 with move 5; Blue's c1 comes after.
		{name: "a move after red's path", spec: "hex:3x3", moves: "b1,a1,b2,a2,b3,c1", winner: RedWins, toMove: Red},
		{name: "the same in Rex", spec: "hex:3x3+reverse", moves: "b1,a1,b2,a2,b3,c1", winner: BlueWins, toMove: Red},
		// Thesis Figure 3.1: Red's anti-diagonal wraps at move 5, Blue's at move 6.
		{name: "both on the torus", spec: "torus:3x3", moves: "a2,a3,b1,b2,c3,c1", winner: BothWin, toMove: Red},
		{name: "a setup that holds both", spec: "torus:3x3", setup: "red:a2,b1,c3,blue:a3,b2,c1", moves: "a1", winner: BothWin, toMove: Blue},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, setup, moves := replayInput(t, tc.spec, tc.setup, tc.moves)
			if _, err := NewGameFromMoves(b.Spec(), Options{Setup: setup}, moves); err == nil {
				t.Fatalf("a game accepts %s: the case does not go past the end", tc.moves)
			} else if tc.setup == "" && !errors.Is(err, ErrGameOver) {
				t.Fatalf("the game refuses %s for another reason: %v", tc.moves, err)
			}
			pos, toMove, err := Replay(b.Spec(), NoPlayer, setup, moves)
			if err != nil {
				t.Fatal(err)
			}
			if pos.Stones() != len(setup)+len(moves) || pos.Winner() != tc.winner || toMove != tc.toMove {
				t.Fatalf("%d stones, winner %v, %v to move; want %d, %v, %v\n%s", pos.Stones(), pos.Winner(), toMove, len(setup)+len(moves), tc.winner, tc.toMove, Diagram(pos))
			}
		})
	}
}

// replayInput reads a test case's board, setup and moves.
func replayInput(t *testing.T, spec, setup, moves string) (*Board, []Stone, []Move) {
	t.Helper()
	b := MustBoard(spec)
	m, err := ParseMoveList(b, moves)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseSetup(b, setup)
	if err != nil {
		t.Fatal(err)
	}
	return b, s, m
}

// sameStones reports whether p and q hold the same stones.
func sameStones(p, q *Position) bool {
	for c := range Cell(p.Board().NumCells()) {
		if p.At(c) != q.At(c) {
			return false
		}
	}
	return p.Board().NumCells() == q.Board().NumCells()
}
