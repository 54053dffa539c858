// Command blunders measures how often players give a won position away: a measure of move
// quality of less variance than games, judged by proof rather than by another program's
// opinion. It takes the positions of arena games (hexlab arena --json) between two plies,
// asks the solver who wins each (within -solve), and keeps those the player to move wins.
// Each -player then chooses its move in every kept position (with -think a move), and the
// solver judges the position after it: a blunder where the opponent is proven to win, a
// kept win where the mover still is, unknown where the solver does not settle it in time.
//
//	go run ./strategies/internal/blunders -games 'docs/results/engine/memory-book/*.json' \
//	    -from 24 -to 44 -solve 10s -think 1s -cache /tmp/blunders.json \
//	    -player mcts -player 'htp:mohex --quiet --use-logfile 0 --config mohex.cfg'
//
// -settings values the same won and lost positions with the engine under each named setting
// (a change to mcts's options: fillin, pp, k32, ..., joined with +), with -think a position,
// and reports each setting's Brier score and its difference from the first's, position by
// position, with its standard error: a screen of engine settings in minutes, where games
// take hours and tell apart only what differs by ten points or more.
//
// With -values the players also move in the positions the player to move loses, and for the
// players that value their move (mcts) the report gives the mean value they gave the won
// positions and the lost ones, and its mean squared error against the proof (the Brier
// score): how well a search's value sees who wins.
//
// Each position is one trial, and every player faces the same ones, so two players are
// compared position by position (the positions only one of them gives away), which counts
// for more than two win rates from separate games. The solver's verdicts are kept in -cache
// (written whole after each one, so that a stopped run keeps what it finished and a second
// run, of other players or the same with another setting, solves only the positions it has
// not seen). The players choose one at a time, with nothing else running, so that a thinking
// time means what it does in play; the solver's work runs on -jobs cores.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
	_ "github.com/hexlab/hexlab/strategies/htp" // htp:COMMAND players
)

// names is a repeatable string flag.
type names []string

func (n *names) String() string     { return strings.Join(*n, ", ") }
func (n *names) Set(s string) error { *n = append(*n, s); return nil }

