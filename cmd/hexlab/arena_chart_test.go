package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies/arena"
)

// The chart's axes that count games mark whole games only (a run of 3 games a side drew
// "2.50" games on the game-length histogram); the rule panel's uses per game are means, and
// may be fractions.
func TestArenaChartCountsWholeGames(t *testing.T) {
	for _, games := range []string{"1", "3", "7", "40"} {
		js := filepath.Join(t.TempDir(), "r.json")
		mustRun(t, "arena", "--board", "hex:3x3", "--red", "random", "--blue", "random", "--games", games, "--json", js, "--quiet")
		data, err := os.ReadFile(js)
		if err != nil {
			t.Fatal(err)
		}
		r, err := arena.ReadJSON(data)
		if err != nil {
			t.Fatal(err)
		}
		panels, err := resultPanels(r)
		if err != nil {
			t.Fatal(err)
		}
		counted := 0
		for _, p := range panels {
			if p.Y.Label.Text != "games won" && p.Y.Label.Text != "games" {
				continue
			}
			counted++
			for _, tick := range p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max) {
				if _, err := strconv.Atoi(tick.Label); tick.Label != "" && err != nil {
					t.Errorf("%s games a side: the %q axis marks %q", games, p.Y.Label.Text, tick.Label)
				}
			}
		}
		if counted != 2 {
			t.Errorf("%s games a side: %d panels count games, want 2 (wins, lengths)", games, counted)
		}
	}
}

// integerTicks marks whole numbers a round step apart, at most about ten of them.
func TestIntegerTicks(t *testing.T) {
	for _, c := range []struct {
		lo, hi float64
		want   string
	}{
		{0, 2.6, "0 1 2"},
		{0, 4.2, "0 1 2 3 4"},
		{0, 14, "0 2 4 6 8 10 12 14"},
		{0, 56, "0 10 20 30 40 50"},
		{0.5, 9.5, "1 2 3 4 5 6 7 8 9"},
		{3, 140, "20 40 60 80 100 120 140"},
	} {
		var got []string
		for _, tick := range (integerTicks{}).Ticks(c.lo, c.hi) {
			got = append(got, tick.Label)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%v to %v: %v, want %s", c.lo, c.hi, got, c.want)
		}
	}
}
