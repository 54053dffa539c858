package arena

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

func mustSpec(t *testing.T, text string) core.Spec {
	t.Helper()
	s, err := core.ParseSpec(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustRun(t *testing.T, c Config) *Result {
	t.Helper()
	r, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func both() []core.Player { return []core.Player{core.Red, core.Blue} }

// The arena's games are the games `hexlab play` plays: replayed one by one
// with bots built from each game's seed, outside the arena, every game has
// the same moves and winner, and the tallies are the counts of the replays.
func TestGamesAreTheReplayedGames(t *testing.T) {
	for _, tc := range []struct {
		board, red, blue string
	}{
		{"hex:4x4", "random", "random"},
		{"cyl:5x4", "fitzgerald", "random"},
		{"torus:3x3", "random", "random"},
		{"hex:3x3+reverse", "random", "random"},
	} {
		c := Config{Spec: mustSpec(t, tc.board), Red: tc.red, Blue: tc.blue, Games: 12, First: both(), Seed: 40, Jobs: 2}
		r := mustRun(t, c)
		if len(r.Games) != 24 {
			t.Fatalf("%s: %d games, want 24", tc.board, len(r.Games))
		}
		wins := map[string]map[core.Player]int{}
		lengths := map[string]int{}
		for i, g := range r.Games {
			first := core.Red
			if i >= 12 {
				first = core.Blue
			}
			seed := uint64(40 + i%12)
			if g.First != first || g.Index != i%12 || g.Seed != seed {
				t.Fatalf("%s: game %d is %v/%d/seed %d, want %v/%d/%d", tc.board, i, g.First, g.Index, g.Seed, first, i%12, seed)
			}
			red, _ := strategies.New(tc.red, strategies.SeedFor(seed, core.Red))
			blue, _ := strategies.New(tc.blue, strategies.SeedFor(seed, core.Blue))
			want, _ := core.NewGame(c.Spec, core.Options{First: first})
			if err := strategies.PlayOut(want, red, blue); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(g.Moves, want.Moves()) || g.Winner != want.Winner() || g.Path != len(want.WinningCells()) {
				t.Errorf("%s game %d: arena %v %v path %d; replay %v %v path %d", tc.board, i,
					g.Moves, g.Winner, g.Path, want.Moves(), want.Winner(), len(want.WinningCells()))
			}
			// Every labelled move is counted once, under its player and label.
			counted := map[core.Player]map[string]int{core.Red: {}, core.Blue: {}}
			for _, turn := range want.Turns() {
				if turn.Rule != "" {
					counted[turn.Player][turn.Rule]++
				}
			}
			for _, p := range both() {
				got := g.Player(p).Rules
				if got == nil {
					got = map[string]int{}
				}
				if !reflect.DeepEqual(got, counted[p]) {
					t.Errorf("%s game %d: %v's rules %v, the record says %v", tc.board, i, p, got, counted[p])
				}
			}
			for _, key := range []string{first.String(), "all"} {
				if wins[key] == nil {
					wins[key] = map[core.Player]int{}
				}
				wins[key][want.Winner()]++
				lengths[key] += len(want.Turns())
			}
		}
		for _, s := range r.Summaries() {
			w := wins[s.First]
			if s.RedWins != w[core.Red] || s.BlueWins != w[core.Blue] || s.NoWinner != w[core.NoPlayer] {
				t.Errorf("%s %s: tallies %d/%d/%d, replays %v", tc.board, s.First, s.RedWins, s.BlueWins, s.NoWinner, w)
			}
			if got, want := s.Length.Mean*float64(s.Games), float64(lengths[s.First]); got < want-1e-9 || got > want+1e-9 {
				t.Errorf("%s %s: mean length %v over %d games, replays total %v", tc.board, s.First, s.Length.Mean, s.Games, want)
			}
		}
	}
}

// The results do not depend on how many games run at once.
func TestJobsDoNotChangeTheResults(t *testing.T) {
	c := Config{Spec: mustSpec(t, "cyl:5x5"), Red: "vandenbroek", Blue: "random", Games: 9, First: both(), Seed: 7}
	var first []byte
	for _, jobs := range []int{1, 2, 3, 7, 40} {
		c.Jobs = jobs
		data, err := json.Marshal(mustRun(t, c))
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = data
		} else if !bytes.Equal(data, first) {
			t.Errorf("--jobs %d gives other results than --jobs 1", jobs)
		}
	}
}

// A first player's games are the same whether or not the other's are
// played.
func TestFirstPlayersAreIndependent(t *testing.T) {
	c := Config{Spec: mustSpec(t, "hex:5x5"), Red: "random", Blue: "random", Games: 5, First: both(), Seed: 3}
	all := mustRun(t, c)
	c.First = []core.Player{core.Blue}
	blue := mustRun(t, c)
	if !reflect.DeepEqual(all.Games[5:], blue.Games) {
		t.Error("blue's games differ when red's are played too")
	}
}

// Progress is called once per game, counting up to the total.
func TestProgress(t *testing.T) {
	var calls []int
	c := Config{Spec: mustSpec(t, "hex:3x3"), Red: "random", Blue: "random", Games: 4, First: both(), Seed: 1, Jobs: 3,
		Progress: func(done int) { calls = append(calls, done) }}
	mustRun(t, c)
	if !reflect.DeepEqual(calls, []int{1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Errorf("progress %v", calls)
	}
}

func TestErrors(t *testing.T) {
	spec := mustSpec(t, "hex:3x3")
	for _, tc := range []struct {
		c    Config
		want string
	}{
		{Config{Spec: spec, Red: "random", Blue: "random", Games: 0, First: both()}, "games 0"},
		{Config{Spec: spec, Red: "random", Blue: "random", Games: 1}, "no first player"},
		{Config{Spec: spec, Red: "random", Blue: "random", Games: 1, First: []core.Player{core.Red, core.Red}}, "twice"},
		{Config{Spec: spec, Red: "nobody", Blue: "random", Games: 1, First: both()}, `red: player "nobody": unknown strategy`},
		{Config{Spec: spec, Red: "random", Blue: "fitzgerald", Games: 1, First: both()}, `blue: player "fitzgerald"`},
	} {
		_, err := Run(tc.c)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.c, err, tc.want)
		}
	}
}

// A player that cannot move forfeits that game: the arena goes on, the game counts as the
// opponent's win with the reason, and the JSON and CSV keep it.
func TestForfeit(t *testing.T) {
	spec := mustSpec(t, "hex:3x3")
	c := Config{Spec: spec, Red: "moves:a1,b2", Blue: "random", Games: 3, First: both(), Seed: 9}
	r, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Games) != 6 {
		t.Fatalf("%d games, want 6", len(r.Games))
	}
	forfeits := 0
	for _, g := range r.Games {
		if g.Forfeit == core.NoPlayer {
			continue
		}
		forfeits++
		if g.Forfeit != core.Red || g.Winner != core.Blue || !strings.Contains(g.Reason, "moves:a1,b2") {
			t.Errorf("game %+v", g)
		}
	}
	if forfeits == 0 {
		t.Fatal("no game was forfeited, though red's list runs out")
	}
	data, back := jsonRoundTrip(t, r)
	for i := range r.Games {
		if a, b := r.Games[i], back.Games[i]; a.Forfeit != b.Forfeit || a.Reason != b.Reason || a.Winner != b.Winner {
			t.Errorf("game %d after the JSON round trip: %+v, want %+v", i, b, a)
		}
	}
	var csvOut, table strings.Builder
	r.WriteCSV(&csvOut)
	r.WriteTable(&table)
	if !strings.Contains(csvOut.String(), ",forfeit,reason") || !strings.Contains(csvOut.String(), `,red,"red (moves:a1,b2) at move`) {
		t.Errorf("CSV:\n%s", csvOut.String())
	}
	if !strings.Contains(table.String(), "games forfeited") {
		t.Errorf("table:\n%s", table.String())
	}
	// A forfeit the moves cannot explain is refused on reading.
	bad := strings.Replace(string(data), `"forfeit":"red"`, `"forfeit":"blue"`, 1)
	if _, err := ReadJSON([]byte(bad)); err == nil {
		t.Error("a forfeit by the player not to move was accepted")
	}
}

