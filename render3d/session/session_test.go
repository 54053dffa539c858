package session

import (
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/play"
)

func TestBotsPlayToTheEnd(t *testing.T) {
	for _, raw := range []string{
		"board=trunc:2&white=random&gray=mcts&black=random&seed=5",
		"board=trunc:2+variant&white=random&gray=random&black=random&seed=6",
		"board=trunc:1&order=black,gray,white&white=solver&gray=solver&black=solver&seed=7",
	} {
		s := start(t, raw)
		playOut(t, s, 1000)
		g := s.Game()
		if !g.Over() {
			t.Fatalf("%s: not over after 1000 updates: %s", raw, s.Status())
		}
		if st := s.Status(); !strings.HasPrefix(st.Text, play.Title(g.Winner().String())+" wins: ") || st.Player != g.Winner() {
			t.Errorf("%s: status %q, winner %v", raw, st, g.Winner())
		}
		for i, turn := range g.Turns() {
			if s.Config().Player(turn.Player) != "random" && turn.Rule == "" {
				t.Errorf("%s: move %d by %s has no rule label", raw, i+1, s.Config().Player(turn.Player))
			}
		}
		// The same seed plays the same game.
		again := start(t, raw)
		playOut(t, again, 1000)
		if a, b := s.Permalink(), again.Permalink(); a != b {
			t.Errorf("%s: the same seed played\n%s\n%s", raw, a, b)
		}
		if s.Thinking() {
			t.Errorf("%s: thinking after the end", raw)
		}
	}
}

// TestGoRunner plays a whole game with bots answering in goroutines, as on the desktop.
func TestGoRunner(t *testing.T) {
	s := start(t, "board=trunc:2&white=random&gray=random&black=mcts&seed=9")
	s.SetRunner(nil)
	for !s.Game().Over() { // until the game ends, however long the bots take
		s.Tick()
		time.Sleep(time.Millisecond)
	}
	sync := start(t, "board=trunc:2&white=random&gray=random&black=mcts&seed=9")
	playOut(t, sync, 1000)
	if s.Permalink() != sync.Permalink() {
		t.Errorf("GoRunner and the synchronous runner played different games:\n%s\n%s", s.Permalink(), sync.Permalink())
	}
}

func TestHumanAgainstBots(t *testing.T) {
	s := start(t, "board=trunc:3&gray=random&black=random&seed=3")
	if !s.HumanToMove() || s.Status().Text != "White to move" {
		t.Fatalf("status %q", s.Status())
	}
	if err := s.PlayName("0,0,0"); err != nil {
		t.Fatal(err)
	}
	v := s.Generation()
	s.Tick()
	if !s.Thinking() || s.Status() != (Status{Player: trunc.Gray, Text: "Gray (random) is thinking…"}) || s.Generation() == v {
		t.Errorf("after the first Tick: thinking %v, status %q, generation %d (was %d)", s.Thinking(), s.Status(), s.Generation(), v)
	}
	if err := s.PlayName("2,2,2"); err == nil || !strings.Contains(err.Error(), "gray's turn") {
		t.Errorf("a human move on a bot's turn: %v", err)
	}
	s.Tick() // gray's answer, and black asked
	s.Tick() // black's answer
	if got := len(s.Game().Turns()); got != 3 || !s.HumanToMove() {
		t.Fatalf("%d moves, human to move %v, status %q", got, s.HumanToMove(), s.Status())
	}
	if err := s.PlayCell(s.Game().Board().CellAt(trunc.Point{2, 2, 2})); err != nil && !strings.Contains(err.Error(), "already") {
		t.Fatal(err)
	}
}

func TestPlayErrors(t *testing.T) {
	s := start(t, "board=trunc:2&gray=human&black=human&seed=1")
	for _, tc := range []struct{ move, want string }{
		{"0,0,1", "not a lattice point"},
		{"3,3,3", "off the trunc:2 board"},
		{"0,0,0=gray", "the variant rule is off"},
	} {
		if err := s.PlayName(tc.move); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.move, err, tc.want)
		}
	}
	s.PlayName("0,0,0")
	if err := s.PlayCell(s.Game().Board().Centre()); err == nil || !strings.Contains(err.Error(), "already white") {
		t.Errorf("the centre again: %v", err)
	}
	if err := s.PlayCell(trunc.Cell(1000)); err == nil {
		t.Error("cell 1000 was played")
	}
	if got := len(s.Game().Turns()); got != 1 {
		t.Errorf("%d moves after the errors", got)
	}
}

