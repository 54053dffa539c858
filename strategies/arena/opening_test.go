package arena

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// An arena with an opening plays it first in every game, for each first player: the games'
// moves start with it, the players' moves and times leave it out, and the JSON keeps it and
// reads it back.
func TestOpening(t *testing.T) {
	b := core.MustBoard("hex:4x4")
	opening, err := core.ParseMoveList(b, "b2,c3")
	if err != nil {
		t.Fatal(err)
	}
	c := Config{Spec: b.Spec(), Red: "mc", Blue: "random", Games: 4, First: both(), Seed: 7, Opening: opening}
	r := mustRun(t, c)
	for _, g := range r.Games {
		if !slices.Equal(g.Moves[:2], opening) || g.Opening != 2 {
			t.Fatalf("game %v/%d: moves %s, opening %d", g.First, g.Index, core.FormatMoveList(b, g.Moves), g.Opening)
		}
		// mc labels every move it makes; the opening's b2 or c3, Red's, is not one of them.
		labelled := 0
		for _, k := range g.Player(core.Red).Rules {
			labelled += k
		}
		redMoves := 0
		for i := range g.Moves[2:] {
			if (i%2 == 0) == (g.First == core.Red) {
				redMoves++
			}
		}
		if labelled != redMoves || g.MovesBy(core.Red) != redMoves || g.MovesBy(core.Red)+g.MovesBy(core.Blue) != len(g.Moves)-2 {
			t.Errorf("game %v/%d (%s): %d labelled moves, MovesBy %d and %d, Red moved %d times after the opening",
				g.First, g.Index, core.FormatMoveList(b, g.Moves), labelled, g.MovesBy(core.Red), g.MovesBy(core.Blue), redMoves)
		}
	}
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"opening":"b2,c3"`) {
		t.Errorf("JSON without the opening: %.300s", buf.String())
	}
	back, err := ReadJSON(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Config.Opening, opening) || !reflect.DeepEqual(back.Summaries(), r.Summaries()) || back.Games[3].Opening != 2 {
		t.Errorf("read back: opening %v, summaries %+v", back.Config.Opening, back.Summaries())
	}
	var table bytes.Buffer
	if err := r.WriteTable(&table); err != nil || !strings.Contains(table.String(), "every game opens b2,c3 (2 moves)") {
		t.Errorf("table: %v\n%s", err, table.String())
	}
	// A game of the file that does not start with the opening is refused.
	other := strings.Replace(buf.String(), `"opening":"b2,c3"`, `"opening":"c3,b2"`, 1)
	if _, err := ReadJSON([]byte(other)); err == nil || !strings.Contains(err.Error(), "do not start with the arena's opening") {
		t.Errorf("a game that does not start with the opening: %v", err)
	}
}

// Openings that cannot be played, or leave nothing to play, are refused, by Run and in a file.
func TestOpeningRefused(t *testing.T) {
	for _, tc := range []struct {
		board, moves string
		first        []core.Player
		swap         bool
		want         string
	}{
		{"hex:4x4", "b2,b2", both(), false, "with red first: move 2 (b2)"},
		{"hex:4x4", "b2,swap", both(), false, "with red first: move 2 (swap)"},
		{"hex:4x4", "b2,c3,swap", both(), true, "with red first: move 3 (swap)"},
		// a1 a2 a3 joins Red's edges, not Blue's: with Red first the game is over.
		{"hex:3x3", "a1,b1,a2,b2,a3", both(), false, "with red first: the game is over after it"},
		{"hex:3x3", "a1,b1,a2,b2,a3", []core.Player{core.Blue}, false, ""},
	} {
		b := core.MustBoard(tc.board)
		moves, err := core.ParseMoveList(b, tc.moves)
		if err != nil {
			t.Fatal(err)
		}
		c := Config{Spec: b.Spec(), Red: "random", Blue: "random", Games: 1, First: tc.first, Seed: 1, Opening: moves, Swap: tc.swap}
		_, err = Run(c)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s on %s: %v", tc.moves, tc.board, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), "opening: "+tc.want) {
			t.Errorf("%s on %s: %v, want %q", tc.moves, tc.board, err, tc.want)
		}
		good := mustRun(t, Config{Spec: b.Spec(), Red: "random", Blue: "random", Games: 1, First: tc.first, Seed: 1, Swap: tc.swap})
		text := strings.Replace(mustJSON(t, good), `"seed":1,`, `"seed":1,"opening":"`+tc.moves+`",`, 1)
		if _, err := ReadJSON([]byte(text)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("a file with the opening %s on %s: %v", tc.moves, tc.board, err)
		}
	}
}