func TestStats(t *testing.T) {
	for _, tc := range []struct {
		xs   []float64
		want Stats
	}{
		{nil, Stats{}},
		{[]float64{4}, Stats{N: 1, Mean: 4, Median: 4, Min: 4, Max: 4}},
		{[]float64{5, 1, 3}, Stats{N: 3, Mean: 3, SD: 2, Median: 3, Min: 1, Max: 5}},
		{[]float64{2, 8, 4, 6}, Stats{N: 4, Mean: 5, SD: 2.581988897471611, Median: 5, Min: 2, Max: 8}},
	} {
		if got := NewStats(tc.xs); got != tc.want {
			t.Errorf("%v: %+v, want %+v", tc.xs, got, tc.want)
		}
	}
}

func TestSortLabels(t *testing.T) {
	got := []string{"search", "10", "3a.ii", "2b", "0", "16a", "block", "2a", "3a.i", "1", "3b", "win", "9"}
	SortLabels(got)
	want := []string{"0", "1", "2a", "2b", "3a.i", "3a.ii", "3b", "9", "10", "16a", "block", "search", "win"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
}

// The 5×n strategies' choices and hierarchy items are counted from their
// Last decisions.
func TestHierarchyCounts(t *testing.T) {
	c := Config{Spec: mustSpec(t, "cyl:5x7"), Red: "fitzgerald", Blue: "random", Games: 6, First: both(), Seed: 11, Jobs: 2}
	r := mustRun(t, c)
	items, several := 0, 0
	for _, g := range r.Games {
		red := g.Player(core.Red)
		several += red.Several
		for _, k := range red.Items {
			items += k
		}
		redMoves := 0
		for _, k := range red.Rules {
			redMoves += k
		}
		if red.Several > redMoves {
			t.Errorf("game %d: %d moves with a choice of %d red moves", g.Index, red.Several, redMoves)
		}
		if blue := g.Player(core.Blue); blue.Several != 0 || blue.Items != nil || blue.Rules != nil {
			t.Errorf("game %d: random blue counted %+v", g.Index, blue)
		}
	}
	if several == 0 || items == 0 {
		t.Errorf("12 games of 8.4.1 on 5x7: %d moves with a choice, %d hierarchy items", several, items)
	}
}

// The JSON form reads back into the same result; a file whose games do
// not say what their moves do is refused.
func TestJSONRoundTrip(t *testing.T) {
	c := Config{Spec: mustSpec(t, "cyl:5x5"), Red: "fitzgerald", Blue: "random", Games: 4, First: both(), Seed: 5}
	r := mustRun(t, c)
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(back)
	if !bytes.Equal(data, again) {
		t.Errorf("round trip changed the file:\n%s\n%s", data, again)
	}
	if !reflect.DeepEqual(back.Summaries(), r.Summaries()) {
		t.Error("summaries differ after the round trip")
	}
	// WriteJSON writes one game per line: the header and "games":[ on line 0, game k on
	// line k.
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(buf.String(), "\n")
	edit := func(f func(lines []string) []string) []byte {
		return []byte(strings.Join(f(slices.Clone(lines)), "\n"))
	}
	bad := edit(func(l []string) []string {
		l[3] = strings.Replace(l[3], `"winner":"red"`, `"winner":"blue"`, 1)
		return l
	})
	if _, err := ReadJSON(bad); err == nil || !strings.Contains(err.Error(), "game 3: the moves give winner red") {
		t.Errorf("a wrong winner: %v", err)
	}
	bad = edit(func(l []string) []string {
		l[3] = strings.TrimSuffix(l[3], ",")
		return append(l[:4], l[9:]...)
	})
	if _, err := ReadJSON(bad); err == nil || !strings.Contains(err.Error(), "3 games listed, expected 8") {
		t.Errorf("a missing game: %v", err)
	}
	bad = edit(func(l []string) []string { l[2] = l[1]; return l })
	if _, err := ReadJSON(bad); err == nil || !strings.Contains(err.Error(), "game 2: red first, index 0 is not a game of this arena, or is listed twice") {
		t.Errorf("a game listed twice: %v", err)
	}
	// A tool that sorts the keys puts the games before the counts: a clear error.
	var raw map[string]any
	json.Unmarshal(data, &raw)
	sorted, _ := json.Marshal(raw)
	if _, err := ReadJSON(sorted); err == nil || !strings.Contains(err.Error(), "before the games") {
		t.Errorf("games before the header: %v", err)
	}
	// A value of more than MaxJSONValue bytes stops the reader.
	huge := edit(func(l []string) []string {
		l[1] = strings.Replace(l[1], `"moves":"`, `"moves":"`+strings.Repeat("a1,", MaxJSONValue/3+10), 1)
		return l
	})
	if _, err := ReadJSON(huge); err == nil || !strings.Contains(err.Error(), "a value of more than") {
		t.Errorf("a huge game: %v", err)
	}
}

// The CSV has a row per game whose counts add up to the summaries.
func TestCSV(t *testing.T) {
	c := Config{Spec: mustSpec(t, "cyl:5x5"), Red: "fitzgerald", Blue: "mc", Games: 2, First: both(), Seed: 5}
	r := mustRun(t, c)
	var buf bytes.Buffer
	if err := r.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 {
		t.Fatalf("%d rows, want a header and 4 games", len(rows))
	}
	col := map[string]int{}
	for i, name := range rows[0] {
		col[name] = i
	}
	for _, name := range []string{"first", "index", "seed", "winner", "length", "path", "moves", "red rule 0", "blue rule 4", "red choices"} {
		if _, ok := col[name]; !ok {
			t.Errorf("no column %q in %v", name, rows[0])
		}
	}
	all := r.Summaries()[2]
	sumOf := func(name string) float64 {
		total := 0
		for _, row := range rows[1:] {
			k, _ := strconv.Atoi(row[col[name]])
			total += k
		}
		return float64(total) / 4
	}
	if got := sumOf("length"); got != all.Length.Mean {
		t.Errorf("CSV lengths average %v, summary %v", got, all.Length.Mean)
	}
	if got := sumOf("blue rule 4"); got != all.Player(core.Blue).Rules["4"] {
		t.Errorf("CSV blue rule 4 averages %v, summary %v", got, all.Player(core.Blue).Rules["4"])
	}
}

// The table is the same for the same arena, and shows the tallies.
func TestTable(t *testing.T) {
	c := Config{Spec: mustSpec(t, "cyl:5x4"), Red: "fitzgerald", Blue: "random", Games: 3, First: both(), Seed: 2}
	var a, b bytes.Buffer
	mustRun(t, c).WriteTable(&a)
	c.Jobs = 1
	r := mustRun(t, c)
	r.WriteTable(&b)
	if a.String() != b.String() {
		t.Errorf("two runs print different tables:\n%s\n%s", a.String(), b.String())
	}
	s := r.Summaries()
	for _, want := range []string{
		"arena: cyl:5x4, red fitzgerald, blue random, red and blue first, 3 games each, seeds 2 to 4",
		"red rule 0",
		"red rule 1",
	} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, a.String())
		}
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(a.String(), "\n") {
		if strings.HasPrefix(line, "moves:") {
			break
		}
		if f := strings.Fields(line); len(f) > 0 {
			rows[f[0]] = f
		}
	}
	for i, first := range []string{"red", "blue", "all"} {
		got := strings.Join(rows[first][1:6], " ")
		want := fmt.Sprintf("%d %s %s", s[i].Games, share(s[i].RedWins, s[i].Games), share(s[i].BlueWins, s[i].Games))
		if got != want {
			t.Errorf("row %s: %q, want %q", first, got, want)
		}
	}
}

