package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/network/training"
)

const trainHelp = `usage: hexlab train --dir DIR [--boards SPECS] [--rounds N] [--games N] [--playouts N]
                    [--steps N] [--batch N] [--lr F] [--shape CxB[/H]] [--seed S] [--window N]
                    [--init FILE] [--archive DIR] [--records DIR] [--opening N] [--explore N]
                    [--noise F] [--eval-every N] [--workers W] [--checkpoint-every D]
                    [--export FILE] [--quiet]

Trains the engine's network (strategies/network) by rounds of self-play and training, on this
machine's cores, in a run folder DIR that keeps everything: its settings, the games, the
checkpoint and the charts. The run starts from random weights, or with --init from a trained
network. Round 0 learns from today's engine: its games against itself (or, with --archive,
the ICGA Computer Olympiad's games: supervised data; with --init and neither --archive nor
--records, the games of the --init network's search, as a later round's); each later round
plays --games games a board with the search guided by the network as it stands, then trains
on the positions of the last --window rounds. docs/training.md says how to train, resume and
read the charts.

  --dir DIR        the run's folder, made if absent (required). Running the same command
                   again resumes the run from its last checkpoint, and says so
  --boards SPECS   the boards of the self-play games, comma-separated (default
                   hex:9x9,hex:11x11); any board spec, +reverse included
  --rounds N       self-play rounds after round 0 (default 10); 0 with --archive: supervised
                   training only
  --games N        games a board each round (default 200)
  --playouts N     the search's playouts a move in the self-play games (default 400); the
                   targets are the root's visit shares
  --steps N        training steps each round (default 2000)
  --batch N        positions a step (default 128)
  --lr F           the learning rate at its peak (default 0.002): Adam with decoupled
                   weight decay 1e-4, a linear warm-up over the first 5% of the run's steps
                   (at most 1000), then a half cosine down to 5% of the peak at the last step
  --shape CxB[/H]  the network: C channels, B residual blocks, H hidden units of the value
                   head (default 32x4, H = C; with --init, the file's)
  --seed S         the seed of the network's first weights (but for --init's), the games
                   and the batches (default 1): the same settings and seed give the same
                   network, bit for bit, whatever --workers and however often the run is
                   stopped
  --window N       rounds whose positions a round trains on (default 4)
  --init FILE      start from the network of the weights file FILE (assets/weights/hex.net,
                   an earlier run's --export), bit for bit, instead of random weights: its
                   shape is the run's (a --shape that differs is refused). settings.json
                   records its SHA-256: a run whose FILE has changed is not resumed
  --archive DIR    round 0's data: the game records of DIR (the ICGA archive) instead of
                   the engine's own games; copied into the run's folder once
  --records DIR    round 0's data too: the training records (*.jsonl.gz, docs/formats.md)
                   of DIR, such as games played by MoHex or a run of the engine's own made
                   before; with --archive, both; copied into the run's folder once
  --opening N      stones placed at random, alternately from Red's, at the start of each
                   self-play game (default 2: positions no book has seen); 0 none
  --explore N      moves after the opening drawn in proportion to the root's visits instead
                   of the search's choice, so that games differ (default -1: a tenth of each
                   board's cells); 0 none
  --noise F        the share of Dirichlet noise mixed into the network's priors at the root
                   (default 0.25; today's engine, which plays round 0 without --init, has
                   no priors to mix it into)
  --eval-every N   measure the held-out positions every N steps (default 500; 0: at the
                   end of each round only); always at the end of each round
  --workers W      goroutines for the games and the batches (default: one per core); the
                   result does not depend on it
  --checkpoint-every D  how often the checkpoint and the charts are written (default 5m;
                   0: at the end of each round only), and at the end of every round
  --export FILE    write the final network (the weights file strategies/network reads) to
                   FILE, and print its SHA-256
  --quiet          no progress lines

The folder holds settings.json (the run's settings: a resumed run given other settings is
refused, naming each difference; a flag left out takes the run's own), games/round-NNN/ (the
positions of each round's games, in shards of 16 games, each written whole: a stopped round
keeps the shards it finished), checkpoint (the network, the optimiser, the step, the random
generator and the log, written whole every --checkpoint-every and at each round's end),
loss.png (the training and held-out losses by step) and accuracy.png (the held-out top-1
move accuracy by step, beside the engine's learned patterns' on the same positions). A
twentieth of the games (by game) is held out: never trained on, measured.

Progress goes to standard error: a line every 10 seconds (step, losses, accuracy,
positions a second, time left in the round). Ctrl-C or SIGTERM stops the run after the step
under way, writes the checkpoint and exits 1; a run killed outright resumes from its last
checkpoint. At the end the summary goes to standard output.

Exit status: 0 done, 1 the run failed or was stopped (a file could not be read or written,
an --init file that is not a weights file or has changed since the run began), 2 a bad
command line or settings that differ from the run's.
`

