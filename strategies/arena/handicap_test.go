package arena

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

func TestParseHandicap(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Handicap
		bad  bool
	}{
		{"", Handicap{}, false},
		{"blue:6", Handicap{Blue: 6}, false},
		{"red:1", Handicap{Red: 1}, false},
		{"red:2,blue:3", Handicap{Red: 2, Blue: 3}, false},
		{"red:2,red:3", Handicap{}, true},
		{"red:2,", Handicap{}, true},
		{"red:2,blue:0", Handicap{}, true},
		{"blue", Handicap{}, true},
		{"green:2", Handicap{}, true},
		{"blue:0", Handicap{}, true},
		{"blue:-3", Handicap{}, true},
		{"blue:x", Handicap{}, true},
		{"blue:6:7", Handicap{}, true},
	} {
		got, err := ParseHandicap(tc.text)
		if (err != nil) != tc.bad || got != tc.want {
			t.Errorf("%q: %+v, %v", tc.text, got, err)
		}
		if err == nil && got.String() != tc.text {
			t.Errorf("%q: String %q", tc.text, got.String())
		}
	}
	// Read in any order, written Red first.
	if got, err := ParseHandicap("blue:3,red:2"); err != nil || got != (Handicap{Red: 2, Blue: 3}) || got.String() != "red:2,blue:3" {
		t.Errorf("blue:3,red:2: %+v (%q), %v", got, got.String(), err)
	}
}

// A handicap's stones are as many of each player's as asked, on distinct cells drawn from
// the seed alone (the same seed, the same stones; other seeds, others), and never a finished
// game; more stones than the board holds is an error.
func TestHandicapSetup(t *testing.T) {
	for _, tc := range []struct {
		board string
		h     Handicap
	}{
		{"cyl:7x7", Handicap{Blue: 6}},
		{"hex:3x3", Handicap{Red: 5}}, // many draws of five complete a column: redrawn
		{"torus:4x4", Handicap{Blue: 7}},
		{"hex:11x11", Handicap{Red: 2, Blue: 2}},
		{"hex:3x3", Handicap{Red: 3, Blue: 3}}, // some draws complete a row or column: redrawn
		{"cyl:4x6", Handicap{Red: 1, Blue: 4}},
	} {
		b := core.MustBoard(tc.board)
		seen := map[string]bool{}
		for seed := range uint64(40) {
			stones, err := tc.h.Setup(b, seed)
			if err != nil {
				t.Fatalf("%s %v seed %d: %v", tc.board, tc.h, seed, err)
			}
			again, _ := tc.h.Setup(b, seed)
			if !slices.Equal(stones, again) || len(stones) != tc.h.Stones() {
				t.Fatalf("%s seed %d: %v, then %v", tc.board, seed, stones, again)
			}
			g, err := core.NewGame(b.Spec(), core.Options{Setup: stones})
			if err != nil || g.Over() {
				t.Fatalf("%s seed %d: %v: %v, over %v", tc.board, seed, stones, err, g != nil && g.Over())
			}
			count := map[core.Player]int{}
			for _, s := range stones {
				count[s.Player]++
			}
			if count[core.Red] != tc.h.Red || count[core.Blue] != tc.h.Blue {
				t.Fatalf("%s seed %d: %v: %v", tc.board, seed, tc.h, stones)
			}
			seen[core.FormatSetup(b, stones)] = true
		}
		if len(seen) < 20 {
			t.Errorf("%s %v: %d setups in 40 seeds", tc.board, tc.h, len(seen))
		}
	}
	b := core.MustBoard("hex:3x3")
	for _, h := range []Handicap{{Blue: 9}, {Red: 5, Blue: 4}, {Red: -1, Blue: 2}} {
		if _, err := h.Setup(b, 1); err == nil {
			t.Errorf("%+v on hex:3x3: no error", h)
		}
	}
	// Eight of nine cells always complete a row or column: no draw is a game to play.
	if _, err := (Handicap{Blue: 8}).Setup(b, 1); err == nil {
		t.Error("8 stones on hex:3x3: no error")
	}
}

// An arena with a handicap starts each game from its seed's stones, the same for both first
// players and for the players exchanged; each game is `hexlab play --setup`'s (the same moves
// from the same stones and seed), and the JSON keeps the stones and reads them back.
func TestHandicapArena(t *testing.T) {
	for _, tc := range []struct {
		h     Handicap
		table string
	}{
		{Handicap{Blue: 3}, "handicap: blue starts every game with 3 stones"},
		{Handicap{Red: 2, Blue: 2}, "handicap: every game starts with 2 red and 2 blue stones"},
	} {
		t.Run(tc.h.String(), func(t *testing.T) { testHandicapArena(t, tc.h, tc.table) })
	}
}

