package session

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestSetupParam opens a puzzle position from its link, and the link, the saved game, the
// exports and a new game keep it.
func TestSetupParam(t *testing.T) {
	s := start(t, "board=hex:5x5&setup=blue:a1,e1,red:c3,c2&first=blue&moves=d4&seed=2")
	rec := s.Record()
	if len(rec.Setup) != 4 || rec.First != "blue" || len(rec.Moves) != 1 || rec.Moves[0].Player != "blue" {
		t.Fatalf("record %+v", rec)
	}
	if got := s.Query().Get("setup"); got != "red:c2,c3,blue:a1,e1" {
		t.Fatalf("permalink setup %q", got)
	}
	want := stateOf(s)
	if again := stateOf(start(t, want.Query)); !reflect.DeepEqual(again, want) {
		t.Fatalf("the permalink does not reopen the position:\n%+v\n%+v", want, again)
	}
	restored, err := Restore(s.Save())
	if err != nil || len(restored.Setup) != 4 {
		t.Fatalf("restore: %v %+v", err, restored.Setup)
	}
	// Undo stops at the position; a new game starts it over.
	if !s.Undo() || s.Undo() {
		t.Fatal("undo went below the setup")
	}
	s.PlayName("b2")
	if err := s.NewGame(); err != nil {
		t.Fatal(err)
	}
	if r := s.Record(); len(r.Setup) != 4 || len(r.Moves) != 0 || r.First != "blue" {
		t.Fatalf("new game: %+v", r)
	}
	// An SGF export reads back to the same game, and loading a file brings its setup along.
	s.PlayName("b2")
	other := start(t, "board=hex:5x5")
	if err := other.LoadFile([]byte(s.SGF())); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(other.Record(), s.Record()) {
		t.Fatalf("SGF load: %+v, want %+v", other.Record(), s.Record())
	}
	if err := other.LoadFile([]byte(`{"board":"hex:5x5","moves":[]}`)); err != nil || other.Query().Get("setup") != "" {
		t.Fatalf("a game without setup keeps the old one: %v %q", err, other.Query().Get("setup"))
	}
}

func TestSetupParamErrors(t *testing.T) {
	for q, want := range map[string]string{
		"board=hex:5x5&setup=a1":                        "say whose",
		"board=hex:5x5&setup=red:a1,blue:a1":            "two stones",
		"board=hex:5x5&setup=red:z1":                    "off the",
		"board=hex:5x5&setup=red:a1&swap=1":             "empty board",
		"board=hex:5x5&setup=red:a1&moves=a1":           "taken",
		"board=hex:3x3&setup=red:b1,b2,b3&moves=a1":     "over",
		"board=hex:3x3&setup=red:b1,b2,b3&resigned=red": "already won",
	} {
		values, err := ParseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(values); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", q, err, want)
		}
	}
}

// TestFormKeepsThePosition: the new-game dialog starts from the position on its board, and
// from the empty board when asked or on another board.
func TestFormKeepsThePosition(t *testing.T) {
	s := start(t, "board=hex:5x5&setup=red:c3&first=blue&seed=1")
	f := NewForm(s.Config())
	if v := f.Fields()[FieldStart].Value; v != "the position (1 stone)" {
		t.Fatalf("start %q", v)
	}
	if c, err := f.Config(); err != nil || len(c.Setup) != 1 {
		t.Fatalf("%v %+v", err, c.Setup)
	}
	f.Cycle(FieldStart, +1)
	if c, _ := f.Config(); c.Setup != nil || f.Fields()[FieldStart].Value != "empty board" {
		t.Fatalf("empty board asked: %+v", c.Setup)
	}
	f.Cycle(FieldStart, +1)
	f.Cycle(FieldSwap, +1) // the swap rule is for the empty board
	if c, _ := f.Config(); c.Setup != nil || !c.Swap {
		t.Fatalf("swap on: setup %+v swap %v", c.Setup, c.Swap)
	}
	f.Cycle(FieldCols, +1)
	if v := f.Fields()[FieldStart].Value; !strings.Contains(v, "hex:5x5") {
		t.Fatalf("on another board: %q", v)
	}
	f.Cycle(FieldStart, +1)
	if c, _ := f.Config(); c.Setup != nil {
		t.Fatal("a position on another board")
	}
	if _, err := core.NewGame(f.Spec(), core.Options{}); err != nil {
		t.Fatal(err)
	}
}

func TestSetupStatus(t *testing.T) {
	s := start(t, "board=hex:5x5&setup=red:c3,blue:a1,b1&seed=1")
	if st := s.Status(); st.Text != "Position of 3 stones: Red to move" {
		t.Fatalf("status %q", st.Text)
	}
	s.PlayName("d4")
	if st := s.Status(); st.Text != "Move 2: Blue to move" {
		t.Fatalf("status %q", st.Text)
	}
}
