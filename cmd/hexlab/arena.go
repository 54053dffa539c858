package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/arena"
)

const arenaHelp = `usage: hexlab arena [--board SPEC] [--red PLAYER] [--blue PLAYER] [--games N] [--first red|blue|both]
                    [--seed S] [--jobs J] [--think D] [--threads T] [--swap] [--opening MOVES] [--handicap P:N[,P:N]] [--thesis-blue]
                    [--json FILE] [--csv FILE]
                    [--chart FILE] [--quiet] [--shard K/N] [--engine-timeout D] [--adjudicate D]
                    [--checkpoint D]
       hexlab arena --resume FILE.json [--jobs J] [--quiet] [--checkpoint D] [--json FILE] [--csv FILE] [--chart FILE]
       hexlab arena --from FILE.json[,FILE.json...] [--json FILE] [--csv FILE] [--chart FILE]

Plays many games between two players on one board, several at once, and prints a table of
the results: wins per player and per first player, game length (mean, standard deviation,
median), the length of the winner's structure (its cells: core's shortest winning path or
cycle), and, for strategies whose moves carry rule labels, how often each rule fired per
game (for Algorithm 8.4.1 also the moves its hierarchy decided and the items it used).

  --board SPEC     hex:MxN, cyl:MxN or torus:MxN, optionally +reverse (default hex:11x11)
  --red PLAYER     Red's player: a strategy name (see hexlab strategies) (default random)
  --blue PLAYER    Blue's player (default random)
  --games N        games for each first player (default 10)
  --first WHO      red, blue or both: who moves first; with both, N games each (default both)
  --seed S         seed of each first player's game 0; game k has seed S+k and is the game
                   'hexlab play --first WHO --seed S+k' plays (default 1)
  --jobs J         games played at once (default: one per core); the results do not depend
                   on it
  --engine-timeout D  the time an external engine (htp:COMMAND) has for each answer
                   (default 5m), its first included (name, sent when the arena checks the
                   player before it starts and when each game starts the engine); past it
                   the engine is stopped: one that does not answer its first command fails
                   the arena with a message saying so, one that goes quiet later forfeits
                   the game
  --adjudicate D   the solver's time to settle a forfeited game: if it proves who wins the
                   position where the player failed to move, that player wins the game
                   (JSON "adjudicated"). For engines that crash in decided positions, as
                   MoHex 2.0 does where its fill-in wins (docs/engine.md)
  --swap           the swap rule (pie rule) in every game: the second player may take the
                   first stone (square hex and torus boards); the games are hexlab play --swap's
  --opening MOVES  every game starts with these moves, played in order from the first
                   player's (j2,i3,j3), before the players take over: an opening to play
                   out, or a position whose candidate moves games are to tell apart. The
                   players see them as the game's first moves (an external engine is told
                   them; a book answers after them); they count in a game's length, not in
                   a player's time a move. Each first player plays the same cells; the games
                   are hexlab play --opening's
  --handicap P:N   every game starts with N stones of player P (red or blue: blue:6), or
                   with both players' (red:2,blue:2), on cells drawn at random from the
                   game's seed alone, so that both first players, and a run with the players
                   exchanged, play the same positions; the games are hexlab play --setup's
                   (JSON "setup" in each game). One player's stones are for boards one colour
                   wins from the empty board whoever plays it (the cylinders); both players'
                   are a random start, for players so close that the first move decides every
                   game from the empty board (docs/engine.md); not with --swap or --opening
  --think D        thinking time per move of a searching strategy (mcts): 2s, 500ms or 1.5
                   (seconds), its mean over a game: the time easy moves save goes to contested
                   ones, at most 3D a move; without it, its fixed playout budget. A time
                   budget makes the games depend on the machine's speed and load, so they are
                   not reproducible; the arena then measures each player's time a move (the
                   table's "time taken", "seconds" in --json): an external engine may take
                   more than its own setting
` + threadsHelp + `
  --json FILE      write the results as JSON: the settings, the summaries and every game
                   (seed, winner, length, path, moves, rule counts); - for standard output
                   (with several --from files, an array of them)
  --csv FILE       write one CSV row per game (with several --from files, a row per file
                   and first player); - for standard output
  --chart FILE     draw the results: FILE.png or FILE.svg (wins by first player, a histogram
                   of game lengths, rule usage per game)
  --thesis-blue    Blue plays as in the thesis's simulations of Algorithm 8.4.1 (section 9.1):
                   at random whenever red fitzgerald has just used rule 3 or 4 and has no
                   overlapping bridges (a true provisional winning path), else as --blue says.
                   Only with --red fitzgerald; the games are then not those of hexlab play
  --quiet          no progress report
  --checkpoint D   save the --json FILE with the games finished so far (marked partial) every
                   D while the run goes on (default 30s; 0 never), and never more than a
                   twentieth of the time: a run killed outright (SIGKILL, a power cut) keeps
                   what it saved, and --resume FILE plays the rest
  --shard K/N      play only part K of N of the games (1 <= K <= N): the K-th of N equal runs
                   of consecutive games (Red first's, then Blue first's), with the seeds of
                   the whole run, for one job of a batch system; write it with --json, and
                   join the N files with --from
  --resume FILE    continue a stopped run: FILE is its --json output; the games it lacks are
                   played with its settings and seeds, so the result is the whole run's. It
                   goes on writing FILE (its checkpoints, then the whole run, or the games so
                   far if it is stopped again), unless --json names another file or -
  --from FILES     read results written with --json instead of playing (comma-separated, or
                   a quoted glob such as 'part-*.json'); several files are compared: a row per
                   file and first player, and a chart of red wins, game length and red path
                   length per board. Files of --shard parts are joined instead: every part
                   of one run must be there once and complete, and the result is the whole
                   run's, the same as one run plays

The table goes to standard output, unless --json - or --csv - takes it. Progress goes to
standard error: a bar on a terminal, otherwise a line every 10 seconds (and a last line
with the time taken, if the run printed any).

Ctrl-C or SIGTERM stops a run: the games under way finish, the table and the files hold the
games finished so far, marked as partial ("partial": true in JSON), and the exit status is 1;
--resume FILE.json then plays the rest. A run killed outright keeps the --json file of its
last checkpoint (--checkpoint), and leaves nothing else behind.

A player that cannot move (an external engine that died twice, a scripted list that runs
out, an illegal move) forfeits that game: it counts as the opponent's win, the table lists
it with the reason, JSON and CSV keep it ("forfeit", "reason"), and the arena goes on.

Any number of games runs in bounded memory: the table and the chart need only counts, and
for --json and --csv the games go one at a time to a temporary file beside the output (a
few hundred bytes a game), from which the files are written at the end. Files (--json,
--csv, --chart) are written whole or not at all, through a temporary file renamed into
place; --from and --resume read files of any size, one game at a time (a game of more than
1 MiB is refused).

Exit status: 0 done, 1 the run failed (an output could not be written), 2 a bad command line.
`

