package session

import (
	"encoding/json"
	"errors"
	"github.com/hexlab/hexlab/internal/botreq"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

func parse(t *testing.T, query string) Config {
	t.Helper()
	v, err := ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(v)
	if err != nil {
		t.Fatalf("Parse(%q): %v", query, err)
	}
	return c
}

func start(t *testing.T, query string) *Session {
	t.Helper()
	s, err := New(parse(t, query))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDefaults(t *testing.T) {
	c := parse(t, "")
	if c.Spec.String() != "hex:11x11" || c.First != core.Red || c.Swap || c.Red != Human || c.Blue != Human || len(c.Moves) != 0 {
		t.Errorf("defaults: %+v", c)
	}
	c = parse(t, "board=cyl:5x9&first=blue&red=random&moves=c2,b4&seed=7&swap=0")
	if c.Spec.String() != "cyl:5x9" || c.First != core.Blue || c.Red != "random" || len(c.Moves) != 2 || c.Seed != 7 {
		t.Errorf("settings: %+v", c)
	}
	if c := parse(t, "board=hex:7x7&swap=1"); !c.Swap {
		t.Errorf("swap=1 gives %+v", c)
	}
}

func TestBadParams(t *testing.T) {
	cases := []struct{ query, param, says string }{
		{"board=hex:0x3", "board", "expected hex:MxN"},
		{"board=square:3x3", "board", "expected hex:MxN"},
		{"board=", "board", "expected"},
		{"first=green", "first", "expected red or blue"},
		{"red=superbot", "red", "known players are"},
		{"blue=robot", "blue", "known players are"},
		{"moves=zz99", "moves", "move 1"},
		{"moves=a1,a1", "moves", "move 2 (a1)"},
		{"moves=a1,,b2", "moves", "move 2"},
		{"board=hex:3x3&moves=d1", "moves", "move 1"},
		{"swap=2", "swap", "expected 1 (on) or 0 (off)"},
		{"swap=1&board=hex:5x7", "swap", "square"},
		{"seed=-1", "seed", "expected a number"},
		{"seed=lots", "seed", "expected a number"},
		{"bord=hex:5x5", "bord", "unknown parameter"},
		{"board=hex:5x5&board=hex:7x7", "board", "given 2 times"},
	}
	for _, tc := range cases {
		v, _ := ParseQuery(tc.query)
		_, err := Parse(v)
		var pe *ParamError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %v, want a *ParamError", tc.query, err)
			continue
		}
		if pe.Param != tc.param || !strings.Contains(err.Error(), tc.says) || !strings.Contains(err.Error(), "parameter "+tc.param) {
			t.Errorf("Parse(%q): %q (param %q), want param %q saying %q", tc.query, err, pe.Param, tc.param, tc.says)
		}
	}
}

func TestHumanGame(t *testing.T) {
	s := start(t, "board=hex:3x3&moves=b2")
	if err := s.PlayName("b2"); err == nil {
		t.Errorf("playing on a taken cell succeeded")
	}
	if err := s.PlayName("q9"); err == nil {
		t.Errorf("playing off the board succeeded")
	}
	if err := s.PlayCell(4, 1); err == nil {
		t.Errorf("PlayCell(4,1) on a 3x3 board succeeded")
	}
	if err := s.PlayCell(1, 2); err != nil { // a2, blue
		t.Fatal(err)
	}
	for _, m := range []string{"b1", "c2", "b3"} { // red wins b1-b2-b3
		if err := s.PlayName(m); err != nil {
			t.Fatal(err)
		}
	}
	r := s.Record()
	if r.Winner != "red" || len(r.Moves) != 5 || r.Moves[1].Cell != "a2" || r.Moves[1].Player != "blue" {
		t.Errorf("record %+v", r)
	}
	if st := s.Status(); st.Player != core.Red || st.Text != "Red wins" {
		t.Errorf("status %+v", st)
	}
	if err := s.PlayName("a1"); err == nil {
		t.Errorf("a move after the game ended succeeded")
	}
	var back core.Record
	if err := json.Unmarshal([]byte(s.RecordJSON()), &back); err != nil || back.Winner != "red" || len(back.Winning) != 3 {
		t.Errorf("RecordJSON %s: %v", s.RecordJSON(), err)
	}
	if !s.Undo() || s.Record().Winner != "none" || !s.CanRedo() || !s.Redo() || s.Record().Winner != "red" {
		t.Errorf("undo/redo of the winning move: %+v", s.Record())
	}
	s.NewGame()
	if r := s.Record(); len(r.Moves) != 0 || r.Winner != "none" || s.CanUndo() {
		t.Errorf("after NewGame: %+v", r)
	}
}

// waitBot ticks until no bot is working, however long it takes (go test -timeout catches a
// bot that never answers).
func waitBot(t *testing.T, s *Session) {
	t.Helper()
	for s.Tick(); s.Thinking(); s.Tick() {
		time.Sleep(time.Millisecond)
	}
}

func TestAgainstRandom(t *testing.T) {
	s := start(t, "board=hex:5x5&blue=random&seed=3")
	if err := s.PlayName("c3"); err != nil {
		t.Fatal(err)
	}
	if err := s.PlayName("d3"); err == nil || !strings.Contains(err.Error(), "played by random") {
		t.Errorf("a human move on the bot's turn: %v", err)
	}
	waitBot(t, s)
	r := s.Record()
	if len(r.Moves) != 2 || r.Moves[1].Player != "blue" {
		t.Fatalf("the bot did not move: %+v", r)
	}
	if st := s.Status(); st.Player != core.Red || st.Text != "Move 3: Red to move" {
		t.Errorf("status %+v", st)
	}
	// Undo takes back the bot's move and the human's, back to the human's turn.
	if !s.Undo() || len(s.Record().Moves) != 0 || !s.HumanToMove() {
		t.Errorf("after undo: %+v", s.Record())
	}
	if !s.Redo() || len(s.Record().Moves) != 2 {
		t.Errorf("after redo: %+v", s.Record())
	}
}

func TestBotMovesFirstAndBotsFinish(t *testing.T) {
	for _, board := range []string{"hex:5x5", "cyl:4x5", "torus:4x4", "hex:4x4+reverse"} {
		s := start(t, "board="+board+"&red=random&blue=random&first=blue&seed=11")
		for i := 0; i < 100 && !over(s); i++ {
			waitBot(t, s)
		}
		r := s.Record()
		if r.Winner == "none" || r.Moves[0].Player != "blue" {
			t.Errorf("%s: bots did not finish: %+v", board, r)
		}
		if g, err := r.Game(); err != nil || g.Winner().String() != r.Winner {
			t.Errorf("%s: the record does not replay: %v", board, err)
		}
		st := s.Status()
		if !strings.HasSuffix(st.Text, "wins") && !strings.Contains(st.Text, "loses") {
			t.Errorf("%s: status %q", board, st.Text)
		}
		if named := strings.HasPrefix(st.Text, board+" · "); named != (board != "hex:5x5") {
			t.Errorf("%s: status %q: only variants start with the board spec", board, st.Text)
		}
	}
}

// over reports whether the session's game is over.
func over(s *Session) bool {
	var over bool
	s.Read(func(g *core.Game) { over = g.Over() })
	return over
}

// fakeRunner answers each request only when told to, with a fixed move and rule, and keeps
// the requests it was given.
type fakeRunner struct {
	release  chan struct{}
	move     string
	requests []botreq.Request
	answered chan struct{} // if not nil, told of each answer once it can be read
}

func (f *fakeRunner) run(req botreq.Request) <-chan strategies.Response {
	f.requests = append(f.requests, req)
	ch := make(chan strategies.Response, 1)
	go func() {
		<-f.release
		ch <- strategies.Response{ID: req.ID, Move: f.move, Rule: "7"}
		if f.answered != nil {
			f.answered <- struct{}{}
		}
	}()
	return ch
}

func TestStaleAnswerDropped(t *testing.T) {
	s := start(t, "board=hex:3x3&blue=random&seed=5&think=250ms")
	fake := &fakeRunner{release: make(chan struct{}), move: "a1", answered: make(chan struct{}, 2)}
	s.SetRunner(fake.run)
	if err := s.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	s.Tick()
	if !s.Thinking() || !strings.Contains(s.Status().Text, "thinking") {
		t.Fatalf("the bot is not thinking: %q", s.Status().Text)
	}
	if len(fake.requests) != 1 {
		t.Fatalf("requests: %+v", fake.requests)
	}
	req := fake.requests[0]
	if req.Player != "random" || req.Seed != strategies.SeedFor(5, core.Blue) || req.ThinkMillis != 250 || len(req.Game.Moves) != 1 || req.Game.Moves[0].Cell != "b2" {
		t.Errorf("the request: %+v", req)
	}
	if !s.Undo() || s.Thinking() {
		t.Fatalf("undo did not stop the bot")
	}
	close(fake.release) // the old job answers now, and must be dropped
	<-fake.answered     // the answer is there to be read
	s.Tick()
	if r := s.Record(); len(r.Moves) != 0 {
		t.Errorf("a stale answer was played: %+v", r)
	}
	if err := s.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, s)
	if r := s.Record(); len(r.Moves) != 2 || r.Moves[1].Cell != "a1" || r.Moves[1].Rule != "7" {
		t.Errorf("the bot's move with its rule: %+v", r)
	}
}

