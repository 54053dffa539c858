package session

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
)

func TestParseQueryDefaults(t *testing.T) {
	cfg, err := Parse(url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	want := [3]string{Human, "mcts", "mcts"}
	if cfg.Spec != (trunc.Spec{Size: 3}) || cfg.Options.Order != trunc.DefaultOrder || cfg.Players != want || cfg.Think != 0 || len(cfg.Moves) != 0 || cfg.At != 0 {
		t.Errorf("defaults: %+v", cfg)
	}
}

func TestParseQuery(t *testing.T) {
	q, _ := ParseQuery("?board=trunc:2+variant&order=gray,black,white&white=random&gray=human&black=moves:0,0,0&think=1.5&seed=42&moves=1,1,1=white;0,0,0")
	cfg, err := Parse(q)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Spec != (trunc.Spec{Size: 2, Variant: true}) || cfg.Options.Order != [3]trunc.Player{trunc.Gray, trunc.Black, trunc.White} ||
		cfg.Player(trunc.White) != "random" || cfg.Player(trunc.Gray) != Human || cfg.Player(trunc.Black) != "moves:0,0,0" ||
		cfg.Think != 1500*time.Millisecond || cfg.Seed != 42 {
		t.Errorf("config %+v", cfg)
	}
	b := trunc.MustBoard("trunc:2")
	if got := b.FormatMoveList(cfg.Moves); got != "1,1,1=white;0,0,0" || cfg.At != 2 {
		t.Errorf("moves %q", got)
	}
}

func TestParseQueryErrors(t *testing.T) {
	for _, tc := range []struct{ query, param, want string }{
		{"board=hex:5x5", "board", "expected trunc:K"},
		{"board=trunc:9", "board", "from 1 to 8"},
		{"board=trunc:3+reverse", "board", "expected trunc:K"},
		{"order=white,gray", "order", "each once"},
		{"order=white,gray,gray", "order", "gray twice"},
		{"order=white,gray,red", "order", `player "red"`},
		{"white=nobody", "white", "unknown Trunc strategy"},
		{"gray=solver", "gray", "at most 10 cells"},
		{"black=moves:", "black", "empty"},
		{"think=forever", "think", "such as 2s"},
		{"think=-1s", "think", "from 0 to 1m0s"},
		{"think=2h", "think", "from 0 to 1m0s"},
		{"seed=-3", "seed", "expected a number"},
		{"moves=0,0,0;0,0,0", "moves", "move 2 (0,0,0): cell 0,0,0 is already white"},
		{"moves=0,0,1", "moves", "not a lattice point"},
		{"moves=4,4,4", "moves", "off the trunc:3 board"},
		{"moves=0,0,0=gray", "moves", "the variant rule is off"},
		{"board=trunc:1&moves=0,0,0;1,1,1;1,-1,1;1,1,-1", "moves", "the game is over"},
		{"colour=white", "colour", "unknown parameter; known ones are board, order"},
		{"board=trunc:2&board=trunc:3", "board", "given 2 times"},
		{"board=trunc:2&moves=0,0,0&at=2", "at", "from 0 to 1"},
		{"board=trunc:2&slice=w", "slice", "expected none, x, y or z"},
		{"explode=9", "explode", "from 0 to"},
		{"board=trunc:2&at=x", "at", "from 0 to 0"},
	} {
		q, err := ParseQuery(tc.query)
		if err == nil {
			_, err = Parse(q)
		}
		var pe *ParamError
		if !errors.As(err, &pe) || pe.Param != tc.param || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one about %s saying %q", tc.query, err, tc.param, tc.want)
		}
	}
	if _, err := ParseQuery("moves=%zz"); err == nil || !strings.Contains(err.Error(), "moves") {
		t.Errorf("a bad escape: %v", err)
	}
}

func TestParseQueryRandomSeed(t *testing.T) {
	a, _ := Parse(url.Values{})
	b, _ := Parse(url.Values{})
	if a.Seed == b.Seed {
		t.Errorf("two pages without a seed got the same seed %d", a.Seed)
	}
}

func TestParseQuerySolverOnTrunc1(t *testing.T) {
	q := url.Values{"board": {"trunc:1"}, "gray": {"solver"}, "black": {"solver"}}
	if _, err := Parse(q); err != nil {
		t.Errorf("solver on trunc:1: %v", err)
	}
}
