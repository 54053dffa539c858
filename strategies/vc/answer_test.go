package vc

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestAnswersRestoreTheBridge: an opponent's stone in one cell of a bridge between two of
// the player's stones is answered in the other.
func TestAnswersRestoreTheBridge(t *testing.T) {
	b := core.MustBoard("hex:7x7")
	x, _ := b.ParseCell("d4") // in the middle: the bridges' cells touch no edge
	bridges := 0
	for y := range core.Cell(b.NumCells()) {
		var common []core.Cell
		for _, c := range b.Adjacent(x) {
			if c != y && slices.Contains(b.Adjacent(y), c) {
				common = append(common, c)
			}
		}
		if len(common) != 2 || slices.Contains(b.Adjacent(x), y) {
			continue
		}
		bridges++
		pos := core.NewPosition(b)
		pos.Place(x, core.Red)
		pos.Place(y, core.Red)
		got := Compute(pos, core.Red).Answers()
		if !slices.Contains(got[common[0]], common[1]) || !slices.Contains(got[common[1]], common[0]) {
			t.Errorf("bridge d4-%s: answers %v, want %s and %s answering each other", b.CellName(y), got, b.CellName(common[0]), b.CellName(common[1]))
		}
	}
	if bridges != 6 {
		t.Errorf("%d bridges from d4, want 6", bridges)
	}
}

// TestAnswersRestoreAConnection checks every answer in random positions of small boards by
// brute force: after the opponent's probe and the answer, some pair of the player's groups or
// edges whose every full connection the probe broke is joined again within the carrier of
// the semi-connection the answer is the key of.
func TestAnswersRestoreAConnection(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for _, spec := range []string{"hex:3x3", "hex:4x4", "hex:3x4", "hex:5x4", "cyl:4x3", "cyl:5x4"} {
		b := core.MustBoard(spec)
		for trial := 0; trial < 30; trial++ {
			pos := core.NewPosition(b)
			for range 1 + r.IntN(b.NumCells()/3) {
				empties := pos.EmptyCells()
				pos.Place(empties[r.IntN(len(empties))], core.Player(1+r.IntN(2)))
			}
			if pos.Completed(core.Red) || pos.Completed(core.Blue) {
				continue
			}
			for _, player := range []core.Player{core.Red, core.Blue} {
				res := Compute(pos, player)
				for probe, answers := range res.Answers() {
					if pos.At(probe) != core.NoPlayer {
						t.Fatalf("%s: a probe on a stone", spec)
					}
					for _, a := range answers {
						switch restores(res, pos, player, probe, a) {
						case unchecked:
							continue
						case broken:
							t.Fatalf("%s: %s's answer %s to %s restores no connection\n%s", spec, player, b.CellName(a), b.CellName(probe), core.Diagram(pos))
						}
						checked++
					}
				}
				res.Release()
			}
		}
	}
	t.Logf("%d answers checked", checked)
	if checked < 200 {
		t.Errorf("only %d answers met", checked)
	}
}

// The verdicts of restores.
const (
	broken = iota
	restored
	unchecked // every semi-connection the answer is a key of is too large to play out
)

// restores says whether, in pos with the opponent's stone at probe and the player's at
// answer, some pair of the player's groups or edges whose full connections all held probe
// has a semi-connection of key answer, avoiding probe, whose carrier joins them (brute force,
// over carriers of at most 8 cells).
func restores(res *Result, pos *core.Position, player core.Player, probe, answer core.Cell) int {
	ok, large := false, false
	res.FullPairs(func(x, y Node, common Set) {
		if ok || res.empty(x) || res.empty(y) || !common.Has(probe) {
			return
		}
		res.Semi(func(sx, sy Node, s Conn) {
			if ok || !(sx == x && sy == y || sx == y && sy == x) || s.Key != answer || s.Carrier.Has(probe) {
				return
			}
			if s.Carrier.Len() > 8 {
				large = true
				return
			}
			q := pos.Clone()
			q.Place(probe, player.Opponent())
			q.Place(answer, player)
			ok = holds(res, q, player, x, y, s.Carrier.Cells(), false)
		})
	})
	switch {
	case ok:
		return restored
	case large:
		return unchecked
	}
	return broken
}