// TestBotMoving checks that the status line says a bot thinks from the move that makes it
// the bot's turn, before it is asked (the next Tick), and not when no bot will be asked: the
// human's turn, a game stepped through, a bot that failed.
func TestBotMoving(t *testing.T) {
	s := start(t, "board=hex:3x3&blue=random&seed=5")
	fake := &fakeRunner{release: make(chan struct{}), move: "a1"}
	s.SetRunner(fake.run)
	if s.BotMoving() || strings.Contains(s.Status().Text, "thinking") {
		t.Fatalf("the human to move, yet a bot's move is under way: %q", s.Status().Text)
	}
	if err := s.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	if !s.BotMoving() || s.Thinking() || len(fake.requests) != 0 || !strings.Contains(s.Status().Text, "thinking") {
		t.Fatalf("before the Tick that asks the bot: moving %v, thinking %v, %d requests, status %q", s.BotMoving(), s.Thinking(), len(fake.requests), s.Status().Text)
	}
	s.Tick()
	if !s.BotMoving() || !s.Thinking() || len(fake.requests) != 1 {
		t.Fatalf("once asked: moving %v, thinking %v, %d requests", s.BotMoving(), s.Thinking(), len(fake.requests))
	}
	close(fake.release)
	waitBot(t, s)
	if s.BotMoving() || strings.Contains(s.Status().Text, "thinking") {
		t.Errorf("after the bot's answer: moving %v, status %q", s.BotMoving(), s.Status().Text)
	}
	s.StepTo(Prev)
	if s.BotMoving() || strings.Contains(s.Status().Text, "thinking") {
		t.Errorf("stepped back to the bot's turn: moving %v, status %q", s.BotMoving(), s.Status().Text)
	}
	failed := start(t, "board=hex:3x3&blue=moves:b2")
	if err := failed.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, failed)
	if failed.BotError() == nil || failed.BotMoving() {
		t.Errorf("a bot that failed: error %v, moving %v", failed.BotError(), failed.BotMoving())
	}
}

