package session

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

func TestLoadFileSGFAndJSON(t *testing.T) {
	src := start(t, "board=cyl:5x6+reverse&first=blue&moves=c2,b4,d3")
	for name, data := range map[string]string{"SGF": src.SGF(), "JSON": src.RecordJSON()} {
		s := start(t, "board=hex:3x3&blue=random&view=rhombus")
		if err := s.LoadFile([]byte("\n" + data + "\n")); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got, want := s.Record(), src.Record(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: loaded %+v, want %+v", name, got, want)
		}
		if c := s.Config(); c.Blue != Human || c.View.Kind != ViewStrip {
			t.Errorf("%s: config after load %+v", name, c)
		}
	}
	// HexGui's own SGF.
	s := start(t, "")
	if err := s.LoadFile([]byte("(;FF[4]GM[11]SZ[11];B[f6];W[swap-pieces];B[e7])")); err != nil {
		t.Fatal(err)
	}
	if q := s.Query(); q.Get("board") != "hex:11x11" || q.Get("moves") != "f6,swap,e7" || q.Get("swap") != "1" {
		t.Errorf("HexGui SGF: %v", q)
	}
}

func TestLoadBrokenChangesNothing(t *testing.T) {
	s := start(t, "board=hex:5x5&moves=c3&seed=2")
	before := stateOf(s)
	gen := s.Generation()
	cases := map[string]string{
		"":                                "empty",
		"hello":                           "not a game record",
		"(;FF[4]GM[11]SZ[5];B[c3];B[c4])": "SGF",
		"(;FF[4]GM[11]SZ[5];B[zz9])":      "SGF",
		"(;FF[4":                          "SGF",
		`{"board":"hex:3x3","moves":[{"player":"red","cell":"a1"},{"player":"red","cell":"a2"}]}`: "JSON",
		`{"board":"hex:0x3"}`:              "JSON",
		`{"board":`:                        "JSON",
		strings.Repeat(" ", MaxFileSize+1): "at most",
	}
	for data, says := range cases {
		err := s.LoadFile([]byte(data))
		if err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("LoadFile(%.40q) = %v, want an error saying %q", data, err, says)
		}
	}
	if err := s.Load(core.Record{Board: "hex:3x3", Moves: []core.RecordMove{{Player: "blue", Cell: "a1"}}}); err == nil {
		t.Errorf("Load of a move out of turn was accepted")
	}
	if got := stateOf(s); !reflect.DeepEqual(got, before) || s.Generation() != gen {
		t.Errorf("a failed import changed the session:\n%+v\n%+v", got, before)
	}
}

// An imported game brings its own players: humans, unless the SGF names our bots. The bot of
// the previous game never plays into it.
func TestLoadSetsTheFilesPlayers(t *testing.T) {
	s := start(t, "board=hex:3x3&red=random&blue=random")
	if err := s.LoadFile([]byte(`{"board":"torus:3x3","first":"red","moves":[],"winner":"none"}`)); err != nil {
		t.Fatal(err)
	}
	if c := s.Config(); c.Red != Human || c.Blue != Human || c.View.Kind != ViewPeriodic {
		t.Errorf("after a JSON record: config %+v", c)
	}
	if s.Thinks() {
		t.Error("a bot thinks in the imported game")
	}
	if err := s.LoadFile([]byte("(;FF[4]GM[11]SZ[5]PB[mcts]PW[MoHex 2.0];B[c3])")); err != nil {
		t.Fatal(err)
	}
	if c := s.Config(); c.Red != "mcts" || c.Blue != Human {
		t.Errorf("after an SGF naming mcts and MoHex: red %q blue %q", c.Red, c.Blue)
	}
}

// A resigned game keeps its resignation through both exports and an import.
func TestLoadKeepsResignation(t *testing.T) {
	src := start(t, "board=hex:5x5&moves=c3,c2&resigned=red")
	for name, data := range map[string]string{"SGF": src.SGF(), "JSON": src.RecordJSON()} {
		s := start(t, "board=hex:3x3")
		if err := s.LoadFile([]byte(data)); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, data)
		}
		if s.Resigned() != core.Red || !s.Over() || s.Winner() != core.Blue {
			t.Errorf("%s: resigned %v over %v winner %v\n%s", name, s.Resigned(), s.Over(), s.Winner(), data)
		}
		if r := s.Record(); r.Resigned != "red" || r.Winner != "blue" {
			t.Errorf("%s: record %+v", name, r)
		}
	}
}
