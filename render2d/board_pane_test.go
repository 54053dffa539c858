package render2d

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// pane returns a board pane of spec in an 800x600 area, in the view kind.
func pane(t *testing.T, spec, kind string) (*BoardPane, *core.Board) {
	t.Helper()
	b := core.MustBoard(spec)
	bp := NewBoardPane(b, session.View{Kind: kind}, DefaultTheme)
	bp.SetArea(layout.Rect{Max: layout.Point{X: 800, Y: 600}}, 1)
	return bp, b
}

// centre returns where cell name is drawn.
func centre(t *testing.T, bp *BoardPane, b *core.Board, name string) layout.Point {
	t.Helper()
	c, err := b.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	p, ok := bp.CellCenter(c)
	if !ok {
		t.Fatalf("%s is not on the screen", name)
	}
	return p
}

// tap is a finger coming down at p in one tick and lifted in the next.
func tap(bp *BoardPane, p layout.Point, playing bool) (core.Cell, bool) {
	bp.Update(Input{Pointer: p, Touches: []Touch{{ID: 1, At: p, Pressed: true}}}, playing)
	return bp.Update(Input{Pointer: p, Touches: []Touch{{ID: 1, At: p, Released: true}}}, playing)
}

func TestBoardPaneTapAndClickPlay(t *testing.T) {
	bp, b := pane(t, "hex:5x5", session.ViewRhombus)
	p := centre(t, bp, b, "c4")
	if c, ok := tap(bp, p, true); !ok || b.CellName(c) != "c4" {
		t.Fatalf("a tap on c4 played %v %v", b.CellName(c), ok)
	}
	if _, ok := tap(bp, p, false); ok {
		t.Error("a tap played when nobody may move")
	}
	bp.Update(Input{Pointer: p, MouseDown: true, MousePressed: true}, true)
	if c, ok := bp.Update(Input{Pointer: p, MouseReleased: true}, true); !ok || b.CellName(c) != "c4" {
		t.Errorf("a click on c4 played %v %v", b.CellName(c), ok)
	}
	if h, ok := bp.Hover(); !ok || b.CellName(h) != "c4" {
		t.Errorf("the hover is %v %v, not c4", b.CellName(h), ok)
	}
	if _, ok := tap(bp, layout.Point{X: 2, Y: 2}, true); ok {
		t.Error("a tap in the corner, off the board, played")
	}
}

func TestBoardPaneDragPansAndPlaysNothing(t *testing.T) {
	bp, b := pane(t, "cyl:6x4", session.ViewStrip)
	p := centre(t, bp, b, "c2")
	q := p.Add(layout.Point{X: 150})
	bp.Update(Input{Pointer: p, MouseDown: true, MousePressed: true}, true)
	bp.Update(Input{Pointer: q, MouseDown: true}, true)
	if !bp.Dragging() {
		t.Fatal("a move of 150 pixels is not a drag")
	}
	if _, ok := bp.Update(Input{Pointer: q, MouseReleased: true}, true); ok {
		t.Error("a drag played a cell")
	}
	if !bp.ViewChanged() || bp.View().PanX == 0 {
		t.Errorf("a drag along the strip did not pan it: %+v", bp.View())
	}
	// A small wobble is still a tap.
	w := p.Add(layout.Point{X: dragThreshold / 2})
	bp.Update(Input{Pointer: p, Touches: []Touch{{ID: 2, At: p, Pressed: true}}}, true)
	if _, ok := bp.Update(Input{Pointer: w, Touches: []Touch{{ID: 2, At: w, Released: true}}}, true); !ok {
		t.Error("a tap that wobbled less than the threshold played nothing")
	}
}

