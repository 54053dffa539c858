package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/network/training"
)

// tinyTrain are the settings of a run of a few seconds on hex:4x4: round 0 (the engine's
// games) and one round of the network's own.
var tinyTrain = []string{"train", "--boards", "hex:4x4", "--rounds", "1", "--games", "5", "--playouts", "8",
	"--steps", "6", "--batch", "8", "--shape", "4x1", "--eval-every", "3", "--quiet"}

// trainArgs returns tinyTrain's arguments for dir, with more after them.
func trainArgs(dir string, more ...string) []string {
	return append(append(append([]string{}, tinyTrain...), "--dir", dir), more...)
}

// runTrainIn runs hexlab train with args in this process, stopped when ctx is done; it
// returns the error and the exit status dispatch gives it.
func runTrainIn(ctx context.Context, args []string) (stdout string, err error, code int) {
	var out, errOut bytes.Buffer
	err = trainCommand(ctx, args[1:], &out, &errOut)
	var u usageError
	switch {
	case err == nil:
		code = exitOK
	case errors.As(err, &u):
		code = exitUsage
	default:
		code = exitFailure
	}
	return out.String(), err, code
}

// exported reads the network a run exported.
func exported(t *testing.T, path string) *network.Network {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, err := network.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestTrainStoppedAndResumed runs the command end to end on hex:4x4 with tiny budgets, from
// random weights and from an --init file: a run straight through, and runs stopped (their
// context cancelled, as Ctrl-C does) in the middle of round 0's training and in round 1's
// self-play, then resumed with the same command on another number of workers: each says it
// resumes, and ends with the straight run's network, bit for bit. The folder holds its
// settings, games, checkpoint and charts (PNG), and no temporary file.
func TestTrainStoppedAndResumed(t *testing.T) {
	base := t.TempDir()
	initFile := writeNetwork(t, filepath.Join(base, "init.net"), 99)
	for _, c := range []struct {
		name, origin string
		more         []string
	}{
		{"from-random-weights", "started from random weights of --seed 1", nil},
		{"from-init", "started from the network of --init " + initFile, []string{"--init", initFile}},
	} {
		t.Run(c.name, func(t *testing.T) { checkStoppedAndResumed(t, filepath.Join(base, c.name), c.origin, c.more) })
	}
}

// writeNetwork writes a network of shape 4x1 drawn from seed to path, and returns path.
func writeNetwork(t *testing.T, path string, seed uint64) string {
	t.Helper()
	net, err := network.New(network.Shape{Channels: 4, Blocks: 1, ValueHidden: 4}, seed)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := net.Write(&b); err != nil {
		t.Fatal(err)
	}
	return writeAndKeep(t, path, b.Bytes())
}

// checkStoppedAndResumed is TestTrainStoppedAndResumed for the runs in base of tinyTrain's
// settings with more: its summary says it started from origin.
func checkStoppedAndResumed(t *testing.T, base, origin string, more []string) {
	if err := os.MkdirAll(base, 0o755); err != nil {
		t.Fatal(err)
	}
	args := func(dir string, rest ...string) []string {
		return trainArgs(dir, append(append([]string{}, more...), rest...)...)
	}
	straight := filepath.Join(base, "straight")
	want := filepath.Join(base, "straight.net")
	out, err, code := runTrainIn(context.Background(), args(straight, "--workers", "1", "--export", want))
	if code != exitOK {
		t.Fatalf("the straight run: exit %d, %v", code, err)
	}
	if !strings.Contains(out, "network sha256 "+exported(t, want).Checksum()) || !strings.Contains(out, "rounds 0 to 1, 12 steps") || !strings.Contains(out, origin) {
		t.Errorf("the summary: %q", out)
	}
	for _, name := range []string{trainSettingsFile, trainCheckpointFile, trainLossChart, trainAccuracyChart,
		"games/round-000/hex-4x4-0000.jsonl.gz", "games/round-001/hex-4x4-0000.jsonl.gz"} {
		if _, err := os.Stat(filepath.Join(straight, name)); err != nil {
			t.Errorf("the run's folder lacks %s", name)
		}
	}
	for _, chart := range []string{trainLossChart, trainAccuracyChart} {
		f, err := os.Open(filepath.Join(straight, chart))
		if err != nil {
			continue
		}
		if _, err := png.Decode(f); err != nil {
			t.Errorf("%s: %v", chart, err)
		}
		f.Close()
	}
	for _, stop := range []struct {
		name      string
		at        func(round, step int) bool
		wantError string
	}{
		{"in round 0's training", func(round, step int) bool { return step == 3 }, "stopped training in round 0 (step 3 of 12)"},
		{"in round 1's self-play", func(round, step int) bool { return round == 1 }, "stopped in round 1's self-play"},
	} {
		dir := filepath.Join(base, strings.ReplaceAll(stop.name, " ", "-"))
		ctx, cancel := context.WithCancel(context.Background())
		trainSaved = func(round, step int) {
			if stop.at(round, step) {
				cancel()
			}
		}
		_, err, code := runTrainIn(ctx, args(dir, "--workers", "2", "--checkpoint-every", "1ns"))
		trainSaved = nil
		cancel()
		if code != exitFailure || err == nil || !strings.Contains(err.Error(), stop.wantError) || !strings.Contains(err.Error(), "hexlab train --dir "+dir+" resumes") {
			t.Fatalf("stopped %s: exit %d, %v", stop.name, code, err)
		}
		got := filepath.Join(base, "resumed.net")
		var errOut bytes.Buffer
		if err := trainCommand(context.Background(), args(dir, "--workers", "3", "--export", got)[1:], &bytes.Buffer{}, &errOut); err != nil {
			t.Fatalf("resumed after stopping %s: %v", stop.name, err)
		}
		if !network.Equal(exported(t, want), exported(t, got)) {
			t.Errorf("stopped %s and resumed, the run trained another network than the straight run", stop.name)
		}
		if stop.name == "in round 0's training" && !strings.Contains(errOut.String(), "resuming the run in "+dir+" from its checkpoint: round 0 of 1, step 3 of 12") {
			t.Errorf("the resumed run does not say so: %q", errOut.String())
		}
		var left []string
		filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && strings.Contains(d.Name(), ".tmp") {
				left = append(left, path)
			}
			return nil
		})
		if len(left) > 0 {
			t.Errorf("left behind: %q", left)
		}
	}
	// A finished run given again with the same command changes nothing, and says what it made.
	out, err, code = runTrainIn(context.Background(), args(straight))
	if code != exitOK || !strings.Contains(out, "12 steps") || !strings.Contains(out, origin) {
		t.Errorf("the finished run again: exit %d, %v, %q", code, err, out)
	}
}