// With ThesisBlue, Blue's moves after a red rule 3 or 4 with no
// overlapping bridges are random (unlabelled) moves, the others mc's; the
// option needs Algorithm 8.4.1 as Red and survives the JSON round trip.
func TestThesisBlue(t *testing.T) {
	c := Config{Spec: mustSpec(t, "cyl:5x6"), Red: "fitzgerald", Blue: "mc", Games: 3, First: both(), Seed: 4, Jobs: 2, ThesisBlue: true}
	r := mustRun(t, c)
	randomMoves := 0
	for _, g := range r.Games {
		want, _ := core.NewGame(c.Spec, core.Options{First: g.First})
		red, _ := strategies.New("fitzgerald", strategies.SeedFor(g.Seed, core.Red))
		mc, _ := strategies.New("mc", strategies.SeedFor(g.Seed, core.Blue))
		blue := &thesisBlue{Bot: mc, random: strategies.NewRandom(strategies.SeedFor(g.Seed, core.Blue) ^ 0x7e5)}
		if err := strategies.PlayOut(want, red, blue); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(want.Moves(), g.Moves) {
			t.Fatalf("game %v/%d differs from its replay", g.First, g.Index)
		}
		turns := want.Turns()
		for i, turn := range turns {
			if turn.Player != core.Blue {
				continue
			}
			safe := i > 0 && turns[i-1].Player == core.Red && (turns[i-1].Rule == "4" || strings.HasPrefix(turns[i-1].Rule, "3"))
			if safe && turn.Rule == "" {
				randomMoves++
			} else if turn.Rule != "4" && !safe {
				t.Errorf("game %v/%d move %d: blue's move has rule %q after red's %q", g.First, g.Index, i+1, turn.Rule, turns[i-1].Rule)
			}
		}
	}
	if randomMoves == 0 {
		t.Error("blue never played at random")
	}
	data, _ := json.Marshal(r)
	back, err := ReadJSON(data)
	if err != nil || !back.Config.ThesisBlue {
		t.Errorf("round trip: %v, thesisBlue %v", err, back != nil && back.Config.ThesisBlue)
	}
	c.Red = "vandenbroek"
	if _, err := Run(c); err == nil || !strings.Contains(err.Error(), "plays against red fitzgerald") {
		t.Errorf("thesis blue against vandenbroek: %v", err)
	}
}

