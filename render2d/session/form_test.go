package session

import (
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

func TestFormCycles(t *testing.T) {
	s := start(t, "board=hex:5x5&blue=mcts&swap=1&seed=4&think=2s&flip=1")
	f := NewForm(s.Config())
	if fs := f.Fields(); fs[FieldBoard].Value != "hex" || fs[FieldCols].Value != "5" || fs[FieldSwap].Value != "on" || fs[FieldBlue].Value != "mcts" {
		t.Fatalf("fields %+v", fs)
	}
	// Same settings: the new game is the old one, empty.
	c, err := f.Config()
	if err != nil || c.Spec != s.Config().Spec || c.Blue != "mcts" || !c.Swap || c.Seed != 4 || !c.View.Flip {
		t.Errorf("config %+v %v", c, err)
	}
	f.Cycle(FieldBoard, +1) // cyl: no swap, the strip
	if f.Topology != core.Cylinder || f.Swap || f.View != ViewStrip {
		t.Errorf("on a cylinder: %+v", f)
	}
	f.Cycle(FieldSwap, +1)
	if f.Swap {
		t.Errorf("swap turned on on a cylinder")
	}
	f.Cycle(FieldView, +1)
	if f.View != ViewAnnulus {
		t.Errorf("view %s", f.View)
	}
	f.Cycle(FieldCols, -1)
	f.Cycle(FieldRows, +1)
	f.Cycle(FieldRule, +1)
	f.Cycle(FieldFirst, +1)
	c, err = f.Config()
	if err != nil || c.Spec.String() != "cyl:4x6+reverse" || c.First != core.Blue || c.View.Kind != ViewAnnulus || c.View.Flip {
		t.Errorf("config %v %+v %v", c.Spec, c, err)
	}
	if _, err := New(c); err != nil {
		t.Errorf("the form's config does not start: %v", err)
	}
	// Sizes wrap around; players cycle through those that fit.
	for range core.MaxSide {
		f.Cycle(FieldCols, +1)
	}
	if f.Cols != 4 {
		t.Errorf("columns did not wrap: %d", f.Cols)
	}
	seen := []string{}
	for range len(Fitting(f.Spec(), core.Red)) {
		f.Cycle(FieldRed, +1)
		seen = append(seen, f.Red)
	}
	if !slices.Contains(seen, Human) || !slices.Contains(seen, "random") || f.Red != "mcts" && len(seen) < 2 {
		t.Errorf("red cycled through %v", seen)
	}
}
