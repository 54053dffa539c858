package arena

import (
	"bytes"
	"strings"
	"testing"

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
