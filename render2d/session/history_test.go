package session

import (
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

func TestStepThrough(t *testing.T) {
	s := start(t, "board=hex:3x3&moves=a1,b1,a2,b2,a3")
	if !s.Over() || s.Winner() != core.Red {
		t.Fatalf("the game is not won: %+v", s.Record())
	}
	plies := func() int { p, _ := s.Ply(); return p }
	if !s.StepTo(First) || plies() != 0 || s.Over() {
		t.Errorf("first: ply %d", plies())
	}
	if s.StepTo(Prev) || s.StepTo(First) {
		t.Errorf("stepped back past the start")
	}
	s.StepTo(Next)
	s.StepTo(Next)
	if p, all := s.Ply(); p != 2 || all != 5 {
		t.Errorf("after two steps: %d of %d", p, all)
	}
	if m := s.Moves(); len(m) != 5 || m[1].Ahead || !m[2].Ahead || m[2].Name != "a2" {
		t.Errorf("move list %+v", m)
	}
	if lm, ok := s.LastMove(); !ok || lm.Name != "b1" {
		t.Errorf("last move %+v", lm)
	}
	if !s.StepTo(Last) || plies() != 5 || !s.Over() || s.StepTo(Next) {
		t.Errorf("last: ply %d", plies())
	}
	// A move played while stepping back starts a variation, which is the line shown.
	s.StepTo(Prev)
	s.StepTo(Prev)
	if err := s.PlayName("c3"); err != nil {
		t.Fatal(err)
	}
	if p, all := s.Ply(); p != 4 || all != 4 {
		t.Errorf("after a new move: %d of %d", p, all)
	}
}

func TestBotsWaitWhileSteppingAndBranch(t *testing.T) {
	s := start(t, "board=hex:4x4&red=random&seed=2&moves=a1,b2,c3")
	s.StepTo(Prev)
	s.Tick()
	if s.Thinking() || !strings.Contains(s.Status().Text, "After move 2 of 3") {
		t.Fatalf("a bot plays while the game is stepped through: %q", s.Status().Text)
	}
	if !s.Branch() {
		t.Fatal("nothing to branch")
	}
	waitBot(t, s)
	if r := s.Record(); len(r.Moves) != 3 {
		t.Errorf("after branching the bot did not move: %+v", r)
	}
	// The moves that were ahead are kept: the bot's move is a variation beside them.
	s.StepTo(Prev)
	if v, _ := s.Variations(); len(v) == 0 || v[0].Name != "c3" {
		t.Errorf("after playing on, the variations at move 3: %+v", v)
	}
}

func TestResign(t *testing.T) {
	s := start(t, "board=hex:5x5&blue=random&moves=c3,b2&seed=1")
	if err := s.Resign(); err != nil {
		t.Fatal(err)
	}
	if s.Resigned() != core.Red || s.Winner() != core.Blue || !s.Over() || s.HumanToMove() {
		t.Errorf("after red resigned: %v %v", s.Resigned(), s.Winner())
	}
	if st := s.Status(); st.Text != "Red resigned: Blue wins" {
		t.Errorf("status %q", st.Text)
	}
	if s.Resign() == nil || s.PlayName("a1") == nil || s.AskHint() == nil {
		t.Errorf("a resigned game goes on")
	}
	s.Tick()
	if s.Thinking() {
		t.Errorf("a bot plays after a resignation")
	}
	if !s.Undo() || s.Over() || len(s.Record().Moves) != 2 {
		t.Errorf("undo does not take back the resignation: %+v", s.Record())
	}
}

func TestUndoRedoAgainstBots(t *testing.T) {
	s := start(t, "board=hex:5x5&red=random&seed=6")
	waitBot(t, s) // red's bot opens
	for _, cell := range []string{"a1", "a2"} {
		if err := s.PlayName(cell); err != nil {
			t.Fatal(err)
		}
		waitBot(t, s)
	}
	if n := len(s.Record().Moves); n != 5 {
		t.Fatalf("%d moves", n)
	}
	if !s.Undo() || len(s.Record().Moves) != 3 || !s.HumanToMove() {
		t.Errorf("undo against a bot: %+v", s.Record())
	}
	if !s.Undo() || len(s.Record().Moves) != 1 || !s.HumanToMove() {
		t.Errorf("second undo: %+v", s.Record())
	}
	if s.Undo() {
		t.Errorf("undo took back the bot's opening: no human move is before it")
	}
	if !s.Redo() || !s.Redo() || len(s.Record().Moves) != 5 || s.CanRedo() {
		t.Errorf("redo: %+v", s.Record())
	}
}

func TestHint(t *testing.T) {
	s := start(t, "board=hex:3x3&seed=1")
	fake := &fakeRunner{release: make(chan struct{}), move: "b2"}
	s.SetRunner(fake.run)
	if err := s.AskHint(); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Hint(); ok || !s.HintPending() {
		t.Errorf("a hint before the answer")
	}
	close(fake.release)
	for s.HintPending() { // until the hint comes, however long it takes
		time.Sleep(time.Millisecond)
		s.Tick()
	}
	h, ok := s.Hint()
	if !ok || h.Name != "b2" || h.Player != core.Red || h.Rule != "7" || h.Bot != fake.requests[0].Player {
		t.Errorf("hint %+v %v", h, ok)
	}
	if r := s.Record(); len(r.Moves) != 0 {
		t.Errorf("the hint was played: %+v", r)
	}
	if err := s.PlayName("a1"); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Hint(); ok {
		t.Errorf("the hint outlived its position")
	}
	// Against a bot, the hint comes from that bot.
	if got := HintBot(parse(t, "blue=mcts"), core.Red); got != "mcts" {
		t.Errorf("HintBot against mcts: %s", got)
	}
	if got := HintBot(parse(t, ""), core.Red); got == "" || isScripted(got) {
		t.Errorf("HintBot: %q", got)
	}
}

func TestRealHint(t *testing.T) {
	s := start(t, "board=hex:3x3&seed=1&think=50ms")
	if err := s.AskHint(); err != nil {
		t.Fatal(err)
	}
	for s.HintPending() { // until the hint comes, however long it takes
		time.Sleep(time.Millisecond)
		s.Tick()
	}
	if h, ok := s.Hint(); !ok || h.Name == "" {
		t.Errorf("hint %+v", h)
	}
}

func TestReadonly(t *testing.T) {
	s := start(t, "board=hex:3x3&moves=a1,b1,a2&readonly=1&red=random&blue=random")
	s.Tick()
	if s.Thinking() || s.HumanToMove() || s.CanUndo() || s.CanRedo() {
		t.Errorf("a read-only board plays")
	}
	for name, err := range map[string]error{
		"play": s.PlayName("c3"), "resign": s.Resign(), "hint": s.AskHint(),
		"new game": s.NewGame(), "restart": s.Restart(parse(t, "board=hex:4x4")),
	} {
		if err == nil || !strings.Contains(err.Error(), "read-only") {
			t.Errorf("%s on a read-only board: %v", name, err)
		}
	}
	if s.Undo() || s.Redo() || s.Branch() {
		t.Errorf("undo, redo or branch on a read-only board")
	}
	if !s.StepTo(Prev) || !strings.Contains(s.Status().Text, "After move 2 of 3") {
		t.Errorf("stepping: %q", s.Status().Text)
	}
	if err := s.LoadFile([]byte(s.SGF())); err != nil {
		t.Errorf("a read-only board refuses a game to show: %v", err)
	}
}

func TestSetPlayersAndRestart(t *testing.T) {
	s := start(t, "board=hex:3x3")
	if err := s.SetPlayers("human", "nobody"); err == nil || !strings.Contains(err.Error(), "blue") {
		t.Errorf("a bad player: %v", err)
	}
	if err := s.SetPlayers("human", "random"); err != nil || s.Config().Blue != "random" {
		t.Errorf("SetPlayers: %v", err)
	}
	s.PlayName("b2")
	waitBot(t, s)
	if n := len(s.Record().Moves); n != 2 {
		t.Errorf("the new bot did not move: %d moves", n)
	}
	bad := s.Config()
	bad.Spec, _ = core.ParseSpec("cyl:3x3")
	bad.Swap = true
	if err := s.Restart(bad); err == nil || len(s.Record().Moves) != 2 {
		t.Errorf("a bad restart: %v", err)
	}
	good := parse(t, "board=torus:4x4&first=blue&red=random")
	if err := s.Restart(good); err != nil || s.Board().Cols() != 4 || len(s.Record().Moves) != 0 {
		t.Errorf("restart: %v", err)
	}
	if fit := Fitting(good.Spec, core.Blue); fit[0] != Human || len(fit) < 2 {
		t.Errorf("Fitting: %v", fit)
	}
	for _, name := range Fitting(good.Spec, core.Red) {
		if isScripted(name) {
			t.Errorf("Fitting offers %s", name)
		}
	}
	_ = strategies.Catalog
}

func TestGoTo(t *testing.T) {
	s := start(t, "board=hex:3x3&moves=a1,b1,a2,b2&resigned=blue")
	if !s.GoTo(1) || s.Resigned() != core.NoPlayer {
		t.Fatalf("GoTo(1) did not take back the resignation")
	}
	if p, all := s.Ply(); p != 1 || all != 4 {
		t.Errorf("GoTo(1): %d of %d", p, all)
	}
	if !s.GoTo(3) || s.GoTo(3) {
		t.Errorf("GoTo(3) twice")
	}
	if p, _ := s.Ply(); p != 3 {
		t.Errorf("GoTo(3): %d", p)
	}
	if !s.GoTo(99) {
		t.Errorf("GoTo past the end did nothing")
	}
	if p, _ := s.Ply(); p != 4 || !IsParam("moves") || !IsParam("pan") || IsParam("origins") {
		t.Errorf("GoTo(99): %d", p)
	}
}
