package render2d

import (
	"net/url"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

func newTestDialog(t *testing.T) *dialog {
	t.Helper()
	cfg, err := session.Parse(url.Values{"board": {"hex:7x7"}, "seed": {"1"}})
	if err != nil {
		t.Fatal(err)
	}
	d := &dialog{form: session.NewForm(cfg)}
	d.Update(Input{}, nil, 1000, 800, 1) // lays it out
	return d
}

// button returns the middle of the dialog's button for act (on row, for a field).
func button(t *testing.T, d *dialog, act layout.Action, row, dir int) layout.Point {
	t.Helper()
	for _, b := range d.layout.Buttons {
		if b.Action == act && (act != layout.Field || b.Row == row && b.Dir == dir) {
			return b.Rect.Center()
		}
	}
	t.Fatalf("no button %v (row %d, dir %d) in %+v", act, row, dir, d.layout.Buttons)
	return layout.Point{}
}

func TestDialogKeys(t *testing.T) {
	d := newTestDialog(t)
	key := func(k ebiten.Key) (dialogOutcome, bool) {
		return d.Update(Input{Pressed: []ebiten.Key{k}}, nil, 1000, 800, 1)
	}
	before := d.form.Fields()
	if out, changed := key(ebiten.KeyArrowDown); out != dialogOpen || !changed || d.selected != 1 {
		t.Fatalf("Down: %v %v, row %d", out, changed, d.selected)
	}
	if _, changed := key(ebiten.KeyArrowRight); !changed || reflect.DeepEqual(d.form.Fields(), before) {
		t.Error("Right did not change the second row")
	}
	if key(ebiten.KeyArrowUp); d.selected != 0 {
		t.Errorf("Up: row %d", d.selected)
	}
	if key(ebiten.KeyArrowUp); d.selected != session.NumFields-1 {
		t.Errorf("Up from the first row: row %d, want the last", d.selected)
	}
	if out, changed := key(ebiten.KeyQ); out != dialogOpen || changed {
		t.Errorf("Q: %v %v", out, changed)
	}
	if out, _ := key(ebiten.KeyEnter); out != dialogStart {
		t.Errorf("Enter: %v", out)
	}
	if out, _ := key(ebiten.KeyEscape); out != dialogCancel {
		t.Errorf("Escape: %v", out)
	}
	// A held arrow repeats.
	d.selected = 0
	if d.Update(Input{Repeating: []ebiten.Key{ebiten.KeyArrowDown}}, nil, 1000, 800, 1); d.selected != 1 {
		t.Errorf("a repeating Down: row %d", d.selected)
	}
}

func TestDialogClicks(t *testing.T) {
	d := newTestDialog(t)
	before := d.form.Fields()
	p := button(t, d, layout.Field, 0, 1)
	if out, changed := d.Update(Input{}, []layout.Point{p}, 1000, 800, 1); out != dialogOpen || !changed || reflect.DeepEqual(d.form.Fields(), before) {
		t.Errorf("a click on the first row's next: %v %v, fields unchanged", out, changed)
	}
	for act, want := range map[layout.Action]dialogOutcome{layout.Start: dialogStart, layout.Cancel: dialogCancel, layout.Trunc: dialogTrunc} {
		if out, _ := d.Update(Input{}, []layout.Point{button(t, d, act, 0, 0)}, 1000, 800, 1); out != want {
			t.Errorf("a click on %v: %v, want %v", act, out, want)
		}
	}
	if out, changed := d.Update(Input{}, []layout.Point{{X: 1, Y: 1}}, 1000, 800, 1); out != dialogOpen || changed {
		t.Errorf("a click outside: %v %v", out, changed)
	}
}