// progressEvery is how often the progress lines come when standard error
// is not a terminal (tests change it).
var progressEvery = 10 * time.Second

// arenaFlags are the flags of `hexlab arena`.
type arenaFlags struct {
	board, red, blue, first, seed, think string
	engineTimeout, adjudicate            string
	games, jobs, threads                 int
	jsonOut, csvOut, chart, from, resume string
	quiet, thesisBlue, swap              bool
	shard, opening, checkpoint, handicap string
}

// playFlagNames are the flags that say what to play; --from refuses them, and --resume all
// but jobs and quiet (the file says what to play).
var playFlagNames = []string{"board", "red", "blue", "games", "first", "seed", "jobs", "think", "threads", "quiet", "thesis-blue", "engine-timeout", "swap", "shard", "adjudicate", "opening", "handicap"}

func (f *arenaFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.board, "board", "hex:11x11", "board")
	fs.StringVar(&f.red, "red", "random", "Red's player")
	fs.StringVar(&f.blue, "blue", "random", "Blue's player")
	fs.IntVar(&f.games, "games", 10, "games per first player")
	fs.StringVar(&f.first, "first", "both", "red, blue or both")
	fs.StringVar(&f.seed, "seed", "1", "seed")
	fs.IntVar(&f.jobs, "jobs", 0, "games at once")
	fs.StringVar(&f.think, "think", "", "thinking time")
	fs.IntVar(&f.threads, "threads", 1, "cores of a searching strategy")
	fs.StringVar(&f.engineTimeout, "engine-timeout", "", "an external engine's time for each answer")
	fs.StringVar(&f.adjudicate, "adjudicate", "", "the solver's time to settle a forfeited game")
	fs.StringVar(&f.jsonOut, "json", "", "JSON file")
	fs.StringVar(&f.csvOut, "csv", "", "CSV file")
	fs.StringVar(&f.chart, "chart", "", "chart file")
	fs.StringVar(&f.from, "from", "", "JSON files to read")
	fs.StringVar(&f.resume, "resume", "", "a stopped run's JSON to continue")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress")
	fs.BoolVar(&f.thesisBlue, "thesis-blue", false, "the thesis's Blue")
	fs.BoolVar(&f.swap, "swap", false, "the swap rule")
	fs.StringVar(&f.opening, "opening", "", "moves every game starts with")
	fs.StringVar(&f.handicap, "handicap", "", "stones the players start every game with: PLAYER:N[,PLAYER:N]")
	fs.StringVar(&f.shard, "shard", "", "play only part K/N of the games")
	fs.StringVar(&f.checkpoint, "checkpoint", "", "how often to save the --json file as the run goes on")
}

