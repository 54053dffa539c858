package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// names returns the names of the moves.
func names(moves []MoveInfo) string {
	var out []string
	for _, m := range moves {
		out = append(out, m.Name)
	}
	return strings.Join(out, ",")
}

// A move played while stepping back starts a variation; the variations at a position can be
// chosen, the line shown promoted to the main line or deleted; the link carries the main line
// and the line shown; the save and a game file keep every variation and note.
func TestVariationsInTheSession(t *testing.T) {
	s := start(t, "board=hex:5x5&moves=c3,b4,d2,e1&seed=1")
	s.StepTo(Prev)
	s.StepTo(Prev)
	if err := s.PlayName("b3"); err != nil {
		t.Fatal(err)
	}
	if got := names(s.Moves()); got != "c3,b4,b3" {
		t.Fatalf("the line shown: %s", got)
	}
	if m := s.Moves()[2]; m.Variations != 2 {
		t.Errorf("b3's position has %d variations, want 2", m.Variations)
	}
	q := s.Query()
	if q.Get("moves") != "c3,b4,d2,e1" || q.Get("variation") != "2:b3" || q.Get("at") != "" {
		t.Errorf("link: moves %q variation %q at %q", q.Get("moves"), q.Get("variation"), q.Get("at"))
	}
	// The link opens the same lines.
	again := start(t, s.Permalink())
	if names(again.Moves()) != "c3,b4,b3" || !slices.Equal(turnMoves(again.game.MainLine()), turnMoves(s.game.MainLine())) {
		t.Errorf("the link opens %s, main line %v", names(again.Moves()), again.game.MainLine())
	}
	if err := s.SetComment("b3 is the stronger"); err != nil {
		t.Fatal(err)
	}
	// A bot is asked about the position only: the line to it, not the tree.
	if req := s.request(s.game.ToMove()); req.Game.Tree != nil || req.Game.Note != nil || len(req.Game.Moves) != 3 {
		t.Errorf("a bot's request carries %+v", req.Game)
	}
	c, _ := s.board.ParseCell("a1")
	for range 3 {
		s.CycleMark(c) // triangle, square, label
	}
	if m, ok := s.Note().MarkAt(c); !ok || m.Shape != core.Label || m.Label != "A" {
		t.Errorf("after three clicks a1 holds %+v", m)
	}
	// The save keeps the other line and the note; so does a game file.
	restored, err := Restore(s.Save())
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(restored)
	if err != nil {
		t.Fatal(err)
	}
	if r.Note().Comment != "b3 is the stronger" || names(r.Moves()) != "c3,b4,b3" {
		t.Errorf("restored: note %+v, line %s", r.Note(), names(r.Moves()))
	}
	sgf := s.game.SGF()
	if err := r.LoadFile([]byte(sgf)); err != nil {
		t.Fatal(err)
	}
	if names(r.Moves()) != "c3,b4,d2,e1" {
		t.Errorf("a file opens at its main line's end: %s", names(r.Moves()))
	}
	r.StepTo(Prev)
	r.StepTo(Prev)
	if v, chosen := r.Variations(); names(v) != "d2,b3" || chosen != 0 {
		t.Errorf("variations after c3,b4: %s, chosen %d", names(v), chosen)
	}
	if !r.ChooseVariation(1) || names(r.Moves()) != "c3,b4,b3" || r.Note().Comment != "b3 is the stronger" {
		t.Errorf("chose b3: %s, note %q", names(r.Moves()), r.Note().Comment)
	}
	if r.OnMainLine() || !r.PromoteVariation() || !r.OnMainLine() || r.Query().Get("moves") != "c3,b4,b3" {
		t.Errorf("promoted: main line %v", r.game.MainLine())
	}
	if !r.DeleteVariation() || names(r.Moves()) != "c3,b4,d2,e1" {
		t.Errorf("deleted b3: the line shown is %s", names(r.Moves()))
	}
	if v, _ := r.Variations(); names(v) != "d2" {
		t.Errorf("after the deletion: %s", names(v))
	}
}

// Bad variation parameters are refused with the reason.
func TestVariationParameter(t *testing.T) {
	for _, c := range []struct{ query, want string }{
		{"board=hex:4x4&moves=a1,b2&variation=1", "K:LIST"},
		{"board=hex:4x4&moves=a1,b2&variation=x:c3", "number"},
		{"board=hex:4x4&moves=a1,b2&variation=2:c3", "main line has 2"},
		{"board=hex:4x4&moves=a1,b2&variation=1:b2", "main line's own"},
		{"board=hex:4x4&moves=a1,b2&variation=1:a1", "taken"},
		{"board=hex:4x4&moves=a1,b2&variation=1:c3&at=3", "from 0 to 2"},
		{"board=hex:4x4&moves=a1,b2&variation=1:", "at least one move"},
	} {
		v, err := ParseQuery(c.query)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.query, err, c.want)
		}
	}
	c := parse(t, "board=hex:4x4&moves=a1,b2,c3&variation=1:c2,d1&at=2")
	s, err := New(c)
	if err != nil {
		t.Fatal(err)
	}
	if names(s.Moves()) != "a1,c2,d1" || len(s.game.Turns()) != 2 {
		t.Errorf("line %s, %d on the board", names(s.Moves()), len(s.game.Turns()))
	}
}

// A read-only board chooses variations but changes nothing.
func TestReadonlyVariations(t *testing.T) {
	s := start(t, "board=hex:4x4&moves=a1,b2,c3&variation=1:c2&readonly=1")
	if s.PromoteVariation() || s.DeleteVariation() || s.SetComment("x") == nil {
		t.Error("a read-only board changed its game")
	}
	s.StepTo(Prev)
	if v, _ := s.Variations(); names(v) != "b2,c2" || !s.ChooseVariation(0) || names(s.Moves()) != "a1,b2,c3" {
		t.Errorf("read-only: variations %s, line %s", names(v), names(s.Moves()))
	}
}