func TestVariantMoves(t *testing.T) {
	s := start(t, "board=trunc:2+variant&gray=human&black=human&seed=1")
	if err := s.PlayName("1,1,1=black"); err != nil {
		t.Fatal(err)
	}
	b := s.Game().Board()
	if c := b.CellAt(trunc.Point{1, 1, 1}); s.Game().At(c) != trunc.Black || s.Game().ToMove() != trunc.Gray {
		t.Errorf("1,1,1 is %v, %v to move", s.Game().At(c), s.Game().ToMove())
	}
	if err := s.Play(trunc.Move{Cell: b.Centre(), Colour: trunc.White}); err != nil {
		t.Fatal(err)
	}
	if q := s.Query().Get("moves"); q != "1,1,1=black;0,0,0=white" {
		t.Errorf("moves %q", q)
	}
}

// TestStaleAnswers checks that an answer to a question about an older game is dropped.
func TestStaleAnswers(t *testing.T) {
	held := &heldRunner{}
	s := start(t, "board=trunc:3&gray=random&black=random&seed=3")
	s.SetRunner(held.run)
	s.PlayName("0,0,0")
	s.Tick()
	if len(held.reqs) != 1 || !s.Thinking() {
		t.Fatalf("%d requests, thinking %v", len(held.reqs), s.Thinking())
	}
	if !s.Undo() || s.Thinking() || len(s.Game().Turns()) != 0 {
		t.Fatalf("undo while gray thinks: thinking %v, %d moves", s.Thinking(), len(s.Game().Turns()))
	}
	held.reqs[0].ch <- held.reqs[0].req.Answer()
	s.Tick()
	if n := len(s.Game().Turns()); n != 0 || len(held.reqs) != 1 {
		t.Errorf("the stale answer was played: %d moves, %d requests", n, len(held.reqs))
	}
	// A new game drops the question too.
	s.PlayName("0,0,0")
	s.Tick()
	s.NewGame()
	held.reqs[1].ch <- held.reqs[1].req.Answer()
	s.Tick()
	if n := len(s.Game().Turns()); n != 0 {
		t.Errorf("the answer about the old game was played in the new one: %d moves", n)
	}
}

func TestBotError(t *testing.T) {
	s := start(t, "board=trunc:2&white=moves:0,0,0;0,0,0&gray=human&black=human&seed=1")
	s.Tick()
	s.Tick()
	s.PlayName("1,1,1")
	s.PlayName("1,-1,1")
	s.Tick()
	s.Tick()
	if err := s.BotError(); err == nil || !strings.HasPrefix(s.Status().Text, "White (moves:0,0,0;0,0,0) cannot move: ") {
		t.Errorf("error %v, status %q", err, s.Status())
	}
	v := s.Generation()
	s.Tick()
	if s.Thinking() || s.Generation() != v {
		t.Error("a failed bot was asked again without Retry")
	}
	if !s.Retry() || s.BotError() != nil {
		t.Error("Retry kept the error")
	}
}

func TestUndoRedo(t *testing.T) {
	s := start(t, "board=trunc:3&white=random&gray=human&black=random&seed=2")
	s.Tick()
	s.Tick() // white's opening
	if s.CanUndo() || s.Undo() {
		t.Fatal("the bot's opening can be taken back; the bot would only play it again")
	}
	s.PlayName("0,0,0")
	playUntilHuman(s)
	if n := len(s.Game().Turns()); n != 4 || !s.HumanToMove() {
		t.Fatalf("%d moves, status %q", n, s.Status())
	}
	before := s.Permalink()
	if !s.CanUndo() || !s.Undo() {
		t.Fatal("no undo")
	}
	if n := len(s.Game().Turns()); n != 1 || !s.HumanToMove() {
		t.Fatalf("after undo: %d moves, status %q", n, s.Status())
	}
	s.Tick()
	if s.Thinking() {
		t.Error("a bot thinks on a human's turn")
	}
	if !s.CanRedo() || !s.Redo() || s.Permalink() != before {
		t.Errorf("redo gave %s, want %s", s.Permalink(), before)
	}
	if s.Redo() || s.CanRedo() {
		t.Error("a second redo")
	}
}