// config turns the flags into an arena configuration.
func (f *arenaFlags) config() (arena.Config, error) {
	gf := gameFlags{board: f.board, first: "red"}
	spec, _, err := gf.resolve()
	if err != nil {
		return arena.Config{}, err
	}
	c := arena.Config{Spec: spec, Red: f.red, Blue: f.blue, Games: f.games, Jobs: f.jobs, ThesisBlue: f.thesisBlue, Swap: f.swap}
	if f.swap {
		if _, err := core.NewGame(spec, core.Options{Swap: true}); err != nil {
			return c, usagef("--swap: %v", err)
		}
	}
	if f.thesisBlue && f.red != arena.ThesisBlueRed {
		return c, usagef("--thesis-blue: the thesis's Blue plays against --red %s, not %q", arena.ThesisBlueRed, f.red)
	}
	switch f.first {
	case "red":
		c.First = []core.Player{core.Red}
	case "blue":
		c.First = []core.Player{core.Blue}
	case "both":
		c.First = []core.Player{core.Red, core.Blue}
	default:
		return c, usagef("--first %q: expected red, blue or both", f.first)
	}
	if c.Opening, err = parseMoveFlag("--opening", spec, f.opening); err != nil {
		return c, err
	}
	if err := c.ValidateOpening(); err != nil {
		return c, usagef("--opening %q: %v", f.opening, err)
	}
	if c.Handicap, err = arena.ParseHandicap(f.handicap); err != nil {
		return c, usagef("--handicap: %v", err)
	}
	if err := c.ValidHandicap(); err != nil {
		return c, usagef("--handicap %q: %v", f.handicap, err)
	}
	if f.games < 1 || f.games > arena.MaxGames {
		return c, usagef("--games %d: expected a number from 1 to %d", f.games, arena.MaxGames)
	}
	if f.jobs < 0 {
		return c, usagef("--jobs %d: expected at least 1 (or 0 for one per core)", f.jobs)
	}
	if c.Seed, err = parseSeed(f.seed); err != nil {
		return c, err
	}
	if c.Seed > maxUint64-uint64(f.games-1) {
		return c, usagef("--seed %d with --games %d: the last game's seed would pass %d (seeds do not wrap round)", c.Seed, f.games, uint64(maxUint64))
	}
	if c.Think, err = parseThink(f.think); err != nil {
		return c, err
	}
	if c.Threads, err = parseThreads(f.threads); err != nil {
		return c, err
	}
	if f.shard != "" {
		if c.Shard, err = arena.ParseShard(f.shard); err != nil {
			return c, usagef("--shard %v", err)
		}
		if all := f.games * len(c.First); c.Shard.N > all {
			return c, usagef("--shard %s: more parts than the %d games", f.shard, all)
		}
	}
	if c.EngineTimeout, err = parseDurationFlag("--engine-timeout", f.engineTimeout); err != nil {
		return c, err
	}
	if c.Adjudicate, err = parseDurationFlag("--adjudicate", f.adjudicate); err != nil {
		return c, err
	}
	for _, p := range []struct {
		flag, name string
		player     core.Player
	}{{"--red", f.red, core.Red}, {"--blue", f.blue, core.Blue}} {
		// The player is built once to check it: an external engine is started and must
		// answer its first command within --engine-timeout, as in every game.
		bot, err := newPlayer(p.flag, p.name, strategies.Settings{EngineTimeout: c.EngineTimeout}, spec, p.player)
		if err != nil {
			return c, err
		}
		closePlayer(bot) // an external engine: each game starts its own
	}
	return c, nil
}

