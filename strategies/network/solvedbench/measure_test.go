package solvedbench

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// keptOf returns the positions Settle keeps of 60 draws on spec.
func keptOf(t *testing.T, spec string) (*core.Board, []Position) {
	t.Helper()
	b := core.MustBoard(spec)
	d, err := Draw(b, 11, 60)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Settle(t.Context(), b, d.Positions, SettleOptions{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Positions) < 10 {
		t.Fatalf("%s: only %d positions kept", spec, len(s.Positions))
	}
	return b, s.Positions
}

// losing returns a move of p that does not win.
func losing(b *core.Board, p Position) core.Cell {
	g, _ := p.Game(b)
	for _, c := range g.Position().EmptyCells() {
		if !slices.Contains(p.Wins, c) {
			return c
		}
	}
	return core.NoCell
}

// TestMeasureShares checks the shares on constructed choosers: one that always picks a
// winning move wins every position, one that always picks a losing move none, one that picks
// a winning move in every third position a third; and the baseline is the mean share of
// winning moves.
func TestMeasureShares(t *testing.T) {
	b, kept := keptOf(t, "hex:4x4")
	n := len(kept)
	for _, c := range []struct {
		name   string
		choose Chooser
		wins   int
	}{
		{"winning", func(i int, _ *core.Game) (core.Cell, error) { return kept[i].Wins[len(kept[i].Wins)-1], nil }, n},
		{"losing", func(i int, _ *core.Game) (core.Cell, error) { return losing(b, kept[i]), nil }, 0},
		{"every third", func(i int, _ *core.Game) (core.Cell, error) {
			if i%3 == 0 {
				return kept[i].Wins[0], nil
			}
			return losing(b, kept[i]), nil
		}, (n + 2) / 3},
	} {
		done := 0
		s, err := Measure(b, kept, c.choose, func(d int) { done = d })
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		low, high := Wilson(float64(c.wins), n)
		want := Share{Wins: float64(c.wins), Positions: n, Share: float64(c.wins) / float64(n), Low: low, High: high, MoveSeconds: s.MoveSeconds}
		if s != want || done != n {
			t.Errorf("%s: %+v, want %+v (progress %d of %d)", c.name, s, want, done, n)
		}
	}
	sum := 0.0
	for _, p := range kept {
		g, _ := p.Game(b)
		sum += float64(len(p.Wins)) / float64(len(g.Position().EmptyCells()))
	}
	if base := Baseline(kept); math.Abs(base.Wins-sum) > 1e-9 || base.Positions != n || math.Abs(base.Share-sum/float64(n)) > 1e-9 || base.Share <= 0 || base.Share >= 1 {
		t.Errorf("the baseline %+v, want %v of %d", base, sum, n)
	}
}

// TestWilson checks the interval against values worked out by hand.
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		wins      float64
		n         int
		low, high float64
	}{
		{0, 10, 0, 0.2775}, {10, 10, 0.7225, 1}, {5, 10, 0.2366, 0.7634}, {50, 100, 0.4038, 0.5962}, {0, 0, 0, 1},
	} {
		low, high := Wilson(c.wins, c.n)
		if math.Abs(low-c.low) > 1e-4 || math.Abs(high-c.high) > 1e-4 {
			t.Errorf("Wilson(%v, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.wins, c.n, low, high, c.low, c.high)
		}
	}
	// The interval holds the share itself, exactly, at every count: all wins included.
	for n := 1; n <= 300; n++ {
		for k := 0; k <= n; k++ {
			p := float64(k) / float64(n)
			if low, high := Wilson(float64(k), n); !(0 <= low && low <= p && p <= high && high <= 1) {
				t.Fatalf("Wilson(%d, %d) = [%v, %v] does not hold %v", k, n, low, high, p)
			}
		}
	}
}

// TestMeasureRefuses checks that a chooser's error, or a move on an occupied cell or off the
// board, stops the measure with an error that names the position.
func TestMeasureRefuses(t *testing.T) {
	b, kept := keptOf(t, "hex:4x4")
	for _, c := range []struct {
		choose Chooser
		want   string
	}{
		{func(int, *core.Game) (core.Cell, error) { return core.NoCell, errors.New("no move") }, "no move"},
		{func(i int, _ *core.Game) (core.Cell, error) { return kept[i].Moves[0], nil }, "not an empty cell"},
		{func(int, *core.Game) (core.Cell, error) { return core.Cell(b.NumCells()), nil }, "not an empty cell"},
	} {
		if _, err := Measure(b, kept, c.choose, nil); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "position 1 (") {
			t.Errorf("%v, want %q", err, c.want)
		}
	}
	unsettled := []Position{{Moves: kept[0].Moves}}
	if _, err := Measure(b, unsettled, func(int, *core.Game) (core.Cell, error) { return 0, nil }, nil); err == nil {
		t.Error("a position not settled was measured")
	}
}

// TestPolicyChooser checks that the policy's choice is the empty cell of the highest prior of
// one evaluation, under Rex's rule on a +reverse board.
func TestPolicyChooser(t *testing.T) {
	net, err := network.New(network.Shape{Channels: 4, Blocks: 1, ValueHidden: 4}, 3)
	if err != nil {
		t.Fatal(err)
	}
	choose := PolicyChooser(net)
	e := net.NewEvaluator()
	for _, spec := range []string{"hex:5x5", "cyl:5x6", "torus:4x4", "hex:5x5+reverse"} {
		b := core.MustBoard(spec)
		d, _ := Draw(b, 2, 20)
		for i, p := range d.Positions {
			g, _ := p.Game(b)
			got, err := choose(i, g)
			if err != nil {
				t.Fatal(err)
			}
			ev := e.Evaluate(network.Input{Pos: g.Position(), ToMove: g.ToMove(), Reverse: b.Spec().Reverse})
			for _, c := range g.Position().EmptyCells() {
				if ev.Policy[c] > ev.Policy[got] || (ev.Policy[c] == ev.Policy[got] && c < got) {
					t.Fatalf("%s %s: chose %s (prior %v), %s has %v", spec, movesText(b, p), b.CellName(got), ev.Policy[got], b.CellName(c), ev.Policy[c])
				}
			}
			if g.At(got) != core.NoPlayer {
				t.Fatalf("%s: chose the occupied %s", spec, b.CellName(got))
			}
		}
	}
}
