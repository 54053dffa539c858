package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies"
)

func TestStrategies(t *testing.T) {
	var got []strategyInfo
	if err := json.Unmarshal([]byte(mustRun(t, "strategies", "--json")), &got); err != nil {
		t.Fatal(err)
	}
	catalog := strategies.Catalog()
	if len(got) != len(catalog) {
		t.Fatalf("%d strategies listed, the catalogue has %d", len(got), len(catalog))
	}
	text := mustRun(t, "strategies")
	for i, info := range catalog {
		if got[i].Name != info.Name || got[i].Description != info.Description || got[i].Boards != info.Boards {
			t.Errorf("entry %d: %+v, want %+v", i, got[i], info)
		}
		if !strings.Contains(text, info.Name) || !strings.Contains(text, info.Description) || !strings.Contains(text, info.Boards) {
			t.Errorf("text does not describe %s:\n%s", info.Name, text)
		}
	}
}

// --board lists the players meant for a board with the colours they play
// there, and --colour keeps those of one colour.
func TestStrategiesForBoard(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want map[string]string // name -> colours; names not listed must be absent
	}{
		{[]string{"--board", "hex:4x7"}, map[string]string{"random": "red,blue", "mcts": "red,blue", "gardner": "blue", "htp:COMMAND": "red,blue"}},
		{[]string{"--board", "hex:7x4", "--colour", "blue"}, map[string]string{"random": "red,blue", "mc": "red,blue"}},
		{[]string{"--board", "cyl:5x9"}, map[string]string{"vandenbroek": "red", "fitzgerald": "red"}},
		{[]string{"--board", "cyl:5x9", "--colour", "blue"}, map[string]string{"mcts": "red,blue"}},
		{[]string{"--board", "cyl:3x6", "--colour", "red"}, map[string]string{"3xn": "red"}},
		{[]string{"--board", "cyl:6x3", "--colour", "red"}, map[string]string{"alpern-beck": "red", "gardner": "red"}},
		{[]string{"--board", "hex:4x4+reverse"}, map[string]string{"rex-pairing": "red,blue", "rex-opening": "red,blue"}},
	} {
		var got []strategyInfo
		if err := json.Unmarshal([]byte(mustRun(t, append([]string{"strategies", "--json"}, tt.args...)...)), &got); err != nil {
			t.Fatal(err)
		}
		listed := map[string]string{}
		for _, s := range got {
			listed[s.Name] = strings.Join(s.Plays, ",")
		}
		for name, colours := range tt.want {
			if listed[name] != colours {
				t.Errorf("%v: %s plays %q, want %q", tt.args, name, listed[name], colours)
			}
		}
		absent := map[string][]string{"hex:4x7": {"alpern-beck", "3xn", "vandenbroek"}, "hex:7x4": {"gardner"}, "cyl:5x9": {"3xn", "htp:COMMAND", "rex-pairing", "gardner"}, "hex:4x4+reverse": {"gardner", "htp:COMMAND"}}
		board := tt.args[1]
		names := absent[board]
		if board == "cyl:5x9" && len(tt.args) > 2 {
			names = append(names, "vandenbroek", "fitzgerald")
		}
		for _, name := range names {
			if _, ok := listed[name]; ok {
				t.Errorf("%v lists %s", tt.args, name)
			}
		}
		text := mustRun(t, append([]string{"strategies"}, tt.args...)...)
		if !strings.HasPrefix(text, "NAME") || !strings.Contains(text, "PLAYS") {
			t.Errorf("%v: the table has no PLAYS column:\n%s", tt.args, text)
		}
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--colour", "red"}, `--colour "red" needs --board`},
		{[]string{"--board", "hex:4x4", "--colour", "green"}, `--colour "green": expected red or blue`},
		{[]string{"--board", "hex:0x4"}, `--board "hex:0x4"`},
	} {
		_, errOut, code := hexlab(append([]string{"strategies"}, tt.args...)...)
		if code != exitUsage || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
}

// A player asked to play a colour it does not play on the board is refused
// before the game, naming the flag, the colour and the board.
func TestWrongColourRefused(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--board", "hex:4x7", "--red", "gardner"}, `--red "gardner": gardner plays blue on hex:4x7 (Algorithm 4.1.1`},
		{[]string{"play", "--board", "hex:7x4", "--blue", "gardner"}, `--blue "gardner": gardner plays red on hex:7x4 (Algorithm 4.1.2`},
		{[]string{"play", "--board", "cyl:5x9", "--blue", "vandenbroek"}, `--blue "vandenbroek": vandenbroek plays red (the end-to-end player) on cyl:5x9, not blue`},
		{[]string{"arena", "--board", "cyl:5x9", "--red", "mc", "--blue", "fitzgerald", "--games", "1"}, `--blue "fitzgerald": fitzgerald plays red (the end-to-end player) on cyl:5x9, not blue`},
		{[]string{"arena", "--board", "cyl:3x5", "--red", "random", "--blue", "3xn", "--games", "1"}, `3xn plays red (the end-to-end player) on cyl:3x5, not blue`},
		{[]string{"move", "--board", "cyl:4x5", "--moves", "a1", "--player", "alpern-beck"}, `--player "alpern-beck": alpern-beck plays red (the end-to-end player) on cyl:4x5, not blue`},
		{[]string{"play", "--board", "cyl:5x9", "--red", "htp:nosuchengine"}, `--red "htp:nosuchengine": board cyl:5x9: an HTP engine plays planar Hex`},
	} {
		_, errOut, code := hexlab(tt.args...)
		if code != exitUsage || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
	// The colour it does play is accepted.
	mustRun(t, "play", "--board", "hex:4x7", "--blue", "gardner")
	mustRun(t, "move", "--board", "cyl:4x5", "--first", "blue", "--moves", "a1", "--player", "alpern-beck")
}
