package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/internal/seed"
	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/network/training"
)

func init() {
	commands["train"] = command{summary: "train the engine's network by rounds of self-play and training, resumable (docs/training.md)", help: trainHelp, runErr: runTrain}
}

// Constants of a run that are not settings.
const (
	// gamesPerShard is the number of games a shard of self-play holds: what a stopped round
	// loses at most.
	gamesPerShard = 16
	// heldOutShare is the share of the games held out (training.HeldOut).
	heldOutShare = 0.05
	// heldOutPositions bounds the held-out positions measured, spread over them, so that a
	// measure takes seconds.
	heldOutPositions = 2000
)

// trainRun is a run's folder: its settings, and its checkpoint when it has one.
type trainRun struct {
	dir      string
	settings trainSettings
	raw      json.RawMessage // settings.json as written, kept in each checkpoint
	resumed  *training.Checkpoint
	init     *network.Network // the --init file's network, when the settings name one
}

// openRun opens the run in dir: a new one with the settings asked (dir made, settings.json
// written), or the one there, whose settings the flags given (as --name) must agree with; a
// flag not given takes the run's own.
func openRun(dir string, asked trainSettings, given []string, stderr io.Writer) (*trainRun, error) {
	r := &trainRun{dir: dir}
	path := filepath.Join(dir, trainSettingsFile)
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		return nil, usagef("--dir %q: a file, not a folder", dir)
	}
	switch _, err := os.Stat(path); {
	case err == nil:
		saved, raw, err := readSettings(path)
		if err != nil {
			return nil, err
		}
		if diff := settingsDiff(given, asked, saved); len(diff) > 0 {
			return nil, usagef("the run in %s has other settings: %s; give its own (or leave them out), or a new --dir", dir, strings.Join(diff, "; "))
		}
		r.settings, r.raw = saved, raw
	case errors.Is(err, os.ErrNotExist):
		if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
			return nil, usagef("--dir %q holds files but no %s: not a training run's folder; give a new or empty one", dir, trainSettingsFile)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
		data, err := json.MarshalIndent(asked, "", "  ")
		if err != nil {
			return nil, err
		}
		data = append(data, '\n')
		if err := safefile.WriteBytes(path, data); err != nil {
			return nil, err
		}
		r.settings, r.raw = asked, data
	default:
		return nil, err
	}
	removeStaleTemporaries(dir)
	c, err := training.ReadCheckpoint(filepath.Join(dir, trainCheckpointFile))
	switch {
	case errors.Is(err, os.ErrNotExist):
		return r, nil
	case err != nil:
		return nil, fmt.Errorf("%v; the run cannot resume from it (remove it to train again from round 0 on the games kept)", err)
	}
	if !equalJSON(c.Settings, r.raw) {
		return nil, fmt.Errorf("%s was written by a run of other settings than %s: it is not this run's", filepath.Join(dir, trainCheckpointFile), path)
	}
	if shape := r.settings.shape(); c.Net.Shape() != shape {
		return nil, fmt.Errorf("%s holds a %s network, the run's settings say %s", filepath.Join(dir, trainCheckpointFile), c.Net.Shape(), shape)
	}
	if c.Round > r.settings.Rounds+1 || c.Step > r.settings.totalSteps() || c.Step > (c.Round+1)*r.settings.Steps || c.Step < c.Round*r.settings.Steps {
		return nil, fmt.Errorf("%s is at step %d of round %d, which a run of %d rounds of %d steps never reaches", filepath.Join(dir, trainCheckpointFile), c.Step, c.Round, r.settings.Rounds+1, r.settings.Steps)
	}
	r.resumed = &c
	return r, nil
}

// equalJSON reports whether a and b are the same JSON text, but for spaces.
func equalJSON(a, b json.RawMessage) bool {
	var x, y bytes.Buffer
	if json.Compact(&x, a) != nil || json.Compact(&y, b) != nil {
		return false
	}
	return bytes.Equal(x.Bytes(), y.Bytes())
}

// staleTemporary matches the temporary files safefile.Write makes (".NAME.DIGITS.tmp"), which
// a run killed outright while writing leaves behind.
var staleTemporary = regexp.MustCompile(`^\..+\.[0-9]+\.tmp$`)

