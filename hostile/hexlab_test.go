package hostile

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// long turns on the long part of the suite (scripts/hostile.sh sets it): bigger bombs and
// longer runs, which make test leaves out.
var long = flag.Bool("hostile.long", false, "run the long part of the hostile suite too")

// Long skips t unless the long part was asked for.
func Long(t *testing.T) {
	t.Helper()
	if !*long {
		t.Skip("long part of the hostile suite: bash scripts/hostile.sh")
	}
}

// Binary is the hexlab binary built once for the whole suite.
type Binary struct{ Path string }

var (
	buildOnce sync.Once
	built     Binary
	buildErr  error
	buildDir  string
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// Hexlab builds cmd/hexlab once (without cgo) and returns it; it skips with -short.
func Hexlab(t *testing.T) Binary {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the hexlab binary")
	}
	buildOnce.Do(func() {
		goTool, err := exec.LookPath("go")
		if err != nil {
			buildErr = fmt.Errorf("no go command on PATH: %v", err)
			return
		}
		buildDir, err = os.MkdirTemp("", "hostile-")
		if err != nil {
			buildErr = err
			return
		}
		bin := filepath.Join(buildDir, "hexlab")
		cmd := exec.Command(goTool, "build", "-o", bin, "../cmd/hexlab")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		built = Binary{Path: bin}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return built
}

// Result is what one run of the binary gave.
type Result struct {
	Stdout, Stderr string
	// Code is the exit status (-1 when killed by a signal).
	Code int
	// MaxRSS is the peak resident memory of the process, in bytes.
	MaxRSS int64
}

// Run runs the binary with args, in the current folder, with no input.
func (b Binary) Run(t *testing.T, args ...string) Result {
	t.Helper()
	return b.RunInput(t, "", args...)
}

// RunInput runs the binary with args and stdin as its input.
func (b Binary) RunInput(t *testing.T, stdin string, args ...string) Result {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := exec.Command(b.Path, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	r := Result{Stdout: out.String(), Stderr: errOut.String()}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		r.Code = exit.ExitCode()
	default:
		t.Fatalf("running hexlab %s: %v", strings.Join(args, " "), err)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.MaxRSS = ru.Maxrss * 1024 // kilobytes on Linux
	}
	return r
}

// String shows a result in a failure message, its output shortened.
func (r Result) String() string {
	return fmt.Sprintf("exit %d, %d MiB, stdout %q, stderr %q", r.Code, r.MaxRSS>>20, shorten(r.Stdout), shorten(r.Stderr))
}

func shorten(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}

// TestTheBinaryRuns is the suite's own check: the binary answers --help with exit 0 and a bad
// command with exit 2, and its memory is measured.
func TestTheBinaryRuns(t *testing.T) {
	b := Hexlab(t)
	if r := b.Run(t, "help"); r.Code != 0 || r.MaxRSS <= 0 {
		t.Errorf("hexlab help: %v", r)
	}
	if r := b.Run(t, "no-such-command"); r.Code != 2 || r.Stderr == "" {
		t.Errorf("hexlab no-such-command: %v", r)
	}
}

// TempFiles lists the files in dir whose names end in .tmp (or hold ".tmp"), which a
// command that stopped, failed or panicked must never leave behind.
func TempFiles(t *testing.T, dir string) []string {
	t.Helper()
	var left []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.Contains(d.Name(), ".tmp") {
			left = append(left, path)
		}
		return nil
	})
	return left
}