func testHandicapArena(t *testing.T, h Handicap, tableLine string) {
	b := core.MustBoard("cyl:5x5")
	c := Config{Spec: b.Spec(), Red: "mc", Blue: "random", Games: 3, First: both(), Seed: 11, Handicap: h}
	r := mustRun(t, c)
	swapped := c
	swapped.Red, swapped.Blue = c.Blue, c.Red
	rs := mustRun(t, swapped)
	for i, g := range r.Games {
		want, _ := h.Setup(b, g.Seed)
		if !slices.Equal(g.Setup, want) || !slices.Equal(rs.Games[i].Setup, want) {
			t.Fatalf("game %v/%d: setup %v and, players exchanged, %v; want %v", g.First, g.Index, g.Setup, rs.Games[i].Setup, want)
		}
		// The game `hexlab play` plays from the setup with the same seed.
		game, err := core.NewGame(b.Spec(), core.Options{First: g.First, Setup: g.Setup})
		if err != nil {
			t.Fatal(err)
		}
		red, _ := strategies.Build("mc", strategies.Settings{Seed: strategies.SeedFor(g.Seed, core.Red)})
		blue, _ := strategies.Build("random", strategies.Settings{Seed: strategies.SeedFor(g.Seed, core.Blue)})
		if err := strategies.PlayOut(game, red, blue); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(game.Moves(), g.Moves) || game.Winner() != g.Winner {
			t.Errorf("game %v/%d: %s, played alone %s", g.First, g.Index, core.FormatMoveList(b, g.Moves), core.FormatMoveList(b, game.Moves()))
		}
	}
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"handicap":"`+h.String()+`"`) || !strings.Contains(buf.String(), `"setup":"`+core.FormatSetup(b, r.Games[0].Setup)+`"`) {
		t.Errorf("JSON without the handicap: %.400s", buf.String())
	}
	back, err := ReadJSON(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if back.Config.Handicap != h || !reflect.DeepEqual(back.Summaries(), r.Summaries()) || !slices.Equal(back.Games[4].Setup, r.Games[4].Setup) {
		t.Errorf("read back: handicap %v, summaries %+v", back.Config.Handicap, back.Summaries())
	}
	var table bytes.Buffer
	if err := r.WriteTable(&table); err != nil || !strings.Contains(table.String(), tableLine) {
		t.Errorf("table: %v\n%s", err, table.String())
	}
	// A game whose stones are not its seed's, or a file without the handicap, is refused.
	first := r.Games[0].Setup
	other := strings.Replace(buf.String(), `"setup":"`+core.FormatSetup(b, first)+`"`, `"setup":"blue:a1"`, 1)
	if _, err := ReadJSON([]byte(other)); err == nil || !strings.Contains(err.Error(), "handicap") {
		t.Errorf("a game with other stones: %v", err)
	}
	if _, err := ReadJSON([]byte(strings.Replace(buf.String(), `"handicap":"`+h.String()+`",`, "", 1))); err == nil {
		t.Error("games with stones in a file without a handicap: no error")
	}
	// Not with the swap rule, an opening, or more stones than cells.
	for _, bad := range []Config{
		{Spec: core.MustBoard("hex:4x4").Spec(), Red: "random", Blue: "random", Games: 1, First: both(), Swap: true, Handicap: h},
		{Spec: b.Spec(), Red: "random", Blue: "random", Games: 1, First: both(), Opening: []core.Move{core.CellMove(0)}, Handicap: h},
		{Spec: b.Spec(), Red: "random", Blue: "random", Games: 1, First: both(), Handicap: Handicap{Blue: 25}},
	} {
		if _, err := Run(bad); err == nil || !strings.Contains(err.Error(), "handicap") {
			t.Errorf("%+v: %v", bad.Handicap, err)
		}
	}
}

// ParseHandicap never panics, and what it reads it writes back in a form it reads the same.
func FuzzParseHandicap(f *testing.F) {
	for _, s := range []string{"", "blue:6", "red:2,blue:2", "blue:3,red:1", "red:2,red:3", ",", "red:", ":4", "blue:99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseHandicap(text)
		if err != nil {
			if !h.None() {
				t.Fatalf("%q: %v with the error %v", text, h, err)
			}
			return
		}
		if h.Red < 0 || h.Blue < 0 || (text != "" && h.None()) {
			t.Fatalf("%q: %+v", text, h)
		}
		back, err := ParseHandicap(h.String())
		if err != nil || back != h {
			t.Fatalf("%q: %+v written %q, read back %+v, %v", text, h, h.String(), back, err)
		}
	})
}
