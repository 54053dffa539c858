package arena

import (
	"bytes"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// A Histogram's Stats are NewStats of the values it counted.
func TestHistogramAgreesWithNewStats(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 60 {
		var h Histogram
		var xs []float64
		for range n {
			v := rng.IntN(1 + n%13)
			h.Add(v)
			xs = append(xs, float64(v))
		}
		got, want := h.Stats(), NewStats(xs)
		close := func(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }
		if got.N != want.N || !close(got.Mean, want.Mean) || !close(got.SD, want.SD) || got.Median != want.Median || got.Min != want.Min || got.Max != want.Max {
			t.Fatalf("%v: histogram %+v, list %+v", xs, got, want)
		}
	}
}

// A slotSet holds what a map of the same slots holds, added in any order.
func TestSlotSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 100 {
		var s slotSet
		m := map[int]bool{}
		for range 50 {
			slot := rng.IntN(60)
			if s.add(slot) == m[slot] {
				t.Fatalf("add(%d) with the slot already in: %v", slot, m[slot])
			}
			m[slot] = true
		}
		for slot := range 70 {
			if s.has(slot) != m[slot] {
				t.Fatalf("has(%d)", slot)
			}
		}
		if s.len() != len(m) {
			t.Fatalf("len %d, want %d", s.len(), len(m))
		}
	}
}

// A run that streams its games to a spool writes the file a run that keeps them writes, and
// keeps none of them in memory.
func TestSpoolRunWritesTheSameFile(t *testing.T) {
	c := Config{Spec: mustSpec(t, "cyl:5x5"), Red: "fitzgerald", Blue: "random", Games: 7, First: both(), Seed: 5, Jobs: 3}
	kept := mustRun(t, c)
	spool, err := NewSpool(t.TempDir(), c.Spec)
	if err != nil {
		t.Fatal(err)
	}
	defer spool.Close()
	c.Store = spool
	streamed := mustRun(t, c)
	if len(streamed.Games) != 0 || streamed.Played() != 14 {
		t.Fatalf("the streamed run kept %d games, played %d", len(streamed.Games), streamed.Played())
	}
	var a, b, csvA, csvB bytes.Buffer
	kept.WriteJSON(&a)
	streamed.WriteJSON(&b)
	kept.WriteCSV(&csvA)
	streamed.WriteCSV(&csvB)
	if a.String() != b.String() || csvA.String() != csvB.String() {
		t.Fatalf("JSON or CSV differ:\n%s\n%s", a.String(), b.String())
	}
	// Read back into a spool of its own: the same result again.
	spool2, _ := NewSpool(t.TempDir(), c.Spec)
	defer spool2.Close()
	back, err := ReadJSONFrom(&a, func(core.Spec) (GameStore, error) { return spool2, nil })
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Summaries(), kept.Summaries()) || len(back.Games) != 0 {
		t.Fatal("the spooled read differs")
	}
}

// A run stopped half way and resumed gives the games of a run never stopped.
func TestStopAndResume(t *testing.T) {
	c := Config{Spec: mustSpec(t, "hex:4x4"), Red: "mc", Blue: "random", Games: 30, First: both(), Seed: 9, Jobs: 2}
	whole := mustRun(t, c)
	stop := make(chan struct{})
	stopped := c
	stopped.Stop = stop
	stopped.Progress = func(done int) {
		if done == 11 {
			close(stop)
		}
	}
	spool, _ := NewSpool(t.TempDir(), c.Spec)
	defer spool.Close()
	stopped.Store = spool
	part, err := Run(stopped)
	if err != nil {
		t.Fatal(err)
	}
	if !part.Partial || part.Played() < 11 || part.Played() >= 60 {
		t.Fatalf("partial %v with %d games", part.Partial, part.Played())
	}
	var file bytes.Buffer
	part.WriteJSON(&file)
	prior, err := ReadJSONFrom(&file, nil)
	if err != nil {
		t.Fatal(err)
	}
	spool2, _ := NewSpool(t.TempDir(), c.Spec)
	defer spool2.Close()
	rest, err := Resume(prior, Config{Jobs: 3, Store: spool2})
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	whole.WriteJSON(&a)
	rest.WriteJSON(&b)
	if rest.Partial || a.String() != b.String() {
		t.Fatalf("resumed run differs from the whole one:\n%s\n%s", a.String(), b.String())
	}
}

