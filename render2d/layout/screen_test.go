package layout

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// screenOptions are the interfaces the app shows.
var screenOptions = []Options{
	{},
	{Settings: []Action{RedPlayer, BluePlayer, Think, ViewKind, Flip}, Swap: true, Branch: true},
	{DrawerOpen: true, Settings: []Action{RedPlayer, BluePlayer, ViewKind}},
	{Readonly: true, Settings: []Action{ViewKind}},
	{Readonly: true, DrawerOpen: true},
	{Minimal: true},
	{Minimal: true, Readonly: true},
}

func TestEverythingFits(t *testing.T) {
	for _, sz := range sizes {
		for _, w := range windows {
			for _, o := range screenOptions {
				name := fmt.Sprintf("%v in %v with %+v", sz, w, o)
				s := ComputeWith(sz[0], sz[1], w[0], w[1], w[2], o)
				win := Rect{Max: Point{w[0], w[1]}}
				fb := s.Frame.Bounds()
				if !within(fb, s.BoardArea) || !within(s.BoardArea, win) {
					t.Errorf("%s: the frame %v leaves the board area %v", name, fb, s.BoardArea)
				}
				if !within(s.Grid.Bounds(), fb) {
					t.Errorf("%s: cells %v stick out of the frame %v", name, s.Grid.Bounds(), fb)
				}
				// The board is as large as fits: one side of the frame nearly touches the area.
				if fb.Dx() < s.BoardArea.Dx()-1 && fb.Dy() < s.BoardArea.Dy()-1 {
					t.Errorf("%s: frame %v x %v does not fill the area %v", name, fb.Dx(), fb.Dy(), s.BoardArea)
				}
				for i, b := range s.Buttons {
					if !within(b.Rect, win) {
						t.Errorf("%s: button %v at %v leaves the window", name, b.Action, b.Rect)
					}
					if overlap(b.Rect, s.BoardArea) && !(s.Drawer && within(b.Rect, s.Panel)) {
						t.Errorf("%s: button %v at %v overlaps the board area %v", name, b.Action, b.Rect, s.BoardArea)
					}
					for _, c := range s.Buttons[:i] {
						if overlap(b.Rect, c.Rect) {
							t.Errorf("%s: buttons %v and %v overlap", name, b.Action, c.Action)
						}
					}
				}
				if !within(s.Status, s.Bar) || !within(s.Bar, win) || overlap(s.Bar, s.BoardArea) {
					t.Errorf("%s: status %v, bar %v", name, s.Status, s.Bar)
				}
				for _, r := range []Rect{s.Reason, s.List, s.Keys} {
					if !r.Empty() && !within(r, s.Panel) {
						t.Errorf("%s: %v is not in the panel %v", name, r, s.Panel)
					}
				}
				if o.Minimal && (!s.Bar.Empty() || !s.Panel.Empty()) {
					t.Errorf("%s: a minimal screen has a bar or a panel", name)
				}
			}
		}
	}
}

func TestPanelAndToolbar(t *testing.T) {
	wide := ComputeWith(11, 11, 1280, 800, 1, screenOptions[1])
	if wide.Panel.Empty() || wide.Drawer || !wide.Toolbar.Empty() {
		t.Fatalf("a wide window: panel %v, drawer %v, toolbar %v", wide.Panel, wide.Drawer, wide.Toolbar)
	}
	for _, a := range []Action{NewGame, Undo, Redo, Hint, Resign, Swap, Branch, Import, First, Prev, Next, Last, ExportSGF, ExportJSON, RedPlayer, Think, Flip} {
		if _, ok := wide.Button(a); !ok {
			t.Errorf("a wide window has no %v", a)
		}
	}
	if len(wide.Settings) != 5 || wide.List.Dy() < 5*wide.ListRow {
		t.Errorf("settings %d, move list %v", len(wide.Settings), wide.List)
	}
	phone := ComputeWith(11, 11, 1170, 2532, 3, Options{})
	if !phone.Panel.Empty() || phone.Toolbar.Empty() {
		t.Errorf("a phone: panel %v, toolbar %v", phone.Panel, phone.Toolbar)
	}
	for _, a := range []Action{Menu, Undo, Redo, Hint, Prev, Next} {
		if b, ok := phone.Button(a); !ok || b.Rect.Dy() < 32*3-1e-9 || b.Rect.Dx() < 44*3 {
			t.Errorf("a phone's %v: %v %v (too small to tap?)", a, b.Rect, ok)
		}
	}
	if _, ok := phone.Button(NewGame); ok {
		t.Errorf("a phone with the drawer shut shows New")
	}
	open := ComputeWith(11, 11, 1170, 2532, 3, Options{DrawerOpen: true})
	if !open.Drawer || open.Grid != phone.Grid {
		t.Errorf("the drawer moves the board")
	}
	if b, _ := open.Button(NewGame); !open.OverBoard(b.Rect.Center()) == false {
		t.Errorf("a point under the drawer counts as over the board")
	}
	ro := ComputeWith(5, 5, 390, 600, 1, Options{Minimal: true, Readonly: true})
	for _, a := range []Action{First, Prev, Next, Last} {
		if _, ok := ro.Button(a); !ok {
			t.Errorf("a read-only minimal board has no %v", a)
		}
	}
	if _, ok := ro.Button(Undo); ok {
		t.Errorf("a read-only board offers Undo")
	}
	if b, _ := ro.Button(Prev); ro.Counter.Empty() || overlap(ro.Counter, b.Rect) || !within(ro.Counter, ro.Toolbar) {
		t.Errorf("the counter %v", ro.Counter)
	}
}

