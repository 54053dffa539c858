package session

import (
	"slices"
	"strings"
	"testing"
	"time"

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

// The dialog sets the bots' thinking time: it starts from the game's, cycles through the
// offered times and reaches the new game's settings.
func TestFormThinkingTime(t *testing.T) {
	f := NewForm(parse(t, "board=hex:7x7&blue=mcts&think=2s"))
	if got := f.Fields()[FieldThink]; got.Label != "Thinking" || got.Value != "2s a move" {
		t.Fatalf("think row %+v", got)
	}
	f.Cycle(FieldThink, +1)
	if c, err := f.Config(); err != nil || c.Think != 5*time.Second {
		t.Fatalf("after one step: %v, %v", c.Think, err)
	}
	f = NewForm(parse(t, "board=hex:7x7&think=3s"))
	f.Cycle(FieldThink, -1)
	if c, _ := f.Config(); c.Think != 2*time.Second {
		t.Errorf("from 3s one step back: %v", c.Think)
	}
	f = NewForm(parse(t, "board=hex:7x7"))
	if got := f.Fields()[FieldThink].Value; got != "each bot's own" {
		t.Errorf("no think: %q", got)
	}
}

// The dialog says how strong the bot chosen for each colour is.
func TestFormNotesBotStrength(t *testing.T) {
	f := NewForm(parse(t, "board=hex:5x5&red=mcts&blue=random"))
	if n := f.Fields()[FieldRed].Note; n != "mcts: strongest here: a tree search" {
		t.Errorf("red note %q", n)
	}
	if n := f.Fields()[FieldBlue].Note; !strings.HasPrefix(n, "random: weakest") {
		t.Errorf("blue note %q", n)
	}
	f.Cycle(FieldBlue, -1)
	if n := f.Fields()[FieldBlue].Note; n != "you play this colour at the board" || f.Blue != Human {
		t.Errorf("blue %s note %q", f.Blue, n)
	}
}
