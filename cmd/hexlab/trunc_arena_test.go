package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// TestTruncArenaStopAndResume runs the real binary, its --json output streamed to a file:
// SIGINT writes the games finished, marked partial, and exits 1 saying how to go on; SIGKILL
// leaves the games written so far, the last one maybe cut off; from either file --resume
// plays the rest, and the output is the uninterrupted run's, byte for byte.
func TestTruncArenaStopAndResume(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	args := []string{"trunc", "arena", "--board", "trunc:2", "--white", "mcts", "--gray", "mcts", "--playouts", "3000",
		"--games", "40", "--seed", "7", "--rotate", "--json", "--quiet"}
	full, err := exec.Command(bin, args...).Output()
	if err != nil {
		t.Fatalf("the whole run: %v", err)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGKILL} {
		partial := filepath.Join(dir, "partial.json")
		out, err := os.Create(partial)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, args...)
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = out, &stderr
		run := startProcess(t, cmd)
		// Wait for two games to be written, however long that takes, then stop the run.
		run.until(t, "two games were written", func() bool {
			data, _ := os.ReadFile(partial)
			return bytes.Count(data, []byte(`"moves":`)) >= 2
		})
		cmd.Process.Signal(sig)
		run.wait()
		out.Close()
		data, _ := os.ReadFile(partial)
		if bytes.Equal(data, full) {
			t.Fatalf("%v: the run ended before the signal; give it more games", sig)
		}
		if sig == syscall.SIGINT {
			var p struct {
				Partial bool              `json:"partial"`
				Played  int               `json:"played"`
				Results []json.RawMessage `json:"results"`
			}
			code := cmd.ProcessState.ExitCode()
			if err := json.Unmarshal(data, &p); err != nil || !p.Partial || p.Played != len(p.Results) || p.Played < 2 || code != 1 ||
				!strings.Contains(stderr.String(), "--resume") {
				t.Fatalf("SIGINT: exit %d, stderr %q, output %.300q (%v)", code, stderr.String(), data, err)
			}
		}
		resumed, err := exec.Command(bin, "trunc", "arena", "--resume", partial, "--json", "--quiet").Output()
		if err != nil {
			t.Fatalf("%v: --resume: %v", sig, err)
		}
		if !bytes.Equal(resumed, full) {
			t.Errorf("%v: the resumed run differs from the whole one:\n%s\n%s", sig, resumed, full)
		}
	}
	// The text table of a resumed run is the whole run's too.
	stopped := filepath.Join(dir, "stopped.json")
	os.WriteFile(stopped, full[:bytes.Index(full, []byte(`"results":[`))+400], 0o644)
	text, errText, code := hexlab("trunc", "arena", "--resume", stopped)
	whole, _, _ := hexlab(slices.Concat(args[:len(args)-2], []string{"--quiet"})...)
	if code != exitOK || text != whole || !strings.Contains(text, "40 games") {
		t.Errorf("--resume as text: exit %d (%s)\n%s\nwant\n%s", code, errText, text, whole)
	}
}

// TestTruncArenaResumeRefuses: --resume does not go with the flags that say what to play,
// and a file that is not an arena's, or cut off before its setup is whole, is an error.
func TestTruncArenaResumeRefuses(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	os.WriteFile(good, []byte(mustRun(t, "trunc", "arena", "--board", "trunc:1", "--games", "3", "--json")), 0o644)
	if _, errOut, code := hexlab("trunc", "arena", "--resume", good, "--white", "mcts"); code != exitUsage || !strings.Contains(errOut, "does not go with --white") {
		t.Errorf("--resume with --white: exit %d, %q", code, errOut)
	}
	for name, content := range map[string]string{
		"cut.json":   `{"board":"trunc:1","order":["white","gray","black"],"players":["random","random","random"],"games":3,"se`,
		"other.json": `{"games":[]}`,
		"empty.json": ``,
	} {
		file := filepath.Join(dir, name)
		os.WriteFile(file, []byte(content), 0o644)
		if _, errOut, code := hexlab("trunc", "arena", "--resume", file); code != exitFailure || !strings.Contains(errOut, "--resume") {
			t.Errorf("%s: exit %d, %q", name, code, errOut)
		}
	}
	if _, errOut, code := hexlab("trunc", "arena", "--resume", filepath.Join(dir, "none.json")); code != exitFailure || !strings.Contains(errOut, "none.json") {
		t.Errorf("a missing file: exit %d, %q", code, errOut)
	}
	// A whole file plays nothing more: the output is the file's.
	if out, _, code := hexlab("trunc", "arena", "--resume", good, "--json"); code != exitOK || out != string(must(os.ReadFile(good))) {
		t.Errorf("a whole file: exit %d, %q", code, out)
	}
}