func TestBoardPanePinchZoomsAndPlaysNothing(t *testing.T) {
	bp, b := pane(t, "hex:19x19", session.ViewRhombus)
	mid := centre(t, bp, b, "j10")
	a, c := mid.Add(layout.Point{X: -20}), mid.Add(layout.Point{X: 20})
	step := func(a, c layout.Point, pressed, released bool) (core.Cell, bool) {
		return bp.Update(Input{Pointer: mid, Touches: []Touch{{ID: 1, At: a, Pressed: pressed, Released: released}, {ID: 2, At: c, Pressed: pressed, Released: released}}}, true)
	}
	step(a, c, true, false)
	a2, c2 := mid.Add(layout.Point{X: -60}), mid.Add(layout.Point{X: 60})
	step(a2, c2, false, false)
	if f, want := bp.Zoom().Factor, min(3, bp.Scene().ZoomLimit); want <= 1.5 || f < want-0.01 || f > want+0.01 {
		t.Errorf("fingers moved three times as far apart zoom by %v, want %v", f, want)
	}
	if _, ok := step(a2, c2, false, true); ok {
		t.Error("lifting a pinch played a cell")
	}
	bp.Update(Input{Pointer: mid}, true)
	// With every finger lifted, a tap plays again, and 0 shows the whole board.
	if _, ok := tap(bp, mid, true); !ok {
		t.Error("a tap after the pinch played nothing")
	}
	bp.Update(Input{Pointer: mid, Pressed: []ebiten.Key{ebiten.KeyDigit0}}, true)
	if bp.Zoom().Factor > 1 {
		t.Errorf("0 left the zoom at %v", bp.Zoom().Factor)
	}
	bp.Update(Input{Pointer: mid, Wheel: layout.Point{Y: 3}}, true)
	if bp.Zoom().Factor <= 1 {
		t.Error("the wheel over the board did not zoom")
	}
}

func TestBoardPaneKeyboardCursor(t *testing.T) {
	bp, b := pane(t, "hex:5x5", session.ViewRhombus)
	off := layout.Point{X: -1, Y: -1}
	key := func(k ebiten.Key) (core.Cell, bool) {
		return bp.Update(Input{Pointer: off, Pressed: []ebiten.Key{k}}, true)
	}
	if _, ok := bp.Cursor(); ok {
		t.Fatal("a cursor before any key")
	}
	key(ebiten.KeyArrowRight)
	if c, ok := bp.Cursor(); !ok || b.CellName(c) != "c3" {
		t.Fatalf("the first arrow shows the cursor at %v, not the middle c3", b.CellName(c))
	}
	key(ebiten.KeyArrowRight)
	key(ebiten.KeyArrowDown)
	if c, ok := key(ebiten.KeyEnter); !ok || c != mustCursor(t, bp) {
		t.Errorf("Enter played %v %v, the cursor is at %v", b.CellName(c), ok, b.CellName(mustCursor(t, bp)))
	}
	if c := mustCursor(t, bp); b.CellName(c) == "c3" {
		t.Error("the arrows did not move the cursor")
	}
	if _, ok := bp.Update(Input{Pointer: off, Pressed: []ebiten.Key{ebiten.KeySpace}}, false); ok {
		t.Error("Space played when nobody may move")
	}
}

func mustCursor(t *testing.T, bp *BoardPane) core.Cell {
	t.Helper()
	c, ok := bp.Cursor()
	if !ok {
		t.Fatal("no cursor")
	}
	return c
}

// TestBoardPaneLongPressInspects checks that, with Inspect on, a finger held on a cell for
// half a second inspects it instead of playing it, a quick tap still plays, and without
// Inspect a long press plays.
func TestBoardPaneLongPressInspects(t *testing.T) {
	bp, b := pane(t, "hex:5x5", session.ViewRhombus)
	p := centre(t, bp, b, "c4")
	t0 := time.Now()
	hold := func(d time.Duration) (core.Cell, bool) {
		bp.Update(Input{Pointer: p, Touches: []Touch{{ID: 3, At: p, Pressed: true}}, Now: t0}, true)
		bp.Update(Input{Pointer: p, Touches: []Touch{{ID: 3, At: p}}, Now: t0.Add(d / 2)}, true)
		return bp.Update(Input{Pointer: p, Touches: []Touch{{ID: 3, At: p, Released: true}}, Now: t0.Add(d)}, true)
	}
	bp.Inspect = true
	if _, played := hold(longPress); played {
		t.Fatal("a long press played")
	}
	if c, ok := bp.Inspected(); !ok || b.CellName(c) != "c4" {
		t.Fatalf("a long press inspected %v %v", b.CellName(c), ok)
	}
	if c, played := hold(100 * time.Millisecond); !played || b.CellName(c) != "c4" {
		t.Errorf("a quick tap played %v %v", b.CellName(c), played)
	}
	if _, ok := bp.Inspected(); ok {
		t.Error("the inspection outlived the next press")
	}
	bp.Inspect = false
	if _, played := hold(longPress); !played {
		t.Error("without Inspect a long press did not play")
	}
}