func TestBoardDoesNotMoveWithOptions(t *testing.T) {
	for _, w := range windows {
		base := Compute(11, 11, w[0], w[1], w[2])
		for _, o := range screenOptions {
			if o.Minimal || o.Readonly {
				continue
			}
			if s := ComputeWith(11, 11, w[0], w[1], w[2], o); s.Grid != base.Grid {
				t.Errorf("%v with %+v: the board moves", w, o)
			}
		}
	}
}

func TestButtonAt(t *testing.T) {
	for _, w := range windows {
		s := ComputeWith(11, 11, w[0], w[1], w[2], screenOptions[1])
		for _, b := range s.Buttons {
			got, ok := s.ButtonAt(b.Rect.Center())
			if !ok || got != b {
				t.Errorf("%v: ButtonAt(centre of %v) = %v, %v", w, b, got, ok)
			}
			if _, _, ok := s.Grid.CellAt(b.Rect.Center()); ok && s.OverBoard(b.Rect.Center()) {
				t.Errorf("%v: button %v is over a cell", w, b.Action)
			}
		}
		if b, ok := s.ButtonAt(s.Grid.CellCenter(6, 6)); ok {
			t.Errorf("%v: ButtonAt(a cell) = %v", w, b)
		}
		if !s.List.Empty() {
			if i, ok := s.ListLine(s.List.Min.Add(Point{1, 2.5 * s.ListRow}), 3); !ok || i != 5 {
				t.Errorf("%v: ListLine = %d, %v", w, i, ok)
			}
		}
	}
}

func TestScaleInvariantScreen(t *testing.T) {
	a := ComputeWith(11, 11, 1000, 800, 1, screenOptions[1])
	b := ComputeWith(11, 11, 2000, 1600, 2, screenOptions[1])
	for i := range a.Buttons {
		if d := dist(b.Buttons[i].Rect.Min, a.Buttons[i].Rect.Min.Scale(2)); d > 1e-6 {
			t.Errorf("button %v at scale 2 is %v off", a.Buttons[i].Action, d)
		}
	}
}

func TestDialog(t *testing.T) {
	for _, w := range windows {
		d := ComputeDialog(11, w[0], w[1], w[2]) // session.NumFields
		win := Rect{Max: Point{w[0], w[1]}}
		if len(d.Rows) != 11 || !within(d.Box, win) && d.Box.Dy() <= w[1] {
			t.Errorf("%v: box %v, %d rows", w, d.Box, len(d.Rows))
		}
		if d.Note.Empty() || !within(d.Note, d.Box) {
			t.Errorf("%v: the note line %v is not in the box %v", w, d.Note, d.Box)
		}
		for i, b := range d.Buttons {
			if overlap(b.Rect, d.Note) {
				t.Errorf("%v: %v covers the note line", w, b)
			}
			if !within(b.Rect, d.Box) {
				t.Errorf("%v: %v (row %d) leaves the box", w, b.Action, b.Row)
			}
			if got, ok := d.ButtonAt(b.Rect.Center()); !ok || got != b {
				t.Errorf("%v: ButtonAt(%v) = %v", w, b, got)
			}
			for _, c := range d.Buttons[:i] {
				if overlap(b.Rect, c.Rect) {
					t.Errorf("%v: %v and %v overlap", w, b, c)
				}
			}
		}
		for _, a := range []Action{Trunc, Cancel, Start} {
			if !slices.ContainsFunc(d.Buttons, func(b Button) bool { return b.Action == a }) {
				t.Errorf("%v: no %v button", w, a)
			}
		}
		if _, ok := d.ButtonAt(d.Rows[3].Value.Center()); ok {
			t.Errorf("%v: a value is a button", w)
		}
	}
}