// trainSettings are the settings that decide a run's network, saved in its folder as
// settings.json; --workers, --checkpoint-every, --export and --quiet are not among them.
type trainSettings struct {
	Version   int      `json:"version"`
	Boards    []string `json:"boards"`
	Rounds    int      `json:"rounds"`
	Games     int      `json:"games"`
	Playouts  int      `json:"playouts"`
	Steps     int      `json:"steps"`
	Batch     int      `json:"batch"`
	LR        float64  `json:"lr"`
	Shape     string   `json:"shape"`
	Seed      uint64   `json:"seed"`
	Window    int      `json:"window"`
	Archive   string   `json:"archive"`
	Records   string   `json:"records,omitempty"`
	Opening   int      `json:"opening"`
	Explore   int      `json:"explore"`
	Noise     float64  `json:"noise"`
	EvalEvery int      `json:"eval_every"`
	// Init is the absolute path of the --init weights file the run started from, InitSHA256
	// that file's SHA-256 when the run began; both empty for random weights.
	Init       string `json:"init,omitempty"`
	InitSHA256 string `json:"init_sha256,omitempty"`
}

// trainSettingsVersion is the version of settings.json this Hexlab writes.
const trainSettingsVersion = 1

// settingFlags names each setting by its flag, with its value as the user would write it: the
// terms in which a difference is told.
func (s trainSettings) settingFlags() [][2]string {
	return [][2]string{
		{"boards", strings.Join(s.Boards, ",")},
		{"rounds", strconv.Itoa(s.Rounds)},
		{"games", strconv.Itoa(s.Games)},
		{"playouts", strconv.Itoa(s.Playouts)},
		{"steps", strconv.Itoa(s.Steps)},
		{"batch", strconv.Itoa(s.Batch)},
		{"lr", strconv.FormatFloat(s.LR, 'g', -1, 64)},
		{"shape", s.Shape},
		{"seed", strconv.FormatUint(s.Seed, 10)},
		{"window", strconv.Itoa(s.Window)},
		{"archive", s.Archive},
		{"records", s.Records},
		{"init", s.Init},
		{"opening", strconv.Itoa(s.Opening)},
		{"explore", strconv.Itoa(s.Explore)},
		{"noise", strconv.FormatFloat(s.Noise, 'g', -1, 64)},
		{"eval-every", strconv.Itoa(s.EvalEvery)},
	}
}

// Limits on the settings, so that a mistyped number is refused before hours are spent on it.
const (
	maxTrainRounds   = 10000
	maxTrainGames    = 1000000
	maxTrainPlayouts = 10000000
	maxTrainSteps    = 100000000
	maxTrainWindow   = 1000
	maxTrainWorkers  = 256
)

// trainFlags are the flags of hexlab train.
type trainFlags struct {
	dir, boards, shape, seed, archive, records, init, checkpointEvery, export string
	rounds, games, playouts, steps, batch, window                             int
	opening, explore, evalEvery, workers                                      int
	lr, noise                                                                 float64
	quiet                                                                     bool
}

