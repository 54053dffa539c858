package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
)

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // a well-formed command failed while running
	exitUsage   = 2 // the command line is wrong
)

// command is one subcommand: its one-line summary, its help text and what
// it does with its arguments.
type command struct {
	summary string
	help    string
	run     func(args []string, stdout io.Writer) error
	// runErr, when set, is used instead of run by a command that also
	// writes to standard error (arena's progress).
	runErr func(args []string, stdout, stderr io.Writer) error
	// runIn, when set, is used instead of run by a command that reads
	// standard input (htp).
	runIn func(args []string, stdin io.Reader, stdout io.Writer) error
	// runAll, when set, is used instead of run by a command that reads standard input and
	// writes to standard error too (play, whose people type their moves).
	runAll func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

// commands are hexlab's subcommands by name (help is handled by run).
var commands = map[string]command{
	"arena":       {summary: "play many games between two players on one board and sum them up", help: arenaHelp, runErr: runArena},
	"play":        {summary: "play one game between two players (bots, or people at the terminal) and print it", help: playHelp, runAll: runPlay},
	"move":        {summary: "print the move a player would make next in a position", help: moveHelp, run: runMove},
	"htp":         {summary: "serve a player as an HTP engine (the Hex Text Protocol) on stdin and stdout", help: htpHelp, runIn: runHTP},
	"show":        {summary: "read a game file (SGF from HexGui, Benzene, Little Golem, PlayHex; or JSON) and print it", help: showHelp, run: runShow},
	"winner":      {summary: "say who has won the position a move list produces", help: winnerHelp, run: runWinner},
	"inferior":    {summary: "mark the dead, captured, vulnerable and dominated cells of a position", help: inferiorHelp, run: runInferior},
	"solve":       {summary: "find who wins a position with perfect play, a winning move, every move's value and a proof", help: solveHelp, runErr: runSolve},
	"check-proof": {summary: "check a proof hexlab solve wrote with the rules alone, and say which position it proves", help: checkProofHelp, run: runCheckProof},
	"verify":      {summary: "prove a paper's strategy never loses, or print a shortest game it loses", help: verifyHelp, runErr: runVerify},
	"puzzle":      {summary: "find puzzles in games: positions where only one or a few moves win, each proven by the solver", help: puzzleHelp, runErr: runPuzzle},
	"review":      {summary: "tell a game's story: Red's chances after every move, proven positions, turning points (a table and a chart)", help: reviewHelp, runErr: runReview},
	"strategies":  {summary: "list the players and the boards each is meant for", help: strategiesHelp, run: runStrategies},
	"trunc":       {summary: "three-player Trunc: play, arena, winner, solve (hexlab help trunc)", help: truncHelp, runErr: runTrunc},
}

// run runs hexlab with args (without the program name), reading standard
// input, writing output to stdout and errors to stderr, and returns the
// exit status.
func run(args []string, stdout, stderr io.Writer) int {
	return runWith(args, os.Stdin, stdout, stderr)
}

// runWith is run with stdin as the standard input. Output that cannot be written (a full
// disk, a closed pipe) makes the command fail with a message, never exit 0 silently.
func runWith(args []string, stdin io.Reader, rawStdout, stderr io.Writer) int {
	stdout := &checkedWriter{w: rawStdout}
	code := dispatch(args, stdin, stdout, stderr)
	if stdout.err != nil && code == exitOK {
		fmt.Fprintf(stderr, "hexlab: writing the output: %v\n", stdout.err)
		return exitFailure
	}
	return code
}

// dispatch runs the command args name.
func dispatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage())
		return exitUsage
	}
	name, rest := args[0], args[1:]
	switch name {
	case "help", "-h", "-help", "--help":
		return runHelp(rest, stdout, stderr)
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "hexlab: unknown command %q; commands are %s (see hexlab help)\n", name, commandNames())
		return exitUsage
	}
	var err error
	switch {
	case cmd.runAll != nil:
		err = cmd.runAll(rest, stdin, stdout, stderr)
	case cmd.runIn != nil:
		err = cmd.runIn(rest, stdin, stdout)
	case cmd.runErr != nil:
		err = cmd.runErr(rest, stdout, stderr)
	default:
		err = cmd.run(rest, stdout)
	}
	if errors.Is(err, errHelp) {
		fmt.Fprint(stdout, cmd.help)
		return exitOK
	}
	if err != nil {
		label := name
		var sub subcommandError
		if errors.As(err, &sub) {
			label += " " + sub.name
		}
		fmt.Fprintf(stderr, "hexlab %s: %s\n", label, shorten(err.Error(), maxMessage))
		var u usageError
		if errors.As(err, &u) {
			fmt.Fprintf(stderr, "run 'hexlab help %s' for usage\n", name)
			return exitUsage
		}
		return exitFailure
	}
	return exitOK
}

// runHelp prints the overview or one command's help.
func runHelp(args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		fmt.Fprint(stdout, usage())
		return exitOK
	case len(args) > 1:
		fmt.Fprintf(stderr, "hexlab help: expected at most one command, got %q\n", args)
		return exitUsage
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "hexlab help: unknown command %q; commands are %s\n", args[0], commandNames())
		return exitUsage
	}
	fmt.Fprint(stdout, cmd.help)
	return exitOK
}

// commandNames lists the subcommands in alphabetical order.
func commandNames() string {
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	out := ""
	for i, name := range names {
		if i > 0 {
			out += ", "
		}
		out += name
	}
	return out
}

// checkedWriter passes writes on and keeps the first error, so that run can report output
// lost to a full disk even where a command ignored the error of one Fprint.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err != nil {
		c.err = err
	}
	return n, err
}
