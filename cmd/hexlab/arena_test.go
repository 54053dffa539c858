package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/arena"
)

// The same command prints the same table, whatever --jobs is.
func TestArenaIsReproducible(t *testing.T) {
	args := []string{"arena", "--board", "cyl:5x5", "--red", "vandenbroek", "--blue", "random", "--games", "8", "--seed", "21"}
	first := mustRun(t, append(args, "--jobs", "1")...)
	for _, jobs := range []string{"1", "2", "5"} {
		if again := mustRun(t, append(args, "--jobs", jobs)...); again != first {
			t.Errorf("--jobs %s prints\n%s\nbut --jobs 1 printed\n%s", jobs, again, first)
		}
	}
	if !strings.HasPrefix(first, "arena: cyl:5x5, red vandenbroek, blue random, red and blue first, 8 games each, seeds 21 to 28\n") {
		t.Errorf("table starts\n%s", first)
	}
}

// Every game of the arena is the game `hexlab play` plays with its seed:
// the JSON's games replayed one by one through `play --json` have the same
// moves, winner and path, and the table's tallies count them.
func TestArenaGamesAreHexlabPlayGames(t *testing.T) {
	out := mustRun(t, "arena", "--board", "hex:5x5", "--red", "mc", "--blue", "random", "--games", "3", "--seed", "100", "--json", "-")
	r, err := arena.ReadJSON([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	b := core.MustBoard("hex:5x5")
	wins := map[string]int{}
	for _, g := range r.Games {
		rec, _ := playRecord(t, "--board", "hex:5x5", "--red", "mc", "--blue", "random",
			"--first", g.First.String(), "--seed", fmt.Sprint(g.Seed))
		var cells []string
		mcMoves := 0
		for _, m := range rec.Moves {
			cells = append(cells, m.Cell)
			if m.Rule == "4" {
				mcMoves++
			}
		}
		if got := core.FormatMoveList(b, g.Moves); got != strings.Join(cells, ",") {
			t.Errorf("game %v/%d: arena %s, play %s", g.First, g.Index, got, strings.Join(cells, ","))
		}
		if g.Winner.String() != rec.Winner || g.Path != len(rec.Winning) || g.Player(core.Red).Rules["4"] != mcMoves {
			t.Errorf("game %v/%d: arena %v path %d rules %v; play %s path %d, %d mc moves", g.First, g.Index,
				g.Winner, g.Path, g.Player(core.Red).Rules, rec.Winner, len(rec.Winning), mcMoves)
		}
		wins[g.First.String()+" "+rec.Winner]++
	}
	var raw struct {
		Summaries []struct {
			First    string `json:"first"`
			RedWins  int    `json:"redWins"`
			BlueWins int    `json:"blueWins"`
		} `json:"summaries"`
	}
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatal(err)
	}
	for _, s := range raw.Summaries[:2] {
		if s.RedWins != wins[s.First+" red"] || s.BlueWins != wins[s.First+" blue"] {
			t.Errorf("%s first: %d/%d wins, replays %v", s.First, s.RedWins, s.BlueWins, wins)
		}
	}
}

// With --opening, every game of the arena is the game `hexlab play --opening` plays with its
// seed, and starts with the opening.
func TestArenaOpeningGamesAreHexlabPlayGames(t *testing.T) {
	out := mustRun(t, "arena", "--board", "hex:5x5", "--red", "mc", "--blue", "random", "--games", "2", "--seed", "40",
		"--opening", "c3,swap,b4", "--swap", "--json", "-")
	r, err := arena.ReadJSON([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	b := core.MustBoard("hex:5x5")
	for _, g := range r.Games {
		got := core.FormatMoveList(b, g.Moves)
		rec, _ := playRecord(t, "--board", "hex:5x5", "--red", "mc", "--blue", "random", "--swap", "--opening", "c3,swap,b4",
			"--first", g.First.String(), "--seed", fmt.Sprint(g.Seed))
		var cells []string
		for _, m := range rec.Moves {
			cells = append(cells, m.Cell)
		}
		if !strings.HasPrefix(got, "c3,swap,b4,") || got != strings.Join(cells, ",") || g.Winner.String() != rec.Winner {
			t.Errorf("game %v/%d: arena %s (%v), play %s (%s)", g.First, g.Index, got, g.Winner, strings.Join(cells, ","), rec.Winner)
		}
	}
}

// With --handicap, every game of the arena is the game `hexlab play --setup` plays with its
// seed and the game's stones, the same stones for both first players.
func TestArenaHandicapGamesAreHexlabPlayGames(t *testing.T) {
	out := mustRun(t, "arena", "--board", "cyl:5x5", "--red", "mc", "--blue", "random", "--games", "2", "--seed", "40",
		"--handicap", "blue:4", "--json", "-")
	r, err := arena.ReadJSON([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	b := core.MustBoard("cyl:5x5")
	for i, g := range r.Games {
		setup := core.FormatSetup(b, g.Setup)
		if other := r.Games[(i+2)%4]; len(g.Setup) != 4 || core.FormatSetup(b, other.Setup) != setup {
			t.Fatalf("game %v/%d: stones %q, the other first player's %q", g.First, g.Index, setup, core.FormatSetup(b, other.Setup))
		}
		rec, _ := playRecord(t, "--board", "cyl:5x5", "--red", "mc", "--blue", "random", "--setup", setup,
			"--first", g.First.String(), "--seed", fmt.Sprint(g.Seed))
		var cells []string
		for _, m := range rec.Moves {
			cells = append(cells, m.Cell)
		}
		if got := core.FormatMoveList(b, g.Moves); got != strings.Join(cells, ",") || g.Winner.String() != rec.Winner {
			t.Errorf("game %v/%d: arena %s (%v), play %s (%s)", g.First, g.Index, got, g.Winner, strings.Join(cells, ","), rec.Winner)
		}
	}
	for _, bad := range [][]string{{"--handicap", "green:2"}, {"--handicap", "blue"}, {"--handicap", "blue:3", "--swap", "--board", "hex:5x5"},
		{"--handicap", "blue:25", "--board", "cyl:5x5"}, {"--handicap", "blue:2", "--opening", "a1"}} {
		if _, errOut, code := hexlab(append([]string{"arena"}, bad...)...); code != exitUsage || !strings.Contains(errOut, "--handicap") {
			t.Errorf("%q: exit %d, %q", bad, code, errOut)
		}
	}
}

// --json, --csv and --chart write files; --from reads the JSON back and
// prints the same table; several --from files are compared.
func TestArenaFiles(t *testing.T) {
	dir := t.TempDir()
	js, cs, png1, svg := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.csv"), filepath.Join(dir, "r.png"), filepath.Join(dir, "r.svg")
	table := mustRun(t, "arena", "--board", "cyl:5x4", "--red", "fitzgerald", "--blue", "random", "--games", "4",
		"--json", js, "--csv", cs, "--chart", png1)
	if again := mustRun(t, "arena", "--from", js, "--chart", svg); again != table {
		t.Errorf("--from prints\n%s\nthe run printed\n%s", again, table)
	}
	rows := readCSV(t, cs)
	if len(rows) != 9 || rows[0][0] != "first" || rows[1][0] != "red" || rows[8][0] != "blue" {
		t.Errorf("CSV rows: %v", rows)
	}
	f, err := os.Open(png1)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil || img.Bounds().Dx() != 768 || img.Bounds().Dy() < 500 {
		t.Errorf("chart: %v, %v", err, img.Bounds())
	}
	if data, _ := os.ReadFile(svg); !bytes.Contains(data, []byte("<svg")) || !bytes.Contains(data, []byte("games won")) {
		t.Errorf("the SVG chart is not an SVG chart: %.200s", data)
	}

	js2 := filepath.Join(dir, "r2.json")
	mustRun(t, "arena", "--board", "cyl:5x6", "--red", "fitzgerald", "--blue", "random", "--games", "2", "--first", "blue", "--json", js2)
	cmp := mustRun(t, "arena", "--from", js+","+js2, "--csv", cs, "--chart", png1)
	table, usage, _ := strings.Cut(cmp, "\n\n")
	lines := strings.Split(table, "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "board") || !strings.HasPrefix(lines[4], "cyl:5x6  fitzgerald  random  blue") {
		t.Errorf("comparison:\n%s", cmp)
	}
	if f := strings.Fields(strings.Split(usage, "\n")[0]); strings.Join(f, " ") != "red fitzgerald, per game 5x4 red 5x4 blue 5x6 blue" {
		t.Errorf("rule usage compared:\n%s", usage)
	}
	if rows := readCSV(t, cs); len(rows) != 5 || rows[4][3] != "blue" || rows[4][4] != "2" {
		t.Errorf("comparison CSV: %v", rows)
	}
}

func readCSV(t *testing.T, name string) [][]string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// Without a terminal, progress comes as lines (every game here, with the
// interval at zero), then the time taken; --quiet silences it.
func TestArenaProgressLines(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 0
	args := []string{"arena", "--board", "hex:3x3", "--games", "2", "--jobs", "1"}
	_, errOut, code := hexlab(args...)
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if code != 0 || len(lines) != 5 || !strings.HasPrefix(lines[0], "arena: 1/4 games (25%), ") ||
		!strings.HasPrefix(lines[3], "arena: 4/4 games (100%)") || !strings.HasPrefix(lines[4], "arena: 4 games in ") {
		t.Errorf("exit %d, progress:\n%s", code, errOut)
	}
	if _, errOut, _ := hexlab(append(args, "--quiet")...); errOut != "" {
		t.Errorf("--quiet still reports: %q", errOut)
	}
}

func TestArenaErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--first", "green"}, 2, `--first "green": expected red, blue or both`},
		{[]string{"--board", "cyl:4x4", "--swap"}, 2, "--swap: board cyl:4x4: the swap rule needs a square hex or torus board"},
		{[]string{"--games", "0"}, 2, "--games 0: expected a number from 1 to"},
		{[]string{"--jobs", "-1"}, 2, "--jobs -1"},
		{[]string{"--seed", "x"}, 2, `--seed "x"`},
		{[]string{"--think", "soon"}, 2, `--think "soon": expected a duration`},
		{[]string{"--think", "-2s"}, 2, `--think "-2s": expected a positive duration`},
		{[]string{"--threads", "-1"}, 2, `--threads -1: expected 0 (every core) to 1024`},
		{[]string{"--board", "hex:3x3", "--red", "fitzgerald"}, 2, `--red "fitzgerald": board hex:3x3: this strategy plays Red on the 5×n cylinder`},
		{[]string{"--blue", "nobody"}, 2, `--blue "nobody": unknown strategy`},
		{[]string{"--thesis-blue"}, 2, `--thesis-blue: the thesis's Blue plays against --red fitzgerald, not "random"`},
		{[]string{"--board", "hex:4x4", "--opening", "b2,z9"}, 2, `--opening "b2,z9"`},
		{[]string{"--board", "hex:4x4", "--opening", "b2,b2"}, 2, `--opening "b2,b2": with red first: move 2 (b2)`},
		{[]string{"--board", "hex:3x3", "--opening", "a1,b1,a2,b2,a3"}, 2, `--opening "a1,b1,a2,b2,a3": with red first: the game is over after it`},
		{[]string{"--chart", "x.gif"}, 2, `--chart "x.gif": expected a file name ending in .png or .svg`},
		{[]string{"--json", "-", "--csv", "-"}, 2, "both want standard output"},
		{[]string{"--json", filepath.Join(dir, "no", "r.json")}, 2, "does not exist"},
		{[]string{"--from", filepath.Join(dir, "none.json")}, 2, "--from: open"},
		{[]string{"--from", "x.json", "--board", "hex:3x3", "--seed", "2"}, 2, "does not go with --board, --seed"},
		{[]string{"--from", "x.json", "--checkpoint", "1m"}, 2, "does not go with --checkpoint"},
		{[]string{"--checkpoint", "1m"}, 2, "--checkpoint saves the --json file as the run goes on: give --json FILE"},
		{[]string{"--checkpoint", "1m", "--json", "-"}, 2, "give --json FILE"},
		{[]string{"--checkpoint", "often", "--json", filepath.Join(dir, "r.json")}, 2, `--checkpoint "often": expected a duration such as 2s, 500ms or 1.5 (seconds) (or 0 for never)`},
		{[]string{"--checkpoint", "-1s", "--json", filepath.Join(dir, "r.json")}, 2, `--checkpoint "-1s": expected a positive duration (or 0 for never)`},
	}
	for _, tc := range tests {
		_, errOut, code := hexlab(append([]string{"arena"}, tc.args...)...)
		if code != tc.code || !strings.Contains(errOut, tc.want) || !strings.HasPrefix(errOut, "hexlab arena: ") {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"board":"hex:3x3","first":["red"],"gamesPerFirst":1,"games":[{"first":"red","moves":"a1,a2","winner":"red","length":2}]}`), 0o644)
	if _, errOut, code := hexlab("arena", "--from", bad); code != 2 || !strings.Contains(errOut, "game 1: the moves give winner none") {
		t.Errorf("a file whose games are wrong: exit %d, %q", code, errOut)
	}
}

// A results file whose writing fails half-way keeps its old content (the write goes to a
// temporary file renamed into place only when whole).
func TestArenaWriteToKeepsOldFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := writeTo(path, io.Discard, func(w io.Writer) error {
		fmt.Fprint(w, "half of the new results")
		return errors.New("disk full")
	})
	if err == nil {
		t.Fatal("writeTo reported no error")
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Fatalf("the old file now holds %q", got)
	}
}
