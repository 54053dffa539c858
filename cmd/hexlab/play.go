package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

const playHelp = `usage: hexlab play [--board SPEC] [--first red|blue] [--setup STONES] [--red PLAYER] [--blue PLAYER] [--seed N] [--think D] [--threads T] [--engine-timeout D] [--swap] [--opening MOVES] [--json | --sgf]

Plays one game to the end between two players and prints it. A player is a bot, or human: a
person who types their moves at the terminal.

  --board SPEC     hex:MxN, cyl:MxN or torus:MxN (M columns, N rows, 1..32), optionally
                   followed by +reverse (default hex:11x11)
  --first PLAYER   who moves first: red or blue (default red)
  --setup STONES   start from a position: the stones on the board before the first move,
                   each group led by its colour: red:c2,c3,blue:a1 (--first moves in it)
  --red PLAYER     Red's player: a strategy name (see hexlab strategies),
                   moves:c5,b7,..., or human (default random)
  --blue PLAYER    Blue's player (default random)
  --seed N         seed of the game, 0..2^64-1 (default 1); each player's bot gets its
                   own seed derived from it, so the same seed plays the same game
  --think D        thinking time per move of a searching strategy (mcts): 2s, 500ms or 1.5
                   (seconds); without it, its fixed playout budget (then the same seed gives
                   the same moves; a time budget depends on the machine's speed and load)
` + threadsHelp + `
  --engine-timeout D  the time an external engine (htp:COMMAND) has for each answer
                   (default 5m)
  --swap           allow the swap move (pie rule) as the second move; square hex and
                   torus boards only
  --opening MOVES  moves played first, in order from the first player's (j2,i3,j3), before
                   the players take over; the players see them as the game's first moves
                   (hexlab arena --opening plays its games this way)
  --json           print the game record as one line of JSON:
                   {"board":"hex:5x5","first":"red","moves":[{"player":"red","cell":"c3"},
                   {"player":"blue","cell":"b4","rule":"12"},...],"winner":"red","winning":[...]}
                   ("rule" is the paper's rule that chose a strategy's move; "winning" lists
                   the structure that decided the game: on a +reverse board, the loser's)
  --sgf            print the game as SGF, as HexGui writes it (B for Red, W for Blue; after a
                   swap HexGui's frame, docs/formats.md), PB and PW the players

A human player types a move when it is their turn: the board is drawn (R red, B blue), then
"Red to move (e.g. c3, or 'undo', 'resign', 'quit'):" ('swap' too where the swap is legal).
A move that cannot be played is refused with the reason and asked for again; undo takes back
their last move and the bots' answers to it; resign ends the game. The moves are read from
standard input, a terminal or not, a line each; the board, the prompts and the bots' moves go
to standard output before the game (to standard error with --json or --sgf, so that standard
output holds the record alone). quit, or the end of the input, ends the game where it stands:
it is printed as far as it went (winner: none yet).

Red joins the top and bottom (rows 1 and N; on the cylinder its two ends, on the torus it
wraps vertically); Blue joins left and right (on the cylinder it encircles, on the torus it
wraps horizontally). The text output shows the moves, the winner, the winning cells and the
final board (R red, B blue, . empty).

Exit status: 0 done (a game a person left by quit or the end of the input included), 1 a
player could not move (a scripted move is illegal or its list ran out), 2 a bad command line.
`