// parseThink reads --think: a Go duration (2s, 500ms) or a number of
// seconds (1.5); "" is no time budget.
func parseThink(text string) (time.Duration, error) { return parseDurationFlag("--think", text) }

// parseDurationFlag reads a positive duration given to flag: a Go duration (2s, 500ms) or a
// number of seconds (1.5); "" is none (zero).
func parseDurationFlag(flag, text string) (time.Duration, error) {
	if text == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(text)
	if err != nil {
		secs, ferr := strconv.ParseFloat(text, 64)
		if ferr != nil || math.IsNaN(secs) || math.IsInf(secs, 0) || secs > maxDurationSeconds {
			return 0, usagef("%s %q: expected a duration such as 2s, 500ms or 1.5 (seconds)", flag, text)
		}
		d = time.Duration(secs * float64(time.Second))
	}
	if d <= 0 {
		return 0, usagef("%s %q: expected a positive duration", flag, text)
	}
	return d, nil
}

// maxDurationSeconds is the largest number of seconds a duration flag takes (a year): more
// would overflow time.Duration.
const maxDurationSeconds = 365 * 24 * 3600

// runArena is `hexlab arena`.
func runArena(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("arena")
	var f arenaFlags
	f.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if f.resume != "" && f.jsonOut == "" {
		// A resumed run goes on writing the file it resumes: its checkpoints, and the
		// whole run at the end (or the games so far, if it is stopped again).
		f.jsonOut = f.resume
	}
	outs, err := f.outputs()
	if err != nil {
		return err
	}
	defer outs.closeSpools()
	var results []*arena.Result
	switch {
	case f.from != "" && f.resume != "":
		return usagef("--from reads results and --resume continues a run; give one of them")
	case f.from != "":
		if set := setFlags(fs, append(slices.Clone(playFlagNames), "checkpoint")); len(set) > 0 {
			return usagef("--from reads results; it does not go with %s", strings.Join(set, ", "))
		}
		if results, err = outs.readResults(f.from); err != nil {
			return err
		}
	default:
		r, err := f.play(fs, stderr, &outs)
		if err != nil {
			return err
		}
		results = []*arena.Result{r}
		if r.Partial {
			if err := outs.write(results, stdout); err != nil {
				return err
			}
			return fmt.Errorf("stopped after %d of %d games; %s", r.Played(), r.Config.Total(), outs.howToGoOn())
		}
	}
	return outs.write(results, stdout)
}

