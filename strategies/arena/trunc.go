package arena

import (
	"errors"
	"fmt"
	"io"
	"iter"
	"maps"
	"math"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// TruncConfig is an arena of Trunc, the three-player game: three strategies, in the seats of
// White, Gray and Black, play Games games on Spec, game k seeded Seed+k. With Rotate, game k
// moves every strategy k seats on (White's strategy plays Gray in game 1 and Black in game
// 2), so that each plays every colour. The games are played one after another, each
// deterministic unless Settings.Think gives a time budget.
type TruncConfig struct {
	Spec    trunc.Spec
	Options trunc.Options
	// Players are the strategies of the seats, in the order of trunc.Players.
	Players [3]string
	Games   int
	Seed    uint64
	Rotate  bool
	// Settings are the bots' budgets; the seed is each game's (truncbot.SeedFor).
	Settings truncbot.Settings
	// Done are the games an earlier run of the same arena finished before it stopped, in
	// order (read back by ReadTruncJSON; an error ends the run): they count first, go to
	// RunTrunc's each first, and the run plays the rest. Each must be the game the arena
	// plays there (its seed and seats).
	Done iter.Seq2[TruncGame, error]
	// Stop, once closed, lets no game start after the one under way: the result is
	// Partial, with the games finished.
	Stop <-chan struct{}
	// Progress, when set, is told the number of games finished after each one.
	Progress func(done int)
}

// TruncGame is one game of a Trunc arena: its seed, who played each colour, the winner and
// the number of moves.
type TruncGame struct {
	Seed    uint64            `json:"seed"`
	Players map[string]string `json:"players"`
	Winner  string            `json:"winner"`
	Moves   int               `json:"moves"`
}

// TruncResult is what a Trunc arena adds up to; its JSON is `hexlab trunc arena --json`'s:
// the setup first, then the games, then the tally, so that a file cut off in the middle (a
// run killed outright) still says what it was playing (ReadTruncJSON).
type TruncResult struct {
	TruncSetup
	// Results are the games, in order. RunTrunc hands each to its caller as it finishes and
	// keeps none, so that any number of games runs in bounded memory; the field is for
	// reading the JSON back.
	Results []TruncGame `json:"results,omitempty"`
	TruncTally
}

// TruncTally is the sum of a Trunc arena's games so far.
type TruncTally struct {
	Wins map[string]int `json:"wins"` // by colour
	// Strategies are the seats' strategies with their wins, in the order of trunc.Players.
	Strategies []TruncStrategy `json:"strategies"`
	MeanLength float64         `json:"mean_length"` // moves per game
	// Played is the number of games played: Games unless the run was stopped (Partial).
	Played  int  `json:"played"`
	Partial bool `json:"partial,omitempty"`
}

// TruncStrategy is one seat's strategy and its wins in an arena.
type TruncStrategy struct {
	Name string `json:"name"`
	Wins int    `json:"wins"`
}

// check says what is wrong with c, if anything: the board, the order, the players, the
// number of games and the seeds.
func (c TruncConfig) check() error {
	if _, err := trunc.NewGame(c.Spec, c.Options); err != nil {
		return err
	}
	if c.Games < 1 {
		return fmt.Errorf("%d games: expected a positive number", c.Games)
	}
	if c.Seed > math.MaxUint64-uint64(c.Games-1) {
		return fmt.Errorf("seed %d with %d games: the last game's seed would pass %d (seeds do not wrap round)", c.Seed, c.Games, uint64(math.MaxUint64))
	}
	for i, name := range c.Players {
		if _, err := truncbot.Lookup(name); err != nil {
			return fmt.Errorf("%v: %w", trunc.Players[i], err)
		}
	}
	if c.Settings.Playouts < 0 || c.Settings.Playouts > truncbot.MaxPlayouts {
		return fmt.Errorf("%d playouts a move: expected 1 to %d (or 0, mcts's own)", c.Settings.Playouts, truncbot.MaxPlayouts)
	}
	if c.Settings.Think < 0 {
		return fmt.Errorf("thinking time %v: expected a positive time (or 0, the playout budget)", c.Settings.Think)
	}
	return nil
}

// shift returns how many seats on the strategies sit in game k.
func (c TruncConfig) shift(k int) int {
	if c.Rotate {
		return k % 3
	}
	return 0
}

// seat returns the index in Players of the strategy that plays p in game k.
func (c TruncConfig) seat(p trunc.Player, k int) int {
	return (p.Axis() + 3 - c.shift(k)) % 3
}

// Play plays game k of the arena (0 is the first) to its end.
func (c TruncConfig) Play(k int) (*trunc.Game, error) {
	g, err := trunc.NewGame(c.Spec, c.Options)
	if err != nil {
		return nil, err
	}
	seed := c.Seed + uint64(k)
	bots := map[trunc.Player]truncbot.Bot{}
	for _, p := range trunc.Players {
		s := c.Settings
		s.Seed = truncbot.SeedFor(seed, p)
		if bots[p], err = truncbot.Build(c.Players[c.seat(p, k)], s); err != nil {
			return nil, err
		}
	}
	if err := truncbot.PlayOut(g, bots); err != nil {
		return nil, err
	}
	return g, nil
}

// RunTrunc plays the arena's games in order and adds them up; each game, as it finishes, goes
// to each (nil: nowhere), which may stop the run with an error. The games of c.Done count
// first and go to each first; a closed c.Stop ends the run, Partial, before the next game.
func RunTrunc(c TruncConfig, each func(TruncGame) error) (TruncResult, error) {
	if err := c.check(); err != nil {
		return TruncResult{}, err
	}
	res := TruncResult{TruncSetup: c.Setup(), TruncTally: TruncTally{Wins: map[string]int{}}}
	for _, name := range c.Players {
		res.Strategies = append(res.Strategies, TruncStrategy{Name: name})
	}
	total := 0
	add := func(game TruncGame) error {
		for _, p := range trunc.Players {
			if game.Winner == p.String() {
				res.Strategies[c.seat(p, res.Played)].Wins++
				res.Wins[game.Winner]++
			}
		}
		total += game.Moves
		res.Played++
		res.MeanLength = float64(total) / float64(res.Played)
		if c.Progress != nil {
			c.Progress(res.Played)
		}
		if each != nil {
			return each(game)
		}
		return nil
	}
	k := 0
	if c.Done != nil {
		b, err := trunc.NewBoard(c.Spec)
		if err != nil {
			return res, err
		}
		for game, err := range c.Done {
			if err == nil {
				err = c.checkDone(k, game, b.NumCells())
			}
			if err == nil {
				err = add(game)
			}
			if err != nil {
				return res, err
			}
			k++
		}
	}
	for ; k < c.Games; k++ {
		select {
		case <-c.Stop:
			res.Partial = true
			return res, nil
		default:
		}
		g, err := c.Play(k)
		if err != nil {
			return res, fmt.Errorf("game %d (seed %d): %w", k+1, c.Seed+uint64(k), err)
		}
		game := TruncGame{Seed: c.Seed + uint64(k), Players: c.seats(k), Winner: g.Winner().String(), Moves: len(g.Turns())}
		if err := add(game); err != nil {
			return res, err
		}
	}
	return res, nil
}

// seats returns who plays each colour in game k: the strategy's name by colour.
func (c TruncConfig) seats(k int) map[string]string {
	seats := map[string]string{}
	for _, p := range trunc.Players {
		seats[p.String()] = c.Players[c.seat(p, k)]
	}
	return seats
}

// checkDone says what is wrong with game, if anything, as the arena's game k: its seed and
// seats must be the ones the arena gives game k, its winner a colour, its length possible on
// a board of cells cells.
func (c TruncConfig) checkDone(k int, game TruncGame, cells int) error {
	if k >= c.Games {
		return fmt.Errorf("more games done than the arena's %d", c.Games)
	}
	if game.Seed != c.Seed+uint64(k) {
		return fmt.Errorf("game %d has seed %d; the arena's game %d has seed %d", k+1, game.Seed, k+1, c.Seed+uint64(k))
	}
	if want := c.seats(k); !maps.Equal(game.Players, want) {
		return fmt.Errorf("game %d was played by %v; the arena's game %d is played by %v", k+1, game.Players, k+1, want)
	}
	if _, err := trunc.ParsePlayer(game.Winner); err != nil {
		return fmt.Errorf("game %d: winner %q: %v", k+1, game.Winner, err)
	}
	if game.Moves < 1 || game.Moves > cells {
		return fmt.Errorf("game %d: %d moves, where a game of %v has 1 to %d", k+1, game.Moves, c.Spec, cells)
	}
	return nil
}

// WriteText writes the table `hexlab trunc arena` prints: wins by strategy and by colour with
// rotation, by colour and its strategy without, and the mean length.
func (r TruncResult) WriteText(w io.Writer) error {
	if r.Played < 1 || len(r.Strategies) != 3 {
		return errors.New("trunc arena: no games to sum up")
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "board %s, order %s, %d games, seeds %d..%d", r.Board, strings.Join(r.Order, ","), r.Played, r.Seed, r.Seed+uint64(r.Played)-1)
	if r.Partial {
		fmt.Fprintf(&sb, " (stopped: %d of %d games)", r.Played, r.Games)
	}
	if r.Rotate {
		sb.WriteString(", strategies rotated round the seats")
	}
	sb.WriteString("\n")
	share := func(n int) string { return fmt.Sprintf("%5.1f%%", 100*float64(n)/float64(r.Played)) }
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
	_, err := io.WriteString(w, sb.String())
	return err
}
