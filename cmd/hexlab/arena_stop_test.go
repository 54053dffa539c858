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
		// The signal comes once a game is finished: its first checkpoint says so.
		cmd := exec.Command(bin, append(args, "--json", partial, "--checkpoint", "1ms")...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		run := startProcess(t, cmd)
		run.until(t, "a game was finished and saved", func() bool { return savedGames(partial) > 0 })
		cmd.Process.Signal(sig)
		if code := run.wait(); code != 1 || !strings.Contains(stderr.String(), "--resume "+partial) {
			t.Fatalf("%v: exit %d (%v), stderr %q; want 1 and a word on --resume %s", sig, code, run.err, stderr.String(), partial)
		}
		if n := savedGames(partial); n <= 0 || n >= 60 {
			t.Fatalf("%v: the stopped run wrote %d games: %.200q", sig, n, must(os.ReadFile(partial)))
		}
		resumed := filepath.Join(dir, "resumed.json")
		if out, err := exec.Command(bin, "arena", "--resume", partial, "--json", resumed, "--quiet").CombinedOutput(); err != nil {
			t.Fatalf("--resume: %v\n%s", err, out)
		}
		if !sameJSON(t, resumed, full) {
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
		run := startProcess(t, cmd)
		if every == "0" {
			// No checkpoint to wait for: the run is killed once its games go to its spool.
			run.until(t, "the run opened its spool", func() bool { return opensSpool(cmd.Process.Pid) })
		} else {
			run.until(t, "a checkpoint was saved", func() bool { return savedGames(killed) > 0 })
		}
		if spools, _ := filepath.Glob(filepath.Join(dir, ".hexlab-arena-*")); len(spools) > 0 {
			t.Errorf("the run's spool has a name while it runs: %q", spools)
		}
		cmd.Process.Kill()
		run.wait()
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
		if !sameJSON(t, resumed, full) {
			t.Errorf("resumed from %d games of a killed run, the run differs from the whole one", len(p.Games))
		}
	}
}

// TestArenaResumeWritesItsFile: --resume FILE without --json goes on writing FILE, as the help
// and the stop message say: its checkpoints, the games so far if it is stopped again (and
// --resume FILE goes on again), and the whole run at the end, the same as one run's; the
// table goes to standard output. (It failed outright: the games read back were not kept.)
func TestArenaResumeWritesItsFile(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	args := []string{"arena", "--board", "hex:7x7", "--red", "mc", "--blue", "random", "--games", "6", "--seed", "9", "--quiet"}
	full := filepath.Join(dir, "full.json")
	whole, err := exec.Command(bin, append(args, "--json", full)...).Output()
	if err != nil {
		t.Fatalf("the whole run: %v", err)
	}
	file := filepath.Join(dir, "run.json")
	stop := func(cmd *exec.Cmd, before int) {
		t.Helper()
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		run := startProcess(t, cmd)
		run.until(t, "one more game was saved", func() bool { return savedGames(file) > before })
		cmd.Process.Signal(syscall.SIGINT)
		if code := run.wait(); code != 1 || !strings.Contains(stderr.String(), "--resume "+file+" plays the rest") {
			t.Fatalf("stopped: exit %d, stderr %q", code, stderr.String())
		}
	}
	stop(exec.Command(bin, append(args, "--json", file, "--checkpoint", "1ms")...), 0)
	first := savedGames(file)
	// Resumed without --json and stopped again: FILE holds more games, still partial.
	stop(exec.Command(bin, "arena", "--resume", file, "--quiet", "--checkpoint", "1ms"), first)
	if n := savedGames(file); n <= first {
		t.Fatalf("the resumed run, stopped, left %d games in %s (it had %d)", n, file, first)
	}
	out, errOut, code := hexlab("arena", "--resume", file, "--quiet")
	if code != 0 || !sameJSON(t, file, full) {
		t.Fatalf("--resume %s: exit %d, stderr %q; the file is not the whole run's", file, code, errOut)
	}
	if out != string(whole) {
		t.Errorf("the resumed run's table:\n%s\nthe whole run's:\n%s", out, whole)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
		t.Errorf("left behind: %q", left)
	}
}

// savedGames returns the number of games in the arena results file name (written whole, a
// checkpoint or the end of a run), or -1 if there is none yet, or it is not one.
func savedGames(name string) int {
	var r struct {
		Games []json.RawMessage `json:"games"`
	}
	data, err := os.ReadFile(name)
	if err != nil || json.Unmarshal(data, &r) != nil || r.Games == nil {
		return -1
	}
	return len(r.Games)
}

// sameJSON reports whether the JSON files a and b hold the same values.
func sameJSON(t *testing.T, a, b string) bool {
	t.Helper()
	var va, vb any
	if err := json.Unmarshal(must(os.ReadFile(a)), &va); err != nil {
		t.Errorf("%s: %v", a, err)
	}
	if err := json.Unmarshal(must(os.ReadFile(b)), &vb); err != nil {
		t.Errorf("%s: %v", b, err)
	}
	return reflect.DeepEqual(va, vb)
}

// opensSpool reports whether the process pid holds an arena's spool open (a file whose
// name was removed at once: /proc shows it as deleted).
func opensSpool(pid int) bool {
	fds, _ := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/fd")
	for _, fd := range fds {
		target, _ := os.Readlink("/proc/" + strconv.Itoa(pid) + "/fd/" + fd.Name())
		if strings.Contains(target, ".hexlab-arena-") {
			return true
		}
	}
	return false
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestArenaAnyNumberOfGames runs the real binary on a billion games (the old arena kept every
// game and died of it) and stops it after two seconds of processor time: its memory stayed small, and the
// games finished are written, in order, partial. The table alone needs no file at all.
func TestArenaAnyNumberOfGames(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc to read a process's processor time and memory from")
	}
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
		run := startProcess(t, cmd)
		// Thousands of games are played in two seconds of processor time, however slow or
		// busy the machine.
		run.until(t, "the run used 2 s of processor time", func() bool { return run.cpuTime() >= 2*time.Second })
		peak := run.peakMemory()
		cmd.Process.Signal(syscall.SIGINT)
		if code := run.wait(); code != 1 || !strings.Contains(stderr.String(), "stopped after") {
			t.Fatalf("exit %d, stderr %q", code, stderr.String())
		}
		if peak > 200<<20 {
			t.Errorf("a billion-game arena took %d MB after 2 s of processor time", peak>>20)
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