// play plays the arena the flags describe, or the rest of the one --resume names. Ctrl-C or
// SIGTERM stops it: the games under way finish, and the result is Partial.
func (f *arenaFlags) play(fs *flag.FlagSet, stderr io.Writer, outs *arenaOutputs) (*arena.Result, error) {
	checkpoint, err := f.checkpointer(fs, outs.json, stderr)
	if err != nil {
		return nil, err
	}
	var c arena.Config
	var prior *arena.Result
	if f.resume != "" {
		if set := setFlags(fs, playFlagNames); len(set) > 0 && !onlyJobsAndQuiet(set) {
			return nil, usagef("--resume plays the run its file describes; it does not go with %s", strings.Join(set, ", "))
		}
		if prior, err = outs.readResult("--resume", f.resume); err != nil {
			return nil, err
		}
		c.Jobs = f.jobs
	} else {
		if c, err = f.config(); err != nil {
			return nil, err
		}
		if c.Store, err = outs.store(c.Spec); err != nil {
			return nil, err
		}
	}
	stop, release := stopOnSignal()
	defer release()
	c.Stop = stop
	c.Checkpoint = checkpoint
	total := c.Total()
	if prior != nil {
		total = prior.Config.Total()
	}
	p := newProgress(stderr, "arena", "games", total, f.quiet)
	c.Progress = p.update
	var r *arena.Result
	if prior != nil {
		r, err = arena.Resume(prior, c) // the games go on into prior's store
	} else {
		r, err = arena.Run(c)
	}
	p.finish()
	return r, err
}

// setFlags returns the names (--name) of the flags among names that the command line set.
func setFlags(fs *flag.FlagSet, names []string) []string {
	var set []string
	fs.Visit(func(fl *flag.Flag) {
		for _, name := range names {
			if fl.Name == name {
				set = append(set, "--"+name)
			}
		}
	})
	return set
}

// onlyJobsAndQuiet reports whether set holds only --jobs and --quiet, which --resume takes.
func onlyJobsAndQuiet(set []string) bool {
	for _, name := range set {
		if name != "--jobs" && name != "--quiet" {
			return false
		}
	}
	return true
}

// readResults reads the JSON files of --from (comma-separated names or globs), one game at a
// time. Parts of a run split with --shard are joined into the whole run's result.
func (o *arenaOutputs) readResults(list string) ([]*arena.Result, error) {
	var out []*arena.Result
	shards := 0
	names, err := fromFiles(list)
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		r, err := o.readResult("--from", name)
		if err != nil {
			return nil, err
		}
		if r.Config.Shard != (arena.Shard{}) {
			shards++
		}
		out = append(out, r)
	}
	switch {
	case shards == 0:
		return out, nil
	case shards < len(out):
		return nil, usagef("--from: %d of the %d files are parts of a run split with --shard; join the parts alone", shards, len(out))
	}
	store, err := o.store(out[0].Config.Spec)
	if err != nil {
		return nil, err
	}
	joined, err := arena.Join(out, store)
	if err != nil {
		return nil, usagef("--from: %v", err)
	}
	return []*arena.Result{joined}, nil
}

// readResult reads the results file name (for flag), its games into a store of o's.
func (o *arenaOutputs) readResult(flag, name string) (*arena.Result, error) {
	file, err := os.Open(name)
	if err != nil {
		return nil, usagef("%s: %v", flag, err)
	}
	defer file.Close()
	if st, err := file.Stat(); err == nil && st.IsDir() {
		return nil, usagef("%s %s: a folder, not a results file", flag, shorten(name, maxQuoted))
	}
	r, err := arena.ReadJSONFrom(bufio.NewReader(file), o.store)
	if err != nil {
		return nil, usagef("%s %s: %v", flag, shorten(name, maxQuoted), err)
	}
	return r, nil
}

// arenaOutputs are where the results go, and the spools that hold the games until the files
// are written.
type arenaOutputs struct {
	json, csv, chart string
	spools           []*arena.Spool
}

