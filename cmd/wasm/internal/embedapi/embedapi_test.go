package embedapi

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

const self = "http://localhost:8080"

func TestOrigins(t *testing.T) {
	o, err := ParseOrigins(" https://A.example:443, http://localhost:9000,https://a.example", self)
	if err != nil {
		t.Fatal(err)
	}
	for origin, want := range map[string]bool{
		"https://a.example":      true,
		"http://localhost:9000":  true,
		self:                     true,
		"http://a.example":       false,
		"https://a.example:8443": false,
		"https://evil.example":   false,
		"null":                   false,
		"":                       false,
	} {
		if o.Allows(origin) != want {
			t.Errorf("Allows(%q) = %v, want %v", origin, !want, want)
		}
	}
	if got := o.String(); got != self+",https://a.example,http://localhost:9000" {
		t.Errorf("String() = %q", got)
	}
	if got := o.Targets(); len(got) != 3 {
		t.Errorf("Targets() = %q", got)
	}
	def, _ := ParseOrigins("", self)
	if !def.Allows(self) || def.Allows("https://a.example") || strings.Join(def.Targets(), " ") != self {
		t.Errorf("the default allows %v", def)
	}
	all, _ := ParseOrigins("*", self)
	if !all.Allows("https://anyone.example") || all.Targets()[0] != "*" {
		t.Errorf("* gives %v", all)
	}
	for _, bad := range []string{"a.example", "ftp://a.example", "https://a.example/path", "https://", "https://a.example?x",
		"https://u@a.example", "https://a.example,", "*,https://a.example", "javascript:alert(1)"} {
		if o, err := ParseOrigins(bad, self); err == nil || !strings.Contains(err.Error(), "expected origins") {
			t.Errorf("ParseOrigins(%q) = %v, %v; want an error", bad, o, err)
		}
	}
}

func TestParseCommand(t *testing.T) {
	good := map[string]Command{
		`{"type":"state"}`:                            {Type: "state"},
		`{"type":"play","move":"c3","id":7}`:          {Type: "play", Move: "c3", ID: json.RawMessage("7")},
		`{"type":"undo","id":"u-1"}`:                  {Type: "undo", ID: json.RawMessage(`"u-1"`)},
		`{"type":"players","blue":"random"}`:          {Type: "players", Blue: "random"},
		`{"type":"load","sgf":"(;FF[4]GM[11]SZ[3])"}`: {Type: "load", SGF: "(;FF[4]GM[11]SZ[3])"},
	}
	for text, want := range good {
		c, err := ParseCommand([]byte(text))
		if err != nil || c.Type != want.Type || c.Move != want.Move || string(c.ID) != string(want.ID) || c.Blue != want.Blue || c.SGF != want.SGF {
			t.Errorf("ParseCommand(%s) = %+v, %v; want %+v", text, c, err, want)
		}
	}
	c, err := ParseCommand([]byte(`{"type":"load","record":{"board":"hex:3x3","first":"red","moves":[{"player":"red","cell":"b2"}],"winner":"none"}}`))
	if err != nil || c.Record == nil || c.Record.Board != "hex:3x3" || len(c.Record.Moves) != 1 {
		t.Errorf("load record: %+v, %v", c, err)
	}

	bad := map[string]string{
		`"play c3"`:                              "expected an object",
		`[1,2]`:                                  "expected an object",
		`null`:                                   "expected an object",
		`{}`:                                     `"type" is missing`,
		`{"type":3}`:                             `"type" must be a string`,
		`{"type":"resign"}`:                      `unknown command type "resign"`,
		`{"type":"play"}`:                        `play: "move" is missing`,
		`{"type":"play","move":""}`:              `play: "move" is empty`,
		`{"type":"play","move":5}`:               `play: "move" must be a string`,
		`{"type":"play","move":"c3","cell":"d"}`: `play: unknown field "cell"`,
		`{"type":"undo","move":"c3"}`:            `undo: unknown field "move"; undo takes no other field`,
		`{"type":"state","id":{"a":1}}`:          `"id" must be a number or a string`,
		`{"type":"state","id":"` + strings.Repeat("x", MaxID+1) + `"}`:    "the limit is",
		`{"type":"play","move":"` + strings.Repeat("a", MaxName+1) + `"}`: "the limit is",
		`{"type":"players"}`:                                              `give "red", "blue" or both`,
		`{"type":"players","red":null}`:                                   `"red" must be a string`,
		`{"type":"load"}`:                                                 "exactly one",
		`{"type":"load","sgf":"(;)","record":{}}`:                         "exactly one",
		`{"type":"load","record":"hex:3x3"}`:                              `"record" must be an object`,
		`{"type":"load","record":{"board":"hex:3x3","colour":1}}`:         `unknown field "colour"`,
		`{"type":"load","record":{"board":3}}`:                            `"record"`,
		`{"type":"load","sgf":"` + strings.Repeat("x", MaxMessage) + `"}`: "bytes; the limit is",
	}
	for text, want := range bad {
		if _, err := ParseCommand([]byte(text)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseCommand(%.60s) = %v, want an error containing %q", text, err, want)
		}
	}
	if c, _ := ParseCommand([]byte(`{"type":"play","id":3}`)); c.Type != "play" || string(c.ID) != "3" {
		t.Errorf("a refused command keeps its type and id for the error event: %+v", c)
	}
	if c, _ := ParseCommand([]byte(`{"type":"fly","id":"x"}`)); string(c.ID) != `"x"` {
		t.Errorf("an unknown command keeps its id for the error event: %+v", c)
	}
}

