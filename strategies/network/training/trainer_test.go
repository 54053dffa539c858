package training

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// tinyShape is a network small enough to train in milliseconds (a wider value head than the
// tower: four channels pooled into four hidden units fit the results only some of the time).
var tinyShape = network.Shape{Channels: 4, Blocks: 1, ValueHidden: 16}

// handRecords are a few positions of hex:4x4 with one-hot targets and results, written by
// hand: the empty board (Red to move, plays b3 and wins), two middle positions, and a Blue
// move of another game that Blue wins.
func handRecords() []Record {
	return []Record{
		{Board: "hex:4x4", ToMove: "red", Policy: []PolicyShare{{Cell: 9, Share: 1}}, Winner: "red", Game: "g1", Source: "hand"},
		{Board: "hex:4x4", Red: []int{9}, ToMove: "blue", Policy: []PolicyShare{{Cell: 6, Share: 1}}, Winner: "red", Game: "g1", Source: "hand"},
		{Board: "hex:4x4", Red: []int{9}, Blue: []int{6}, ToMove: "red", Policy: []PolicyShare{{Cell: 5, Share: 0.75}, {Cell: 13, Share: 0.25}}, Winner: "red", Game: "g1", Source: "hand"},
		{Board: "hex:4x4", Red: []int{0, 3}, Blue: []int{5}, ToMove: "blue", Policy: []PolicyShare{{Cell: 10, Share: 1}}, Winner: "blue", Game: "g2", Source: "hand"},
	}
}

// testConfig is a run's settings for the tests: batches of 20 (two whole chunks and a part).
func testConfig(steps int) Config {
	return Config{Batch: 20, Seed: 7, Schedule: Schedule{Peak: 0.02, Warmup: 3, Total: steps, Floor: 0.1},
		ValueWeight: 1, WeightDecay: 1e-4, LogEvery: 4}
}