func (f *trainFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.dir, "dir", "", "the run's folder")
	fs.StringVar(&f.boards, "boards", "hex:9x9,hex:11x11", "the self-play boards")
	fs.IntVar(&f.rounds, "rounds", 10, "self-play rounds after round 0")
	fs.IntVar(&f.games, "games", 200, "games a board each round")
	fs.IntVar(&f.playouts, "playouts", 400, "playouts a move")
	fs.IntVar(&f.steps, "steps", 2000, "training steps a round")
	fs.IntVar(&f.batch, "batch", 128, "positions a step")
	fs.Float64Var(&f.lr, "lr", 0.002, "peak learning rate")
	fs.StringVar(&f.shape, "shape", network.DefaultShape().String(), "channels x blocks")
	fs.StringVar(&f.seed, "seed", "1", "seed")
	fs.IntVar(&f.window, "window", 4, "rounds trained on")
	fs.StringVar(&f.archive, "archive", "", "round 0's game records")
	fs.StringVar(&f.records, "records", "", "round 0's training records (*.jsonl.gz)")
	fs.StringVar(&f.init, "init", "", "weights file of the first network")
	fs.IntVar(&f.opening, "opening", 2, "random opening moves")
	fs.IntVar(&f.explore, "explore", -1, "moves drawn by visits")
	fs.Float64Var(&f.noise, "noise", 0.25, "Dirichlet noise share")
	fs.IntVar(&f.evalEvery, "eval-every", 500, "steps between held-out measures")
	fs.IntVar(&f.workers, "workers", 0, "goroutines")
	fs.StringVar(&f.checkpointEvery, "checkpoint-every", "5m", "time between checkpoints")
	fs.StringVar(&f.export, "export", "", "file for the final network")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress")
}

// settings checks the flags that decide the network and returns them as settings.
func (f *trainFlags) settings() (trainSettings, error) {
	s := trainSettings{Version: trainSettingsVersion, Rounds: f.rounds, Games: f.games, Playouts: f.playouts,
		Steps: f.steps, Batch: f.batch, LR: f.lr, Window: f.window, Opening: f.opening, Explore: f.explore,
		Noise: f.noise, EvalEvery: f.evalEvery}
	if f.boards == "" {
		return s, usagef("--boards: expected board specs such as hex:9x9,hex:11x11")
	}
	for _, text := range strings.Split(f.boards, ",") {
		spec, err := core.ParseSpec(text)
		if err != nil {
			return s, usagef("--boards %q: %v", text, err)
		}
		if _, err := core.NewBoard(spec); err != nil {
			return s, usagef("--boards %q: %v", text, err)
		}
		if name := spec.String(); !containsString(s.Boards, name) {
			s.Boards = append(s.Boards, name)
		} else {
			return s, usagef("--boards: %s is given twice", name)
		}
	}
	shape, err := parseShape(f.shape)
	if err != nil {
		return s, err
	}
	s.Shape = shape.String()
	if s.Seed, err = parseSeed(f.seed); err != nil {
		return s, err
	}
	for _, c := range []struct {
		flag     string
		value    int
		min, max int
	}{
		{"--rounds", f.rounds, 0, maxTrainRounds},
		{"--games", f.games, 1, maxTrainGames},
		{"--playouts", f.playouts, 1, maxTrainPlayouts},
		{"--steps", f.steps, 1, maxTrainSteps},
		{"--batch", f.batch, 1, training.MaxBatch},
		{"--window", f.window, 1, maxTrainWindow},
		{"--opening", f.opening, 0, core.MaxSide * core.MaxSide},
		{"--explore", f.explore, -1, core.MaxSide * core.MaxSide},
		{"--eval-every", f.evalEvery, 0, maxTrainSteps},
	} {
		if c.value < c.min || c.value > c.max {
			return s, usagef("%s %d: expected a number from %d to %d", c.flag, c.value, c.min, c.max)
		}
	}
	if !(f.lr > 0 && f.lr <= 1) {
		return s, usagef("--lr %v: expected a learning rate above 0, at most 1", f.lr)
	}
	if !(f.noise >= 0 && f.noise <= 1) {
		return s, usagef("--noise %v: expected a share from 0 to 1", f.noise)
	}
	if f.archive != "" {
		st, err := os.Stat(f.archive)
		if err != nil || !st.IsDir() {
			return s, usagef("--archive %q: not a folder", f.archive)
		}
		if s.Archive, err = filepath.Abs(f.archive); err != nil {
			return s, usagef("--archive %q: %v", f.archive, err)
		}
	}
	if f.records != "" {
		st, err := os.Stat(f.records)
		if err != nil || !st.IsDir() {
			return s, usagef("--records %q: not a folder", f.records)
		}
		if s.Records, err = filepath.Abs(f.records); err != nil {
			return s, usagef("--records %q: %v", f.records, err)
		}
	}
	return s, nil
}

