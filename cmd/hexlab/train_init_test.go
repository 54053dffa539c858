package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/network/training"
)

// fileSHA256 returns the hex SHA-256 of the file at path.
func fileSHA256(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// A run with --init starts from the file's network, bit for bit, with the file's shape;
// settings.json records the file's absolute path and SHA-256; its summary says what it
// started from.
func TestTrainInitFirstNetwork(t *testing.T) {
	base := t.TempDir()
	file := writeNetwork(t, filepath.Join(base, "init.net"), 99)
	dir := filepath.Join(base, "run")
	var settings trainSettings
	{
		var f trainFlags
		fs := newFlags("train")
		f.register(fs)
		if err := parseFlags(fs, []string{"--dir", dir, "--init", file}); err != nil {
			t.Fatal(err)
		}
		s, err := f.settings()
		if err != nil {
			t.Fatal(err)
		}
		first, err := readInitNetwork(file)
		if err != nil {
			t.Fatal(err)
		}
		if settings, err = s.withInit(file, first, false); err != nil {
			t.Fatal(err)
		}
		run, err := openRun(dir, settings, nil, &bytes.Buffer{})
		if err != nil {
			t.Fatal(err)
		}
		if err := run.loadInit(first); err != nil {
			t.Fatal(err)
		}
		net, err := run.firstNetwork()
		if err != nil {
			t.Fatal(err)
		}
		if !network.Equal(net, exported(t, file)) || net.Checksum() != fileSHA256(t, file) {
			t.Errorf("the run's first network is not the --init file's: sha256 %s, the file's %s", net.Checksum(), fileSHA256(t, file))
		}
	}
	var saved trainSettings
	data, _ := os.ReadFile(filepath.Join(dir, trainSettingsFile))
	if err := json.Unmarshal(data, &saved); err != nil || saved.Init != file || saved.InitSHA256 != fileSHA256(t, file) || saved.Shape != "4x1" {
		t.Errorf("settings.json: %v\n%s", err, data)
	}
}

// Round 0 of a run with --init (and neither --archive nor --records) is self-play guided by
// the file's network: its games are those of SelfPlay with that network, not today's
// engine's (which a run without --init plays, and which differ).
func TestTrainInitRoundZeroPlaysTheNetwork(t *testing.T) {
	base := t.TempDir()
	file := writeNetwork(t, filepath.Join(base, "init.net"), 99)
	dir := filepath.Join(base, "run")
	out, err, code := runTrainIn(context.Background(), []string{"train", "--dir", dir, "--init", file, "--boards", "hex:4x4",
		"--rounds", "0", "--games", "5", "--playouts", "8", "--steps", "2", "--batch", "4", "--workers", "2", "--quiet"})
	if code != exitOK {
		t.Fatalf("exit %d, %v", code, err)
	}
	if !strings.Contains(out, "started from the network of --init "+file+" (sha256 "+fileSHA256(t, file)+")") {
		t.Errorf("the summary does not say what the run started from: %q", out)
	}
	got, err := training.ReadRecords(filepath.Join(dir, "games", "round-000", shardName("hex:4x4", 0)))
	if err != nil || len(got) == 0 {
		t.Fatalf("round 0's games: %d records, %v", len(got), err)
	}
	spec, err := core.ParseSpec("hex:4x4")
	if err != nil {
		t.Fatal(err)
	}
	board, err := core.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	games := func(net *network.Network) []training.Record {
		play := training.SelfPlay{Board: board, Playouts: 8, Network: net, Seed: roundSeed(1, 0, 0),
			Opening: selfPlayCount(2), Explore: selfPlayCount(-1), Noise: 0.25}
		recs, err := play.Games(context.Background(), 0, 5, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		// Through the file, as the run's are.
		path := filepath.Join(t.TempDir(), "games.jsonl.gz")
		if err := training.WriteRecords(path, recs); err != nil {
			t.Fatal(err)
		}
		back, err := training.ReadRecords(path)
		if err != nil {
			t.Fatal(err)
		}
		return back
	}
	if !reflect.DeepEqual(got, games(exported(t, file))) {
		t.Error("round 0's games are not the --init network's self-play")
	}
	if reflect.DeepEqual(got, games(nil)) {
		t.Error("round 0's games are today's engine's, not the --init network's")
	}
}

// --shape is the file's: left out it is taken, given the same it is accepted, given another
// it is refused (exit 2) naming both.
func TestTrainInitShape(t *testing.T) {
	base := t.TempDir()
	file := writeNetwork(t, filepath.Join(base, "init.net"), 99)
	small := []string{"--boards", "hex:3x3", "--rounds", "0", "--games", "2", "--playouts", "4", "--steps", "1", "--batch", "2", "--quiet"}
	_, err, code := runTrainIn(context.Background(), append([]string{"train", "--dir", filepath.Join(base, "other"), "--init", file, "--shape", "8x1"}, small...))
	if code != exitUsage || !strings.Contains(err.Error(), "--shape 8x1: the --init file "+file+" holds a 4x1 network") {
		t.Errorf("--shape 8x1 with a 4x1 file: exit %d, %v", code, err)
	}
	if _, err := os.Stat(filepath.Join(base, "other")); err == nil {
		t.Error("a refused --shape made the run's folder")
	}
	if _, err, code := runTrainIn(context.Background(), append([]string{"train", "--dir", filepath.Join(base, "same"), "--init", file, "--shape", "4x1"}, small...)); code != exitOK {
		t.Errorf("--shape 4x1 with a 4x1 file: exit %d, %v", code, err)
	}
}

// A resumed run whose --init file has changed is refused (exit 1), naming the file and both
// checksums, whether the command gives --init again or leaves it to the run's settings; a
// file gone is named too; another --init than the run's is a difference of settings (exit 2).
func TestTrainInitChangedOnResume(t *testing.T) {
	base := t.TempDir()
	file := writeNetwork(t, filepath.Join(base, "init.net"), 99)
	before := fileSHA256(t, file)
	dir := filepath.Join(base, "run")
	args := []string{"train", "--dir", dir, "--init", file, "--boards", "hex:3x3", "--rounds", "0", "--games", "2",
		"--playouts", "4", "--steps", "2", "--batch", "2", "--quiet"}
	if _, err, code := runTrainIn(context.Background(), args); code != exitOK {
		t.Fatalf("the run: exit %d, %v", code, err)
	}
	if _, err, code := runTrainIn(context.Background(), []string{"train", "--dir", dir}); code != exitOK {
		t.Errorf("the finished run again, --init left out: exit %d, %v", code, err)
	}
	writeNetwork(t, file, 100)
	after := fileSHA256(t, file)
	for _, again := range [][]string{args, {"train", "--dir", dir}} {
		_, err, code := runTrainIn(context.Background(), again)
		if code != exitFailure || !strings.Contains(err.Error(), "--init "+file+" has changed since the run in "+dir+" began from it: its SHA-256 is "+after+", the run's settings record "+before) {
			t.Errorf("hexlab %s with the file changed: exit %d, %v", strings.Join(again[1:], " "), code, err)
		}
	}
	os.Remove(file)
	if _, err, code := runTrainIn(context.Background(), []string{"train", "--dir", dir}); code != exitFailure || !strings.Contains(err.Error(), "--init "+file+": no such file") {
		t.Errorf("the run with its --init file gone: exit %d, %v", code, err)
	}
	other := writeNetwork(t, filepath.Join(base, "other.net"), 99)
	if _, err, code := runTrainIn(context.Background(), []string{"train", "--dir", dir, "--init", other}); code != exitUsage || !strings.Contains(err.Error(), "--init "+other+" (the run's is "+file+")") {
		t.Errorf("another --init: exit %d, %v", code, err)
	}
	// settings.json changed by hand.
	path := filepath.Join(dir, trainSettingsFile)
	data, _ := os.ReadFile(path)
	os.WriteFile(path, bytes.Replace(data, []byte(before), []byte("0123"), 1), 0o644)
	if _, err, code := runTrainIn(context.Background(), []string{"train", "--dir", dir}); code != exitFailure || !strings.Contains(err.Error(), `init_sha256 "0123" is not a SHA-256`) {
		t.Errorf("settings.json with init_sha256 0123: exit %d, %v", code, err)
	}
}

// A bad --init file (missing, a folder, empty, cut short, a byte more, not a weights file) is
// exit 1 with a message naming the file and what is wrong; the run's folder is not made.
func TestTrainInitBadFiles(t *testing.T) {
	base := t.TempDir()
	good, err := os.ReadFile(writeNetwork(t, filepath.Join(base, "good.net"), 99))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) string { return writeAndKeep(t, filepath.Join(base, name), data) }
	run := filepath.Join(base, "run")
	for _, c := range []struct {
		name, file, want string
	}{
		{"missing", filepath.Join(base, "none.net"), "no such file or directory"},
		{"a folder", base, "not a regular file; expected a weights file"},
		{"a device", os.DevNull, "not a regular file"},
		{"empty", write("empty.net", nil), "not a network's weights file"},
		{"cut short", write("short.net", good[:len(good)/2]), "values early"},
		{"a byte more", write("long.net", append(append([]byte{}, good...), 0)), "goes on past"},
		{"a checkpoint", write("checkpoint", []byte("hexlab-checkpoint 1\n")), "not a network's weights file"},
	} {
		stdout, stderr, code := hexlab("train", "--dir", run, "--init", c.file, "--quiet")
		if code != exitFailure || stdout != "" || !strings.Contains(stderr, "--init "+c.file+": ") || !strings.Contains(stderr, c.want) || strings.Contains(stderr, "panic") {
			t.Errorf("--init %s: exit %d, %q; want exit 1 naming the file and saying %q", c.name, code, stderr, c.want)
		}
	}
	if _, err := os.Stat(run); err == nil {
		t.Error("a bad --init file made the run's folder")
	}
}