// smallestRun runs hexlab train on hex:3x3 for two steps in a new folder, and returns the
// folder and the command's arguments.
func smallestRun(t *testing.T) (dir string, args []string) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "run")
	args = []string{"train", "--dir", dir, "--boards", "hex:3x3", "--rounds", "0", "--games", "2", "--playouts", "4",
		"--steps", "2", "--batch", "4", "--shape", "4x1", "--quiet"}
	if _, err, code := runTrainIn(context.Background(), args); code != exitOK {
		t.Fatalf("the run: %v", err)
	}
	return dir, args
}

// A resumed run given other settings is refused (exit 2), naming each difference with the
// run's own value; the flags that do not change the network may differ, and a flag left out
// takes the run's own.
func TestTrainRefusesOtherSettings(t *testing.T) {
	dir, args := smallestRun(t)
	_, err, code := runTrainIn(context.Background(), append(args[:len(args):len(args)], "--seed", "2", "--lr", "0.01"))
	if code != exitUsage || !strings.Contains(err.Error(), "--lr 0.01 (the run's is 0.002); --seed 2 (the run's is 1)") {
		t.Errorf("other settings: exit %d, %v", code, err)
	}
	if _, err, code := runTrainIn(context.Background(), []string{"train", "--dir", dir, "--workers", "1", "--checkpoint-every", "1s"}); code != exitOK {
		t.Errorf("the same run with its settings left out: exit %d, %v", code, err)
	}
	// settings.json changed by hand is read as the flags are.
	path := filepath.Join(dir, trainSettingsFile)
	data, _ := os.ReadFile(path)
	os.WriteFile(path, bytes.Replace(data, []byte(`"batch": 4`), []byte(`"batch": -4`), 1), 0o644)
	if _, err, code := runTrainIn(context.Background(), []string{"train", "--dir", dir}); code != exitFailure || !strings.Contains(err.Error(), "--batch -4") {
		t.Errorf("a settings.json with a batch of -4: exit %d, %v", code, err)
	}
	// A folder of other files is not taken for a run.
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "notes.txt"), []byte("mine"), 0o644)
	if _, err, code := runTrainIn(context.Background(), []string{"train", "--dir", other}); code != exitUsage || !strings.Contains(err.Error(), "not a training run's folder") {
		t.Errorf("a folder of other files: exit %d, %v", code, err)
	}
}

