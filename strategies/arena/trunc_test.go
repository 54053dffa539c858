package arena

import (
	"bytes"
	"encoding/json"
	"iter"
	"maps"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// TestTruncArenaAddsUp plays Trunc arenas with and without rotation and checks each game
// against the same game played alone with the seats worked out by hand, and the sums against
// the games.
func TestTruncArenaAddsUp(t *testing.T) {
	for _, rotate := range []bool{false, true} {
		c := TruncConfig{Spec: trunc.Spec{Size: 1}, Players: [3]string{"mcts", "random", "solver"}, Games: 7, Seed: 40, Rotate: rotate,
			Settings: truncbot.Settings{Playouts: 30}}
		var games []TruncGame
		res, err := RunTrunc(c, func(g TruncGame) error { games = append(games, g); return nil })
		if err != nil {
			t.Fatal(err)
		}
		if len(games) != 7 || res.Games != 7 || res.Seed != 40 {
			t.Fatalf("rotate %v: %d games streamed, result %+v", rotate, len(games), res)
		}
		wins, byStrategy, moves := map[string]int{}, map[string]int{}, 0
		for k, g := range games {
			for i, p := range trunc.Players {
				seat := i
				if rotate {
					seat = (i + 3 - k%3) % 3 // game 1: White's strategy plays Gray
				}
				if g.Players[p.String()] != c.Players[seat] {
					t.Fatalf("rotate %v game %d: %v played by %q, want %q", rotate, k, p, g.Players[p.String()], c.Players[seat])
				}
			}
			alone, err := c.Play(k)
			if err != nil {
				t.Fatal(err)
			}
			if alone.Winner().String() != g.Winner || len(alone.Turns()) != g.Moves || g.Seed != 40+uint64(k) {
				t.Fatalf("rotate %v game %d: %+v, alone %v in %d moves", rotate, k, g, alone.Winner(), len(alone.Turns()))
			}
			wins[g.Winner]++
			byStrategy[g.Players[g.Winner]]++
			moves += g.Moves
		}
		for _, p := range trunc.Players {
			if res.Wins[p.String()] != wins[p.String()] {
				t.Errorf("rotate %v: %v wins %d, counted %d", rotate, p, res.Wins[p.String()], wins[p.String()])
			}
		}
		for _, s := range res.Strategies {
			if s.Wins != byStrategy[s.Name] {
				t.Errorf("rotate %v: %s wins %d, counted %d", rotate, s.Name, s.Wins, byStrategy[s.Name])
			}
		}
		if res.MeanLength != float64(moves)/7 {
			t.Errorf("mean length %v, counted %v", res.MeanLength, float64(moves)/7)
		}
		var out bytes.Buffer
		if err := res.WriteText(&out); err != nil || !strings.Contains(out.String(), "seeds 40..46") {
			t.Errorf("table: %v\n%s", err, out.String())
		}
	}
}

func TestTruncArenaRefuses(t *testing.T) {
	ok := TruncConfig{Spec: trunc.Spec{Size: 2}, Players: [3]string{"random", "random", "random"}, Games: 2}
	for _, c := range []struct {
		edit func(*TruncConfig)
		want string
	}{
		{func(c *TruncConfig) { c.Games = 0 }, "positive"},
		{func(c *TruncConfig) { c.Seed = ^uint64(0) }, "wrap"},
		{func(c *TruncConfig) { c.Players[1] = "nobody" }, "gray"},
		{func(c *TruncConfig) { c.Options.Order = [3]trunc.Player{trunc.White, trunc.White, trunc.Black} }, "order"},
	} {
		bad := ok
		c.edit(&bad)
		if _, err := RunTrunc(bad, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want one with %q", err, c.want)
		}
	}
}

// truncStream writes r as `hexlab trunc arena --json` does: the setup, the games, the tally.
func truncStream(t *testing.T, r TruncResult, games []TruncGame) []byte {
	data, _ := truncStreamEnds(t, r, games)
	return data
}

// truncStreamEnds is truncStream, with the offset where each game's JSON ends.
func truncStreamEnds(t *testing.T, r TruncResult, games []TruncGame) ([]byte, []int) {
	t.Helper()
	setup, err := json.Marshal(r.TruncSetup)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.Write(setup[:len(setup)-1])
	b.WriteString(`,"results":[`)
	var ends []int
	for i, g := range games {
		if i > 0 {
			b.WriteString(",")
		}
		data, _ := json.Marshal(g)
		b.Write(data)
		ends = append(ends, b.Len())
	}
	tally, _ := json.Marshal(r.TruncTally)
	b.WriteString("],")
	b.Write(tally[1:])
	return b.Bytes(), ends
}

// TestTruncArenaStopsAndResumes stops a Trunc arena after each number of games and plays the
// rest from its games (the config's Done): the games and the sums are the uninterrupted
// run's. Games that are not the arena's are refused.
func TestTruncArenaStopsAndResumes(t *testing.T) {
	c := TruncConfig{Spec: trunc.Spec{Size: 2}, Players: [3]string{"mcts", "random", "random"}, Games: 6, Seed: 9, Rotate: true,
		Settings: truncbot.Settings{Playouts: 40}}
	var all []TruncGame
	whole, err := RunTrunc(c, func(g TruncGame) error { all = append(all, g); return nil })
	if err != nil || whole.Played != 6 || whole.Partial {
		t.Fatalf("%+v, %v", whole, err)
	}
	for k := 0; k <= c.Games; k++ {
		stop := make(chan struct{})
		stopped := c
		stopped.Stop = stop
		var first []TruncGame
		if k == 0 {
			close(stop)
		}
		part, err := RunTrunc(stopped, func(g TruncGame) error {
			first = append(first, g)
			if len(first) == k {
				close(stop)
			}
			return nil
		})
		if err != nil || part.Played != k || part.Partial != (k < c.Games) || len(first) != k || k > 0 && !reflect.DeepEqual(first, all[:k]) {
			t.Fatalf("stopped after %d: %+v, %v", k, part.TruncTally, err)
		}
		resumed := c
		resumed.Done = doneOf(first)
		var rest []TruncGame
		res, err := RunTrunc(resumed, func(g TruncGame) error { rest = append(rest, g); return nil })
		if err != nil || !reflect.DeepEqual(rest, all) || !reflect.DeepEqual(res, whole) {
			t.Fatalf("resumed after %d: %+v (%v), want %+v", k, res, err, whole)
		}
	}
	bad := func(edit func(*TruncGame)) iter.Seq2[TruncGame, error] {
		return func(yield func(TruncGame, error) bool) {
			for i, g := range all[:3] {
				g.Players = maps.Clone(g.Players)
				if i == 1 {
					edit(&g)
				}
				if !yield(g, nil) {
					return
				}
			}
		}
	}
	for _, tc := range []struct {
		edit func(*TruncGame)
		want string
	}{
		{func(g *TruncGame) { g.Seed++ }, "seed"},
		{func(g *TruncGame) { g.Players["white"] = "solver" }, "played by"},
		{func(g *TruncGame) { g.Winner = "red" }, "winner"},
		{func(g *TruncGame) { g.Moves = 19 }, "moves"},
		{func(g *TruncGame) { g.Moves = 0 }, "moves"},
	} {
		resumed := c
		resumed.Done = bad(tc.edit)
		if _, err := RunTrunc(resumed, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want one with %q", err, tc.want)
		}
	}
	tooMany := c
	tooMany.Games = 2
	tooMany.Done = doneOf(all)
	if _, err := RunTrunc(tooMany, nil); err == nil {
		t.Error("6 games done of an arena of 2: no error")
	}
}

// TestReadTruncJSON reads an arena's JSON whole and cut off at every byte: before its setup
// is whole it is refused, after it the games read are the ones complete before the cut, and
// the setup gives back the arena.
func TestReadTruncJSON(t *testing.T) {
	c := TruncConfig{Spec: trunc.Spec{Size: 2, Variant: true}, Options: trunc.Options{Order: [3]trunc.Player{trunc.Black, trunc.White, trunc.Gray}},
		Players: [3]string{"mcts", "random", "mcts"}, Games: 5, Seed: 3, Rotate: true, Settings: truncbot.Settings{Think: 1500 * time.Millisecond}}
	c.Settings.Think = 0
	c.Settings.Playouts = 30
	var all []TruncGame
	whole, err := RunTrunc(c, func(g TruncGame) error { all = append(all, g); return nil })
	if err != nil {
		t.Fatal(err)
	}
	data, ends := truncStreamEnds(t, whole, all)
	var check TruncResult
	if err := json.Unmarshal(data, &check); err != nil || len(check.Results) != 5 || check.Played != 5 {
		t.Fatalf("the stream is not the result's JSON: %v\n%s", err, data)
	}
	setupEnd := bytes.Index(data, []byte(`"results"`)) + len(`"results"`) // the key read whole
	for cut := 0; cut <= len(data); cut++ {
		got, games, err := ReadTruncJSON(bytes.NewReader(data[:cut]))
		if cut < setupEnd {
			if err == nil {
				t.Fatalf("cut at %d, inside the setup: no error", cut)
			}
			continue
		}
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		got.Done, got.Stop, got.Progress = nil, nil, nil
		if !reflect.DeepEqual(got, c) {
			t.Fatalf("cut at %d: the arena %+v, want %+v", cut, got, c)
		}
		var read []TruncGame
		for g, err := range games {
			if err != nil {
				t.Fatalf("cut at %d: %v", cut, err)
			}
			read = append(read, g)
		}
		complete := 0
		for _, end := range ends {
			if end <= cut {
				complete++
			}
		}
		if len(read) != complete || complete > 0 && !reflect.DeepEqual(read, all[:complete]) {
			t.Fatalf("cut at %d: %d games read, %d complete", cut, len(read), complete)
		}
	}
	think := c
	think.Settings = truncbot.Settings{Think: 1500 * time.Millisecond}
	got, _, err := ReadTruncJSON(bytes.NewReader(truncStream(t, TruncResult{TruncSetup: think.Setup()}, nil)))
	if err != nil || got.Settings.Think != 1500*time.Millisecond {
		t.Errorf("think: %v, %v", got.Settings, err)
	}
	for _, bad := range []string{
		``, `[]`, `{"results":[]}`, `{"games":3,"results":[]}`,
		`{"board":"trunc:2","order":["white","gray","black"],"players":["random","random","random"],"games":1,"seed":1,"rotate":false,"playouts":-1,"results":[]}`,
		`{"board":"trunc:2","order":["white","gray","black"],"players":["random","random","random"],"games":1,"seed":1,"rotate":false,"playouts":100000000,"results":[]}`,
		`{"board":"trunc:2","order":["white","white","black"],"players":["random","random","random"],"games":1,"seed":1,"rotate":false,"results":[]}`,
		`{"board":"trunc:2","order":["white","gray","black"],"players":["random","random"],"games":1,"seed":1,"rotate":false,"results":[]}`,
		`{"board":"trunc:2","order":["white","gray","black"],"players":["random","random","nobody"],"games":1,"seed":1,"rotate":false,"results":[]}`,
		`{"board":"trunc:2","order":["white","gray","black"],"players":["random","random","random"],"games":1,"seed":1,"think":"soon","results":[]}`,
		`{"board":"trunc:2","order":["white","gray","black"],"players":["random","random","random"],"games":0,"seed":1,"results":[]}`,
		`{"board":"trunc:2","order":["white","gray","black"],"players":["random","random","random"],"games":2,"seed":18446744073709551615,"results":[]}`,
		`{"board":"` + strings.Repeat("x", MaxJSONValue+1) + `","results":[]}`,
	} {
		if _, _, err := ReadTruncJSON(strings.NewReader(bad)); err == nil {
			t.Errorf("%.80q: no error", bad)
		}
	}
	// More games than the setup's, or a game too long, end the games with an error.
	setup := `{"board":"trunc:2","order":["white","gray","black"],"players":["random","random","random"],"games":1,"seed":1,"results":[`
	for _, rest := range []string{`{"seed":1},{"seed":2}]}`, `{"seed":1,"winner":"` + strings.Repeat("x", MaxJSONValue+1) + `"}]}`} {
		_, games, err := ReadTruncJSON(strings.NewReader(setup + rest))
		if err != nil {
			t.Fatal(err)
		}
		failed := false
		for _, err := range games {
			failed = failed || err != nil
		}
		if !failed {
			t.Errorf("%.60q...: no error", rest)
		}
	}
}

// FuzzReadTruncJSON reads any bytes as a Trunc arena's JSON: an error or an arena and its
// games, never a panic, never more games than the arena has.
func FuzzReadTruncJSON(f *testing.F) {
	f.Add([]byte(`{"board":"trunc:2","order":["white","gray","black"],"players":["random","mcts","random"],"games":2,"seed":1,"rotate":true,"results":[{"seed":1,"players":{"white":"random"},"winner":"gray","moves":4},`))
	f.Add([]byte(`{"board":"trunc:1","games":1,"results":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, games, err := ReadTruncJSON(bytes.NewReader(data))
		if err != nil {
			return
		}
		n := 0
		for _, err := range games {
			if err != nil {
				break
			}
			n++
		}
		if n > c.Games {
			t.Fatalf("%d games of an arena of %d", n, c.Games)
		}
	})
}

// doneOf returns games as a config's Done.
func doneOf(games []TruncGame) iter.Seq2[TruncGame, error] {
	return func(yield func(TruncGame, error) bool) {
		for _, g := range games {
			if !yield(g, nil) {
				return
			}
		}
	}
}