// With Adjudicate, a forfeited game goes to the player the solver proves wins the position:
// Red, whose list runs out after the centre of 3x3 (a won position whatever Blue did), wins
// every game it forfeits; the JSON keeps the verdict, and a file claiming one without a
// forfeit is refused.
func TestAdjudicate(t *testing.T) {
	spec := mustSpec(t, "hex:3x3")
	c := Config{Spec: spec, Red: "moves:b2", Blue: "random", Games: 4, First: []core.Player{core.Red}, Seed: 3, Adjudicate: 10 * time.Second}
	r, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range r.Games {
		if g.Forfeit != core.Red || !g.Adjudicated || g.Winner != core.Red {
			t.Errorf("game %d: forfeit %v, adjudicated %v, winner %v; want red's forfeit adjudicated to red", g.Index, g.Forfeit, g.Adjudicated, g.Winner)
		}
	}
	data, back := jsonRoundTrip(t, r)
	if back.Config.Adjudicate != c.Adjudicate {
		t.Errorf("adjudicate read back as %v", back.Config.Adjudicate)
	}
	for i, g := range back.Games {
		if !g.Adjudicated || g.Winner != core.Red {
			t.Errorf("game %d read back: adjudicated %v, winner %v", i, g.Adjudicated, g.Winner)
		}
	}
	var table strings.Builder
	r.WriteTable(&table)
	if !strings.Contains(table.String(), "adjudicated: the solver proves red wins") {
		t.Errorf("table:\n%s", table.String())
	}
	bad := strings.Replace(string(data), `"forfeit":"red",`, "", 1)
	if _, err := ReadJSON([]byte(bad)); err == nil {
		t.Error("an adjudicated game without a forfeit was accepted")
	}
	// Without it, the forfeit is Blue's win.
	c.Adjudicate = 0
	if r, err = Run(c); err != nil || r.Games[0].Winner != core.Blue || r.Games[0].Adjudicated {
		t.Fatalf("without adjudication: %+v, %v", r.Games[0], err)
	}
}