// TestReasonBoxGrows checks that the reason box grows with the lines its text needs, by whole
// lines, and that the move list keeps room for minListLines lines however long the text (or
// what it had, in a window too short for them).
func TestReasonBoxGrows(t *testing.T) {
	opts := screenOptions[1]
	for _, h := range []float64{1000, 800, 640, 560} {
		base := ComputeWith(5, 9, 1100, h, 1, opts)
		if base.Reason.Empty() || base.List.Empty() {
			t.Fatalf("height %v: no reason box or list to test", h)
		}
		prev := base.Reason.Dy()
		for lines := 0; lines <= 20; lines++ {
			o := opts
			o.ReasonLines = lines
			s := ComputeWith(5, 9, 1100, h, 1, o)
			shown := int(math.Round((s.Reason.Dy()-(base.Reason.Dy()-4*s.ListRow))/s.ListRow)) - 1
			switch {
			case lines <= minReasonLines && s.Reason != base.Reason:
				t.Errorf("height %v, %d lines: the box changed from %v to %v", h, lines, base.Reason, s.Reason)
			case shown < minReasonLines || shown > max(lines, minReasonLines):
				t.Errorf("height %v, %d lines: the box shows %d", h, lines, shown)
			case s.List.Dy() < math.Min(base.List.Dy(), minListLines*s.ListRow)-1e-9:
				t.Errorf("height %v, %d lines: the list has %.1f lines", h, lines, s.List.Dy()/s.ListRow)
			case s.Reason.Dy() < prev:
				t.Errorf("height %v, %d lines: the box shrank from %v to %v", h, lines, prev, s.Reason.Dy())
			}
			if lines > minReasonLines && shown < lines && s.List.Dy() >= (minListLines+1)*s.ListRow+1e-9 {
				t.Errorf("height %v, %d lines: the box shows only %d while the list has %.1f lines", h, lines, shown, s.List.Dy()/s.ListRow)
			}
			prev = s.Reason.Dy()
		}
	}
}

// A tablet held upright (768x1024) does not give the panel 40% of its width: the panel waits
// behind ☰ and the board has the whole width; held sideways, the panel stands beside it.
func TestTabletPanel(t *testing.T) {
	upright := ComputeWith(11, 11, 768, 1024, 1, screenOptions[1])
	if !upright.Panel.Empty() && upright.Panel.Dx() > 0.3*768 {
		t.Errorf("upright tablet: the panel takes %.0f of 768 px", upright.Panel.Dx())
	}
	if upright.BoardArea.Dx() < 700 {
		t.Errorf("upright tablet: the board has %.0f px of 768", upright.BoardArea.Dx())
	}
	sideways := ComputeWith(11, 11, 1024, 768, 1, screenOptions[1])
	if sideways.Panel.Empty() || sideways.Panel.Dx() > 0.3*1024 {
		t.Errorf("sideways tablet: panel %v", sideways.Panel)
	}
}

// An embedded puzzle (ui=minimal&puzzle=1) keeps a status bar and a toolbar with Undo and
// Redo, the board between them.
func TestMinimalPuzzle(t *testing.T) {
	s := ComputeWith(5, 5, 600, 700, 1, Options{Minimal: true, Puzzle: true})
	if s.Bar.Empty() || s.Status.Empty() || s.Toolbar.Empty() {
		t.Fatalf("bar %v, toolbar %v", s.Bar, s.Toolbar)
	}
	if _, ok := s.Button(Undo); !ok {
		t.Error("no Undo")
	}
	if s.BoardArea.Min.Y < s.Bar.Max.Y || s.BoardArea.Max.Y > s.Toolbar.Min.Y {
		t.Errorf("the board %v overlaps the bars", s.BoardArea)
	}
	if m := ComputeWith(5, 5, 600, 700, 1, Options{Minimal: true}); !m.Bar.Empty() || len(m.Buttons) != 0 {
		t.Error("a minimal game board has a bar")
	}
}