// playUntilHuman updates until a human is to move or the game is over.
func playUntilHuman(s *Session) {
	for i := 0; i < 100 && !s.HumanToMove() && !s.Game().Over(); i++ {
		s.Tick()
	}
}

func TestUndoWithBotsOnly(t *testing.T) {
	s := start(t, "board=trunc:2&white=random&gray=random&black=random&seed=2")
	for len(s.Game().Turns()) < 4 {
		s.Tick()
	}
	s.Undo()
	if n := len(s.Game().Turns()); n != 3 {
		t.Fatalf("undo with bots only: %d moves, want 3", n)
	}
	s.Tick()
	if s.Thinking() || !strings.Contains(s.Status().Text, "waiting while moves are taken back") {
		t.Errorf("bots play while there is a move to redo: %q", s.Status())
	}
	if !s.Branch() || s.CanRedo() {
		t.Fatal("Branch kept the redo list")
	}
	s.Tick()
	if !s.Thinking() {
		t.Error("no bot thinks after Branch")
	}
	if s.Branch() {
		t.Error("Branch with nothing to drop")
	}
}

func TestRestart(t *testing.T) {
	s := start(t, "board=trunc:3&gray=random&black=random&seed=3")
	s.PlayName("0,0,0")
	cfg := s.Config()
	cfg.Spec = trunc.Spec{Size: 2, Variant: true}
	cfg.SetPlayer(trunc.Gray, "solver")
	if err := s.Restart(cfg); err == nil || s.Config().Spec.Size != 3 || len(s.Game().Turns()) != 1 {
		t.Errorf("a solver on trunc:2 was accepted (%v), or the game changed", err)
	}
	cfg.SetPlayer(trunc.Gray, Human)
	cfg.Options.Order = [3]trunc.Player{trunc.Black, trunc.White, trunc.Gray}
	if err := s.Restart(cfg); err != nil {
		t.Fatal(err)
	}
	if s.Config().Spec != cfg.Spec || len(s.Game().Turns()) != 0 || s.Game().ToMove() != trunc.Black {
		t.Errorf("after Restart: %+v, %d moves", s.Config(), len(s.Game().Turns()))
	}
}

func TestRecord(t *testing.T) {
	s := start(t, "board=trunc:1&gray=solver&black=random&seed=4")
	s.PlayName("0,0,0")
	playUntilHuman(s)
	r := s.Record()
	if r.Players["gray"] != "solver" || r.Players["white"] != Human || r.Winner != "none" || len(r.Moves) != 3 || r.Moves[1].Rule == "" {
		t.Errorf("record %+v", r)
	}
	if _, err := r.Game(); err != nil {
		t.Errorf("the record does not replay: %v", err)
	}
}

// TestVersionChanges checks that every change of the game or the status line changes
// Version, and that asking about the game does not.
func TestVersionChanges(t *testing.T) {
	held := &heldRunner{}
	s := start(t, "board=trunc:2&gray=human&black=random&seed=1")
	s.SetRunner(held.run)
	seen := map[uint64]bool{s.Generation(): true}
	step := func(what string, change func()) {
		t.Helper()
		change()
		if v := s.Generation(); seen[v] {
			t.Errorf("%s: generation %d again", what, v)
		} else {
			seen[v] = true
		}
	}
	step("a move", func() {
		if err := s.PlayName("0,0,0"); err != nil {
			t.Fatal(err)
		}
	})
	step("another", func() {
		if err := s.PlayName("2,2,2"); err != nil {
			t.Fatal(err)
		}
	})
	step("the bot starts", s.Tick)
	step("the bot's move", func() {
		held.reqs[0].ch <- held.reqs[0].req.Answer()
		s.Tick()
	})
	step("undo", func() { s.Undo() })
	step("redo", func() { s.Redo() })
	step("a new game", func() { s.NewGame() })
	v := s.Generation()
	s.Status()
	s.Query()
	s.Save()
	s.Record()
	s.CanUndo()
	s.Tick() // White (human) to move: nothing to do
	if s.Generation() != v {
		t.Errorf("reading the session changed its version from %d to %d", v, s.Generation())
	}
}
