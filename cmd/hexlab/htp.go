package main

import (
	"io"

	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/htp"
)

const htpHelp = `usage: hexlab htp [--bot PLAYER] [--seed N] [--think D] [--threads T]

Serves PLAYER (default mcts) as an HTP engine on standard input and output: the Hex Text
Protocol that HexGui, Benzene and MoHex speak (GTP with Hex's moves). Any program that drives
an HTP engine can play it, and so can hexlab itself: --red 'htp:hexlab htp --bot mc'.

Commands: protocol_version, name, version, known_command, list_commands, boardsize M [N]
(M columns, N rows; the board is planar, hex:MxN, 11x11 at first), clear_board,
play COLOUR MOVE, genmove COLOUR, undo, showboard, final_score, param_game allow_swap 0|1,
quit. COLOUR is black (b), the player who joins top and bottom (our Red), or white (w), who
joins left and right (Blue); MOVE is a cell (c3) or swap-pieces (square boards). The first
move after boardsize or clear_board says who moves first; then colours alternate. A play or
genmove out of turn places a stone of that colour anyway, as Benzene does and as HexGui sends
a setup position; the game goes on from that position, and undo takes the stone back. As in
Benzene and HexGui, swap-pieces leaves the board as it is and the swapper moves again with
the same colour. showboard draws black stones B and white stones W. Answers are "= TEXT" or
"? ERROR" followed by an empty line; a command line over 64 KiB is answered "?" and the
session goes on. It stops at quit or at the end of its input.

  --bot PLAYER   the player to serve: a strategy name (hexlab strategies) that plays on
                 some planar board
  --seed N       the seed of the bot's choices (default 1): the same session gets the same
                 answers
  --think D      thinking time per move of a searching strategy: 2s, 500ms or 1.5
` + threadsHelp + "\n"

// runHTP is `hexlab htp`: it serves a bot over HTP on stdin and stdout.
func runHTP(args []string, stdin io.Reader, stdout io.Writer) error {
	fs := newFlags("htp")
	bot := fs.String("bot", "mcts", "the player to serve")
	seedText := fs.String("seed", "1", "seed of the bot")
	thinkText := fs.String("think", "", "thinking time per move")
	threads := fs.Int("threads", 1, "cores of a searching strategy")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	seed, err := parseSeed(*seedText)
	if err != nil {
		return err
	}
	think, err := parseThink(*thinkText)
	if err != nil {
		return err
	}
	nthreads, err := parseThreads(*threads)
	if err != nil {
		return err
	}
	if _, err := strategies.Lookup(*bot); err != nil {
		return usagef("--bot %q: %s", *bot, trimQuoted(err, "player", *bot))
	}
	b, err := strategies.Build(*bot, strategies.Settings{Seed: seed, Think: think, Threads: nthreads})
	if err != nil {
		return usagef("--bot %q: %s", *bot, trimQuoted(err, "player", *bot))
	}
	defer closePlayer(b)
	server, err := htp.NewServer(b)
	if err != nil {
		return usagef("--bot %q: %v", *bot, err)
	}
	return server.Serve(stdin, stdout)
}