// Every checkpoint of a run is what a run stopped then would have written: Partial, its games
// in order and more at each checkpoint, and resumed from its JSON it gives the run never
// stopped (from the last, which holds every game, too); the result itself is not partial.
func TestCheckpointsResumeToTheWholeRun(t *testing.T) {
	c := Config{Spec: mustSpec(t, "hex:4x4"), Red: "mc", Blue: "random", Games: 12, First: both(), Seed: 9, Jobs: 3}
	whole := mustRun(t, c)
	var want bytes.Buffer
	whole.WriteJSON(&want)
	for _, store := range []bool{false, true} {
		var files [][]byte
		played := 0
		cc := c
		cc.Checkpoint = func(r *Result) {
			if !r.Partial || r.Played() <= played {
				t.Fatalf("a checkpoint with partial %v and %d games after %d", r.Partial, r.Played(), played)
			}
			played = r.Played()
			var b bytes.Buffer
			if err := r.WriteJSON(&b); err != nil {
				t.Fatal(err)
			}
			files = append(files, b.Bytes())
		}
		if store {
			spool, _ := NewSpool(t.TempDir(), c.Spec)
			defer spool.Close()
			cc.Store = spool
		}
		r := mustRun(t, cc)
		if r.Partial || played != 24 || len(files) == 0 {
			t.Fatalf("store %v: partial %v; the last checkpoint held %d games of 24", store, r.Partial, played)
		}
		for i, file := range files {
			prior, err := ReadJSONFrom(bytes.NewReader(file), nil)
			if err != nil {
				t.Fatalf("checkpoint %d: %v", i, err)
			}
			if !prior.Partial {
				t.Fatalf("checkpoint %d read back is not partial", i)
			}
			rest, err := Resume(prior, Config{Jobs: 2})
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			rest.WriteJSON(&got)
			if got.String() != want.String() {
				t.Fatalf("store %v: resumed from checkpoint %d (%d games), the run differs:\n%s\n%s", store, i, prior.Played(), got.String(), want.String())
			}
		}
	}
}

// A run that keeps no games needs no more memory for many games than for a few.
func TestDiscardRunHasBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 100000 games")
	}
	c := Config{Spec: mustSpec(t, "hex:2x2"), Red: "random", Blue: "random", Games: 50000, First: both(), Seed: 1, Store: Discard}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	r := mustRun(t, c)
	runtime.GC()
	runtime.ReadMemStats(&after)
	if grow := int64(after.HeapAlloc) - int64(before.HeapAlloc); grow > 4<<20 {
		t.Errorf("100000 games left the heap %d bytes larger", grow)
	}
	if s := r.Summaries()[2]; s.Games != 100000 || s.RedWins+s.BlueWins != 100000 {
		t.Errorf("summary %+v", s)
	}
}

// With the swap rule, an arena's games are those of core games with the rule on: mc, second,
// swaps some of random's openings, and every game replays with the rule (and reads back from the JSON).
func TestSwapArena(t *testing.T) {
	c := Config{Spec: mustSpec(t, "hex:4x4"), Red: "random", Blue: "mc", Games: 6, First: both(), Seed: 3, Swap: true}
	r := mustRun(t, c)
	swaps := 0
	for _, g := range r.Games {
		if len(g.Moves) > 1 && g.Moves[1].Swap {
			swaps++
		}
	}
	if swaps == 0 {
		t.Error("in 12 games with the swap rule, mc never swapped")
	}
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadJSON(buf.Bytes())
	if err != nil || !back.Config.Swap || !reflect.DeepEqual(back.Summaries(), r.Summaries()) {
		t.Fatalf("read back: %v, swap %v", err, back != nil && back.Config.Swap)
	}
	if _, err := Run(Config{Spec: mustSpec(t, "cyl:4x4"), Red: "mc", Blue: "mc", Games: 1, First: both(), Swap: true}); err == nil {
		t.Error("the swap rule on a cylinder")
	}
}
