package training

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
	"github.com/hexlab/hexlab/strategies/network"
)

// position returns a position of spec with the stones given, and a target policy by cell.
func position(t *testing.T, spec string, red, blue []string, toMove core.Player, policy map[string]float32) network.Sample {
	t.Helper()
	b := core.MustBoard(spec)
	pos := core.NewPosition(b)
	cell := func(name string) core.Cell {
		c, err := b.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, n := range red {
		pos.Place(cell(n), core.Red)
	}
	for _, n := range blue {
		pos.Place(cell(n), core.Blue)
	}
	p := make([]float32, b.NumCells())
	for n, share := range policy {
		p[cell(n)] = share
	}
	return network.Sample{Pos: pos, ToMove: toMove, Policy: p, Value: 1}
}

// The patterns' move is the empty cell whose pattern weighs most, counted by hand: with
// weights that give one cell's pattern 5 and every other 1, that cell; with all equal, the
// first empty cell; on a board with one empty cell, that one.
func TestPatternMoveByHand(t *testing.T) {
	s := position(t, "hex:5x5", []string{"c3"}, []string{"b4"}, core.Red, nil)
	g := engine.NewPatterns(s.Pos.Board())
	for _, name := range []string{"d2", "c4", "e5"} {
		c, _ := s.Pos.Board().ParseCell(name)
		code := g.Code(s.Pos, c, core.Red)
		w, err := engine.ParseWeights(fmt.Sprintf("rare 1\n%d 5\n", code))
		if err != nil {
			t.Fatal(err)
		}
		// Other cells may share c's pattern (far from the stones, and the corners alike);
		// the first of them in cell order is the answer.
		want := core.NoCell
		for x := range core.Cell(25) {
			if s.Pos.At(x) == core.NoPlayer && g.Code(s.Pos, x, core.Red) == code {
				want = x
				break
			}
		}
		if got := newPatternPredictor(w).Move(s.Pos, core.Red); got != want {
			t.Errorf("the weight on %s's pattern: the move is %v, want %v", name, got, want)
		}
	}
	flat, _ := engine.ParseWeights("rare 1\n")
	if got := newPatternPredictor(flat).Move(s.Pos, core.Red); got != 0 {
		t.Errorf("all weights equal: %v, want a1 (cell 0)", got)
	}
	last := position(t, "hex:2x2", []string{"a1", "a2"}, []string{"b1"}, core.Blue, nil)
	p, err := NewPatternPredictor()
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Move(last.Pos, core.Blue); got != 3 {
		t.Errorf("one empty cell, b2: the move is %v", got)
	}
}

// Top1 counts, on hand-made positions, the samples whose target's most likely cell is the
// patterns' move: two of three here.
func TestPatternTop1ByHand(t *testing.T) {
	p, err := NewPatternPredictor()
	if err != nil {
		t.Fatal(err)
	}
	base := []network.Sample{
		position(t, "hex:5x5", []string{"c3"}, nil, core.Blue, nil),
		position(t, "hex:5x5", []string{"c3", "a1"}, []string{"b4"}, core.Blue, nil),
		position(t, "hex:7x7", []string{"d4"}, []string{"c5"}, core.Red, nil),
	}
	var samples []network.Sample
	for i, s := range base {
		m := p.Move(s.Pos, s.ToMove)
		if m == core.NoCell {
			t.Fatalf("no move in position %d", i)
		}
		if i == 1 {
			// The target's best cell is another: a miss.
			m = s.Pos.EmptyCells()[0]
			if m == p.Move(s.Pos, s.ToMove) {
				m = s.Pos.EmptyCells()[1]
			}
		}
		s.Policy[m] = 0.6
		for _, c := range s.Pos.EmptyCells() {
			if c != m {
				s.Policy[c] = 0.4 / float32(len(s.Pos.EmptyCells())-1)
			}
		}
		samples = append(samples, s)
	}
	if got := p.Top1(samples); got != 2 {
		t.Errorf("Top1 = %d, want 2", got)
	}
}

// TargetMove takes the target's largest share on an empty cell, the first among equals.
func TestTargetMove(t *testing.T) {
	s := position(t, "hex:3x3", []string{"a1"}, nil, core.Blue, map[string]float32{"c1": 0.4, "a2": 0.4, "b2": 0.2})
	if got := TargetMove(s); got != 2 {
		t.Errorf("tied c1 (cell 2) and a2 (cell 3): %v, want c1", got)
	}
}

// Measure's sums are the same on any number of workers, and are the sums of the network's
// own Measure taken in order.
func TestMeasureWhateverTheWorkers(t *testing.T) {
	samples, err := Samples(handRecords())
	if err != nil {
		t.Fatal(err)
	}
	net, _ := network.New(tinyShape, 5)
	var want network.Loss
	e := net.NewEvaluator()
	for _, s := range samples {
		want.Add(e.Measure(s))
	}
	for _, workers := range []int{0, 1, 2, 3, 9} {
		got, err := Measure(context.Background(), net, samples, workers)
		if err != nil || got != want {
			t.Errorf("%d workers: %+v, %v; want %+v", workers, got, err, want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Measure(ctx, net, samples, 2); err == nil {
		t.Error("a cancelled measure returned no error")
	}
	point, err := HeldOutMeasure(context.Background(), net, samples, 3, 10, 2, 2)
	if err != nil || point.Positions != 4 || point.Patterns != 0.75 || point.Policy != want.Policy/4 || point.Step != 10 || point.Round != 2 {
		t.Errorf("HeldOutMeasure: %+v, %v", point, err)
	}
	net.Params()[0] = float32(math.Inf(1))
	if _, err := HeldOutMeasure(context.Background(), net, samples, 3, 10, 2, 2); err == nil {
		t.Error("a network of infinite weights measured without an error")
	}
}

// Spread keeps at most its limit, spread over the records, and every record under it.
func TestSpread(t *testing.T) {
	recs := make([]Record, 10)
	for i := range recs {
		recs[i].Game = fmt.Sprint(i)
	}
	var got []string
	for _, r := range Spread(recs, 4) {
		got = append(got, r.Game)
	}
	if fmt.Sprint(got) != "[0 2 5 7]" {
		t.Errorf("Spread of 10 to 4: %v", got)
	}
	if len(Spread(recs, 20)) != 10 {
		t.Error("Spread under its limit dropped records")
	}
}