// A checkpoint cut short, or of another run, stops the command with exit 1 and a message
// that names the file and what is wrong, never a panic.
func TestTrainRefusesABrokenCheckpoint(t *testing.T) {
	dir, args := smallestRun(t)
	path := filepath.Join(dir, trainCheckpointFile)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, data[:len(data)/2], 0o644)
	_, err, code := runTrainIn(context.Background(), args)
	if code != exitFailure || !strings.Contains(err.Error(), "checkpoint "+path+": its checksum does not match") {
		t.Errorf("a checkpoint cut in half: exit %d, %v", code, err)
	}
	// A whole checkpoint of another run's settings.
	c, err := training.ReadCheckpoint(writeAndKeep(t, path, data))
	if err != nil {
		t.Fatal(err)
	}
	c.Settings = json.RawMessage(`{"version":1}`)
	if err := training.WriteCheckpoint(path, c); err != nil {
		t.Fatal(err)
	}
	if _, err, code := runTrainIn(context.Background(), args); code != exitFailure || !strings.Contains(err.Error(), "not this run's") {
		t.Errorf("another run's checkpoint: exit %d, %v", code, err)
	}
}

// writeAndKeep writes data to path and returns path.
func writeAndKeep(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Bad command lines are exit 2 with a message that names the flag and what it expects.
func TestTrainBadFlags(t *testing.T) {
	dir := t.TempDir()
	run := filepath.Join(dir, "run")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"train"}, "--dir: the run's folder is required"},
		{[]string{"train", "--dir", run, "--boards", "hex:0x3"}, `--boards "hex:0x3"`},
		{[]string{"train", "--dir", run, "--boards", "hex:5x5,hex:5x5"}, "hex:5x5 is given twice"},
		{[]string{"train", "--dir", run, "--boards", ""}, "--boards: expected board specs"},
		{[]string{"train", "--dir", run, "--shape", "32"}, `--shape "32": expected channels x blocks`},
		{[]string{"train", "--dir", run, "--shape", "999x4"}, "999 channels"},
		{[]string{"train", "--dir", run, "--rounds", "-1"}, "--rounds -1: expected a number from 0"},
		{[]string{"train", "--dir", run, "--games", "0"}, "--games 0: expected a number from 1"},
		{[]string{"train", "--dir", run, "--batch", "0"}, "--batch 0"},
		{[]string{"train", "--dir", run, "--lr", "0"}, "--lr 0: expected a learning rate"},
		{[]string{"train", "--dir", run, "--lr", "NaN"}, "--lr NaN"},
		{[]string{"train", "--dir", run, "--noise", "2"}, "--noise 2: expected a share"},
		{[]string{"train", "--dir", run, "--seed", "x"}, `--seed "x"`},
		{[]string{"train", "--dir", run, "--workers", "-1"}, "--workers -1"},
		{[]string{"train", "--dir", run, "--checkpoint-every", "soon"}, `--checkpoint-every "soon"`},
		{[]string{"train", "--dir", run, "--export", filepath.Join(dir, "no", "net")}, "does not exist"},
		{[]string{"train", "--dir", run, "--export", dir}, "a folder, not a file"},
		{[]string{"train", "--dir", run, "--archive", filepath.Join(dir, "none")}, "not a folder"},
		{[]string{"train", "--dir", run, "--steps", "many"}, `--steps "many": expected a whole number`},
		{[]string{"train", "--dir", run, "--epochs", "3"}, "unknown flag --epochs"},
	} {
		_, errOut, code := hexlab(c.args...)
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("hexlab %s: exit %d, %q; want exit 2 saying %q", strings.Join(c.args[1:], " "), code, errOut, c.want)
		}
	}
	if _, err := os.Stat(run); err == nil {
		t.Error("a refused command line made the run's folder")
	}
}

