package strategies

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// The colours each strategy plays, board by board: "red", "blue", both,
// or none.
func TestColours(t *testing.T) {
	for _, tt := range []struct{ name, spec, want string }{
		{"random", "torus:4x5+reverse", "red blue"},
		{"mc", "cyl:5x9", "red blue"},
		{"mcts", "hex:11x11", "red blue"},
		{"gardner", "hex:4x5", "blue"},
		{"gardner", "hex:5x4", "red"},
		{"gardner", "hex:5x5", ""},
		{"gardner", "cyl:5x4", "red"},
		{"gardner", "cyl:4x5", ""},
		{"gardner", "torus:3x5", "blue"},
		{"alpern-beck", "cyl:4x7", "red"},
		{"alpern-beck", "torus:6x3", "red"},
		{"alpern-beck", "cyl:5x7", ""},
		{"alpern-beck", "hex:4x4", ""},
		{"3xn", "cyl:3x9", "red"},
		{"3xn", "torus:3x4", "red"},
		{"3xn", "cyl:5x5", ""},
		{"vandenbroek", "cyl:5x9", "red"},
		{"vandenbroek", "cyl:5x9+reverse", ""},
		{"fitzgerald", "cyl:5x4", "red"},
		{"fitzgerald", "hex:5x4", ""},
		{"rex-pairing", "hex:4x4+reverse", "red blue"},
		{"rex-pairing", "hex:4x4", ""},
		{"rex-opening", "hex:7x7+reverse", "red blue"},
		{"moves:LIST", "cyl:3x3", "red blue"},
	} {
		info, err := Lookup(tt.name)
		if err != nil {
			t.Fatal(err)
		}
		spec, err := core.ParseSpec(tt.spec)
		if err != nil {
			t.Fatal(err)
		}
		players, err := info.Colours(spec)
		var names []string
		for _, p := range players {
			names = append(names, p.String())
		}
		if got := strings.Join(names, " "); got != tt.want {
			t.Errorf("%s on %s plays %q, want %q", tt.name, tt.spec, got, tt.want)
		}
		if (err == nil) != (tt.want != "") {
			t.Errorf("%s on %s: error %v with colours %q", tt.name, tt.spec, err, tt.want)
		}
		if err != nil && !strings.Contains(err.Error(), spec.String()) {
			t.Errorf("%s on %s: the refusal %q does not name the board", tt.name, tt.spec, err)
		}
	}
}

// Fits and the bots agree: on every board of a list and for each colour,
// a bot moves when Fits accepts it and refuses when Fits does not, so that
// a player Fits lets through never fails on its first move.
func TestFitsAgreesWithChoose(t *testing.T) {
	boards := []string{"hex:4x5", "hex:5x4", "hex:4x4", "cyl:4x3", "cyl:3x5", "cyl:5x4",
		"torus:4x5", "torus:3x4", "hex:3x3+reverse", "cyl:5x3+reverse"}
	for _, info := range Catalog() {
		if info.Family {
			continue // families: scripted moves fit every board; htp has its own tests
		}
		for _, board := range boards {
			spec, _ := core.ParseSpec(board)
			for _, p := range []core.Player{core.Red, core.Blue} {
				name := fmt.Sprintf("%s/%s/%v", info.Name, board, p)
				fits := info.Fits(spec, p)
				if fits != nil && !strings.Contains(fits.Error(), board) {
					t.Errorf("%s: the refusal %q does not name the board", name, fits)
				}
				if fits != nil && info.Fits(spec, p.Opponent()) == nil && !strings.Contains(fits.Error(), "not "+p.String()) {
					t.Errorf("%s: the refusal %q does not name the colour", name, fits)
				}
				bot, err := Build(info.Name, Settings{Seed: 1, Think: 20 * time.Millisecond})
				if err != nil {
					t.Fatal(err)
				}
				g, _ := core.NewGame(spec, core.Options{First: p})
				c, err := bot.Choose(g)
				switch {
				case fits == nil && err != nil:
					t.Errorf("%s: Fits accepts, Choose fails: %v", name, err)
				case fits == nil && g.Legal(c.Move) != nil:
					t.Errorf("%s: illegal move %v", name, c.Move)
				case fits != nil && err == nil:
					t.Errorf("%s: Fits refuses (%v), Choose moves", name, fits)
				}
			}
		}
	}
}