// removeStaleTemporaries removes the temporary files a killed run left in dir and its rounds'
// folders.
func removeStaleTemporaries(dir string) {
	folders, _ := filepath.Glob(filepath.Join(dir, trainGamesDir, "round-*"))
	for _, folder := range append(folders, dir) {
		entries, _ := os.ReadDir(folder)
		for _, e := range entries {
			if e.Type().IsRegular() && staleTemporary.MatchString(e.Name()) {
				os.Remove(filepath.Join(folder, e.Name()))
			}
		}
	}
}

// roundDir is the folder of round's games.
func (r *trainRun) roundDir(round int) string {
	return filepath.Join(r.dir, trainGamesDir, fmt.Sprintf("round-%03d", round))
}

// shardName is the file of shard k of board spec's games in a round: hex-9x9-0003.jsonl.gz.
func shardName(spec string, k int) string {
	name := strings.NewReplacer(":", "-", "+", "-").Replace(spec)
	return fmt.Sprintf("%s-%04d.jsonl.gz", name, k)
}

// archiveShard is the file round 0's archive records are copied into, recordsShard the file
// its --records are.
const (
	archiveShard = "archive.jsonl.gz"
	recordsShard = "records.jsonl.gz"
)

// trainSession is one session of a run: the trainer, and what it reports and saves as it goes.
type trainSession struct {
	run      *trainRun
	opts     trainOptions
	trainer  *training.Trainer
	patterns *training.PatternPredictor
	stderr   io.Writer
	start    time.Time
	before   time.Duration // the run's time before this session
	saved    time.Time     // the last checkpoint's time
	said     time.Time     // the last progress line's time
}

// train runs the rounds from where the run stands to its end, then writes the summary (and
// the network, with --export) to stdout.
func (r *trainRun) train(ctx context.Context, opts trainOptions, stdout, stderr io.Writer) error {
	s := &trainSession{run: r, opts: opts, stderr: stderr, start: time.Now()}
	s.saved, s.said = s.start, s.start
	cfg := r.settings.config()
	round := 0
	var err error
	if c := r.resumed; c != nil {
		if s.trainer, err = training.Resume(*c, cfg, opts.workers); err != nil {
			return err
		}
		round, s.before = c.Round, c.Elapsed
		if round <= r.settings.Rounds {
			fmt.Fprintf(stderr, "train: resuming the run in %s from its checkpoint: round %d of %d, step %d of %d\n",
				r.dir, round, r.settings.Rounds, c.Step, r.settings.totalSteps())
		}
	} else {
		net, err := r.firstNetwork()
		if err != nil {
			return err
		}
		if s.trainer, err = training.NewTrainer(net, cfg, opts.workers); err != nil {
			return err
		}
	}
	if s.patterns, err = training.NewPatternPredictor(); err != nil {
		return err
	}
	for ; round <= r.settings.Rounds; round++ {
		if err := s.gather(ctx, round); err != nil {
			return err
		}
		if err := s.trainRound(ctx, round); err != nil {
			return err
		}
	}
	if err := drawTrainCharts(r.dir, s.trainer.Log, r.settings.Steps); err != nil {
		return err
	}
	return s.summary(stdout)
}

// elapsed is the run's time so far, over all its sessions.
func (s *trainSession) elapsed() time.Duration { return s.before + time.Since(s.start) }

// save writes the checkpoint, marked with round (the round under way), and redraws the charts.
func (s *trainSession) save(round int) error {
	c := s.trainer.Checkpoint(round, s.run.raw, s.elapsed())
	if err := training.WriteCheckpoint(filepath.Join(s.run.dir, trainCheckpointFile), c); err != nil {
		return fmt.Errorf("writing the checkpoint: %w", err)
	}
	s.saved = time.Now()
	if err := drawTrainCharts(s.run.dir, s.trainer.Log, s.run.settings.Steps); err != nil {
		return err
	}
	if trainSaved != nil {
		trainSaved(round, s.trainer.Step)
	}
	return nil
}

