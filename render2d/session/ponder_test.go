package session

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies"
)

// With a Keeper, the bot ponders while the person is to move (from the first move on), stops
// to answer, ponders again after its answer, and stops while the game is stepped back through.
func TestPonderWhileThePersonThinks(t *testing.T) {
	s := start(t, "board=hex:5x5&blue=club&seed=3")
	var k strategies.Keeper
	s.SetKeeper(&k)
	if s.Tick(); !k.Pondering() {
		t.Fatal("the bot does not ponder Red's opening")
	}
	if err := s.PlayName("c3"); err != nil {
		t.Fatal(err)
	}
	if s.Tick(); !s.Thinking() {
		t.Fatal("the bot is not asked")
	}
	waitBot(t, s)
	if r := s.Record(); len(r.Moves) != 2 || r.Moves[1].Player != "blue" {
		t.Fatalf("the kept bot did not answer: %+v", r)
	}
	if s.Tick(); !k.Pondering() {
		t.Fatal("the bot does not ponder while the person is to move")
	}
	if st := s.Status(); st.Text != "Move 3: Red to move · club thinks on your time" {
		t.Errorf("status while the bot ponders: %q", st.Text)
	}
	if !s.Undo() || !s.CanRedo() {
		t.Fatal("undo failed")
	}
	if s.Tick(); k.Pondering() {
		t.Error("the bot ponders while the game is reviewed")
	}
	if st := s.Status(); strings.Contains(st.Text, "thinks") {
		t.Errorf("status while the game is reviewed: %q", st.Text)
	}
	s.SetKeeper(nil)
	s.NewGame()
	if err := s.PlayName("c3"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, s)
	if len(s.Record().Moves) != 2 || k.Pondering() {
		t.Fatal("without a keeper the bot did not answer, or the keeper pondered")
	}
}
