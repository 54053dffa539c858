package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
)

const showHelp = `usage: hexlab show FILE [--json | --sgf]

Reads a game file, SGF or JSON, as HexGui, Benzene, Little Golem, PlayHex or Hexlab write it
(docs/formats.md says how each program's swap, cells and results are read), and prints the
game: the board, the players the file names, the moves, the result and the final board.

  --json           print the game's JSON record instead (the form hexlab play --json prints)
  --sgf            print the game as SGF instead, as HexGui writes it: the whole tree, its
                   variations, comments and marks (C, TR, SQ, LB), the players (PB, PW); so
                   a JSON record, or another program's SGF, becomes HexGui's

winner and move read a file too: hexlab winner --from FILE, hexlab move --from FILE --player P.
A file is read up to 16 MiB, and in memory in proportion to it: a file that holds more than a
game may (100,000 nodes with moves, setup or notes; variations nested 10,000 deep; a JSON
record's lists of 200,000 items in all) is refused with the limit it passed (docs/trust.md).

Exit status: 0 done, 2 a file that cannot be read or is not a game (the message says why).
`

// runShow is `hexlab show`.
func runShow(args []string, stdout io.Writer) error {
	fs := newFlags("show")
	asJSON := fs.Bool("json", false, "print JSON")
	asSGF := fs.Bool("sgf", false, "print SGF")
	// The file may stand anywhere among the flags (show's flags take no value).
	var file string
	var flags []string
	for _, a := range args {
		switch {
		case strings.HasPrefix(a, "-") && a != "-":
			flags = append(flags, a)
		case file == "":
			file = a
		default:
			return usagef("unexpected argument %q (hexlab show reads one file)", a)
		}
	}
	if err := parseFlags(fs, flags); err != nil {
		return err
	}
	if file == "" {
		return usagef("expected a game file: hexlab show FILE")
	}
	if *asJSON && *asSGF {
		return usagef("--json and --sgf: expected one of them (the game is printed once)")
	}
	g, info, err := readGameFile(file)
	if err != nil {
		return err
	}
	switch {
	case *asJSON:
		return writeJSON(stdout, g.Record())
	case *asSGF:
		_, err = io.WriteString(stdout, g.SGFWith(info))
		return err
	}
	_, err = io.WriteString(stdout, showText(g, info))
	return err
}

// readGameFile reads the game in the file at path (SGF or JSON), up to safefile's limit.
func readGameFile(path string) (*core.Game, core.SGFInfo, error) {
	data, err := safefile.Read(path, safefile.DefaultLimit)
	if err != nil {
		return nil, core.SGFInfo{}, usagef("%v", err)
	}
	g, info, err := core.ParseGameFile(data)
	if err != nil {
		return nil, info, usagef("%s: %v", shorten(path, maxQuoted), err)
	}
	return g, info, nil
}

// showText describes a game read from a file.
func showText(g *core.Game, info core.SGFInfo) string {
	var sb strings.Builder
	opts := g.Options()
	fmt.Fprintf(&sb, "board: %s, %v moves first", g.Spec(), opts.First)
	if opts.Swap {
		sb.WriteString(", swap rule on")
	}
	sb.WriteString("\n")
	sb.WriteString(setupLine(g))
	for _, p := range []struct {
		colour core.Player
		name   string
	}{{core.Red, info.Red}, {core.Blue, info.Blue}} {
		if p.name != "" {
			fmt.Fprintf(&sb, "%v: %s\n", p.colour, p.name)
		}
	}
	fmt.Fprintf(&sb, "moves (%d): %s\n", len(g.Turns()), core.FormatMoveList(g.Board(), g.Moves()))
	switch {
	case g.Resigned() != core.NoPlayer:
		fmt.Fprintf(&sb, "result: %v resigned, %v wins\n", g.Resigned(), g.Winner())
	case g.Over():
		fmt.Fprintf(&sb, "result: %v wins: %s\n", g.Winner(), cellList(g.Board(), g.WinningCells()))
	default:
		fmt.Fprintf(&sb, "result: none yet, %v to move\n", g.ToMove())
	}
	sb.WriteString(core.Diagram(g.Position()))
	return sb.String()
}

// setupLine names the setup stones of a game that starts from a position, in the form
// --setup reads ("" for a game from the empty board).
func setupLine(g *core.Game) string {
	if len(g.Setup()) == 0 {
		return ""
	}
	n := len(g.Setup())
	return fmt.Sprintf("setup (%d stone%s): %s\n", n, map[bool]string{true: "s"}[n != 1], core.FormatSetup(g.Board(), g.Setup()))
}

// fromFile fills the game flags (--board, --first, --setup, --moves, --swap) from the game in the file
// --from names, which does not go with them. It returns the game read, or nil without --from.
func fromFile(fs *flag.FlagSet, path string, gf *gameFlags, moves *string, swap *bool) (*core.Game, error) {
	if path == "" {
		return nil, nil
	}
	if set := setFlags(fs, []string{"board", "first", "setup", "moves", "swap"}); len(set) > 0 {
		return nil, usagef("--from reads the board and the moves from the file; it does not go with %s", strings.Join(set, ", "))
	}
	g, _, err := readGameFile(path)
	if err != nil {
		return nil, err
	}
	gf.board, gf.first = g.Spec().String(), g.Options().First.String()
	gf.setup = core.FormatSetup(g.Board(), g.Setup())
	*moves = core.FormatMoveList(g.Board(), g.Moves())
	if swap != nil {
		*swap = g.Options().Swap
	}
	return g, nil
}