// trainSaved, when set (by tests), is called after each checkpoint with its round and step:
// the event a test stops a run at.
var trainSaved func(round, step int)

// stopped writes the checkpoint of a run stopped in round, and returns the error that says so.
func (s *trainSession) stopped(round int, where string) error {
	if err := s.save(round); err != nil {
		return err
	}
	return fmt.Errorf("stopped %s in round %d (step %d of %d); the checkpoint is written, and hexlab train --dir %s resumes the run",
		where, round, s.trainer.Step, s.run.settings.totalSteps(), s.run.dir)
}

// say prints a progress line, unless --quiet.
func (s *trainSession) say(format string, args ...any) {
	if !s.opts.quiet {
		fmt.Fprintf(s.stderr, "train: "+format+"\n", args...)
	}
	s.said = time.Now()
}

// gather makes sure round's games are in its folder: round 0's archive, copied once, or the
// self-play games of each board, shard by shard, the shards finished kept when stopped.
func (s *trainSession) gather(ctx context.Context, round int) error {
	r := s.run
	dir := r.roundDir(round)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	trained := s.trainer.Step > round*r.settings.Steps // the checkpoint has trained on this round's games
	if round == 0 && r.settings.Records != "" {
		if err := s.gatherRecords(dir, trained); err != nil {
			return err
		}
		if r.settings.Archive == "" {
			return nil
		}
	}
	if round == 0 && r.settings.Archive != "" {
		path := filepath.Join(dir, archiveShard)
		if _, err := os.Stat(path); err == nil {
			return nil
		} else if trained {
			return missingShard(path)
		}
		rep, err := training.ReadArchive(r.settings.Archive)
		if err != nil {
			return fmt.Errorf("--archive %s: %w", r.settings.Archive, err)
		}
		if len(rep.Records) == 0 {
			return fmt.Errorf("--archive %s: no positions in its %d SGF files (%d left out)", r.settings.Archive, rep.Files, len(rep.Skipped))
		}
		line := fmt.Sprintf("round 0: %d positions of %d games from the archive %s (%d SGF files; %d the same game as another",
			len(rep.Records), rep.Games, r.settings.Archive, rep.Files, rep.Duplicates)
		if n := len(rep.Skipped); n > 0 {
			line += fmt.Sprintf("; %d left out, the first %s: %s", n, rep.Skipped[0].Path, rep.Skipped[0].Reason)
		}
		s.say("%s)", line)
		return training.WriteRecords(path, rep.Records)
	}
	var net *network.Network
	if round > 0 || r.settings.Init != "" {
		net = s.trainer.Net.Clone() // round 0 of a run from random weights plays with today's engine
	}
	told := round > 0 || net == nil // round 0's games with --init's network are told once
	shards := (r.settings.Games + gamesPerShard - 1) / gamesPerShard
	for bi, spec := range r.settings.Boards {
		sp, err := parseRunBoard(spec)
		if err != nil {
			return err
		}
		b, err := core.NewBoard(sp)
		if err != nil {
			return err
		}
		play := training.SelfPlay{Board: b, Reverse: sp.Reverse, Playouts: r.settings.Playouts, Network: net,
			Seed: roundSeed(r.settings.Seed, round, bi), Opening: selfPlayCount(r.settings.Opening),
			Explore: selfPlayCount(r.settings.Explore), Noise: r.settings.Noise}
		for k := range shards {
			path := filepath.Join(dir, shardName(spec, k))
			if _, err := os.Stat(path); err == nil {
				continue
			} else if trained {
				return missingShard(path)
			}
			if !told {
				s.say("round 0: self-play guided by the network of --init %s", r.settings.Init)
				told = true
			}
			from := k * gamesPerShard
			count := min(gamesPerShard, r.settings.Games-from)
			started := time.Now()
			recs, err := play.Games(ctx, from, count, s.opts.workers, func(done int) {
				if time.Since(s.said) >= progressEvery {
					perGame := time.Since(started) / time.Duration(max(done, 1))
					s.say("round %d of %d, self-play on %s: %d of %d games, about %v left on this board",
						round, r.settings.Rounds, spec, from+done, r.settings.Games, (perGame * time.Duration(r.settings.Games-from-done)).Round(time.Second))
				}
			})
			if err != nil {
				if ctx.Err() != nil {
					return fmt.Errorf("stopped in round %d's self-play on %s, after %d of %d games (the shards finished are kept); hexlab train --dir %s resumes the run",
						round, spec, from, r.settings.Games, r.dir)
				}
				return fmt.Errorf("round %d, self-play on %s: %w", round, spec, err)
			}
			if err := training.WriteRecords(path, recs); err != nil {
				return err
			}
		}
	}
	return nil
}