// Supervised only (--rounds 0 --archive DIR): round 0's positions are the archive's games,
// copied into the run's folder once; progress lines (every step here) give the step, the
// losses, the top-1 share, the speed and the time left, and the archive's files left out.
func TestTrainArchiveAndProgress(t *testing.T) {
	defer func(every time.Duration) { progressEvery = every }(progressEvery)
	progressEvery = 0
	dir := filepath.Join(t.TempDir(), "run")
	archive := filepath.Join("..", "..", "strategies", "network", "training", "testdata", "archive")
	var out, errOut bytes.Buffer
	err := trainCommand(context.Background(), []string{"--dir", dir, "--archive", archive, "--rounds", "0",
		"--steps", "4", "--batch", "4", "--shape", "4x1", "--workers", "2"}, &out, &errOut)
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	recs, err := training.ReadRecords(filepath.Join(dir, "games", "round-000", archiveShard))
	if err != nil || len(recs) == 0 || recs[0].Source != training.ArchiveSource {
		t.Errorf("the archive's copy: %d records, %v", len(recs), err)
	}
	for _, want := range []string{"positions of", "games from the archive", "left out, the first",
		"round 0 of 0, step 2 of 4, lr", "policy loss", "top-1", "positions/s, about", "left in the round", "round 0 of 0 done, step 4"} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("standard error lacks %q:\n%s", want, errOut.String())
		}
	}
	var settings trainSettings
	data, _ := os.ReadFile(filepath.Join(dir, trainSettingsFile))
	if json.Unmarshal(data, &settings) != nil || !filepath.IsAbs(settings.Archive) {
		t.Errorf("settings.json's archive is not an absolute path: %s", data)
	}
}

// TestTrainRecords checks --records: round 0 trains on the records of a folder (with the
// archive's when both are given), copied into the run once; a folder without records and a
// path that is no folder are refused.
func TestTrainRecords(t *testing.T) {
	records := t.TempDir()
	b := "hex:4x4"
	recs := []training.Record{
		{Board: b, Red: []int{5}, Blue: []int{10}, ToMove: "red", Policy: []training.PolicyShare{{Cell: 6, Share: 0.75}, {Cell: 9, Share: 0.25}}, Winner: "red", Game: "g1", Source: "selfplay"},
		{Board: b, Red: []int{5, 6}, Blue: []int{10}, ToMove: "blue", Policy: []training.PolicyShare{{Cell: 9, Share: 1}}, Winner: "red", Game: "g1", Source: "selfplay"},
	}
	if err := training.WriteRecords(filepath.Join(records, "a.jsonl.gz"), recs); err != nil {
		t.Fatal(err)
	}
	archive := filepath.Join("..", "..", "strategies", "network", "training", "testdata", "archive")
	for _, withArchive := range []bool{false, true} {
		dir := filepath.Join(t.TempDir(), "run")
		args := []string{"--dir", dir, "--records", records, "--rounds", "0", "--steps", "2", "--batch", "2", "--shape", "4x1", "--workers", "1", "--quiet"}
		if withArchive {
			args = append(args, "--archive", archive)
		}
		var out, errOut bytes.Buffer
		if err := trainCommand(context.Background(), args, &out, &errOut); err != nil {
			t.Fatalf("%v\n%s", err, errOut.String())
		}
		got, err := training.ReadRecords(filepath.Join(dir, "games", "round-000", recordsShard))
		if err != nil || len(got) != len(recs) {
			t.Fatalf("the records' copy: %d records, %v", len(got), err)
		}
		_, err = os.Stat(filepath.Join(dir, "games", "round-000", archiveShard))
		if withArchive != (err == nil) {
			t.Errorf("with the archive %v: its copy's stat says %v", withArchive, err)
		}
	}
	var out, errOut bytes.Buffer
	empty := t.TempDir()
	err := trainCommand(context.Background(), []string{"--dir", filepath.Join(t.TempDir(), "run"), "--records", empty, "--rounds", "0", "--steps", "2", "--quiet"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "no records") {
		t.Errorf("a folder without records: %v", err)
	}
	err = trainCommand(context.Background(), []string{"--dir", filepath.Join(t.TempDir(), "run"), "--records", filepath.Join(records, "a.jsonl.gz")}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Errorf("a file as --records: %v", err)
	}
}
