package history

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestLineAgainstModel plays random pushes, undos and redos on a Line and on the plainest
// model of a history (the whole line and a cursor into it), and compares them after each.
func TestLineAgainstModel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 200; game++ {
		var l Line[int]
		var all []int // every turn of the current line
		at := 0       // how many of them are played
		for step := 0; step < 60; step++ {
			switch r.IntN(4) {
			case 0, 1:
				v := r.IntN(1000)
				l.Push(v)
				all = append(all[:at], v)
				at++
			case 2:
				got, ok := l.Undo()
				if ok != (at > 0) || (ok && got != all[at-1]) {
					t.Fatalf("game %d step %d: Undo = %d, %v; model %v at %d", game, step, got, ok, all, at)
				}
				if ok {
					at--
				}
			case 3:
				got, ok := l.Redo()
				if ok != (at < len(all)) || (ok && got != all[at]) {
					t.Fatalf("game %d step %d: Redo = %d, %v; model %v at %d", game, step, got, ok, all, at)
				}
				if ok {
					at++
				}
			}
			if !slices.Equal(l.Played(), all[:at]) || !slices.Equal(l.Ahead(), all[at:]) {
				t.Fatalf("game %d step %d: played %v ahead %v; model %v at %d", game, step, l.Played(), l.Ahead(), all, at)
			}
			if l.CanUndo() != (at > 0) || l.CanRedo() != (at < len(all)) || l.Len() != at {
				t.Fatalf("game %d step %d: CanUndo %v CanRedo %v Len %d; model at %d of %d", game, step, l.CanUndo(), l.CanRedo(), l.Len(), at, len(all))
			}
			if last, ok := l.Last(); ok != (at > 0) || (ok && last != all[at-1]) {
				t.Fatalf("game %d step %d: Last = %d, %v", game, step, last, ok)
			}
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	var l Line[int]
	l.Push(1)
	l.Push(2)
	l.Undo()
	c := l.Clone()
	c.Push(3)
	if !slices.Equal(l.Played(), []int{1}) || !slices.Equal(l.Ahead(), []int{2}) {
		t.Errorf("the original changed with its clone: played %v ahead %v", l.Played(), l.Ahead())
	}
	if !slices.Equal(c.Played(), []int{1, 3}) || c.CanRedo() {
		t.Errorf("clone: played %v, can redo %v", c.Played(), c.CanRedo())
	}
	l.DropAhead()
	if l.CanRedo() {
		t.Error("DropAhead left a turn to redo")
	}
}
