package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// usageError marks an error in the command line itself (exit status 2).
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

// usagef returns a usageError with a formatted message. Strings it quotes (%q) are cut to
// their first maxQuoted characters: the user's argument may be huge.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, shortenQuoted(format, args)...)}
}

// errHelp is returned by a command asked for its help (-h, --help).
var errHelp = errors.New("help requested")

// newFlags returns a flag set that reports errors to its caller only.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args, rejecting unknown flags, a flag given twice and stray arguments.
func parseFlags(fs *flag.FlagSet, args []string) error {
	var repeated string
	fs.VisitAll(func(fl *flag.Flag) {
		once := &setOnce{Value: fl.Value, name: fl.Name, repeated: &repeated}
		if b, ok := fl.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			fl.Value = setOnceBool{once}
		} else {
			fl.Value = once
		}
	})
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errHelp
		}
		if repeated != "" {
			return usagef("--%s is given more than once; give it once", repeated)
		}
		return usageError{errors.New(flagMessage(err.Error()))}
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q (every value follows its flag, as in --board hex:5x5)", fs.Arg(0))
	}
	return nil
}

// setOnce is a flag's value that refuses to be set a second time: `--games 3 --games 5`
// is a mistake to point out, not a choice of the last.
type setOnce struct {
	flag.Value
	name     string
	set      bool
	repeated *string // where the name of a repeated flag is written
}

func (s *setOnce) Set(text string) error {
	if s.set {
		*s.repeated = s.name
		return errors.New("given more than once")
	}
	s.set = true
	return s.Value.Set(text)
}

// setOnceBool is setOnce for a flag that takes no value (--json).
type setOnceBool struct{ *setOnce }

func (setOnceBool) IsBoolFlag() bool { return true }

// flagMessage rewrites the flag package's messages in the form hexlab's
// own errors take: the flag as --name, then what is wrong with it.
func flagMessage(msg string) string {
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return fmt.Sprintf("unknown flag --%s", shorten(strings.TrimPrefix(name, "-"), maxQuoted))
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return fmt.Sprintf("--%s needs a value", name)
	}
	// invalid boolean value "maybe" for -json: parse error
	if rest, ok := strings.CutPrefix(msg, "invalid boolean value "); ok {
		if value, name, ok := cutQuoted(rest, " for -"); ok {
			name, _, _ = strings.Cut(name, ":")
			return fmt.Sprintf("--%s %q: expected true or false", name, shorten(value, maxQuoted))
		}
	}
	// invalid value "x" for flag -games: parse error (or: value out of range)
	if rest, ok := strings.CutPrefix(msg, "invalid value "); ok {
		if value, tail, ok := cutQuoted(rest, " for flag -"); ok {
			name, why, _ := strings.Cut(tail, ": ")
			expected := "expected a whole number"
			if why == "value out of range" {
				expected = "out of range: expected a whole number of at most 18 digits"
			}
			return fmt.Sprintf("--%s %q: %s", name, shorten(value, maxQuoted), expected)
		}
	}
	return shorten(msg, maxMessage)
}

// cutQuoted reads the Go-quoted string at the start of s, up to sep: `"abc" for -x` gives
// abc and x.
func cutQuoted(s, sep string) (value, rest string, ok bool) {
	quoted, rest, ok := strings.Cut(s, sep)
	if !ok {
		return "", "", false
	}
	value, err := strconv.Unquote(quoted)
	if err != nil {
		return "", "", false
	}
	return value, rest, true
}

// gameFlags are the flags that set up a game: the board and who moves
// first.
type gameFlags struct {
	board, first string
	// setup is --setup's text (registerSetup), "" for the empty board.
	setup string
}

// register adds --board and --first to fs.
func (f *gameFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.board, "board", "hex:11x11", "board `SPEC`: hex:MxN, cyl:MxN or torus:MxN, optionally +reverse")
	fs.StringVar(&f.first, "first", "red", "the player who moves first: red or blue")
}

// registerSetup adds --setup to fs, for the commands that take a position to start from.
func (f *gameFlags) registerSetup(fs *flag.FlagSet) {
	fs.StringVar(&f.setup, "setup", "", "stones on the board before the first move: red:c2,c3,blue:a1")
}

// resolveSetup parses --setup against the board of spec; whether the stones and the rest of
// the game hold together is core.NewGame's to say (see options).
func (f *gameFlags) resolveSetup(spec core.Spec) ([]core.Stone, error) {
	b, err := core.NewBoard(spec)
	if err != nil {
		return nil, usagef("--board %q: %v", spec, err)
	}
	setup, err := core.ParseSetup(b, f.setup)
	if err != nil {
		return nil, usagef("--setup %q: %v", shorten(f.setup, maxQuoted), err)
	}
	if _, err := core.NewGame(spec, core.Options{Setup: setup}); err != nil {
		return nil, usagef("--setup %q: %v", shorten(f.setup, maxQuoted), err)
	}
	return setup, nil
}

// resolve parses the board spec and the first player.
func (f *gameFlags) resolve() (core.Spec, core.Player, error) {
	spec, err := core.ParseSpec(f.board)
	if err != nil {
		return core.Spec{}, core.NoPlayer, usagef("--board %q: %s", f.board, trimQuoted(err, "board", f.board))
	}
	first, err := core.ParsePlayer(f.first)
	if err != nil {
		return core.Spec{}, core.NoPlayer, usagef("--first %q: expected red or blue", f.first)
	}
	return spec, first, nil
}