// containsString reports whether list holds s.
func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// parseShape reads --shape: CxB, or CxB/H with the value head's width H (else C).
func parseShape(text string) (network.Shape, error) {
	bad := usagef("--shape %q: expected channels x blocks, such as 32x4, or 32x4/64 with the value head's hidden units", text)
	main, hidden, withHidden := strings.Cut(text, "/")
	c, b, ok := strings.Cut(main, "x")
	if !ok {
		return network.Shape{}, bad
	}
	var s network.Shape
	var err error
	if s.Channels, err = strconv.Atoi(c); err != nil {
		return s, bad
	}
	if s.Blocks, err = strconv.Atoi(b); err != nil {
		return s, bad
	}
	s.ValueHidden = s.Channels
	if withHidden {
		if s.ValueHidden, err = strconv.Atoi(hidden); err != nil {
			return s, bad
		}
	}
	if err := s.Validate(); err != nil {
		return s, usagef("--shape %q: %v", text, err)
	}
	return s, nil
}

// trainOptions are the flags that do not change the network: how the run goes.
type trainOptions struct {
	workers         int
	checkpointEvery time.Duration
	export          string
	quiet           bool
}

// options checks the flags that do not decide the network.
func (f *trainFlags) options() (trainOptions, error) {
	o := trainOptions{workers: f.workers, export: f.export, quiet: f.quiet}
	if f.workers < 0 || f.workers > maxTrainWorkers {
		return o, usagef("--workers %d: expected 0 (one per core) to %d", f.workers, maxTrainWorkers)
	}
	if o.workers == 0 {
		o.workers = runtime.NumCPU()
	}
	if f.checkpointEvery != "0" {
		d, err := parseDurationFlag("--checkpoint-every", f.checkpointEvery)
		if err != nil {
			return o, err
		}
		o.checkpointEvery = d
	}
	if o.export != "" {
		if st, err := os.Stat(o.export); err == nil && st.IsDir() {
			return o, usagef("--export %q: a folder, not a file", o.export)
		}
		if dir := filepath.Dir(o.export); !isDir(dir) {
			return o, usagef("--export %q: folder %q does not exist", o.export, dir)
		}
	}
	return o, nil
}

// isDir reports whether path is a folder.
func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// runTrain is `hexlab train`: Ctrl-C or SIGTERM stops it at the next step.
func runTrain(args []string, stdout, stderr io.Writer) error {
	stop, release := stopOnSignal()
	defer release()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-stop:
			cancel()
		case <-ctx.Done():
		}
	}()
	return trainCommand(ctx, args, stdout, stderr)
}

// trainCommand is hexlab train, stopped when ctx is done.
func trainCommand(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train")
	var f trainFlags
	f.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if f.dir == "" {
		return usagef("--dir: the run's folder is required (made if absent; the same command resumes the run)")
	}
	settings, err := f.settings()
	if err != nil {
		return err
	}
	opts, err := f.options()
	if err != nil {
		return err
	}
	given := setFlags(fs, settingNames())
	var first *network.Network // the --init file's
	if f.init != "" {
		if first, err = readInitNetwork(f.init); err != nil {
			return err
		}
		if settings, err = settings.withInit(f.init, first, containsString(given, "--shape")); err != nil {
			return err
		}
	}
	run, err := openRun(f.dir, settings, given, stderr)
	if err != nil {
		return err
	}
	if err := run.loadInit(first); err != nil {
		return err
	}
	return run.train(ctx, opts, stdout, stderr)
}

