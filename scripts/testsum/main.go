// Command testsum runs the steps of `make test` one after the other, each as `make -k STEP`
// (the parts of a step run even when one fails), every step even when one before it failed, except a step that needs one that failed (e2e
// needs dist, the site it tests). It shows each step's output as go test would (a line a
// package, the whole output of what failed) and ends with a summary: for each step passed or
// failed, its time, and how many tests ran, passed, failed and were skipped (subtests
// counted as tests), then the failed tests and why tests were skipped. It exits 1 if a step
// failed or could not run.
//
//	testsum [-make MAKE] STEP[:NEEDED,...] ...
//	testsum -make make fmt-check vet unit dist e2e:dist
//
// A step's tests are counted from `go test -json`: testsum runs `make -k STEP GOTESTFLAGS=-json`,
// and the Makefile's go test commands take $(GOTESTFLAGS). Lines that are not test events
// (the commands make prints, vet's findings) are shown as they come.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

func main() {
	makeCmd := flag.String("make", "make", "the make command")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: testsum [-make MAKE] STEP[:NEEDED,...] ...")
	}
	flag.Parse()
	steps, err := parseSteps(flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "testsum:", err)
		os.Exit(2)
	}
	results := runSteps(steps, makeStep(*makeCmd), os.Stdout)
	if !writeSummary(os.Stdout, results) {
		os.Exit(1)
	}
}

// makeStep returns what runs a step with the make command makeCmd: make -k STEP, its go test
// commands asked for JSON.
func makeStep(makeCmd string) func(name string) *exec.Cmd {
	return func(name string) *exec.Cmd {
		return exec.Command(makeCmd, "-k", "--no-print-directory", name, "GOTESTFLAGS=-json")
	}
}

// step is one step of the run: a make target, and the steps it needs to have passed.
type step struct {
	name  string
	needs []string
}

// parseSteps reads the steps of the command line: NAME or NAME:NEEDED,NEEDED.
func parseSteps(args []string) ([]step, error) {
	if len(args) == 0 {
		return nil, errors.New("no steps; expected STEP[:NEEDED,...] ... such as unit dist e2e:dist")
	}
	var steps []step
	seen := map[string]bool{}
	for _, arg := range args {
		name, needs, _ := strings.Cut(arg, ":")
		if name == "" || seen[name] {
			return nil, fmt.Errorf("step %q: expected a new step's name", arg)
		}
		s := step{name: name}
		if needs != "" {
			for _, n := range strings.Split(needs, ",") {
				if !seen[n] {
					return nil, fmt.Errorf("step %q needs %q, which is not a step before it", arg, n)
				}
				s.needs = append(s.needs, n)
			}
		}
		seen[name] = true
		steps = append(steps, s)
	}
	return steps, nil
}

// result is how a step went.
type result struct {
	name    string
	ran     bool // false: a step it needs failed
	why     string
	passed  bool
	time    time.Duration
	counts  counts
	tested  bool // it ran go test -json: its counts mean something
	failed  []string
	skips   map[string]int
	exitErr error
}

// runSteps runs each step with the command command(name) gives, its output rendered to out.
func runSteps(steps []step, command func(name string) *exec.Cmd, out io.Writer) []result {
	var results []result
	passed := map[string]bool{}
	for _, s := range steps {
		res := result{name: s.name}
		for _, n := range s.needs {
			if !passed[n] {
				res.why = "not run: it needs " + n + ", which failed"
			}
		}
		if res.why != "" {
			fmt.Fprintf(out, "\n== %s: %s\n", s.name, res.why)
			results = append(results, res)
			continue
		}
		fmt.Fprintf(out, "\n== %s\n", s.name)
		res.ran = true
		start := time.Now()
		r := newRenderer(out)
		res.exitErr = runRendered(command(s.name), r)
		res.time = time.Since(start)
		res.counts, res.failed, res.skips = r.counts, leafFailures(r.failed), r.skips
		res.tested = r.counts.ran() > 0 || len(r.failed) > 0
		res.passed = res.exitErr == nil && r.counts.failed == 0 && len(r.failed) == 0
		passed[s.name] = res.passed
		results = append(results, res)
	}
	return results
}

// runRendered runs cmd, its standard output and error together through r, line by line as
// they come, and returns how it ended. A program the step left running that holds the output
// open (a server a test forgot) does not hold the run: its output is read for a minute more
// at most once the step has ended.
func runRendered(cmd *exec.Cmd, r *renderer) error {
	w := &lineWriter{line: r.line}
	cmd.Stdout, cmd.Stderr = w, w
	cmd.WaitDelay = time.Minute
	err := cmd.Run()
	w.flush()
	return err
}

// lineWriter passes what is written to it to line, a whole line at a time.
type lineWriter struct {
	line    func(string)
	pending []byte
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.pending = append(w.pending, p...)
	for {
		i := bytes.IndexByte(w.pending, '\n')
		if i < 0 {
			break
		}
		w.line(string(w.pending[:i]))
		w.pending = w.pending[i+1:]
	}
	return len(p), nil
}

// flush passes on the last line, if it had no newline.
func (w *lineWriter) flush() {
	if len(w.pending) > 0 {
		w.line(string(w.pending))
		w.pending = nil
	}
}
