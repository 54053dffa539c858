package arena

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// Config says what an arena plays.
type Config struct {
	// Spec is the board every game is played on.
	Spec core.Spec
	// Red and Blue name the players, as strategies.Build reads them.
	Red, Blue string
	// Games is the number of games for each first player.
	Games int
	// First lists the first players: each plays Games games, in this
	// order (Red's games, then Blue's, for both).
	First []core.Player
	// Swap turns the swap rule (pie rule) on in every game: the second player's first move may
	// take the first stone (core.Options.Swap; square hex and torus boards).
	Swap bool
	// Opening are moves played, in order from the first player's, before the players take over:
	// every game starts from the position after them (an opening suite's line, or a position
	// whose candidate moves games are to tell apart). The players see them as the game's first
	// moves (an external engine is told them, a book may answer after them); they count in
	// the game's length but not as the players' moves. Each first player plays the same cells.
	Opening []core.Move
	// Handicap gives one player or both stones before every game, on cells drawn at random
	// from the game's seed (Handicap.Setup): the game then starts from that position (`hexlab
	// play --setup`), the first player to move in it. Not with the swap rule or an opening.
	Handicap Handicap
	// Seed is the seed of the first game of each first player; game k gets
	// Seed+k, so Seed+Games-1 must not pass 2^64-1 (seeds never wrap round).
	Seed uint64
	// Jobs is the number of games played at once; 0 or less means one per
	// core (runtime.GOMAXPROCS).
	Jobs int
	// Think is the time budget per move of a thinking strategy (zero for
	// its own, fixed, budget).
	Think time.Duration
	// Threads is the number of cores each searching player may use (strategies.Settings.Threads;
	// zero or one: one). With Jobs games at once, Jobs×Threads cores are busy.
	Threads int
	// EngineTimeout bounds an external engine's wait for each answer (zero:
	// htp.DefaultTimeout).
	EngineTimeout time.Duration
	// Adjudicate, when positive, is the time the solver has to settle a game a player
	// forfeits: if it proves who wins the position where the player failed to move, that
	// player is the winner (Game.Adjudicated), else the forfeit stands.
	Adjudicate time.Duration
	// ThesisBlue makes Blue play as in the thesis's simulations of
	// Algorithm 8.4.1 (section 9.1): at random whenever Red has just used
	// rule 3 or 4 and has no overlapping bridges. It applies only when Red
	// is ThesisBlueRed; the games are then not those of `hexlab play`.
	ThesisBlue bool
	// Progress, if not nil, is called after each game with the number of
	// games finished so far, from one goroutine at a time.
	Progress func(done int)
	// Stop, when closed, makes Run start no more games and return those
	// finished so far as a Partial result (Ctrl-C, SIGTERM).
	Stop <-chan struct{}
	// Checkpoint, if not nil, is called after each game added to the result with the result
	// so far: Partial, the games finished in order (those that finished before an earlier one
	// still under way wait for it), as Run would return it if stopped then. It is called from
	// one goroutine at a time, while no game is added, so it must return soon; it may save
	// the result (WriteJSON) or do nothing. hexlab arena saves its --json file every 30
	// seconds so, and a run killed outright (SIGKILL, a power cut) keeps what it finished:
	// Resume plays the rest.
	Checkpoint func(partial *Result)
	// Shard, when set, makes the arena play only its part of the games (see Shard); the
	// parts' results are joined with Join.
	Shard Shard
	// Store, if not nil, keeps the games instead of Result.Games (a Spool, or Discard): a run
	// of any number of games then needs no more memory than a short one.
	Store GameStore
}

// MaxGames is the most games an arena plays for each first player: so many that no run
// reaches it, and the count of all its games still fits an int.
const MaxGames = math.MaxInt / 4

// Total returns the number of games the arena plays: all of them, or its shard's.
func (c Config) Total() int {
	lo, hi := c.span()
	return hi - lo
}

// jobs returns the number of games to play at once.
func (c Config) jobs() int {
	j := c.Jobs
	if j <= 0 {
		j = runtime.GOMAXPROCS(0)
	}
	if t := c.Total(); j > t {
		j = t
	}
	return max(j, 1)
}

