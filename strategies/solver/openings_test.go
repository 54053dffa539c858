package solver

import (
	"context"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestWinningOpenings checks the winning first moves of Red on the empty 4x4, 5x5 and 6x6
// boards against those Benzene computes (issue 13; 6x6 takes about a minute).
func TestWinningOpenings(t *testing.T) {
	for _, tc := range []struct {
		spec string
		want string
	}{
		{"hex:4x4", "d1 c2 b3 a4"},
		{"hex:5x5", "e1 b2 c2 d2 e2 b3 c3 d3 a4 b4 c4 d4 a5"},
		{"hex:6x6", "f1 b2 c2 d2 e2 f2 a3 b3 c3 d3 e3 f3 a4 b4 c4 d4 e4 f4 a5 b5 c5 d5 e5 a6"},
	} {
		if got := winningOpenings(t, tc.spec, Options{}); got != tc.want {
			t.Errorf("%s: Red's winning openings are %s, want %s", tc.spec, got, tc.want)
		}
	}
}

// TestRexOpenings checks the Rex openings against How to Play Reverse Hex (Hayward, Toft,
// Henderson): on 3x3 every opening loses (Lagarias and Sleator: the second player wins odd
// boards); on 4x4 the paper finds 12 winning openings, 2 losing ones and leaves 2 open, and
// the solver (with Theorems 6 and 7, pre-pair- and pair-completions, each rule checked
// against minimax on small boards) settles both open ones as wins: 14 winning openings, c2
// and b3 losing. Evans's acute corners a1 and d4 are among the wins. A few seconds.
func TestRexOpenings(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds")
	}
	for _, tc := range []struct {
		spec, wins string
	}{
		{"hex:3x3+reverse", ""},
		{"hex:4x4+reverse", "a1 b1 c1 d1 a2 b2 d2 a3 c3 d3 a4 b4 c4 d4"},
	} {
		if got := winningOpenings(t, tc.spec, Options{Memory: 256 << 20}); got != tc.wins {
			t.Errorf("%s: Red's winning openings are %q, want %q", tc.spec, got, tc.wins)
		}
	}
}

// winningOpenings solves every opening of Red on the empty board spec and returns the winning
// ones, in cell order, separated by spaces; an opening left unknown fails the test.
func winningOpenings(t *testing.T, spec string, opts Options) string {
	t.Helper()
	b := core.MustBoard(spec)
	values, err := New(b, opts).Values(context.Background(), core.NewPosition(b), core.Red, nil)
	if err != nil {
		t.Fatal(err)
	}
	var wins []string
	for _, v := range values {
		switch v.Value {
		case Win:
			wins = append(wins, b.CellName(v.Cell))
		case Unknown:
			t.Fatalf("%s: %s left unknown without a budget", spec, b.CellName(v.Cell))
		}
	}
	return strings.Join(wins, " ")
}