// settingNames are the flags that are settings.
func settingNames() []string {
	var names []string
	for _, f := range (trainSettings{}).settingFlags() {
		names = append(names, f[0])
	}
	return names
}

// settingsDiff names, for each flag given (as --name) whose value differs from the run's
// own, both values.
func settingsDiff(given []string, asked, saved trainSettings) []string {
	var diff []string
	savedFlags := saved.settingFlags()
	for i, a := range asked.settingFlags() {
		if !containsString(given, "--"+a[0]) || a[1] == savedFlags[i][1] {
			continue
		}
		diff = append(diff, fmt.Sprintf("--%s %s (the run's is %s)", a[0], orNone(a[1]), orNone(savedFlags[i][1])))
	}
	return diff
}

// orNone writes an empty setting as "none".
func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// trainFile names the files of a run's folder.
const (
	trainSettingsFile   = "settings.json"
	trainCheckpointFile = "checkpoint"
	trainGamesDir       = "games"
	trainLossChart      = "loss.png"
	trainAccuracyChart  = "accuracy.png"
)

// maxSettingsFile bounds settings.json.
const maxSettingsFile = 1 << 20

// readSettings reads a run's settings.json.
func readSettings(path string) (trainSettings, json.RawMessage, error) {
	var s trainSettings
	data, err := safefile.Read(path, maxSettingsFile)
	if err != nil {
		return s, nil, err
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, nil, fmt.Errorf("%s: %v", path, err)
	}
	if s.Version != trainSettingsVersion {
		return s, nil, fmt.Errorf("%s: settings of version %d, this Hexlab reads version %d", path, s.Version, trainSettingsVersion)
	}
	// The settings must be ones the flags could give: a file changed by hand is checked as
	// the command line is.
	f := trainFlags{boards: strings.Join(s.Boards, ","), rounds: s.Rounds, games: s.Games, playouts: s.Playouts,
		steps: s.Steps, batch: s.Batch, lr: s.LR, shape: s.Shape, seed: strconv.FormatUint(s.Seed, 10), window: s.Window,
		archive: s.Archive, records: s.Records, opening: s.Opening, explore: s.Explore, noise: s.Noise, evalEvery: s.EvalEvery}
	checked, err := f.settings()
	if err != nil {
		return s, nil, fmt.Errorf("%s: %v", path, err)
	}
	if checked.Shape != s.Shape || strings.Join(checked.Boards, ",") != strings.Join(s.Boards, ",") || checked.Archive != s.Archive || checked.Records != s.Records {
		return s, nil, fmt.Errorf("%s: the settings are not written as hexlab train writes them", path)
	}
	if err := s.checkInit(); err != nil {
		return s, nil, fmt.Errorf("%s: %v", path, err)
	}
	return s, json.RawMessage(data), nil
}

// totalSteps is the number of steps of the whole run.
func (s trainSettings) totalSteps() int { return (s.Rounds + 1) * s.Steps }

// config is the trainer's configuration of the run.
func (s trainSettings) config() training.Config {
	total := s.totalSteps()
	return training.Config{
		Batch: s.Batch, Seed: s.Seed,
		Schedule:    training.Schedule{Peak: s.LR, Warmup: min(1000, total/20), Total: total, Floor: 0.05},
		ValueWeight: 1, WeightDecay: 1e-4,
		LogEvery: max(1, min(50, s.Steps/20)),
	}
}

// shape returns the run's network shape.
func (s trainSettings) shape() network.Shape {
	shape, _ := parseShape(s.Shape) // checked by readSettings or settings
	return shape
}