// Validate checks the configuration: a valid board, at least one game, red
// or blue as first players (each once), and two players that can be built
// and are meant for the board.
func (c Config) Validate() error {
	if err := c.Spec.Validate(); err != nil {
		return err
	}
	if c.Games < 1 {
		return fmt.Errorf("games %d: expected at least 1", c.Games)
	}
	if c.Games > MaxGames {
		return fmt.Errorf("games %d: at most %d for each first player", c.Games, MaxGames)
	}
	if c.Seed > math.MaxUint64-uint64(c.Games-1) {
		return fmt.Errorf("seed %d with %d games: the last game's seed would pass %d (seeds do not wrap round)", c.Seed, c.Games, uint64(math.MaxUint64))
	}
	if len(c.First) == 0 {
		return errors.New("no first player")
	}
	if err := c.validShard(); err != nil {
		return err
	}
	if _, err := core.NewGame(c.Spec, core.Options{Swap: c.Swap}); err != nil {
		return err
	}
	if err := c.ValidHandicap(); err != nil {
		return err
	}
	if err := c.ValidateOpening(); err != nil {
		return fmt.Errorf("opening: %w", err)
	}
	if c.ThesisBlue && c.Red != ThesisBlueRed {
		return fmt.Errorf("the thesis's Blue (section 9.1) plays against red %s, not %s", ThesisBlueRed, c.Red)
	}
	seen := map[core.Player]bool{}
	for _, p := range c.First {
		if p != core.Red && p != core.Blue {
			return fmt.Errorf("first player %v: expected red or blue", p)
		}
		if seen[p] {
			return fmt.Errorf("first player %v listed twice", p)
		}
		seen[p] = true
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		bot, err := c.bot(p, c.Seed)
		if err != nil {
			return err
		}
		closeBot(bot)
	}
	return nil
}

// ValidateOpening checks that each first player can play the opening (a swap only with the
// swap rule) and that it leaves the game undecided, with a move to make.
func (c Config) ValidateOpening() error {
	if len(c.Opening) == 0 {
		return nil
	}
	for _, p := range c.First {
		g, err := c.newGame(p, c.Seed)
		if err != nil {
			return fmt.Errorf("with %v first: %w", p, err)
		}
		if g.Over() || len(g.LegalMoves()) == 0 {
			return fmt.Errorf("with %v first: the game is over after it", p)
		}
	}
	return nil
}

// ValidHandicap checks the handicap against the board and the other rules (Validate does too).
func (c Config) ValidHandicap() error {
	if c.Handicap.None() {
		return nil
	}
	b, err := core.NewBoard(c.Spec)
	if err != nil {
		return err
	}
	if err := c.Handicap.check(b); err != nil {
		return err
	}
	if c.Swap || len(c.Opening) > 0 {
		return errors.New("handicap: the game starts from its stones, so not with the swap rule (for the empty board) or an opening")
	}
	return nil
}

// newGame returns game seed's game of first player first, from the handicap's stones and
// after the opening, before the players move.
func (c Config) newGame(first core.Player, seed uint64) (*core.Game, error) {
	opts := core.Options{First: first, Swap: c.Swap}
	if !c.Handicap.None() {
		b, err := core.NewBoard(c.Spec)
		if err != nil {
			return nil, err
		}
		if opts.Setup, err = c.Handicap.Setup(b, seed); err != nil {
			return nil, err
		}
	}
	return core.NewGameFromMoves(c.Spec, opts, c.Opening)
}

// openingText returns the opening as --opening reads it ("" for none).
func (c Config) openingText() string {
	b, err := core.NewBoard(c.Spec)
	if err != nil || len(c.Opening) == 0 {
		return ""
	}
	return core.FormatMoveList(b, c.Opening)
}

// name returns the name of player's player.
func (c Config) name(p core.Player) string {
	if p == core.Red {
		return c.Red
	}
	return c.Blue
}

// bot builds player's bot for the game with seed gameSeed, as `hexlab play
// --seed gameSeed` does, after checking that it is meant to play p on the
// board.
func (c Config) bot(p core.Player, gameSeed uint64) (strategies.Bot, error) {
	name := c.name(p)
	info, err := strategies.Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("%v: %w", p, err)
	}
	if err := info.Fits(c.Spec, p); err != nil {
		return nil, fmt.Errorf("%v: player %q: %w", p, name, err)
	}
	bot, err := strategies.Build(name, strategies.Settings{Seed: strategies.SeedFor(gameSeed, p), Think: c.Think, Threads: c.Threads, EngineTimeout: c.EngineTimeout})
	if err != nil {
		return nil, fmt.Errorf("%v: %w", p, err)
	}
	return bot, nil
}
