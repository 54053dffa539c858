package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
)

// truncArenaResult is the JSON form of `hexlab trunc arena`.
type truncArenaResult struct {
	Board      string               `json:"board"`
	Order      []string             `json:"order"`
	Games      int                  `json:"games"`
	Seed       uint64               `json:"seed"`
	Rotate     bool                 `json:"rotate"`
	Wins       map[string]int       `json:"wins"`        // by colour
	Strategies []truncArenaStrategy `json:"strategies"`  // by strategy, in --white, --gray, --black order
	MeanLength float64              `json:"mean_length"` // moves per game
	// Results are the games, in order. runTruncArena streams them to its output as they
	// finish and keeps none, so that any number of games runs in bounded memory; the field
	// is for reading the JSON back.
	Results []truncArenaGame `json:"results,omitempty"`
}

// truncArenaStrategy is one strategy's record in an arena.
type truncArenaStrategy struct {
	Name string `json:"name"`
	Wins int    `json:"wins"`
}

// truncArenaGame is one game of an arena.
type truncArenaGame struct {
	Seed    uint64            `json:"seed"`
	Players map[string]string `json:"players"`
	Winner  string            `json:"winner"`
	Moves   int               `json:"moves"`
}

// runTruncArena is `hexlab trunc arena`.
func runTruncArena(args []string, stdout io.Writer) error {
	fs := newFlags("trunc arena")
	var f truncGameFlags
	f.register(fs)
	games := fs.Int("games", 30, "games")
	rotate := fs.Bool("rotate", false, "rotate the strategies round the seats")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	setup, err := f.resolve()
	if err != nil {
		return err
	}
	if *games < 1 {
		return usagef("--games %d: expected a positive number", *games)
	}
	res := truncArenaResult{Board: setup.spec.String(), Games: *games, Seed: setup.seed, Rotate: *rotate, Wins: map[string]int{}}
	for _, p := range setup.opts.Order {
		res.Order = append(res.Order, p.String())
	}
	for i := range trunc.Players {
		res.Strategies = append(res.Strategies, truncArenaStrategy{Name: f.players[i]})
	}
	if setup.seed > maxUint64-uint64(*games-1) {
		return usagef("--seed %d with --games %d: the last game's seed would pass %d (seeds do not wrap round)", setup.seed, *games, uint64(maxUint64))
	}
	var stream *jsonArrayWriter
	if *asJSON {
		stream = newJSONArrayWriter(stdout, "results")
	}
	total := 0
	base := setup.seed
	for k := range *games {
		shift := 0
		if *rotate {
			shift = k % 3
		}
		setup.seed = base + uint64(k)
		g, err := playTruncGame(&f, setup, shift)
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %w", k+1, setup.seed, err)
		}
		game := truncArenaGame{Seed: setup.seed, Players: map[string]string{}, Winner: g.Winner().String(), Moves: len(g.Turns())}
		for _, p := range trunc.Players {
			seat := (p.Axis() + 3 - shift) % 3
			game.Players[p.String()] = f.players[seat]
			if g.Winner() == p {
				res.Strategies[seat].Wins++
			}
		}
		res.Wins[game.Winner]++
		total += game.Moves
		if stream != nil {
			if err := stream.add(game); err != nil {
				return err
			}
		}
	}
	res.Seed = base
	res.MeanLength = float64(total) / float64(*games)
	if stream != nil {
		return stream.close(res)
	}
	_, err = io.WriteString(stdout, truncArenaText(res))
	return err
}

// truncArenaText is the table `hexlab trunc arena` prints.
func truncArenaText(r truncArenaResult) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "board %s, order %s, %d games, seeds %d..%d", r.Board, strings.Join(r.Order, ","), r.Games, r.Seed, r.Seed+uint64(r.Games)-1)
	if r.Rotate {
		sb.WriteString(", strategies rotated round the seats")
	}
	sb.WriteString("\n")
	share := func(n int) string { return fmt.Sprintf("%5.1f%%", 100*float64(n)/float64(r.Games)) }
	if r.Rotate {
		fmt.Fprintf(&sb, "%-18s %5s %6s\n", "strategy", "wins", "share")
		for i, s := range r.Strategies {
			fmt.Fprintf(&sb, "%-18s %5d %s\n", fmt.Sprintf("%s (--%v)", s.Name, trunc.Players[i]), s.Wins, share(s.Wins))
		}
		fmt.Fprintf(&sb, "%-18s %5s %6s\n", "colour", "wins", "share")
		for _, p := range trunc.Players {
			fmt.Fprintf(&sb, "%-18s %5d %s\n", p, r.Wins[p.String()], share(r.Wins[p.String()]))
		}
	} else {
		fmt.Fprintf(&sb, "%-7s %-10s %5s %6s\n", "colour", "strategy", "wins", "share")
		for i, p := range trunc.Players {
			fmt.Fprintf(&sb, "%-7s %-10s %5d %s\n", p, r.Strategies[i].Name, r.Wins[p.String()], share(r.Wins[p.String()]))
		}
	}
	fmt.Fprintf(&sb, "mean length: %.1f moves\n", r.MeanLength)
	return sb.String()
}
