package hostile

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
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

// A process forked from this test starts with this test's own memory counted in its peak
// (Linux counts the memory a process shares when it is forked, and Go forks sharing it), so
// that a plain exec's MaxRSS would be at least this test's size at the time, whatever the binary
// takes. RunInput counts the binary's own: this test binary, started again as a launcher
// (small: it runs no test), starts hexlab and reports its peak.

// launchEnv, set, makes this test binary a launcher: it runs os.Args[1:], with this
// process's standard input and output, and writes to file 3 its exit status and peak
// memory in bytes ("code maxrss").
const launchEnv = "HEXLAB_HOSTILE_LAUNCH"

func init() {
	if os.Getenv(launchEnv) != "" {
		os.Exit(launch())
	}
}

// launch is the launcher's work (see launchEnv).
func launch() int {
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	code := 0
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		code = exit.ExitCode()
	default:
		fmt.Fprintln(os.Stderr, "launcher:", err)
		return 125
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss * 1024 // kilobytes on Linux
	}
	report := os.NewFile(3, "report")
	fmt.Fprintf(report, "%d %d", code, rss)
	report.Close()
	return 0
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

// RunInput runs the binary with args and stdin as its input. It runs through the launcher
// (see launchEnv), so that Result.MaxRSS is the binary's own peak, not this test's.
func (b Binary) RunInput(t *testing.T, stdin string, args ...string) Result {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	reportR, reportW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer reportR.Close()
	var out, errOut bytes.Buffer
	cmd := exec.Command(self, append([]string{b.Path}, args...)...)
	cmd.Env = append(os.Environ(), launchEnv+"=1")
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	cmd.ExtraFiles = []*os.File{reportW}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	reportW.Close()
	report, _ := io.ReadAll(reportR)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("running hexlab %s through the launcher: %v: %s", shorten(strings.Join(args, " ")), err, shorten(errOut.String()))
	}
	r := Result{Stdout: out.String(), Stderr: errOut.String()}
	if _, err := fmt.Sscanf(string(report), "%d %d", &r.Code, &r.MaxRSS); err != nil {
		t.Fatalf("the launcher's report %q: %v", report, err)
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