// jsonRoundTrip writes r as JSON and reads it back.
func jsonRoundTrip(t *testing.T, r *Result) ([]byte, *Result) {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadJSON(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return data, back
}

// Threads reach the players (mcts with two trees plays the games a seed gives), are kept in
// the JSON, and a file with a negative count is refused.
func TestThreads(t *testing.T) {
	c := Config{Spec: mustSpec(t, "hex:4x4"), Red: "mcts", Blue: "club", Games: 1, First: []core.Player{core.Red}, Seed: 2, Threads: 2}
	r, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Run(c)
	if err != nil || !slices.Equal(again.Games[0].Moves, r.Games[0].Moves) {
		t.Errorf("two runs of one seed with two threads differ: %v", err)
	}
	data, back := jsonRoundTrip(t, r)
	if back.Config.Threads != 2 || !strings.Contains(string(data), `"threads":2`) {
		t.Errorf("threads read back as %d", back.Config.Threads)
	}
	bad := strings.Replace(string(data), `"threads":2`, `"threads":-3`, 1)
	if _, err := ReadJSON([]byte(bad)); err == nil || !strings.Contains(err.Error(), "threads -3") {
		t.Errorf("threads -3 read: %v", err)
	}
}

// With a thinking time, the arena measures the time each player takes a move: it is kept in
// the JSON form, and the summary's mean is the games' times over their moves. Without one,
// nothing is timed (the results then do not depend on the machine).
func TestThinkingTimeIsMeasured(t *testing.T) {
	c := Config{Spec: mustSpec(t, "hex:7x7"), Red: "mcts", Blue: "random", Games: 1, First: both(), Seed: 2, Think: 20 * time.Millisecond}
	r := mustRun(t, c)
	var thinking time.Duration
	moves := 0
	for _, g := range r.Games {
		if g.Players[0].Thinking <= 0 {
			t.Errorf("game %v/%d: red's thinking time not measured", g.First, g.Index)
		}
		thinking += g.Players[0].Thinking.Round(time.Millisecond)
		moves += g.MovesBy(core.Red)
	}
	all := r.Summaries()[2]
	if want := thinking.Seconds() / float64(moves); math.Abs(all.Players[0].SecondsPerMove-want) > 1e-3 {
		t.Errorf("red: %v s a move, want %v (%v over %d moves)", all.Players[0].SecondsPerMove, want, thinking, moves)
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range back.Games {
		if want := r.Games[i].Players[0].Thinking.Round(time.Millisecond); g.Players[0].Thinking != want {
			t.Errorf("game %d: red's time %v read back, %v written", i, g.Players[0].Thinking, want)
		}
	}
	var table bytes.Buffer
	r.WriteTable(&table)
	if !strings.Contains(table.String(), "time taken: red ") {
		t.Errorf("the table does not say the time taken:\n%s", table.String())
	}
	// A time no game could take is refused.
	bad := bytes.Replace(data, []byte(`"seconds":`), []byte(`"seconds":-`), 1)
	if _, err := ReadJSON(bad); err == nil || !strings.Contains(err.Error(), "seconds") {
		t.Errorf("a negative time read back: %v", err)
	}

	c.Think = 0
	c.Red = "mc"
	untimed, _ := json.Marshal(mustRun(t, c))
	if bytes.Contains(untimed, []byte("seconds")) {
		t.Errorf("an arena without a thinking time timed its games: %s", untimed)
	}
}
