package render2d

import (
	"testing"

	"github.com/hexlab/hexlab/render2d/layout"
)

// list returns a move list of 10 lines of 20 pixels at (0, 100).
func list() *MoveList {
	l := newMoveList()
	l.Place(layout.Rect{Min: layout.Point{X: 0, Y: 100}, Max: layout.Point{X: 200, Y: 300}}, 20, 1)
	return &l
}

// lineY is the middle of the list's line i (0: the top line shown).
func lineY(i int) float64 { return 100 + 20*float64(i) + 10 }

func TestMoveListTapGoesToTheMove(t *testing.T) {
	l := list()
	p := layout.Point{X: 50, Y: lineY(3)}
	if began, _, _, _ := l.Update(Input{Pointer: p, MouseDown: true, MousePressed: true}, 30); !began {
		t.Fatal("a click on the list did not begin a press there")
	}
	if _, line, tapped, _ := l.Update(Input{Pointer: p}, 30); !tapped || line != 3 {
		t.Errorf("a click on the fourth line tapped %d (%v)", line, tapped)
	}
	// A tap past the last move, and a press off the list, go nowhere.
	l.Update(Input{Pointer: p, Touches: []Touch{{ID: 1, At: p, Pressed: true}}}, 2)
	if _, _, tapped, _ := l.Update(Input{Pointer: p, Touches: []Touch{{ID: 1, At: p, Released: true}}}, 2); tapped {
		t.Error("a tap below the two moves went somewhere")
	}
	off := layout.Point{X: 50, Y: 50}
	if began, _, _, _ := l.Update(Input{Pointer: off, MouseDown: true, MousePressed: true}, 30); began {
		t.Error("a press above the list began on it")
	}
}

func TestMoveListDragScrolls(t *testing.T) {
	l := list()
	from, to := layout.Point{X: 50, Y: lineY(8)}, layout.Point{X: 50, Y: lineY(3)}
	l.Update(Input{Pointer: from, Touches: []Touch{{ID: 4, At: from, Pressed: true}}}, 30)
	_, _, _, scrolled := l.Update(Input{Pointer: to, Touches: []Touch{{ID: 4, At: to}}}, 30)
	if !scrolled || l.Top() != 5 {
		t.Errorf("a drag up by five lines scrolled %v to %d", scrolled, l.Top())
	}
	if _, _, tapped, _ := l.Update(Input{Pointer: to, Touches: []Touch{{ID: 4, At: to, Released: true}}}, 30); tapped {
		t.Error("the end of a drag went to a move")
	}
	// Scrolling stops at the ends.
	if l.Scroll(100, 30); l.Top() != 20 {
		t.Errorf("scrolled to %d, want the last ten lines (20)", l.Top())
	}
	if l.Scroll(-100, 30); l.Top() != 0 {
		t.Errorf("scrolled to %d, want 0", l.Top())
	}
	if l.Scroll(1, 5) {
		t.Error("five moves in ten lines scrolled")
	}
}

// TestMoveListFollows checks on every position of a long game that the move on the board is
// one of the lines shown, and that the list never ends in blank lines while it could show more.
func TestMoveListFollows(t *testing.T) {
	l := list()
	for _, ply := range []int{0, 1, 9, 10, 11, 25, 40, 3, 40, 39} {
		l.Follow(ply, 40)
		cur := max(ply-1, 0)
		if cur < l.Top() || cur >= l.Top()+l.Lines() {
			t.Errorf("at move %d the list shows %d..%d", ply, l.Top(), l.Top()+l.Lines()-1)
		}
	}
	l.Follow(40, 40)
	l.Follow(40, 12) // the game got shorter (a new branch): no blank lines at the end
	if l.Top() != 2 {
		t.Errorf("12 moves after 40: top %d, want 2", l.Top())
	}
	if i, ok := l.LineAt(layout.Point{X: 5, Y: lineY(0)}); !ok || i != 2 {
		t.Errorf("LineAt the top line = %d %v, want 2", i, ok)
	}
}