func main() {
	var players names
	flag.Var(&players, "player", "a player to judge, as hexlab arena names it: mcts, htp:COMMAND, ... (repeatable)")
	games := flag.String("games", "", "the arena results to take positions from: a quoted glob of hexlab arena --json files")
	from := flag.Int("from", 24, "the first ply (moves played) of the positions taken")
	to := flag.Int("to", 44, "the last ply of the positions taken")
	every := flag.Int("every", 2, "take every this many plies from -from")
	limit := flag.Int("positions", 300, "the most positions taken (spread over the games)")
	solve := flag.Duration("solve", 10*time.Second, "the solver's time for each position")
	think := flag.Duration("think", time.Second, "each player's thinking time for a move")
	cache := flag.String("cache", "", "a file keeping the solver's verdicts from run to run")
	jobs := flag.Int("jobs", 2, "positions solved at once")
	seed := flag.Uint64("seed", 1, "the players' seed")
	values := flag.Bool("values", false, "also move in the lost positions, and report how well each player's value tells won from lost")
	settings := flag.String("settings", "", "engine settings to value the won and lost positions with, comma-separated, the first the reference: "+settingNames()+" (joined with +)")
	flag.Parse()
	if *games == "" || (len(players) == 0 && *settings == "") || *from < 0 || *to < *from || *every < 1 || *limit < 1 || *solve <= 0 || *think <= 0 || *jobs < 1 {
		fmt.Fprintln(os.Stderr, "usage: blunders -games 'GLOB' {-player NAME [-player NAME ...] | -settings NAME,NAME...} [-from PLY] [-to PLY] [-every N] [-positions N] [-solve D] [-think D] [-cache FILE] [-jobs N] [-seed N] [-values]")
		os.Exit(2)
	}
	var settingList []string
	if *settings != "" {
		settingList = strings.Split(*settings, ",")
	}
	for _, p := range players {
		if _, err := strategies.Lookup(p); err != nil {
			log.Fatalf("-player %s: %v", p, err)
		}
	}
	for _, name := range settingList {
		if _, err := engineSetting(name, core.MustBoard("hex:11x11").Spec()); err != nil {
			log.Fatalf("-settings: %v", err)
		}
	}
	positions, err := gather(*games, *from, *to, *every, *limit)
	if err != nil {
		log.Fatal(err)
	}
	verdicts, err := openVerdicts(*cache)
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	if err := verdicts.settle(ctx, positions, *solve, *jobs, "the positions"); err != nil {
		log.Fatal(err)
	}
	var won, lost []position
	for _, p := range positions {
		switch verdicts.winner(p) {
		case p.toMove():
			won = append(won, p)
		case p.toMove().Opponent():
			lost = append(lost, p)
		}
	}
	fmt.Printf("%d positions (plies %d to %d of %s), %d won by the player to move within %v, %d lost\n",
		len(positions), *from, *to, *games, len(won), *solve, len(lost))
	var judged []judgement
	for _, name := range players {
		moves, wonValues, err := choose(name, won, *think, *seed)
		if err != nil {
			log.Fatal(err)
		}
		var lostValues []float64
		if *values {
			if _, lostValues, err = choose(name, lost, *think, *seed); err != nil {
				log.Fatal(err)
			}
		}
		var after []position
		for i, p := range won {
			if moves[i] != nil {
				after = append(after, p.then(*moves[i]))
			}
		}
		if err := verdicts.settle(ctx, after, *solve, *jobs, "after "+name+"'s moves"); err != nil {
			log.Fatal(err)
		}
		j := judge(name, won, moves, verdicts)
		j.wonValues, j.lostValues = wonValues, lostValues
		judged = append(judged, j)
	}
	if len(judged) > 0 {
		report(os.Stdout, judged)
	}
	var scores []settingScore
	for _, name := range settingList {
		wonValues, err := settingValues(name, won, *think, 0, *seed)
		if err != nil {
			log.Fatal(err)
		}
		lostValues, err := settingValues(name, lost, *think, 0, *seed)
		if err != nil {
			log.Fatal(err)
		}
		scores = append(scores, newSettingScore(name, wonValues, lostValues))
	}
	if len(scores) > 0 {
		reportSettings(os.Stdout, scores)
	}
}

// choose asks the player named name for its move in each position (nil where it fails: an
// external engine that crashes is started again for the next position), and the value it
// gave the move where it tells one (a player with Stats, mcts; NaN elsewhere).
func choose(name string, positions []position, think time.Duration, seed uint64) ([]*core.Move, []float64, error) {
	moves := make([]*core.Move, len(positions))
	values := make([]float64, len(positions))
	bar := newBar(len(positions), name+"'s moves")
	var bot strategies.Bot
	for i, p := range positions {
		if bot == nil {
			var err error
			if bot, err = newPlayer(name, think, seed); err != nil {
				return nil, nil, err
			}
		}
		g, err := p.game()
		if err != nil {
			return nil, nil, err
		}
		values[i] = math.NaN()
		c, err := bot.Choose(g)
		if err != nil {
			fmt.Fprintf(os.Stderr, "\n%s, position %s: %v\n", name, p.key(), err)
			closeBot(bot)
			bot = nil
		} else {
			moves[i] = &c.Move
			if v, ok := bot.(interface{ Stats() strategies.MCTSStats }); ok {
				values[i] = v.Stats().Value
			}
		}
		bar.Add(1)
	}
	closeBot(bot)
	bar.Finish()
	return moves, values, nil
}

// newPlayer builds the player named name. mcts searches each position as a move of its own
// (strategies.NewMCTSMove: the thinking time, no game's time bank), the others as
// strategies.Build builds them.
func newPlayer(name string, think time.Duration, seed uint64) (strategies.Bot, error) {
	if name == "mcts" {
		return strategies.NewMCTSMove(seed, think), nil
	}
	return strategies.Build(name, strategies.Settings{Seed: seed, Think: think})
}

// closeBot stops an external engine's process.
func closeBot(bot strategies.Bot) {
	if c, ok := bot.(interface{ Close() error }); ok {
		c.Close()
	}
}
