package main

import (
	"errors"
	"flag"
	"fmt"
	"github.com/hexlab/hexlab/strategies/arena"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

const truncHelp = `usage: hexlab trunc play   [--board SPEC] [--white P] [--gray P] [--black P] [--order LIST]
                          [--seed N] [--think D] [--playouts N] [--json]
       hexlab trunc arena  [--board SPEC] [--white P] [--gray P] [--black P] [--order LIST]
                          [--games N] [--seed N] [--rotate] [--think D] [--playouts N] [--json]
                          [--quiet]
       hexlab trunc arena  --resume FILE.json [--json] [--quiet]
       hexlab trunc winner [--board SPEC] [--white CELLS] [--gray CELLS] [--black CELLS] [--json]
       hexlab trunc solve  [--board SPEC] [--order LIST] [--moves LIST] [--json]

Trunc, the three-player Hex of trunc-three-player-hex.md: White, Gray and Black colour the
cells of a cube of truncated octahedra whose opposite points are identified, so a move
colours a cell and its mirror through the centre. The outside is coloured by the faces
(White x, Gray y, Black z); borders are where all three colours meet, and they pair the
cube's corners A=(+,+,+), B=(+,-,+), C=(-,+,+), D=(-,-,+) (each the same point as its
mirror). White wins with the pairing AC BD, Gray with AB CD, Black with AD BC: the borders
follow the cube's edges that do not touch the winner's faces.

  --board SPEC     trunc:K, K from 1 to 8 (cells with every coordinate from -K to K; trunc:1
                   has 5 moves, trunc:2 18, trunc:3 46, trunc:4 95, trunc:6 280), optionally
                   +variant: a move may colour its cell in any player's colour (default trunc:2)
  --white P        White's player: random, mcts, solver or moves:LIST (default random); the
  --gray P         same for Gray and Black. moves:LIST plays the listed moves in order, its
  --black P        own moves only: moves:0,0,0;1,1,-1=gray (=COLOUR needs +variant)
  --order LIST     the turn order, comma-separated (default white,gray,black)
  --seed N         seed of the game, 0..2^64-1 (default 1); each player's bot gets its own
                   seed derived from it
  --think D        mcts's thinking time per move (2s, 500ms or 1.5 seconds); without it, its
                   playout budget, and the game is the same on every machine
  --playouts N     mcts's playouts per move when there is no --think (default 10000)
  --json           print JSON
  --games N        arena: games to play (default 30); game k has seed N+k
  --rotate         arena: game k moves each strategy k seats on (white to gray to black), so
                   every strategy plays every colour; wins are counted per strategy too
  --resume FILE    arena: play a stopped run to its end: FILE is its --json output, saved
                   to a file (also one cut off by a kill); the file says what to play
  --quiet          arena: no progress report on standard error
  --moves LIST     solve: the moves so far, ';'-separated, from the first player in --order
                   (default none); the board is trunc:1 by default
  --white CELLS    winner: the cells of each colour, ';'-separated: '0,0,0;1,1,-1'. Either
  --gray CELLS     point of a mirror pair names the cell (0,2,-2 or 0,-2,2); cells in none
  --black CELLS    of the lists are empty

A cell is named by its coordinates x,y,z: integers of one parity, each from -K to K.
The solver plays whole games of trunc:1 and positions with at most 10 empty cells.

play prints one game: its moves (a list --white moves:... can replay), the winner, the
pairing and the borders. With --json it prints the game record: {"board":"trunc:2",
"order":["white","gray","black"],"players":{"white":"mcts",...},"moves":[{"player":"white",
"cell":"0,0,0","rule":"search"},...],"winner":"gray","pairing":"AB CD"} ("colour" is given
with +variant, "rule" says why a strategy chose the move: mcts win or search; solver win,
chance, kingmaker or lost).

arena plays many games and prints the wins of each colour (and strategy, with --rotate).
With --json it prints {"board","order","players","games","seed","rotate","think",
"playouts","results":[{"seed","players","winner","moves"},...],"wins","strategies",
"mean_length","played"}, each game as it finishes. Ctrl-C or SIGTERM stops it after the game
under way: the output sums up the games finished ("partial":true) and the exit status is 1;
--resume FILE, FILE the --json output saved to a file, plays the rest and prints the whole
run's output, the same as a run never stopped. A run killed outright leaves in its --json
file the games it finished, which --resume reads the same way.

winner says who has won a colouring: the winner, or "not decided yet" while some way of
filling the empty cells could change it, then the pairing and each border with the cells
along it. With --json: {"board","winner","pairing","borders":[{"kind":"path","ends":["A",
"C"],"cells":[...],"points":[[x,y,z],...]}]} (points in the cube's coordinates, along one
of the border's two mirror images).

solve searches the position the moves make exhaustively (at most 10 empty cells) and says
who wins with best play, or who may win; whether the player to move is a kingmaker (cannot
win, but decides which of the other two does); and who may win after each legal move.
A player who can force a win does; one who cannot plays for a chance to win; one who has
none is indifferent (docs/trunc.md has the details). With --json: {"board","to_move",
"possible","winner","kingmaker","crowns","moves":[{"move","possible"}]}.

Exit status: 0 done, 1 a player could not move (an illegal scripted move, a list that ran
out), the solver met too large a position, an arena was stopped or --resume could not read
its file, 2 a bad command line.
`

// truncCommands are the subcommands of `hexlab trunc`.
var truncCommands = map[string]func(args []string, stdout, stderr io.Writer) error{
	"play":   runTruncPlay,
	"arena":  runTruncArena,
	"winner": runTruncWinner,
	"solve":  runTruncSolve,
}

// subcommandError names the subcommand an error of a command with
// subcommands comes from, so that run prints "hexlab trunc winner: ...".
type subcommandError struct {
	name string
	err  error
}

func (e subcommandError) Error() string { return e.err.Error() }
func (e subcommandError) Unwrap() error { return e.err }

// runTrunc is `hexlab trunc`: it runs a subcommand.
func runTrunc(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usagef("expected a subcommand: play, arena, winner or solve")
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		return errHelp
	}
	sub, ok := truncCommands[args[0]]
	if !ok {
		return usagef("unknown subcommand %q; expected play, arena, winner or solve", args[0])
	}
	if err := sub(args[1:], stdout, stderr); err != nil && !errors.Is(err, errHelp) {
		return subcommandError{args[0], err}
	} else if err != nil {
		return err
	}
	return nil
}