// runPlay is `hexlab play`. A person plays a colour whose player is human: their moves are
// read from stdin, the board and the prompts written to stdout (to stderr with --json or
// --sgf, which keep stdout for the record).
func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("play")
	var gf gameFlags
	gf.register(fs)
	gf.registerSetup(fs)
	red := fs.String("red", "random", "Red's player")
	blue := fs.String("blue", "random", "Blue's player")
	seedText := fs.String("seed", "1", "seed of the game")
	var bf botFlags
	bf.register(fs)
	swap := fs.Bool("swap", false, "allow the swap move")
	openingText := fs.String("opening", "", "moves played first")
	asJSON := fs.Bool("json", false, "print JSON")
	asSGF := fs.Bool("sgf", false, "print SGF")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *asJSON && *asSGF {
		return usagef("--json and --sgf: expected one of them (the game is printed once)")
	}
	spec, first, err := gf.resolve()
	if err != nil {
		return err
	}
	seed, err := parseSeed(*seedText)
	if err != nil {
		return err
	}
	setup, err := gf.resolveSetup(spec)
	if err != nil {
		return err
	}
	g, err := core.NewGame(spec, core.Options{First: first, Swap: *swap, Setup: setup})
	if err != nil {
		return usagef("--swap: %v", err)
	}
	opening, err := parseMoveFlag("--opening", spec, *openingText)
	if err != nil {
		return err
	}
	if g, err = core.NewGameFromMoves(spec, g.Options(), opening); err != nil {
		return usagef("--opening %q: %v", *openingText, err)
	}
	if g.Over() || len(g.LegalMoves()) == 0 {
		return usagef("--opening %q: the game is over after it", *openingText)
	}
	bots := map[core.Player]strategies.Bot{}
	names := map[core.Player]string{}
	for _, p := range []struct {
		colour core.Player
		flag   string
		name   string
	}{{core.Red, "--red", *red}, {core.Blue, "--blue", *blue}} {
		names[p.colour] = p.name
		if p.name == humanPlayer {
			continue
		}
		settings, err := bf.settings(strategies.SeedFor(seed, p.colour))
		if err != nil {
			return err
		}
		bot, err := newPlayer(p.flag, p.name, settings, spec, p.colour)
		if err != nil {
			return err
		}
		defer closePlayer(bot)
		bots[p.colour], names[p.colour] = bot, bot.Name()
	}
	if len(bots) == 2 {
		err = strategies.PlayOut(g, bots[core.Red], bots[core.Blue])
	} else {
		// The board and the prompts go with the game's text, or apart from a record.
		talk := stdout
		if *asJSON || *asSGF {
			talk = stderr
		}
		_, err = playHexAtTerminal(g, bots, len(opening), stdin, talk)
		if err == nil && talk == stdout {
			_, err = io.WriteString(stdout, "\n") // between the last prompt and the game
		}
	}
	if err != nil {
		return err
	}
	switch {
	case *asJSON:
		return writeJSON(stdout, g.Record())
	case *asSGF:
		_, err = io.WriteString(stdout, g.SGFWith(core.SGFInfo{Red: names[core.Red], Blue: names[core.Blue]}))
		return err
	}
	_, err = io.WriteString(stdout, gameText(g, names[core.Red], names[core.Blue], seed))
	return err
}

// gameText describes a game played for people: the players, the moves
// (in the form --moves reads), the rules the strategies named, the result
// and a picture of the final board.
func gameText(g *core.Game, red, blue string, seed uint64) string {
	var sb strings.Builder
	b := g.Board()
	fmt.Fprintf(&sb, "board: %s, %v moves first, seed %d\n", g.Spec(), g.Options().First, seed)
	fmt.Fprintf(&sb, "red: %s\nblue: %s\n", red, blue)
	sb.WriteString(setupLine(g))
	fmt.Fprintf(&sb, "moves (%d): %s\n", len(g.Turns()), core.FormatMoveList(b, g.Moves()))
	if rules := rulesLine(g); rules != "" {
		fmt.Fprintf(&sb, "rules (move cell rule): %s\n", rules)
	}
	winner := g.Winner()
	switch {
	case g.Resigned() != core.NoPlayer:
		fmt.Fprintf(&sb, "winner: %v (%v resigned)\n", winner, g.Resigned())
	case winner == core.NoPlayer && len(g.LegalMoves()) > 0:
		fmt.Fprintf(&sb, "winner: none yet (the game was left after move %d, %v to move)\n", len(g.Turns()), g.ToMove())
	case winner == core.NoPlayer:
		fmt.Fprintf(&sb, "winner: none (no legal move is left and neither player holds a winning structure)\n")
	case g.Spec().Reverse:
		loser := winner.Opponent()
		kind := g.Spec().Topology.Goal(loser).String()
		fmt.Fprintf(&sb, "winner: %v (%v completed a %s, which loses under +reverse)\n", winner, loser, kind)
		fmt.Fprintf(&sb, "losing %s: %s\n", kind, cellList(b, g.WinningCells()))
	default:
		kind := g.Spec().Topology.Goal(winner).String()
		fmt.Fprintf(&sb, "winner: %v\nwinning %s: %s\n", winner, kind, cellList(b, g.WinningCells()))
	}
	sb.WriteString("\n")
	sb.WriteString(core.Diagram(g.Position()))
	return sb.String()
}
