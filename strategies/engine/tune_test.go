package engine

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// TestTune plays the engine against itself with two settings, for tuning by hand: it runs
// only with HEXLAB_TUNE set to the number of games, in pairs that open with the same random
// cell of Red's and give each setting each colour, on HEXLAB_TUNE_BOARD (default hex:9x9) at HEXLAB_TUNE_MS milliseconds a move
// (default 250), from game HEXLAB_TUNE_FROM (default 0: runs side by side take different
// games). Edit tuneA and tuneB to compare settings.
func TestTune(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("HEXLAB_TUNE"))
	if games == 0 {
		t.Skip("HEXLAB_TUNE is not set")
	}
	spec := os.Getenv("HEXLAB_TUNE_BOARD")
	if spec == "" {
		spec = "hex:9x9"
	}
	ms, _ := strconv.Atoi(os.Getenv("HEXLAB_TUNE_MS"))
	if ms == 0 {
		ms = 250
	}
	b := core.MustBoard(spec)
	think := time.Duration(ms) * time.Millisecond
	from, _ := strconv.Atoi(os.Getenv("HEXLAB_TUNE_FROM"))
	winsA := 0
	for i := from; i < from+games; i++ {
		a := New(b, b.Spec().Reverse, tuneA(think, uint64(i)))
		bb := New(b, b.Spec().Reverse, tuneB(think, uint64(i)))
		aColour := []core.Player{core.Red, core.Blue}[i%2]
		pos := core.NewPosition(b)
		opening := rand.New(rand.NewPCG(uint64(i/2), 99)).IntN(b.NumCells())
		pos.Place(core.Cell(opening), core.Red)
		toMove := core.Blue
		for !pos.Completed(core.Red) && !pos.Completed(core.Blue) {
			e := bb
			if toMove == aColour {
				e = a
			}
			r, err := e.Search(context.Background(), pos, toMove)
			if err != nil {
				t.Fatal(err)
			}
			pos.Place(r.Move, toMove)
			toMove = toMove.Opponent()
		}
		won := pos.Completed(aColour) != b.Spec().Reverse
		if won {
			winsA++
		}
		t.Logf("game %d: A %v, after %s: A won %v (%d-%d)", i, aColour, b.CellName(core.Cell(opening)), won, winsA, i+1-from-winsA)
	}
	t.Logf("A won %d of %d", winsA, games)
}

func tuneA(think time.Duration, seed uint64) Options {
	return Options{Time: think, Seed: seed, Reuse: true}
}

func tuneB(think time.Duration, seed uint64) Options {
	return Options{Time: think, Seed: seed, Reuse: true, MoHexSelection: true, LocalPriors: true}
}
