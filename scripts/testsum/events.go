package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// event is one line of `go test -json` (cmd/test2json's TestEvent), and the build events go
// test adds (build-output, build-fail, named by ImportPath).
type event struct {
	Action      string
	Package     string
	Test        string
	Output      string
	ImportPath  string
	FailedBuild string
}

// parseEvent reads line as a test event; ok is false for any other line (a command make
// echoes, vet's findings), which is shown as it is.
func parseEvent(line string) (e event, ok bool) {
	if !strings.HasPrefix(line, "{") || json.Unmarshal([]byte(line), &e) != nil || e.Action == "" {
		return event{}, false
	}
	return e, true
}

// counts are the tests of a step (subtests counted as tests).
type counts struct {
	passed, failed, skipped int
}

// ran is the number of tests that ran, skipped ones included.
func (c counts) ran() int { return c.passed + c.failed + c.skipped }

func (c *counts) add(o counts) {
	c.passed += o.passed
	c.failed += o.failed
	c.skipped += o.skipped
}

// renderer shows a step's `go test -json` output the way `go test` shows its own: a line a
// package ("ok", "FAIL", "?"), and the whole output of each test that failed, of a package
// that failed without a failed test (a panic, a time-out, TestMain) and of a build that
// failed; the output of tests that passed or were skipped is left out. It counts the tests,
// and keeps the failed ones and the reasons of the skipped ones for the summary.
type renderer struct {
	out      io.Writer
	counts   counts
	packages map[string]*pkgState
	// failed are the failed tests ("package TestName/sub"), and the packages that failed
	// with no failed test (their names alone), in the order they failed.
	failed []string
	// skips counts the skipped tests by their reason (the last line they wrote).
	skips map[string]int
}

// pkgState is what the renderer holds of a package under way.
type pkgState struct {
	tests  map[string][]string // the output of each test under way
	own    []string            // the package's output outside any test
	failed map[string]bool     // its failed tests
}

func newRenderer(out io.Writer) *renderer {
	return &renderer{out: out, packages: map[string]*pkgState{}, skips: map[string]int{}}
}

// line shows or keeps one line of the step's output.
func (r *renderer) line(line string) {
	e, ok := parseEvent(line)
	if !ok {
		fmt.Fprintln(r.out, line)
		return
	}
	switch {
	case e.Action == "build-output":
		fmt.Fprint(r.out, e.Output) // a compiler's error, shown at once
		return
	case e.Package == "":
		return // build-fail, and events of no package: the package's fail event follows
	}
	p := r.packages[e.Package]
	if p == nil {
		p = &pkgState{tests: map[string][]string{}, failed: map[string]bool{}}
		r.packages[e.Package] = p
	}
	switch e.Action {
	case "output":
		r.output(p, e)
	case "pass", "fail", "skip":
		if e.Test != "" {
			r.testEnded(p, e)
		} else {
			r.packageEnded(p, e)
		}
	}
}

// output keeps a line of a test or of the package, or shows a package's last line.
func (r *renderer) output(p *pkgState, e event) {
	if e.Test != "" {
		if !isProgress(e.Output) {
			p.tests[e.Test] = append(p.tests[e.Test], e.Output)
		}
		return
	}
	text := e.Output
	switch {
	case text == "PASS\n" || text == "FAIL\n":
	case strings.HasPrefix(text, "ok  \t"), strings.HasPrefix(text, "FAIL\t"), strings.HasPrefix(text, "?   \t"):
		fmt.Fprint(r.out, text) // the package's line, as go test prints it
	default:
		if !isProgress(text) {
			p.own = append(p.own, text)
		}
	}
}

// isProgress reports whether text is one of the lines -v adds that go test leaves out.
func isProgress(text string) bool {
	for _, prefix := range []string{"=== RUN", "=== PAUSE", "=== CONT", "=== NAME"} {
		if strings.HasPrefix(text, prefix) {
			return true
		}
	}
	return false
}

// testEnded counts a test and shows its output if it failed.
func (r *renderer) testEnded(p *pkgState, e event) {
	lines := p.tests[e.Test]
	delete(p.tests, e.Test)
	switch e.Action {
	case "pass":
		r.counts.passed++
	case "skip":
		r.counts.skipped++
		r.skips[skipReason(lines)]++
	case "fail":
		r.counts.failed++
		p.failed[e.Test] = true
		r.failed = append(r.failed, e.Package+" "+e.Test)
		fmt.Fprint(r.out, strings.Join(lines, ""))
	}
}

// packageEnded shows, for a package that failed, what it wrote outside its tests and the
// output of the tests it was running (a panic or a time-out ends them without an event).
func (r *renderer) packageEnded(p *pkgState, e event) {
	delete(r.packages, e.Package)
	if e.Action != "fail" {
		return
	}
	running := make([]string, 0, len(p.tests))
	for name := range p.tests {
		running = append(running, name)
	}
	sort.Strings(running)
	for _, name := range running {
		fmt.Fprint(r.out, strings.Join(p.tests[name], ""))
	}
	fmt.Fprint(r.out, strings.Join(p.own, ""))
	switch {
	case e.FailedBuild != "":
		r.failed = append(r.failed, e.Package+" (did not build)")
	case len(p.failed) == 0:
		r.failed = append(r.failed, e.Package+" (failed outside its tests: see its output)")
	}
}

// skipReason is the last line a skipped test wrote (its t.Skip message), without the file
// and line and the "--- SKIP" line.
func skipReason(lines []string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		text := strings.TrimSpace(lines[i])
		if text == "" || strings.HasPrefix(text, "--- SKIP") {
			continue
		}
		if _, rest, ok := strings.Cut(text, ".go:"); ok {
			if _, msg, ok := strings.Cut(rest, ": "); ok {
				text = msg
			}
		}
		return text
	}
	return "(no reason given)"
}

// leafFailures returns the failed tests none of whose subtests failed: the ones to look at
// (a test fails too when one of its subtests does).
func leafFailures(failed []string) []string {
	var leaves []string
	for _, f := range failed {
		leaf := true
		for _, g := range failed {
			if strings.HasPrefix(g, f+"/") {
				leaf = false
				break
			}
		}
		if leaf {
			leaves = append(leaves, f)
		}
	}
	return leaves
}