// selfPlayCount turns a count of --opening or --explore into SelfPlay's: -1 (the flag's
// default) is SelfPlay's default, 0, and 0 is none, a negative number.
func selfPlayCount(n int) int {
	switch n {
	case -1:
		return 0
	case 0:
		return -1
	}
	return n
}

// missingShard is the error for a shard of games gone from a round the checkpoint has trained on.
func missingShard(path string) error {
	return fmt.Errorf("%s is gone, but the checkpoint has trained on it: the run cannot go on as it was; train again in a new --dir", path)
}

// parseRunBoard reads a board of the run's settings (checked when they were read).
func parseRunBoard(spec string) (core.Spec, error) {
	sp, err := core.ParseSpec(spec)
	if err != nil {
		return sp, fmt.Errorf("the run's board %q: %v", spec, err)
	}
	return sp, nil
}

// roundSeed is the seed of round's self-play games on the run's board number board.
func roundSeed(runSeed uint64, round, board int) uint64 {
	return seed.Mix(seed.Mix(runSeed^uint64(round)*0x9e3779b97f4a7c15) ^ uint64(board))
}

// window reads the positions of the rounds round trains on: the last --window rounds'.
func (s *trainSession) window(round int) ([]training.Record, error) {
	var recs []training.Record
	for k := max(0, round-s.run.settings.Window+1); k <= round; k++ {
		more, err := training.ReadDir(s.run.roundDir(k))
		if err != nil {
			return nil, err
		}
		recs = append(recs, more...)
	}
	return recs, nil
}

// trainRound trains on round's window up to the round's last step, measuring the held-out
// positions every --eval-every steps and at the end, and writing the checkpoint every
// --checkpoint-every and at the end.
func (s *trainSession) trainRound(ctx context.Context, round int) error {
	r, t := s.run, s.trainer
	recs, err := s.window(round)
	if err != nil {
		return err
	}
	train, held := training.SplitHeldOut(recs, heldOutShare)
	if len(train) == 0 {
		return fmt.Errorf("round %d: no positions to train on in the games of rounds %d to %d", round, max(0, round-r.settings.Window+1), round)
	}
	set, err := training.NewSet(train)
	if err != nil {
		return err
	}
	heldSamples, err := training.Samples(training.Spread(held, heldOutPositions))
	if err != nil {
		return err
	}
	hits := s.patterns.Top1(heldSamples)
	measure := func() error {
		if len(heldSamples) == 0 {
			return nil
		}
		// Not cancelled: a measure takes seconds, and the log keeps the same points
		// however the run is stopped.
		p, err := training.HeldOutMeasure(context.Background(), t.Net, heldSamples, hits, t.Step, round, s.opts.workers)
		if err != nil {
			return err
		}
		t.Log.HeldOut = append(t.Log.HeldOut, p)
		return nil
	}
	until := (round + 1) * r.settings.Steps
	if t.Step < until {
		s.say("round %d of %d: training steps %d to %d on %d positions (%d held out, %d of them measured)",
			round, r.settings.Rounds, t.Step+1, until, set.Len(), len(held), len(heldSamples))
	}
	meter := training.NewMeter(t.Step)
	err = t.Train(ctx, set, until, func() error {
		meter.Add(t)
		if every := r.settings.EvalEvery; every > 0 && t.Step%every == 0 && t.Step < until {
			if err := measure(); err != nil {
				return err
			}
		}
		if time.Since(s.said) >= progressEvery {
			s.sayProgress(round, meter.Report(t, until))
		}
		if every := s.opts.checkpointEvery; every > 0 && time.Since(s.saved) >= every {
			return s.save(round)
		}
		return nil
	})
	if err != nil {
		if ctx.Err() != nil {
			return s.stopped(round, "training")
		}
		return err
	}
	if n := len(t.Log.HeldOut); n == 0 || t.Log.HeldOut[n-1].Step != t.Step || t.Log.HeldOut[n-1].Round != round {
		if err := measure(); err != nil {
			return err
		}
	}
	if err := s.save(round + 1); err != nil {
		return err
	}
	if n := len(t.Log.HeldOut); n > 0 {
		p := t.Log.HeldOut[n-1]
		s.say("round %d of %d done, step %d: held-out policy loss %.3f, value loss %.3f, top-1 %.1f%% (the patterns' %.1f%%)",
			round, r.settings.Rounds, t.Step, p.Policy, p.Value, 100*p.Top1, 100*p.Patterns)
	}
	return nil
}

