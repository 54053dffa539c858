package solvedbench

import (
	"context"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// minimaxVerdict is what minimax says of p: whether it is lost, all won or kept, and its
// winning moves.
func minimaxVerdict(t *testing.T, ref *minimax.Minimax, b *core.Board, p Position) (verdict, []core.Cell) {
	t.Helper()
	g, err := p.Game(b)
	if err != nil {
		t.Fatal(err)
	}
	pos, toMove := g.Position(), g.ToMove()
	if !ref.Wins(pos, toMove) {
		return lost, nil
	}
	var wins []core.Cell
	empty := pos.EmptyCells()
	for _, c := range empty {
		if ref.MoveWins(pos, toMove, c) {
			wins = append(wins, c)
		}
	}
	if len(wins) == len(empty) {
		return allWin, nil
	}
	return kept, wins
}

// TestSettleAgreesWithMinimax checks, on random positions of tiny boards of every topology
// and Rex, that Settle keeps exactly the positions minimax says are won with some losing
// moves, with exactly minimax's winning moves, and counts the lost and all-won ones as
// minimax does.
func TestSettleAgreesWithMinimax(t *testing.T) {
	for _, c := range []struct {
		spec  string
		least int // the fewest stones of a position checked: minimax is slow on emptier ones
	}{
		{"hex:3x3", 0}, {"hex:4x4", 3}, {"cyl:3x4", 0}, {"cyl:4x4", 3}, {"torus:3x3", 0}, {"torus:3x4", 2},
		{"hex:3x3+reverse", 0}, {"hex:4x4+reverse", 6}, {"cyl:3x4+reverse", 2}, {"torus:3x3+reverse", 0},
	} {
		b := core.MustBoard(c.spec)
		drawn, err := Draw(b, 7, 60)
		if err != nil {
			t.Fatal(err)
		}
		var checked []Position
		for _, p := range drawn.Positions {
			if len(p.Moves) >= c.least {
				checked = append(checked, p)
			}
		}
		got, err := Settle(context.Background(), b, checked, SettleOptions{Nodes: 5_000_000, Memory: 8 << 20}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ref := minimax.New(b)
		var want Settled
		for _, p := range checked {
			switch v, wins := minimaxVerdict(t, ref, b, p); v {
			case lost:
				want.Lost++
			case allWin:
				want.AllWin++
			default:
				p.Wins, p.Legal = wins, b.NumCells()-len(p.Moves)
				want.Positions = append(want.Positions, p)
			}
		}
		if got.Unsettled != 0 || got.Dropped != 0 || got.Lost != want.Lost || got.AllWin != want.AllWin || len(got.Positions) != len(want.Positions) {
			t.Fatalf("%s, %d positions: settled %d unsettled, %d dropped, %d lost, %d all won, %d kept; minimax: %d lost, %d all won, %d kept",
				c.spec, len(checked), got.Unsettled, got.Dropped, got.Lost, got.AllWin, len(got.Positions), want.Lost, want.AllWin, len(want.Positions))
		}
		t.Logf("%s: %d positions: %d lost, %d all won, %d kept", c.spec, len(checked), got.Lost, got.AllWin, len(got.Positions))
		if len(want.Positions) == 0 {
			t.Errorf("%s: no position kept; the check checks nothing", c.spec)
		}
		for i, p := range got.Positions {
			w := want.Positions[i]
			if !slices.Equal(p.Moves, w.Moves) || !slices.Equal(p.Wins, w.Wins) || p.Legal != w.Legal {
				t.Errorf("%s %s: winning moves %s of %d, minimax %s of %d", c.spec, movesText(b, p),
					cellText(b, p.Wins), p.Legal, cellText(b, w.Wins), w.Legal)
			}
		}
	}
}

// cellText is cells as a list of names.
func cellText(b *core.Board, cells []core.Cell) string {
	moves := make([]core.Move, len(cells))
	for i, c := range cells {
		moves[i] = core.CellMove(c)
	}
	return "[" + core.FormatMoveList(b, moves) + "]"
}

// TestSettleBudget checks that a budget too small to settle positions drops them and counts
// them, every position counted once, and that a larger budget keeps positions the small one
// did not.
func TestSettleBudget(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	drawn, err := Draw(b, 3, 12)
	if err != nil {
		t.Fatal(err)
	}
	small, err := Settle(context.Background(), b, drawn.Positions, SettleOptions{Nodes: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	total := func(s Settled) int { return s.Unsettled + s.Dropped + s.Lost + s.AllWin + len(s.Positions) }
	if total(small) != len(drawn.Positions) || small.Unsettled+small.Dropped == 0 {
		t.Errorf("1 node: %+v of %d positions", small, len(drawn.Positions))
	}
	done := 0
	large, err := Settle(context.Background(), b, drawn.Positions, SettleOptions{}, func(d int) { done = d })
	if err != nil {
		t.Fatal(err)
	}
	if total(large) != len(drawn.Positions) || len(large.Positions) <= len(small.Positions) || done != len(drawn.Positions) {
		t.Errorf("the default budget: %+v of %d positions (the small one kept %d), progress %d", large, len(drawn.Positions), len(small.Positions), done)
	}
}

// TestSettleStops checks that a cancelled context stops Settle with its error.
func TestSettleStops(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	drawn, _ := Draw(b, 1, 5)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Settle(ctx, b, drawn.Positions, SettleOptions{}, nil); err == nil {
		t.Error("a cancelled context: no error")
	}
}
