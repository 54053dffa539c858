package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestArenaStopAndResume runs the real binary: SIGINT (and SIGTERM) in the middle of a run
// writes the games finished so far, marked partial, and exits 1 saying so; --resume plays the
// rest, and the result is the uninterrupted run's, game for game.
func TestArenaStopAndResume(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	args := []string{"arena", "--board", "hex:7x7", "--red", "mc", "--blue", "random", "--games", "30", "--seed", "5", "--quiet"}
	full := filepath.Join(dir, "full.json")
	if out, err := exec.Command(bin, append(args, "--json", full)...).CombinedOutput(); err != nil {
		t.Fatalf("the whole run: %v\n%s", err, out)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		partial := filepath.Join(dir, "partial.json")
		os.WriteFile(partial, []byte("an older file"), 0o644)
		cmd := exec.Command(bin, append(args, "--json", partial)...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Second)
		cmd.Process.Signal(sig)
		err := cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(stderr.String(), "--resume") {
			t.Fatalf("%v: exit %d (%v), stderr %q; want 1 and a word on --resume", sig, code, err, stderr.String())
		}
		var p struct {
			Partial bool              `json:"partial"`
			Games   []json.RawMessage `json:"games"`
		}
		data, _ := os.ReadFile(partial)
		if err := json.Unmarshal(data, &p); err != nil || !p.Partial || len(p.Games) == 0 || len(p.Games) >= 60 {
			t.Fatalf("%v: the stopped run wrote %.200q (%v)", sig, data, err)
		}
		resumed := filepath.Join(dir, "resumed.json")
		if out, err := exec.Command(bin, "arena", "--resume", partial, "--json", resumed, "--quiet").CombinedOutput(); err != nil {
			t.Fatalf("--resume: %v\n%s", err, out)
		}
		var a, b any
		json.Unmarshal(must(os.ReadFile(resumed)), &a)
		json.Unmarshal(must(os.ReadFile(full)), &b)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%v: the resumed run differs from the whole one", sig)
		}
	}
	// --resume takes only --jobs and --quiet beside the outputs.
	_, errOut, code := hexlab("arena", "--resume", full, "--games", "3")
	if code != exitUsage || !strings.Contains(errOut, "does not go with --games") {
		t.Errorf("--resume with --games: exit %d, %q", code, errOut)
	}
}

// TestArenaKilledKeepsItsCheckpoint runs the real binary and kills it outright (SIGKILL: no
// chance to write anything at its end): the --json file holds its last checkpoint, partial,
// and --resume plays the rest into the uninterrupted run's result, game for game. With
// --checkpoint 0 a killed run leaves nothing; neither leaves its spool (a file without a
// name from the start).
func TestArenaKilledKeepsItsCheckpoint(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	args := []string{"arena", "--board", "hex:7x7", "--red", "mc", "--blue", "random", "--games", "30", "--seed", "5", "--quiet"}
	full := filepath.Join(dir, "full.json")
	if out, err := exec.Command(bin, append(args, "--json", full, "--checkpoint", "10ms")...).CombinedOutput(); err != nil {
		t.Fatalf("the whole run: %v\n%s", err, out)
	}
	for _, every := range []string{"100ms", "0"} {
		killed := filepath.Join(dir, "killed-"+every+".json")
		cmd := exec.Command(bin, append(args, "--json", killed, "--checkpoint", every)...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Second)
		if spools, _ := filepath.Glob(filepath.Join(dir, ".hexlab-arena-*")); len(spools) > 0 {
			t.Errorf("the run's spool has a name while it runs: %q", spools)
		}
		cmd.Process.Kill()
		cmd.Wait()
		if left, _ := filepath.Glob(filepath.Join(dir, ".hexlab-arena-*")); len(left) > 0 {
			t.Errorf("the killed run left %q behind", left)
		}
		data, err := os.ReadFile(killed)
		if every == "0" {
			if err == nil {
				t.Errorf("--checkpoint 0: the killed run wrote %.200q", data)
			}
			continue
		}
		var p struct {
			Partial bool              `json:"partial"`
			Games   []json.RawMessage `json:"games"`
		}
		if err := json.Unmarshal(data, &p); err != nil || !p.Partial || len(p.Games) == 0 || len(p.Games) >= 60 {
			t.Fatalf("the killed run's file: %.200q (%v)", data, err)
		}
		resumed := filepath.Join(dir, "resumed.json")
		if out, err := exec.Command(bin, "arena", "--resume", killed, "--json", resumed, "--quiet", "--checkpoint", "10ms").CombinedOutput(); err != nil {
			t.Fatalf("--resume: %v\n%s", err, out)
		}
		var a, b any
		json.Unmarshal(must(os.ReadFile(resumed)), &a)
		json.Unmarshal(must(os.ReadFile(full)), &b)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("resumed from %d games of a killed run, the run differs from the whole one", len(p.Games))
		}
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestArenaAnyNumberOfGames runs the real binary on a billion games (the old arena kept every
// game and died of it) and stops it after a few seconds: its memory stayed small, and the
// games finished are written, in order, partial. The table alone needs no file at all.
func TestArenaAnyNumberOfGames(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	for _, out := range []string{"", filepath.Join(dir, "many.json")} {
		args := []string{"arena", "--board", "hex:2x2", "--games", "1000000000", "--jobs", "2", "--quiet"}
		if out != "" {
			args = append(args, "--json", out, "--csv", filepath.Join(dir, "many.csv"))
		}
		cmd := exec.Command(bin, args...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(3 * time.Second)
		status, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(cmd.Process.Pid), "status"))
		cmd.Process.Signal(syscall.SIGINT)
		cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(stderr.String(), "stopped after") {
			t.Fatalf("exit %d, stderr %q", code, stderr.String())
		}
		for _, line := range strings.Split(string(status), "\n") {
			if rss, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				kb, _ := strconv.Atoi(strings.Fields(rss)[0])
				if kb > 200<<10 {
					t.Errorf("a billion-game arena took %d MB after 3 s", kb>>10)
				}
			}
		}
		if !strings.Contains(stdout.String(), "games") {
			t.Errorf("no table: %q", stdout.String())
		}
		if out == "" {
			continue
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		var p struct {
			Partial bool `json:"partial"`
			Games   []struct {
				Index int `json:"index"`
			} `json:"games"`
		}
		if err := json.Unmarshal(data, &p); err != nil || !p.Partial || len(p.Games) < 100 {
			t.Fatalf("the stopped run wrote %.200q (%v)", data, err)
		}
		for i, g := range p.Games {
			if g.Index != i {
				t.Fatalf("game %d of the file has index %d: not in order", i, g.Index)
			}
		}
		csv, _ := os.ReadFile(filepath.Join(dir, "many.csv"))
		if rows := strings.Count(string(csv), "\n"); rows != len(p.Games)+1 {
			t.Errorf("the CSV has %d lines for %d games", rows, len(p.Games))
		}
		if spools, _ := filepath.Glob(filepath.Join(dir, ".hexlab-arena-*")); len(spools) > 0 {
			t.Errorf("spools left behind: %v", spools)
		}
	}
}
