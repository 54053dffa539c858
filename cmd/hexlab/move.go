package main

import (
	"fmt"
	"io"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

const moveHelp = `usage: hexlab move [--board SPEC] [--first red|blue] [--setup STONES] [--moves LIST] --player PLAYER [--seed N] [--think D] [--threads T] [--engine-timeout D] [--swap] [--json]
       hexlab move --from FILE --player PLAYER [--seed N] [--think D] [--json]

Prints the move PLAYER would make next in the position LIST leads to, for the player to
move there (the players alternate from --first).

  --board SPEC     hex:MxN, cyl:MxN or torus:MxN, optionally +reverse (default hex:11x11)
  --first PLAYER   who moved first: red or blue (default red)
  --setup STONES   the stones on the board before the first move (a puzzle position), each
                   group led by its colour: red:c2,c3,blue:a1 (--first moves first in it)
  --moves LIST     the moves so far, comma-separated in play order: c5,b7,swap,d4
                   (default: none, the empty board)
  --player PLAYER  the player to ask: a strategy name (see hexlab strategies) or
                   moves:c5,b7,... (required)
  --seed N         the game's seed, 0..2^64-1 (default 1); the bot gets the seed hexlab play
                   gives the player to move, so it answers as it would in that game
  --think D        thinking time per move of a searching strategy (mcts): 2s, 500ms or 1.5
                   (seconds); without it, its fixed playout budget (then the same seed gives
                   the same moves; a time budget depends on the machine's speed and load)
` + threadsHelp + `
  --from FILE      take the board, the setup, the moves and the swap rule from a game file, SGF or JSON
                   (see hexlab show)
  --engine-timeout D  the time an external engine (htp:COMMAND) has for each answer
                   (default 5m)
  --swap           the swap rule is on (implied when LIST contains swap)
  --json           print {"player":"red","cell":"c3","rule":"11"} ("rule" is the paper's
                   rule that chose the move, omitted when there is none)

The text output is the player to move and the cell, with the rule if there is one:
"red c3" or "red c3 (rule 11)".

Exit status: 0 done, 1 the player could not move (a scripted move is illegal or its list
ran out), 2 a bad command line, including a LIST that is not a legal game or one whose
game is already over.
`

// moveAnswer is the JSON form of `hexlab move`.
type moveAnswer struct {
	Player string `json:"player"`
	Cell   string `json:"cell"`
	Rule   string `json:"rule,omitempty"`
}

// runMove is `hexlab move`.
func runMove(args []string, stdout io.Writer) error {
	fs := newFlags("move")
	var gf gameFlags
	gf.register(fs)
	gf.registerSetup(fs)
	movesText := fs.String("moves", "", "the moves so far")
	player := fs.String("player", "", "the player to ask")
	seedText := fs.String("seed", "1", "seed of the game")
	var bf botFlags
	bf.register(fs)
	swap := fs.Bool("swap", false, "the swap rule is on")
	from := fs.String("from", "", "a game file")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fg, err := fromFile(fs, *from, &gf, movesText, swap); err != nil {
		return err
	} else if fg != nil && fg.Resigned() != core.NoPlayer {
		return usagef("--from %q: %v resigned the game, so nobody moves next", shorten(*from, maxQuoted), fg.Resigned())
	}
	spec, first, err := gf.resolve()
	if err != nil {
		return err
	}
	seed, err := parseSeed(*seedText)
	if err != nil {
		return err
	}
	if *player == "" {
		return usagef("--player is required: a strategy name (see hexlab strategies) or moves:c5,b7,...")
	}
	moves, err := parseMoves(spec, *movesText)
	if err != nil {
		return err
	}
	setup, err := gf.resolveSetup(spec)
	if err != nil {
		return err
	}
	if *swap && len(setup) > 0 {
		return usagef("--swap: the swap rule is for a game from the empty board, not from --setup")
	}
	g, err := core.NewGameFromMoves(spec, core.Options{First: first, Swap: *swap || hasSwap(moves), Setup: setup}, moves)
	if err != nil {
		return usagef("--moves %q: %v", *movesText, err)
	}
	if g.Over() {
		return usagef("--moves %q: the game is over (%v won), so nobody moves next", *movesText, g.Winner())
	}
	if len(g.LegalMoves()) == 0 {
		return usagef("--moves %q: no legal move is left", *movesText)
	}
	toMove := g.ToMove()
	settings, err := bf.settings(strategies.SeedFor(seed, toMove))
	if err != nil {
		return err
	}
	bot, err := newPlayer("--player", *player, settings, spec, toMove)
	if err != nil {
		return err
	}
	defer closePlayer(bot)
	choice, err := bot.Choose(g)
	if err != nil {
		return fmt.Errorf("%v (%s): %w", toMove, bot.Name(), err)
	}
	if err := g.Legal(choice.Move); err != nil {
		return fmt.Errorf("%v (%s) chose %s: %w", toMove, bot.Name(), g.Board().MoveName(choice.Move), err)
	}
	answer := moveAnswer{Player: toMove.String(), Cell: g.Board().MoveName(choice.Move), Rule: choice.Rule}
	if *asJSON {
		return writeJSON(stdout, answer)
	}
	if answer.Rule != "" {
		_, err = fmt.Fprintf(stdout, "%s %s (rule %s)\n", answer.Player, answer.Cell, answer.Rule)
	} else {
		_, err = fmt.Fprintf(stdout, "%s %s\n", answer.Player, answer.Cell)
	}
	return err
}