// trimQuoted drops the leading `kind "text": ` (such as `board "hex:0x3": `)
// that core's and strategies' messages start with, since ours already name
// the flag and its value.
func trimQuoted(err error, kind, text string) string {
	msg := err.Error()
	for _, prefix := range []string{kind + " " + strconv.Quote(text) + ": ", kind + " " + text + ": "} {
		if rest, ok := strings.CutPrefix(msg, prefix); ok {
			return rest
		}
	}
	return msg
}

// parseSeed reads --seed: a whole number from 0 to 2^64-1.
func parseSeed(text string) (uint64, error) {
	seed, err := strconv.ParseUint(text, 10, 64)
	if err != nil {
		return 0, usagef("--seed %q: expected a whole number from 0 to %d", text, uint64(1<<64-1))
	}
	return seed, nil
}

// parseMoves reads --moves against the board of spec.
func parseMoves(spec core.Spec, text string) ([]core.Move, error) {
	return parseMoveFlag("--moves", spec, text)
}

// parseMoveFlag reads the move list flag gives on spec's board ("" is none).
func parseMoveFlag(flag string, spec core.Spec, text string) ([]core.Move, error) {
	b, err := core.NewBoard(spec)
	if err != nil {
		return nil, usagef("--board %q: %v", spec, err)
	}
	moves, err := core.ParseMoveList(b, text)
	if err != nil {
		return nil, usagef("%s %q: %v", flag, text, err)
	}
	return moves, nil
}

// newPlayer builds the player named by flag (--red, --blue, --player) for
// player, after checking that it is meant to play player on spec (so that
// an external engine is not started for a board it cannot play).
func newPlayer(flagName, name string, settings strategies.Settings, spec core.Spec, player core.Player) (strategies.Bot, error) {
	info, err := strategies.Lookup(name)
	if err != nil {
		return nil, usagef("%s %q: %s", flagName, name, trimQuoted(err, "player", name))
	}
	if err := info.Fits(spec, player); err != nil {
		return nil, usagef("%s %q: %v", flagName, name, err)
	}
	bot, err := strategies.Build(name, settings)
	var fileErr *strategies.FileError
	if errors.As(err, &fileErr) {
		return nil, fmt.Errorf("%s %q: %s", flagName, name, trimQuoted(err, "player", name)) // the file is at fault: exit 1
	}
	if err != nil {
		return nil, usagef("%s %q: %s", flagName, name, trimQuoted(err, "player", name))
	}
	return bot, nil
}

// closePlayer stops a player that holds a process (htp:COMMAND).
func closePlayer(bot strategies.Bot) {
	if closer, ok := bot.(io.Closer); ok {
		closer.Close()
	}
}

// hasSwap reports whether moves contain the swap move.
func hasSwap(moves []core.Move) bool {
	for _, m := range moves {
		if m.Swap {
			return true
		}
	}
	return false
}

// botFlags are the flags that set a bot's budgets: --think, --threads and --engine-timeout.
type botFlags struct {
	think, engineTimeout string
	threads              int
}

// register adds --think, --threads and --engine-timeout to fs.
func (f *botFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.think, "think", "", "thinking time per move")
	fs.IntVar(&f.threads, "threads", 1, "cores of a searching strategy")
	fs.StringVar(&f.engineTimeout, "engine-timeout", "", "an external engine's time for each answer")
}

// settings returns a bot's settings with seed and the budgets the flags give.
func (f *botFlags) settings(seed uint64) (strategies.Settings, error) {
	think, err := parseThink(f.think)
	if err != nil {
		return strategies.Settings{}, err
	}
	engineTimeout, err := parseDurationFlag("--engine-timeout", f.engineTimeout)
	if err != nil {
		return strategies.Settings{}, err
	}
	threads, err := parseThreads(f.threads)
	if err != nil {
		return strategies.Settings{}, err
	}
	return strategies.Settings{Seed: seed, Think: think, Threads: threads, EngineTimeout: engineTimeout}, nil
}

// threadsHelp is the help of --threads, the same in every command that has it.
const threadsHelp = `  --threads T      cores a searching strategy (mcts and its levels) uses: T trees searched at
                   once, their root statistics summed (default 1; 0: every core); a playout
                   budget is shared among them, so a seed still gives the same game`

// parseThreads checks --threads T and turns 0 into the number of cores.
func parseThreads(t int) (int, error) {
	if t < 0 || t > strategies.MaxThreads {
		return 0, usagef("--threads %d: expected 0 (every core) to %d", t, strategies.MaxThreads)
	}
	if t == 0 {
		t = runtime.NumCPU()
	}
	return t, nil
}

// fromFiles reads a --from list: file names separated by commas, each a name or a glob
// ("games/*.sgf"); a glob that matches nothing is an error.
func fromFiles(list string) ([]string, error) {
	var out []string
	for _, pattern := range strings.Split(list, ",") {
		if !strings.ContainsAny(pattern, "*?[") {
			out = append(out, pattern)
			continue
		}
		matched, err := filepath.Glob(pattern)
		if err != nil || len(matched) == 0 {
			return nil, usagef("--from %s: no file matches", shorten(pattern, maxQuoted))
		}
		out = append(out, matched...)
	}
	return out, nil
}
