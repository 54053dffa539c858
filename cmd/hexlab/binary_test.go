package main

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestBinary builds the real hexlab binary and runs it: a game as JSON
// (exit 0, a record that replays) and a bad board (exit 2, a message on
// stderr, nothing on stdout).
func TestBinary(t *testing.T) {
	bin := buildBinary(t)

	runBin := func(args ...string) (string, string, int) {
		var out, errOut bytes.Buffer
		cmd := exec.Command(bin, args...)
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		var exit *exec.ExitError
		switch {
		case err == nil:
			return out.String(), errOut.String(), 0
		case errors.As(err, &exit):
			return out.String(), errOut.String(), exit.ExitCode()
		}
		t.Fatalf("running %s: %v", bin, err)
		return "", "", -1
	}

	out, errOut, code := runBin("play", "--board", "cyl:5x9", "--first", "blue", "--seed", "7", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("play: exit %d, stderr %q", code, errOut)
	}
	if _, err := core.ParseRecord([]byte(out)); err != nil {
		t.Errorf("play printed %q: %v", out, err)
	}
	if inProcess, _, _ := hexlab("play", "--board", "cyl:5x9", "--first", "blue", "--seed", "7", "--json"); inProcess != out {
		t.Errorf("the binary and run disagree:\n%s%s", out, inProcess)
	}

	out, errOut, code = runBin("play", "--board", "hex:0x3")
	if code != 2 || out != "" || !strings.HasPrefix(errOut, `hexlab play: --board "hex:0x3"`) {
		t.Errorf("bad board: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	out, errOut, code = runBin("play", "--board", "hex:3x3", "--red", "moves:a1,a1")
	if code != 1 || out != "" || !strings.Contains(errOut, "listed move 2 (a1)") {
		t.Errorf("illegal scripted move: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// buildBinary builds the hexlab binary into a temporary folder and returns its path; the test
// is skipped with -short or without a go command.
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	bin := filepath.Join(t.TempDir(), "hexlab")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	build.Env = append(build.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