// sayProgress prints a progress line of a round's training.
func (s *trainSession) sayProgress(round int, p training.Progress) {
	line := fmt.Sprintf("round %d of %d, step %d of %d, lr %.2g", round, s.run.settings.Rounds, p.Step, p.Until, p.Rate)
	if n := float64(p.Loss.Samples); n > 0 {
		line += fmt.Sprintf(": policy loss %.3f, value loss %.3f, top-1 %.1f%%", p.Loss.Policy/n, p.Loss.Value/n, 100*float64(p.Loss.Top1)/n)
	}
	if h := s.trainer.Log.HeldOut; len(h) > 0 {
		line += fmt.Sprintf("; held-out top-1 %.1f%% (patterns %.1f%%)", 100*h[len(h)-1].Top1, 100*h[len(h)-1].Patterns)
	}
	line += fmt.Sprintf("; %.0f positions/s, about %v left in the round", p.SamplesPerSecond, p.Left.Round(time.Second))
	s.say("%s", line)
}

// summary writes what the run made, and the network to --export.
func (s *trainSession) summary(stdout io.Writer) error {
	r, t := s.run, s.trainer
	fmt.Fprintf(stdout, "run %s: rounds 0 to %d, %d steps of %d positions, network %s, %v in all\n",
		r.dir, r.settings.Rounds, t.Step, r.settings.Batch, t.Net.Shape(), s.elapsed().Round(time.Second))
	fmt.Fprintf(stdout, "started from %s\n", r.settings.origin())
	if h := t.Log.HeldOut; len(h) > 0 {
		p := h[len(h)-1]
		fmt.Fprintf(stdout, "held-out after step %d (%d positions of round %d's window): policy loss %.3f, value loss %.3f, top-1 %.1f%%; the learned patterns' top-1 %.1f%%\n",
			p.Step, p.Positions, p.Round, p.Policy, p.Value, 100*p.Top1, 100*p.Patterns)
	}
	fmt.Fprintf(stdout, "network sha256 %s\n", t.Net.Checksum())
	fmt.Fprintf(stdout, "charts: %s, %s\n", filepath.Join(r.dir, trainLossChart), filepath.Join(r.dir, trainAccuracyChart))
	if s.opts.export != "" {
		if err := safefile.Write(s.opts.export, t.Net.Write); err != nil {
			return fmt.Errorf("--export %s: %w", s.opts.export, err)
		}
		fmt.Fprintf(stdout, "exported to %s\n", s.opts.export)
	}
	return nil
}

// gatherRecords copies round 0's --records into its folder once.
func (s *trainSession) gatherRecords(dir string, trained bool) error {
	path := filepath.Join(dir, recordsShard)
	if _, err := os.Stat(path); err == nil {
		return nil
	} else if trained {
		return missingShard(path)
	}
	recs, err := training.ReadDir(s.run.settings.Records)
	if err != nil {
		return fmt.Errorf("--records %s: %w", s.run.settings.Records, err)
	}
	if len(recs) == 0 {
		return fmt.Errorf("--records %s: no records in its *.jsonl.gz files", s.run.settings.Records)
	}
	s.say("round 0: %d positions from the records of %s", len(recs), s.run.settings.Records)
	return training.WriteRecords(path, recs)
}