// fake is a Target: a game on one board, with players.
type fake struct {
	g         *core.Game
	red, blue string
	puzzle    string // the colour a puzzle is for, "" for a game
}

func newFake(t *testing.T, spec string) *fake {
	g, err := core.NewGame(core.MustBoard(spec).Spec(), core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &fake{g: g, red: "human", blue: "human"}
}

func (f *fake) Record() core.Record       { return f.g.Record() }
func (f *fake) Players() (string, string) { return f.red, f.blue }
func (f *fake) Puzzle() (string, bool, bool) {
	return f.puzzle, f.puzzle != "", f.puzzle != "" && f.g.Winner().String() == f.puzzle
}
func (f *fake) Undo() bool           { return f.g.Undo() }
func (f *fake) Redo() bool           { return f.g.Redo() }
func (f *fake) NewGame() (err error) { f.g, err = core.NewGame(f.g.Spec(), core.Options{}); return err }
func (f *fake) PlayName(move string) error {
	m, err := f.g.Board().ParseMove(move)
	if err != nil {
		return err
	}
	return f.g.Play(m)
}
func (f *fake) Load(g *core.Game) error {
	if g.Spec() != f.g.Spec() {
		return errors.New("another board")
	}
	f.g = g
	return nil
}
func (f *fake) SetPlayers(red, blue string) error {
	if red == "grandmaster" || blue == "grandmaster" {
		return errors.New("unknown strategy")
	}
	if red != "" {
		f.red = red
	}
	if blue != "" {
		f.blue = blue
	}
	return nil
}

func handle(t *testing.T, f *fake, text string) Event {
	t.Helper()
	c, err := ParseCommand([]byte(text))
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return Handle(f, c)
}

func TestHandle(t *testing.T) {
	f := newFake(t, "hex:3x3")
	if e := handle(t, f, `{"type":"play","move":"b2","id":1}`); e.Type != "reply" || string(e.ID) != "1" || e.Command != "play" ||
		len(e.State.Record.Moves) != 1 || e.State.ToMove != "blue" || e.Source != "hexlab" {
		t.Errorf("play: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"play","move":"b2","id":2}`); e.Type != "error" || string(e.ID) != "2" || !strings.Contains(e.Error, "taken") {
		t.Errorf("play on a taken cell: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"undo"}`); e.Type != "reply" || len(e.State.Record.Moves) != 0 {
		t.Errorf("undo: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"undo"}`); e.Type != "error" || !strings.Contains(e.Error, "no move") {
		t.Errorf("undo of nothing: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"redo"}`); e.Type != "reply" || len(e.State.Record.Moves) != 1 {
		t.Errorf("redo: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"load","sgf":"(;FF[4]GM[11]SZ[3];B[b1];W[a2];B[b2];W[a3];B[b3])"}`); e.Type != "reply" ||
		e.State.Record.Winner != "red" || e.State.ToMove != "none" {
		t.Errorf("load SGF: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"load","sgf":"(;FF[4]GM[11]SZ[3];B[b1];B[b2])"}`); e.Type != "error" || !strings.HasPrefix(e.Error, "load: ") {
		t.Errorf("load of a broken SGF: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"load","record":{"board":"hex:5x5","moves":[]}}`); e.Type != "error" || !strings.Contains(e.Error, "another board") {
		t.Errorf("load on another board: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"load","record":{"board":"hex:3x3","moves":[{"player":"blue","cell":"a1"}]}}`); e.Type != "error" {
		t.Errorf("load of a move out of turn: %s", e.JSON())
	}
	if r := f.Record(); r.Winner != "red" {
		t.Errorf("a refused load changed the game: %+v", r)
	}
	if e := handle(t, f, `{"type":"new"}`); e.Type != "reply" || len(e.State.Record.Moves) != 0 {
		t.Errorf("new: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"players","blue":"random"}`); e.Type != "reply" || e.State.Red != "human" || e.State.Blue != "random" {
		t.Errorf("players: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"players","red":"grandmaster"}`); e.Type != "error" || f.red != "human" {
		t.Errorf("bad players: %s", e.JSON())
	}
	if e := handle(t, f, `{"type":"state","id":"s"}`); e.Type != "reply" || string(e.ID) != `"s"` {
		t.Errorf("state: %s", e.JSON())
	}
	var back map[string]any
	if err := json.Unmarshal([]byte(ErrorEvent(Command{}, errors.New("bad")).JSON()), &back); err != nil ||
		back["type"] != "error" || back["error"] != "bad" || back["source"] != "hexlab" || back["id"] != nil {
		t.Errorf("error event: %v %v", back, err)
	}
}

func TestWatcher(t *testing.T) {
	f := newFake(t, "hex:3x3")
	var w Watcher
	gen := uint64(0)
	st := func() *State { return StateOf(f) }
	if ev := w.Changes(gen, st); len(ev) != 0 {
		t.Errorf("first call: %v", ev)
	}
	if ev := w.Changes(gen, st); len(ev) != 0 {
		t.Errorf("no change: %v", ev)
	}
	for _, m := range []string{"b1", "a2", "b2", "a3"} {
		f.PlayName(m)
		gen++
		if ev := w.Changes(gen, st); len(ev) != 1 || ev[0].Type != "state" || len(ev[0].State.Record.Moves) == 0 {
			t.Errorf("after %s: %v", m, ev)
		}
	}
	f.PlayName("b3")
	gen++
	ev := w.Changes(gen, st)
	if len(ev) != 2 || ev[0].Type != "state" || ev[1].Type != "gameover" || ev[1].Winner != "red" {
		t.Errorf("the winning move: %v", ev)
	}
	f.Undo()
	f.Redo()
	gen += 2
	if ev := w.Changes(gen, st); len(ev) != 1 { // still won: no second gameover
		t.Errorf("undo and redo in one frame: %v", ev)
	}
}

// A puzzle's board says so in its state, and posts "solved" when its colour wins, once.
func TestSolvedEvent(t *testing.T) {
	f := newFake(t, "hex:3x3")
	f.puzzle = "red"
	var w Watcher
	gen := uint64(0)
	st := func() *State { return StateOf(f) }
	w.Changes(gen, st)
	for _, m := range []string{"b1", "a2", "b2", "a3"} {
		f.PlayName(m)
		gen++
		if ev := w.Changes(gen, st); len(ev) != 1 || ev[0].State.Puzzle == nil || ev[0].State.Puzzle.Side != "red" || ev[0].State.Puzzle.Solved {
			t.Errorf("after %s: %+v", m, ev)
		}
	}
	f.PlayName("b3")
	gen++
	ev := w.Changes(gen, st)
	if len(ev) != 3 || ev[2].Type != "solved" || ev[2].Winner != "red" || !ev[2].State.Puzzle.Solved {
		t.Errorf("the winning move: %+v", ev)
	}
	gen++
	if ev := w.Changes(gen, st); len(ev) != 1 {
		t.Errorf("solved twice: %+v", ev)
	}
	f.puzzle = ""
	if StateOf(f).Puzzle != nil {
		t.Error("a game's state says puzzle")
	}
}

func TestPreferredHeight(t *testing.T) {
	// A board twice as wide as high plus a bar of 40: the cell size is limited by whichever
	// side is short.
	size := func(w, h float64) float64 { return min(w/20, (h-40)/10) }
	if h := PreferredHeight(800, size); h < 437 || h > 441 { // within the 0.5% tolerance
		t.Errorf("PreferredHeight(800) = %d, want 440", h)
	}
	if h := PreferredHeight(100, func(w, h float64) float64 { return w }); h != 80 {
		t.Errorf("a size that ignores the height: %d, want 80", h)
	}
	if h := PreferredHeight(100, func(w, h float64) float64 { return h }); h < 3980 {
		t.Errorf("a size that always grows: %d, want about 4000", h)
	}
}