// store returns where the games of a result on spec go: a spool beside the first output
// file when --json or --csv needs them (the system's temporary folder for standard output),
// or nowhere, since the table and the chart need only the result's counts.
func (o *arenaOutputs) store(spec core.Spec) (arena.GameStore, error) {
	if o.json == "" && o.csv == "" {
		return arena.Discard, nil
	}
	dir := ""
	for _, name := range []string{o.json, o.csv} {
		if name != "" && name != "-" {
			dir = filepath.Dir(name)
			break
		}
	}
	sp, err := arena.NewSpool(dir, spec)
	if err != nil {
		return nil, fmt.Errorf("a temporary file for the games: %w", err)
	}
	o.spools = append(o.spools, sp)
	return sp, nil
}

// closeSpools removes the spools' files.
func (o *arenaOutputs) closeSpools() {
	for _, sp := range o.spools {
		sp.Close()
	}
}

// outputs checks --json, --csv and --chart before anything is played, so
// that a long run does not fail at its end: at most one of them is -, the
// chart is .png or .svg, and every file's folder exists.
func (f *arenaFlags) outputs() (arenaOutputs, error) {
	o := arenaOutputs{json: f.jsonOut, csv: f.csvOut, chart: f.chart}
	if o.json == "-" && o.csv == "-" {
		return o, usagef("--json - and --csv - both want standard output; write one of them to a file")
	}
	if o.chart != "" {
		if err := checkChartFile(o.chart); err != nil {
			return o, err
		}
	}
	for _, out := range []struct{ flag, name string }{{"--json", o.json}, {"--csv", o.csv}} {
		if out.name == "" || out.name == "-" {
			continue
		}
		dir := filepath.Dir(out.name)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			return o, usagef("%s %q: folder %q does not exist", out.flag, out.name, dir)
		}
	}
	return o, nil
}

// howToGoOn says, after a stopped run has been written, how to play the rest.
func (o *arenaOutputs) howToGoOn() string {
	switch o.json {
	case "":
		return "the games finished are in the table; a run with --json FILE keeps them, and hexlab arena --resume FILE then plays the rest"
	case "-":
		return "the games finished are written, and hexlab arena --resume FILE.json (that JSON saved in a file) plays the rest"
	}
	return fmt.Sprintf("the games finished are written to %s, and hexlab arena --resume %s plays the rest", o.json, o.json)
}

// write prints the table (unless standard output takes JSON or CSV) and
// writes the files asked for.
func (o *arenaOutputs) write(results []*arena.Result, stdout io.Writer) error {
	if o.json != "-" && o.csv != "-" {
		var err error
		if len(results) == 1 {
			err = results[0].WriteTable(stdout)
		} else {
			err = arena.WriteComparison(stdout, results)
		}
		if err != nil {
			return err
		}
	}
	if o.json != "" {
		if err := writeTo(o.json, stdout, func(w io.Writer) error { return writeResultsJSON(w, results) }); err != nil {
			return err
		}
	}
	if o.csv != "" {
		if err := writeTo(o.csv, stdout, func(w io.Writer) error {
			if len(results) == 1 {
				return results[0].WriteCSV(w)
			}
			return arena.WriteComparisonCSV(w, results)
		}); err != nil {
			return err
		}
	}
	if o.chart != "" {
		return writeChart(o.chart, results)
	}
	return nil
}

// writeResultsJSON writes one result as a JSON object, several as an array of them, one game
// at a time.
func writeResultsJSON(w io.Writer, results []*arena.Result) error {
	if len(results) == 1 {
		return results[0].WriteJSON(w)
	}
	for i, r := range results {
		if _, err := io.WriteString(w, map[bool]string{true: "[", false: ","}[i == 0]); err != nil {
			return err
		}
		if err := r.WriteJSON(w); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "]\n")
	return err
}

// writeTo writes with write to the file name, whole or not at all (an interrupted or failed
// write leaves the old file as it was), or to stdout for "-".
func writeTo(name string, stdout io.Writer, write func(io.Writer) error) error {
	if name == "-" {
		return write(stdout)
	}
	return safefile.Write(name, write)
}