// truncGameFlags are the flags that set up Trunc games: the board, the
// players, the turn order and the bots' budgets.
type truncGameFlags struct {
	board, order, seed, think string
	players                   [3]string // White's, Gray's, Black's
	playouts                  int
}

func (f *truncGameFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.board, "board", "trunc:2", "board")
	for i, p := range trunc.Players {
		fs.StringVar(&f.players[i], p.String(), "random", p.String()+"'s player")
	}
	fs.StringVar(&f.order, "order", "white,gray,black", "turn order")
	fs.StringVar(&f.seed, "seed", "1", "seed")
	fs.StringVar(&f.think, "think", "", "mcts's thinking time")
	fs.IntVar(&f.playouts, "playouts", -1, "mcts's playouts")
}

// truncSetup is what truncGameFlags resolve to.
type truncSetup struct {
	spec     trunc.Spec
	opts     trunc.Options
	seed     uint64
	settings truncbot.Settings // without the seed
}

// resolve checks the flags: the board, the order, the seed, the budgets
// and that every player name is known.
func (f *truncGameFlags) resolve() (truncSetup, error) {
	var s truncSetup
	var err error
	if s.spec, err = parseTruncSpec(f.board); err != nil {
		return s, err
	}
	names := strings.Split(f.order, ",")
	if len(names) != 3 {
		return s, usagef("--order %q: expected white, gray and black, comma-separated, each once", f.order)
	}
	for i, name := range names {
		if s.opts.Order[i], err = trunc.ParsePlayer(strings.TrimSpace(name)); err != nil {
			return s, usagef("--order %q: %v", f.order, err)
		}
	}
	if _, err := trunc.NewGame(s.spec, s.opts); err != nil {
		return s, usagef("--order %q: expected white, gray and black, comma-separated, each once", f.order)
	}
	if s.seed, err = parseSeed(f.seed); err != nil {
		return s, err
	}
	if s.settings.Think, err = parseThink(f.think); err != nil {
		return s, err
	}
	switch {
	case f.playouts == -1: // not given: mcts's own budget
	case f.playouts < 1:
		return s, usagef("--playouts %d: expected a positive number", f.playouts)
	case f.playouts > truncbot.MaxPlayouts:
		return s, usagef("--playouts %d: at most %d (a search's tree grows with its playouts; use --think for a longer search)", f.playouts, truncbot.MaxPlayouts)
	default:
		s.settings.Playouts = f.playouts
	}
	b, err := trunc.NewBoard(s.spec)
	if err != nil {
		return s, usagef("--board %q: %v", f.board, err)
	}
	for i, p := range trunc.Players {
		settings := s.settings
		settings.Seed = truncbot.SeedFor(s.seed, p)
		if _, err := truncbot.Build(f.players[i], settings); err != nil {
			return s, usagef("--%v %q: %s", p, f.players[i], trimQuoted(err, "player", f.players[i]))
		}
		if f.players[i] == "solver" && b.NumCells() > truncbot.MaxSolveEmpty {
			return s, usagef("--%v %q: the solver searches positions with at most %d empty cells, so it plays whole games of trunc:1 only", p, f.players[i], truncbot.MaxSolveEmpty)
		}
	}
	return s, nil
}

// arena returns the arena of the flags' game: one game with Play(0), many with RunTrunc.
func (f *truncGameFlags) arena(s truncSetup) arena.TruncConfig {
	return arena.TruncConfig{Spec: s.spec, Options: s.opts, Players: f.players, Games: 1, Seed: s.seed, Settings: s.settings}
}

// parseTruncSpec reads --board.
func parseTruncSpec(text string) (trunc.Spec, error) {
	spec, err := trunc.ParseSpec(text)
	if err != nil {
		return trunc.Spec{}, usagef("--board %q: %s", text, trimQuoted(err, "board", text))
	}
	return spec, nil
}

// bordersText lists borders for people: one line each with its kind, its
// ends and the cells along it.
func bordersText(b *trunc.Board, borders []trunc.Border) string {
	var sb strings.Builder
	for _, bd := range borders {
		switch {
		case bd.Kind == trunc.BorderPath:
			fmt.Fprintf(&sb, "border %v-%v:", bd.Ends[0], bd.Ends[1])
		case bd.Kind == trunc.BorderLoop:
			sb.WriteString("loop:")
		case bd.Ends[0] != trunc.NoCorner:
			fmt.Fprintf(&sb, "open border from %v:", bd.Ends[0])
		case bd.Ends[1] != trunc.NoCorner:
			fmt.Fprintf(&sb, "open border from %v:", bd.Ends[1])
		default:
			sb.WriteString("open border:")
		}
		fmt.Fprintf(&sb, " %s\n", b.FormatCellList(bd.Cells))
	}
	return sb.String()
}

// pairingText describes a pairing and whose it is.
func pairingText(p trunc.Pairing) string {
	if p == trunc.NoPairing {
		return "none yet"
	}
	return fmt.Sprintf("%v (%v's)", p, p.Winner())
}
