package proof

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// winsMoving is the slow obvious search: whether w wins pos with toMove to move, every move
// tried, a move that completes the mover's structure winning (normal Hex).
func winsMoving(pos *core.Position, w, toMove core.Player, memo map[string]bool) bool {
	key := stones(pos) + toMove.String()
	if v, ok := memo[key]; ok {
		return v
	}
	moverWins := false
	for _, c := range pos.EmptyCells() {
		q := pos.Clone()
		q.Place(c, toMove)
		if q.Completed(toMove) || !q.Full() && winsMoving(q, w, toMove.Opponent(), memo) == (toMove == w) {
			moverWins = true
			break
		}
	}
	win := moverWins == (toMove == w)
	if len(pos.EmptyCells()) == 0 {
		win = false
	}
	memo[key] = win
	return win
}

// TestCarrierWins checks CarrierWins against the whole game on random positions of small
// boards of every topology: with every empty cell as the carrier it must be the game itself
// (the loser moving first), and with any smaller carrier a win there must be a win of the
// game (the soundness argument of its doc comment).
func TestCarrierWins(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, spec := range []string{"hex:3x3", "hex:4x3", "cyl:3x3", "cyl:4x3", "torus:3x3", "torus:3x4"} {
		b := core.MustBoard(spec)
		wins, checked := 0, 0
		for range 60 {
			pos := core.NewPosition(b)
			p := core.Red
			for range r.IntN(5) {
				empties := pos.EmptyCells()
				c := empties[r.IntN(len(empties))]
				q := pos.Clone()
				q.Place(c, p)
				if q.Completed(core.Red) || q.Completed(core.Blue) {
					break
				}
				pos, p = q, p.Opponent()
			}
			w := []core.Player{core.Red, core.Blue}[r.IntN(2)]
			for range r.IntN(3) { // a head start, so that the winner wins now and then
				empties := pos.EmptyCells()
				q := pos.Clone()
				q.Place(empties[r.IntN(len(empties))], w)
				if !q.Completed(w) && len(q.EmptyCells()) > 1 {
					pos = q
				}
			}
			full := winsMoving(pos, w, w.Opponent(), map[string]bool{})
			got, err := CarrierWins(pos, w, pos.EmptyCells())
			if err != nil || got != full {
				t.Fatalf("%s, %s with every empty cell:\n%s\nCarrierWins %v (%v), the game %v", spec, w, core.Diagram(pos), got, err, full)
			}
			var sub []core.Cell
			for _, c := range pos.EmptyCells() {
				if r.IntN(3) > 0 {
					sub = append(sub, c)
				}
			}
			if len(sub) == 0 {
				continue
			}
			got, err = CarrierWins(pos, w, sub)
			if err != nil {
				t.Fatal(err)
			}
			checked++
			if got {
				wins++
				if !full {
					t.Fatalf("%s: %s wins on the carrier %v but not the game:\n%s", spec, w, sub, core.Diagram(pos))
				}
			}
		}
		if wins == 0 || checked < 30 {
			t.Errorf("%s: only %d carrier wins of %d checked: the test proves little", spec, wins, checked)
		}
	}
}

// TestCarrierTooBig checks that a carrier past the limits is refused, not searched for hours.
func TestCarrierTooBig(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	pos := core.NewPosition(b)
	if _, err := CarrierWins(pos, core.Red, pos.EmptyCells()); err != ErrCarrierTooBig {
		t.Errorf("36 cells: %v", err)
	}
}

// stones returns pos's stones as a key.
func stones(pos *core.Position) string {
	n := pos.Board().NumCells()
	k := make([]byte, n)
	for c := range n {
		k[c] = byte(pos.At(core.Cell(c)))
	}
	return string(k)
}
