package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The players offered and accepted for a colour are those that play that
// colour on the board: a strategy for one colour is refused for the other,
// with a message naming the colour and the board.
func TestPlayersByColour(t *testing.T) {
	for _, tt := range []struct {
		board, name string
		player      core.Player
		ok          bool
		want        string // in the refusal
	}{
		{"hex:4x7", "gardner", core.Blue, true, ""},
		{"hex:4x7", "gardner", core.Red, false, "gardner plays blue on hex:4x7"},
		{"hex:7x4", "gardner", core.Red, true, ""},
		{"cyl:5x9", "vandenbroek", core.Red, true, ""},
		{"cyl:5x9", "vandenbroek", core.Blue, false, "plays red (the end-to-end player) on cyl:5x9, not blue"},
		{"cyl:3x6", "3xn", core.Blue, false, "on cyl:3x6, not blue"},
		{"cyl:4x4", "alpern-beck", core.Blue, false, "on cyl:4x4, not blue"},
		{"cyl:4x4", "mcts", core.Blue, true, ""},
		{"hex:5x5", "htp:nosuchengine", core.Blue, false, "external engines (htp:COMMAND) are for the command line"},
	} {
		spec, err := core.ParseSpec(tt.board)
		if err != nil {
			t.Fatal(err)
		}
		offered := slices.Contains(Fitting(spec, tt.player), tt.name)
		if offered != tt.ok {
			t.Errorf("%s for %v on %s: offered %v, want %v", tt.name, tt.player, tt.board, offered, tt.ok)
		}
		query := "board=" + tt.board + "&" + tt.player.String() + "=" + tt.name
		v, err := ParseQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Parse(v)
		if (err == nil) != tt.ok {
			t.Errorf("Parse(%q): %v, want ok=%v", query, err, tt.ok)
		}
		if err != nil && !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): %q does not say %q", query, err, tt.want)
		}
	}
}

// A hint for the human comes from a strategy that plays the human's
// colour: not from the opponent's one-colour strategy.
func TestHintBotColour(t *testing.T) {
	cfg := parse(t, "board=cyl:5x9&red=vandenbroek")
	if got := HintBot(cfg, core.Blue); got == "vandenbroek" || got == "fitzgerald" {
		t.Errorf("the hint for Blue on cyl:5x9 comes from %s, which plays Red only", got)
	}
	if got := HintBot(parse(t, "board=cyl:5x9&blue=mcts"), core.Red); got != "mcts" {
		t.Errorf("the hint for Red against mcts comes from %s, want mcts", got)
	}
	if got := HintBot(parse(t, "board=hex:4x7"), core.Blue); got != "gardner" {
		t.Errorf("the hint for Blue on hex:4x7 comes from %s, want gardner (Algorithm 4.1.1)", got)
	}
	if got := HintBot(parse(t, "board=hex:4x7"), core.Red); got == "gardner" {
		t.Error("the hint for Red on hex:4x7 comes from gardner, which plays Blue there")
	}
}
