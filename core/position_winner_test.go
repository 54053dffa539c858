package core

import (
	"math/rand/v2"
	"testing"
)

// TestWinnerByRule is the rule on every topology, in Hex and in Rex: who holds a winning
// structure, who has won in Hex (the holder) and in Rex (the holder's opponent; both where
// both hold one).
func TestWinnerByRule(t *testing.T) {
	tests := []struct {
		name, spec, red, blue string
		holders, hex, rex     Outcome
	}{
		{"empty plane", "hex:3x3", "", "", NoWinner, NoWinner, NoWinner},
		{"plane, red path", "hex:3x3", "b1,b2,b3", "a1,a2", RedWins, RedWins, BlueWins},
		{"plane, blue path", "hex:4x3", "a1,b1,c1", "a2,b2,c2,d2", BlueWins, BlueWins, RedWins},
		{"plane, no path yet", "hex:3x3", "b1,b2", "a1,a2", NoWinner, NoWinner, NoWinner},
		{"1x1, red", "hex:1x1", "a1", "", RedWins, RedWins, BlueWins},
		{"cylinder, red joins the ends", "cyl:4x5", "a1,a2,a3,a4,a5", "b1", RedWins, RedWins, BlueWins},
		{"cylinder, blue encircles", "cyl:4x7", "a1,a2,a3,a4", "a5,b5,c5,d5", BlueWins, BlueWins, RedWins},
		// Thesis Figure 2.9a: a loop through the seam that covers every column but only
		// wraps (winding 0) is no win.
		{"cylinder, a wrap that does not encircle", "cyl:4x7", "a7,b7,c7,d7,a6,b6,c6", "a3,b2,c1,c2,b3,a4,d5,d4", NoWinner, NoWinner, NoWinner},
		{"torus, red wraps vertically", "torus:3x3", "a1,a2,a3", "b1,b2", RedWins, RedWins, BlueWins},
		{"torus, blue wraps horizontally", "torus:4x4", "a1,a3", "a2,b2,c2,d2", BlueWins, BlueWins, RedWins},
		// Thesis Figure 3.1: both anti-diagonals of the 3x3 torus wrap.
		{"torus, both", "torus:3x3", "a2,b1,c3", "a3,b2,c1", BothWin, BothWin, BothWin},
		{"torus, neither", "torus:3x3", "a1,a2", "b1,b2", NoWinner, NoWinner, NoWinner},
	}
	for _, tc := range tests {
		for _, rule := range []struct {
			suffix string
			want   Outcome
		}{{"", tc.hex}, {ReverseSuffix, tc.rex}} {
			p := positionOf(t, tc.spec+rule.suffix, tc.red, tc.blue)
			if got := p.Holders(); got != tc.holders {
				t.Errorf("%s%s: Holders() = %v, want %v\n%s", tc.name, rule.suffix, got, tc.holders, Diagram(p))
			}
			if got := p.Winner(); got != rule.want {
				t.Errorf("%s%s: Winner() = %v, want %v\n%s", tc.name, rule.suffix, got, rule.want, Diagram(p))
			}
		}
	}
}

// TestOutcomeReads checks what each outcome says: its word, its single player, and who
// counts among its winners.
func TestOutcomeReads(t *testing.T) {
	tests := []struct {
		o        Outcome
		word     string
		player   Player
		red, blu bool
	}{
		{NoWinner, "none", NoPlayer, false, false},
		{RedWins, "red", Red, true, false},
		{BlueWins, "blue", Blue, false, true},
		{BothWin, "both", NoPlayer, true, true},
	}
	for _, tc := range tests {
		if tc.o.String() != tc.word || tc.o.Player() != tc.player || tc.o.Won(Red) != tc.red || tc.o.Won(Blue) != tc.blu || tc.o.Won(NoPlayer) || tc.o.Decided() != (tc.o != NoWinner) {
			t.Errorf("%v: %q, player %v, red won %v, blue won %v, nobody won %v", tc.o, tc.o.String(), tc.o.Player(), tc.o.Won(Red), tc.o.Won(Blue), tc.o.Won(NoPlayer))
		}
	}
}

// TestWinnerAgreesWithReference colours boards of every topology and size up to 5x5 at
// random, full and part full, and compares Winner, in Hex and in Rex, with the rule applied
// to the slow reference's answer (a breadth-first search of the lift, reference_test.go).
func TestWinnerAgreesWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(59, 1))
	boards := 12
	if testing.Short() {
		boards = 2
	}
	for _, spec := range testSpecs(5) {
		rex := spec
		rex.Reverse = true
		hexBoard, rexBoard := MustBoard(spec.String()), MustBoard(rex.String())
		for k := range boards {
			full := k%2 == 0
			p, q := NewPosition(hexBoard), NewPosition(rexBoard)
			for c := range Cell(hexBoard.NumCells()) {
				if !full && rng.IntN(3) == 0 {
					continue
				}
				player := Red
				if rng.IntN(2) == 0 {
					player = Blue
				}
				p.Place(c, player)
				q.Place(c, player)
			}
			col := colouringOf(p)
			red, blue := refCompleted(spec, col, Red), refCompleted(spec, col, Blue)
			if got, want := p.Winner(), outcomeOf(red, blue); got != want {
				t.Fatalf("%v: Winner() = %v, the reference says %v\n%s", spec, got, want, Diagram(p))
			}
			if got, want := q.Winner(), outcomeOf(blue, red); got != want {
				t.Fatalf("%v: Winner() = %v, the reference says %v under the reverse rule\n%s", rex, got, want, Diagram(q))
			}
		}
	}
}

// TestGameWinnerIsPositionWinner plays random games to their end, in Hex and in Rex, and
// checks that the game's winner is its position's.
func TestGameWinnerIsPositionWinner(t *testing.T) {
	rng := rand.New(rand.NewPCG(59, 2))
	for _, s := range []string{"hex:5x5", "hex:4x6+reverse", "cyl:5x4", "cyl:4x4+reverse", "torus:4x4", "torus:5x5+reverse"} {
		for range 20 {
			g, err := NewGame(MustBoard(s).Spec(), Options{})
			if err != nil {
				t.Fatal(err)
			}
			for !g.Over() {
				legal := g.LegalMoves()
				if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if w := g.Position().Winner(); w.Player() != g.Winner() {
				t.Fatalf("%s %s: the game's winner %v, the position's %v", s, FormatMoveList(g.Board(), g.Moves()), g.Winner(), w)
			}
		}
	}
}
