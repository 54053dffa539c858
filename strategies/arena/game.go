package arena

import (
	"io"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/fivebyn"
)

// Game is the result of one game of an arena.
type Game struct {
	// First is the player who moved first, and Index the game's number
	// among that player's games (0-based).
	First core.Player
	Index int
	// Seed is the game's seed: `hexlab play --first First --seed Seed`
	// with the arena's board and players plays this game.
	Seed uint64
	// Winner is the winner; core.NoPlayer only if the game stopped with no move left and
	// nobody had won, which no board allows (every full board has a winner: the Hex
	// theorems of thesis ch. 3, TestFullBoardsHaveExactlyOneWinner).
	Winner core.Player
	// Moves are the moves in play order, the arena's opening (Config.Opening) first.
	Moves []core.Move
	// Opening is the number of Moves the arena's opening played, before the players moved.
	Opening int
	// Setup is the stones on the board before the first move: the arena's handicap
	// (Config.Handicap) for this game's seed; nil for a game from the empty board.
	Setup []core.Stone
	// Path is the number of cells of the structure that decided the game
	// (core.Game.WinningCells: a shortest one; on a +reverse board the
	// loser's), 0 if none did.
	Path int
	// Players holds what each player did, Red's first.
	Players [2]PlayerGame
	// Forfeit is the player who lost the game by failing to move: its bot returned an error
	// (an external engine that crashed twice, a scripted list that ran out) or chose an
	// illegal move. Winner is then its opponent, and Reason says what happened. NoPlayer for
	// a game played to its end.
	Forfeit core.Player
	Reason  string
	// Adjudicated marks a forfeited game the solver settled (Config.Adjudicate): Winner is
	// the player it proves wins the position where Forfeit failed to move, whoever that is.
	Adjudicated bool
}

// PlayerGame is what one player did in one game.
type PlayerGame struct {
	// Rules counts the player's moves by rule label; moves without a label
	// (random or scripted ones) are not counted.
	Rules map[string]int
	// Several counts the moves for which the player's rule allowed more
	// than one move (5×n strategies only): for Algorithm 8.4.1 the moves
	// its hierarchy decided, for 7.1.1 its random choices.
	Several int
	// Items counts the hierarchy items of Algorithm 8.4.1 that narrowed a
	// move's choices down (removed some moves but not all), by item.
	Items map[int]int
	// Thinking is the wall-clock time the player took over its moves, measured only in an
	// arena with a thinking time (Config.Think), where the moves depend on the machine
	// anyway: whether two players given the same time take it (an external engine may
	// spend more than its configured time on each move).
	Thinking time.Duration
}

// Length returns the number of moves of the game.
func (g *Game) Length() int { return len(g.Moves) }

// MovesBy returns the number of moves p's player made in the game (a swap counts as a move),
// the opening's not counted.
func (g *Game) MovesBy(p core.Player) int {
	count := func(n int) int {
		if p == g.First {
			return (n + 1) / 2
		}
		return n / 2
	}
	return count(len(g.Moves)) - count(g.Opening)
}

// Player returns what p did in the game.
func (g *Game) Player(p core.Player) *PlayerGame { return &g.Players[p-core.Red] }

// Play plays game index of first player first, as Run does: `hexlab play --first FIRST
// --seed SEED` (with --swap when c.Swap, --opening MOVES when c.Opening, --setup STONES when
// c.Handicap: the game's Setup) plays the same game.
func Play(c Config, first core.Player, index int) (Game, error) {
	seed := c.Seed + uint64(index)
	res := Game{First: first, Index: index, Seed: seed, Opening: len(c.Opening)}
	g, err := c.newGame(first, seed)
	if err != nil {
		return res, err
	}
	res.Setup = g.Setup()
	var bots [2]strategies.Bot
	for i, p := range []core.Player{core.Red, core.Blue} {
		bot, err := c.bot(p, seed)
		if err != nil {
			return res, err
		}
		defer closeBot(bot)
		if p == core.Blue && c.ThesisBlue {
			bot = &thesisBlue{Bot: bot, random: strategies.NewRandom(strategies.SeedFor(seed, core.Blue) ^ 0x7e5)}
		}
		bots[i] = &watched{Bot: bot, game: res.Player(p), timed: c.Think > 0}
	}
	if err := strategies.PlayOut(g, bots[0], bots[1]); err != nil {
		// PlayOut stops at the mover's failure: that player forfeits, and the arena goes on.
		res.Forfeit = g.ToMove()
		res.Winner = res.Forfeit.Opponent()
		res.Reason = err.Error()
		res.Moves = g.Moves()
		if c.Adjudicate > 0 {
			if w := adjudicate(g, c.Adjudicate); w != core.NoPlayer {
				res.Winner, res.Adjudicated = w, true
			}
		}
		return res, nil
	}
	res.Winner = g.Winner()
	res.Moves = g.Moves()
	res.Path = len(g.WinningCells())
	return res, nil
}

// closeBot stops a bot that holds resources (an external engine).
func closeBot(bot strategies.Bot) {
	if c, ok := bot.(io.Closer); ok {
		c.Close()
	}
}

// decider is a 5×n strategy, which tells how it chose its last move.
type decider interface {
	Last() fivebyn.Decision
}

// watched is a bot whose moves are counted in game, and timed when timed is set.
type watched struct {
	strategies.Bot
	game  *PlayerGame
	timed bool
}

// Choose asks the bot and counts the rule of its move.
func (w *watched) Choose(g *core.Game) (strategies.Choice, error) {
	start := time.Now()
	c, err := w.Bot.Choose(g)
	if w.timed {
		w.game.Thinking += time.Since(start)
	}
	if err != nil {
		return c, err
	}
	if c.Rule != "" {
		if w.game.Rules == nil {
			w.game.Rules = map[string]int{}
		}
		w.game.Rules[c.Rule]++
	}
	if d, ok := w.Bot.(decider); ok {
		last := d.Last()
		if len(last.Moves) > 1 {
			w.game.Several++
		}
		for _, item := range last.Items {
			if w.game.Items == nil {
				w.game.Items = map[int]int{}
			}
			w.game.Items[item]++
		}
	}
	return c, nil
}
