package render2d

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// The comment box takes typing, Backspace and Enter, and closes on Save, Ctrl+Enter, Cancel
// and Escape, keeping the text only on the first two.
func TestCommentBox(t *testing.T) {
	area := layout.Rect{Max: layout.Point{X: 800, Y: 600}}
	c := newCommentBox("old")
	c.Place(area, 1)
	step := func(in Input, presses ...layout.Point) (bool, bool) {
		t.Helper()
		return c.Update(in, presses)
	}
	for range 3 {
		step(Input{Pressed: []ebiten.Key{ebiten.KeyBackspace}})
	}
	step(Input{Typed: []rune("b3 wins")})
	step(Input{Pressed: []ebiten.Key{ebiten.KeyEnter}})
	step(Input{Typed: []rune("by a ladder\x7f\x01")}) // control characters are not typed
	if got := string(c.text); got != "b3 wins\nby a ladder" {
		t.Fatalf("text %q", got)
	}
	if done, _ := step(Input{}); done {
		t.Fatal("closed with nothing pressed")
	}
	if done, save := step(Input{}, c.save.Rect.Center()); !done || !save || c.Text() != "b3 wins\nby a ladder" {
		t.Errorf("Save: done %v save %v", done, save)
	}
	for _, tc := range []struct {
		name       string
		in         Input
		press      []layout.Point
		done, save bool
	}{
		{"Cancel", Input{}, []layout.Point{c.cancel.Rect.Center()}, true, false},
		{"Escape", Input{Pressed: []ebiten.Key{ebiten.KeyEscape}}, nil, true, false},
		{"Ctrl+Enter", Input{Pressed: []ebiten.Key{ebiten.KeyEnter}, Held: []ebiten.Key{ebiten.KeyControl}}, nil, true, true},
		{"a press on the text", Input{}, []layout.Point{c.field.Center()}, false, false},
	} {
		if done, save := step(tc.in, tc.press...); done != tc.done || save != tc.save {
			t.Errorf("%s: done %v save %v, want %v %v", tc.name, done, save, tc.done, tc.save)
		}
	}
	// The box keeps within a comment's limit.
	c = newCommentBox(strings.Repeat("x", core.MaxCommentBytes-1))
	c.Update(Input{Typed: []rune("yé")}, nil)
	if len(string(c.text)) != core.MaxCommentBytes {
		t.Errorf("a full box took %d bytes", len(string(c.text)))
	}
	// The box and its buttons lie inside the area, on a phone too.
	for _, a := range []layout.Rect{area, {Max: layout.Point{X: 390 * 3, Y: 600 * 3}}} {
		c.Place(a, 3)
		for _, r := range []layout.Rect{c.box, c.field, c.save.Rect, c.cancel.Rect} {
			if r.Min.X < a.Min.X || r.Min.Y < a.Min.Y || r.Max.X > a.Max.X || r.Max.Y > a.Max.Y || r.Empty() {
				t.Errorf("area %v: %v outside or empty", a, r)
			}
		}
	}
}

// The reason box shows the comment of the position shown; the study buttons act on the
// session: a variation chosen, the line promoted, a mark cycled by a click in Mark mode.
func TestStudyControls(t *testing.T) {
	s := testSession(t, "board=hex:5x5&moves=c3,b4,d2&variation=1:c4&seed=1")
	a := New(s)
	if err := s.SetComment("c4 is the move"); err != nil {
		t.Fatal(err)
	}
	if title, body, _ := reasonOf(s, core.NoCell); title != "Move 2: Blue c4" || body != "c4 is the move" {
		t.Errorf("reason box: %q %q", title, body)
	}
	if a.enabled(layout.Promote) != true {
		t.Error("Promote is off on a variation")
	}
	a.do(layout.Button{Action: layout.Promote})
	if !s.OnMainLine() || a.enabled(layout.Promote) {
		t.Error("Promote did not make the line the main line")
	}
	s.StepTo(session.First)
	s.StepTo(session.Next) // after c3
	if !a.enabled(layout.Variation) {
		t.Error("variations are off")
	}
	if got, chosen := a.variationName(1); got != "b4" || chosen {
		t.Errorf("variation 1 is %q (chosen %v)", got, chosen)
	}
	if got, chosen := a.variationName(0); got != "c4" || !chosen {
		t.Errorf("variation 0 is %q (chosen %v)", got, chosen)
	}
	a.do(layout.Button{Action: layout.Variation, Index: 1})
	if m := s.Moves(); len(m) != 3 || m[1].Name != "b4" {
		t.Errorf("after choosing b4: %+v", m)
	}
	a.do(layout.Button{Action: layout.Mark})
	if !a.marking {
		t.Fatal("Mark did not turn marking on")
	}
	c, _ := s.Board().ParseCell("a1")
	s.CycleMark(c)
	if m, ok := s.Note().MarkAt(c); !ok || m.Shape != core.Triangle {
		t.Errorf("a1: %+v", m)
	}
	a.do(layout.Button{Action: layout.Delete})
	if v, _ := s.Variations(); len(v) != 1 || v[0].Name != "c4" || len(s.Moves()) != 2 {
		t.Errorf("Delete left %+v, variations %+v", s.Moves(), v)
	}
}

// Text wraps at each newline as well as between words: a comment keeps its lines.
func TestWrapKeepsNewlines(t *testing.T) {
	got := wrap("c4 holds\n\nand more\n", 14, 400, 0)
	if strings.Join(got, "|") != "c4 holds||and more" {
		t.Errorf("wrap: %q", got)
	}
	if got := wrap("one two three four five six", 14, 60, 2); len(got) != 2 || !strings.HasSuffix(got[1], "…") {
		t.Errorf("two lines at most: %q", got)
	}
}