// newTestTrainer returns a trainer of a fresh tiny network.
func newTestTrainer(t *testing.T, cfg Config, workers int) *Trainer {
	t.Helper()
	net, err := network.New(tinyShape, 3)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := NewTrainer(net, cfg, workers)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// meanLoss returns net's mean policy and value losses on recs.
func meanLoss(t *testing.T, net *network.Network, recs []Record) (policy, value float64) {
	t.Helper()
	samples, err := Samples(recs)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Measure(context.Background(), net, samples, 1)
	if err != nil {
		t.Fatal(err)
	}
	return l.Policy / float64(l.Samples), l.Value / float64(l.Samples)
}

// A tiny network overfits a few hand-made positions: its losses fall below bounds the
// untrained network is far above (its policy is near uniform: some ln 15 nats, its value
// near a half: ln 2). The bound on the policy is above the targets' own entropy (the third
// position's 0.75/0.25 split alone is 0.56 nats, a quarter of it on average).
func TestTrainerOverfits(t *testing.T) {
	recs := handRecords()
	set, err := NewSet(recs)
	if err != nil {
		t.Fatal(err)
	}
	const steps = 1500
	tr := newTestTrainer(t, testConfig(steps), 2)
	const policyBound, valueBound = 0.35, 0.1
	p0, v0 := meanLoss(t, tr.Net, recs)
	if p0 < 2*policyBound || v0 < 2*valueBound {
		t.Fatalf("the untrained network's losses are already policy %.3f, value %.3f", p0, v0)
	}
	if err := tr.Train(context.Background(), set, steps, nil); err != nil {
		t.Fatal(err)
	}
	p, v := meanLoss(t, tr.Net, recs)
	if p > policyBound || v > valueBound {
		t.Errorf("after %d steps: policy loss %.3f (bound %.2f), value loss %.3f (bound %.2f); untrained %.3f, %.3f", steps, p, policyBound, v, valueBound, p0, v0)
	}
	if tr.Step != steps || len(tr.Log.Train) != steps/4 {
		t.Errorf("%d steps, %d log entries; want %d and %d", tr.Step, len(tr.Log.Train), steps, steps/4)
	}
}

// The same seed and data give the same network, bit for bit, on 1 or 3 workers: the batch's
// gradients are summed in the same order whatever the workers.
func TestTrainerSameNetworkWhateverTheWorkers(t *testing.T) {
	set, err := NewSet(handRecords())
	if err != nil {
		t.Fatal(err)
	}
	var nets []*network.Network
	for _, workers := range []int{1, 2, 3} {
		tr := newTestTrainer(t, testConfig(12), workers)
		if err := tr.Train(context.Background(), set, 12, nil); err != nil {
			t.Fatal(err)
		}
		nets = append(nets, tr.Net)
	}
	for i, n := range nets[1:] {
		if !network.Equal(nets[0], n) {
			t.Errorf("%d workers trained another network than 1 worker", i+2)
		}
	}
}

// A run stopped after k steps, checkpointed, read back and resumed gives the network, the
// optimiser and the log of the run that went straight through.
func TestTrainerResumedEqualsStraight(t *testing.T) {
	set, err := NewSet(handRecords())
	if err != nil {
		t.Fatal(err)
	}
	const steps, stop = 14, 6 // stop in the middle of a log entry's steps
	straight := newTestTrainer(t, testConfig(steps), 2)
	if err := straight.Train(context.Background(), set, steps, nil); err != nil {
		t.Fatal(err)
	}
	first := newTestTrainer(t, testConfig(steps), 2)
	ctx, cancel := context.WithCancel(context.Background())
	err = first.Train(ctx, set, steps, func() error {
		if first.Step == stop {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) || first.Step != stop {
		t.Fatalf("the cancelled run: %v at step %d, want context.Canceled at step %d", err, first.Step, stop)
	}
	path := filepath.Join(t.TempDir(), "checkpoint")
	if err := WriteCheckpoint(path, first.Checkpoint(2, []byte(`{"run":1}`), time.Second)); err != nil {
		t.Fatal(err)
	}
	c, err := ReadCheckpoint(path)
	if err != nil {
		t.Fatal(err)
	}
	if c.Round != 2 || string(c.Settings) != `{"run":1}` || c.Step != stop {
		t.Errorf("the checkpoint read back: round %d, settings %s, step %d", c.Round, c.Settings, c.Step)
	}
	resumed, err := Resume(c, testConfig(steps), 1) // another number of workers, too
	if err != nil {
		t.Fatal(err)
	}
	if err := resumed.Train(context.Background(), set, steps, nil); err != nil {
		t.Fatal(err)
	}
	if !network.Equal(straight.Net, resumed.Net) {
		t.Error("the resumed run's network differs from the straight run's")
	}
	var a, b bytesBuffer
	straight.Adam.Write(&a)
	resumed.Adam.Write(&b)
	if string(a) != string(b) {
		t.Error("the resumed run's optimiser differs from the straight run's")
	}
	if len(straight.Log.Train) != len(resumed.Log.Train) {
		t.Fatalf("logs of %d and %d entries", len(straight.Log.Train), len(resumed.Log.Train))
	}
	for i := range straight.Log.Train {
		if straight.Log.Train[i] != resumed.Log.Train[i] {
			t.Errorf("log entry %d: straight %+v, resumed %+v", i, straight.Log.Train[i], resumed.Log.Train[i])
		}
	}
}

// bytesBuffer collects what is written to it.
type bytesBuffer []byte

func (b *bytesBuffer) Write(p []byte) (int, error) { *b = append(*b, p...); return len(p), nil }

// A record that makes no sample is refused by NewSet, named; an empty set is refused by Train.
func TestSetRefusesBadRecords(t *testing.T) {
	recs := handRecords()
	recs[2].Red = append(recs[2].Red, 6) // b2 is Blue's already
	if _, err := NewSet(recs); err == nil {
		t.Error("a record with a stone on an occupied cell was accepted")
	}
	empty, _ := NewSet(nil)
	tr := newTestTrainer(t, testConfig(5), 1)
	if err := tr.Train(context.Background(), empty, 5, nil); err == nil {
		t.Error("training on no positions did not fail")
	}
}

// A diverging run stops with a message before the step that would write NaN into the weights.
func TestTrainerStopsWhenItDiverges(t *testing.T) {
	set, err := NewSet(handRecords())
	if err != nil {
		t.Fatal(err)
	}
	tr := newTestTrainer(t, testConfig(5), 1)
	tr.Net.Params()[0] = float32(math.NaN())
	if err := tr.Train(context.Background(), set, 5, nil); err == nil || tr.Step != 0 {
		t.Errorf("a network of NaN trained on: %v, step %d", err, tr.Step)
	}
}

// The schedule warms up linearly to its peak, then falls by a half cosine to its floor.
func TestSchedule(t *testing.T) {
	s := Schedule{Peak: 1, Warmup: 4, Total: 14, Floor: 0.1}
	for _, c := range []struct {
		step int
		want float64
	}{{0, 0.25}, {3, 1}, {4, 1}, {9, 0.55}, {14, 0.1}, {100, 0.1}} {
		if got := s.Rate(c.step); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("rate of step %d: %v, want %v", c.step, got, c.want)
		}
	}
	for _, bad := range []Schedule{{Peak: 0, Total: 1}, {Peak: math.NaN(), Total: 1}, {Peak: 1, Total: 0}, {Peak: 1, Total: 1, Floor: 2}, {Peak: 1, Total: 1, Warmup: -1}} {
		if bad.Validate() == nil {
			t.Errorf("%+v was accepted", bad)
		}
	}
}

// TestHandRecordsAreOnTheBoard keeps the hand-made records honest: every target is an empty
// cell of hex:4x4.
func TestHandRecordsAreOnTheBoard(t *testing.T) {
	samples, err := Samples(handRecords())
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range samples {
		if m := TargetMove(s); m == core.NoCell || s.Pos.At(m) != core.NoPlayer {
			t.Errorf("record %d's target %v is not an empty cell", i, m)
		}
	}
}

// randomRecords returns records of n positions of random games on spec (one-hot targets on
// the move played next), for benchmarks.
func randomRecords(spec string, n int, seed uint64) []Record {
	b := core.MustBoard(spec)
	rng := rand.New(rand.NewPCG(seed, 1))
	var recs []Record
	for game := 0; len(recs) < n; game++ {
		pos := core.NewPosition(b)
		var red, blue []int
		for ply, c := range rng.Perm(b.NumCells()) {
			toMove := []core.Player{core.Red, core.Blue}[ply%2]
			recs = append(recs, Record{Board: spec, Red: slices.Clone(red), Blue: slices.Clone(blue), ToMove: toMove.String(),
				Policy: []PolicyShare{{Cell: c, Share: 1}}, Winner: []string{"red", "blue"}[game%2], Game: fmt.Sprint(game), Source: "bench"})
			if pos.Place(core.Cell(c), toMove); pos.Completed(toMove) {
				break
			}
			if toMove == core.Red {
				red = append(red, c)
			} else {
				blue = append(blue, c)
			}
		}
	}
	return recs[:n]
}

// BenchmarkTrainer measures training on hex:11x11 with the default shape, batches of 64 on 1
// and 2 workers: positions a second (samples/s), each a forward and a backward pass.
func BenchmarkTrainer(b *testing.B) {
	set, err := NewSet(randomRecords("hex:11x11", 2000, 1))
	if err != nil {
		b.Fatal(err)
	}
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			net, _ := network.New(network.DefaultShape(), 1)
			cfg := Config{Batch: 64, Seed: 1, Schedule: Schedule{Peak: 1e-3, Total: 1 << 30}, ValueWeight: 1, WeightDecay: 1e-4, LogEvery: 10}
			tr, err := NewTrainer(net, cfg, workers)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for b.Loop() {
				if err := tr.Train(context.Background(), set, tr.Step+1, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N*cfg.Batch)/b.Elapsed().Seconds(), "samples/s")
		})
	}
}