func TestRunnerErrorAndBadMove(t *testing.T) {
	s := start(t, "board=hex:3x3&blue=random")
	fake := &fakeRunner{release: make(chan struct{}), move: "b2"} // b2 will be taken
	close(fake.release)
	s.SetRunner(fake.run)
	if err := s.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, s)
	if err := s.BotError(); err == nil || !strings.Contains(s.Status().Text, "cannot move") {
		t.Errorf("a bad answer: status %q, error %v", s.Status().Text, err)
	}
	fake.move = "nowhere"
	s.Undo()
	if err := s.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, s)
	if err := s.BotError(); err == nil || !strings.Contains(err.Error(), "nowhere") {
		t.Errorf("an unreadable answer: %v", err)
	}
}

func TestBotError(t *testing.T) {
	s := start(t, "board=hex:3x3&blue=moves:b2") // blue's scripted move will be taken
	if err := s.PlayName("b2"); err != nil {
		t.Fatal(err)
	}
	waitBot(t, s)
	if s.BotError() == nil || !strings.Contains(s.Status().Text, "cannot move") {
		t.Errorf("status %q, error %v", s.Status().Text, s.BotError())
	}
	if !s.Undo() || s.BotError() != nil {
		t.Errorf("undo does not clear the bot's error")
	}
}

func TestSwap(t *testing.T) {
	s := start(t, "board=hex:5x5&swap=1&moves=b1")
	if !s.CanSwap() || !strings.HasSuffix(s.Status().Text, "or swap") {
		t.Fatalf("swap not offered: %q", s.Status().Text)
	}
	if err := s.PlayName("swap"); err != nil {
		t.Fatal(err)
	}
	if s.CanSwap() {
		t.Errorf("swap offered twice")
	}
	if r := s.Record(); len(r.Moves) != 2 || r.Moves[1].Cell != "swap" {
		t.Errorf("record %+v", r)
	}
}

func TestReverseStatus(t *testing.T) {
	s := start(t, "board=hex:2x2+reverse&moves=a1,b1,a2")
	if st := s.Status(); st.Player != core.Blue || !strings.Contains(st.Text, "red completed a chain") {
		t.Errorf("reverse status %+v", st)
	}
}

func TestParseQuery(t *testing.T) {
	v, err := ParseQuery("?board=hex:5x5+reverse&moves=a1%2Cb2&swap=1&&first")
	if err != nil {
		t.Fatal(err)
	}
	if v.Get("board") != "hex:5x5+reverse" || v.Get("moves") != "a1,b2" || v.Get("swap") != "1" || len(v["first"]) != 1 || v.Get("first") != "" {
		t.Errorf("ParseQuery: %v", v)
	}
	if c := parse(t, "board=hex:5x5%2Breverse"); !c.Spec.Reverse {
		t.Errorf("an escaped plus is not read as +reverse: %v", c.Spec)
	}
	if _, err := ParseQuery("moves=a1%zz"); err == nil || !strings.Contains(err.Error(), "moves") {
		t.Errorf("a bad escape gives %v", err)
	}
}
