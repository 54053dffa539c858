package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// fakeMakeEnv, when set, makes the test binary a fake make: `make -k --no-print-directory STEP
// GOTESTFLAGS=-json` behaves as the value says of STEP, a list of STEP=BEHAVIOUR:
//
//	ok       prints a line and exits 0
//	fail     prints a line and exits 2, as make does when a command fails
//	gotest   prints testdata/gotest.json (go test -json of four packages: one fails to
//	         build, two have failed tests, one a panic) and exits 2
//	pass     prints one package's passed and skipped tests as go test -json does, exits 0
const fakeMakeEnv = "TESTSUM_FAKE_MAKE"

func TestMain(m *testing.M) {
	if plan := os.Getenv(fakeMakeEnv); plan != "" {
		os.Exit(fakeMake(plan, os.Args[1:]))
	}
	os.Exit(m.Run())
}

func fakeMake(plan string, args []string) int {
	if len(args) != 4 || args[0] != "-k" || args[1] != "--no-print-directory" || args[3] != "GOTESTFLAGS=-json" {
		fmt.Fprintf(os.Stderr, "fake make: unexpected arguments %q\n", args)
		return 9
	}
	args = args[1:]
	for _, entry := range strings.Split(plan, ",") {
		name, behaviour, _ := strings.Cut(entry, "=")
		if name != args[1] {
			continue
		}
		switch behaviour {
		case "ok":
			fmt.Println("make: " + name + " did its work")
			return 0
		case "fail":
			fmt.Fprintln(os.Stderr, "make: *** ["+name+"] Error 1")
			return 2
		case "gotest":
			data, _ := os.ReadFile("testdata/gotest.json")
			os.Stdout.Write(data)
			return 2
		case "pass":
			fmt.Println(`{"Action":"run","Package":"e2e","Test":"TestBoard"}`)
			fmt.Println(`{"Action":"output","Package":"e2e","Test":"TestBoard","Output":"    board_test.go:9: drawn\n"}`)
			fmt.Println(`{"Action":"pass","Package":"e2e","Test":"TestBoard"}`)
			fmt.Println(`{"Action":"output","Package":"e2e","Test":"TestDesktop","Output":"    desktop_test.go:5: no Xvfb\n"}`)
			fmt.Println(`{"Action":"output","Package":"e2e","Test":"TestDesktop","Output":"--- SKIP: TestDesktop (0.00s)\n"}`)
			fmt.Println(`{"Action":"skip","Package":"e2e","Test":"TestDesktop"}`)
			fmt.Println(`{"Action":"output","Package":"e2e","Output":"ok  \te2e\t1.0s\n"}`)
			fmt.Println(`{"Action":"pass","Package":"e2e"}`)
			return 0
		}
	}
	fmt.Fprintf(os.Stderr, "fake make: no plan for %q\n", args[1])
	return 9
}

// runFake runs the steps with the test binary as make, following plan, and returns the output
// and whether the summary said every step passed.
func runFake(t *testing.T, plan string, args ...string) (string, bool) {
	t.Helper()
	steps, err := parseSteps(args)
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	results := runSteps(steps, func(name string) *exec.Cmd {
		cmd := makeStep(exe)(name)
		cmd.Env = append(os.Environ(), fakeMakeEnv+"="+plan)
		return cmd
	}, &out)
	ok := writeSummary(&out, results)
	return out.String(), ok
}

// A failed step does not stop the steps after it; a step that needs a failed one is not run
// and says why; the summary names each step's result and counts, and the run fails.
func TestEveryStepRuns(t *testing.T) {
	out, ok := runFake(t, "fmt-check=fail,vet=ok,unit=gotest,dist=fail,e2e=pass",
		"fmt-check", "vet", "unit", "dist", "e2e:dist")
	if ok {
		t.Errorf("the run passed:\n%s", out)
	}
	for _, want := range []string{
		"== fmt-check\nmake: *** [fmt-check] Error 1\n",
		"== vet\nmake: vet did its work\n",
		"== e2e: not run: it needs dist, which failed\n",
		"e2e: not run: it needs dist, which failed\n",
		"unit failed:\n  jt/bad TestB\n  jt/bad TestD/y\n  jt/nobuild (did not build)\n  jt/panics TestPanics\n",
		"fmt-check failed: exit status 2 (its output is above)\n",
		`unit skipped 3: "long part: bash scripts/long.sh" (2), "skipped" (1)`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	rows := summaryRows(t, out)
	for name, want := range map[string][]string{
		"fmt-check": {"FAILED", "-", "-", "-", "-"},
		"vet":       {"passed", "-", "-", "-", "-"},
		"unit":      {"FAILED", "11", "4", "4", "3"},
		"dist":      {"FAILED", "-", "-", "-", "-"},
		"e2e":       {"NOT", "RUN", "-", "-", "-", "-", "-"},
		"all":       {"FAILED", "11", "4", "4", "3"},
	} {
		got := slices.Delete(slices.Clone(rows[name]), 1, 2) // the time
		if name == "e2e" {
			got = rows[name]
		}
		if !slices.Equal(got, want) {
			t.Errorf("summary row %s: %q, want %q", name, rows[name], want)
		}
	}
}

// When every step passes the run passes, and a passed test's output is not shown.
func TestAllPass(t *testing.T) {
	out, ok := runFake(t, "vet=ok,dist=ok,e2e=pass", "vet", "dist", "e2e:dist")
	if !ok {
		t.Errorf("the run failed:\n%s", out)
	}
	if !strings.Contains(out, "ok  \te2e\t1.0s\n") || strings.Contains(out, "drawn") {
		t.Errorf("want the package's line and not the passed test's output:\n%s", out)
	}
	if row := summaryRows(t, out)["all"]; !slices.Equal(slices.Delete(row, 1, 2), []string{"passed", "2", "1", "0", "1"}) {
		t.Errorf("all: %q", row)
	}
	if !strings.Contains(out, `e2e skipped 1: "no Xvfb" (1)`) {
		t.Errorf("no reason for the skipped test:\n%s", out)
	}
}

// The renderer shows what go test shows: the failed tests' whole output, the panic, the
// build error, a line a package; not the output of tests that passed or were skipped.
func TestRendererShowsFailuresInFull(t *testing.T) {
	data, err := os.ReadFile("testdata/gotest.json")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	r := newRenderer(&out)
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		r.line(line)
	}
	got := out.String()
	for _, want := range []string{
		"    bad_test.go:4: some log\n    bad_test.go:4: boom\n--- FAIL: TestB",
		"bad_test.go:6: sub fails\n--- FAIL: TestD/y",
		"FAIL\tjt/bad\t",
		"nobuild/x_test.go:3:27: undefined: undefined\n",
		"FAIL\tjt/nobuild [build failed]\n",
		"p_test.go:4: about to panic\n--- FAIL: TestPanics (0.00s)\npanic: assignment to entry in nil map",
		"ok  \tjt/ok\t",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in:\n%s", want, got)
		}
	}
	for _, noise := range []string{"hello a", "ok_test.go:3: fine", "=== RUN", "long part", "\nPASS\n"} {
		if strings.Contains(got, noise) {
			t.Errorf("%q shown:\n%s", noise, got)
		}
	}
	if r.counts != (counts{passed: 4, failed: 4, skipped: 3}) {
		t.Errorf("counts %+v", r.counts)
	}
}

// A bad command line is refused.
func TestParseSteps(t *testing.T) {
	for _, args := range [][]string{nil, {"unit", "unit"}, {"e2e:dist", "dist"}, {":x"}} {
		if _, err := parseSteps(args); err == nil {
			t.Errorf("%q accepted", args)
		}
	}
}

// summaryRows returns the summary table's rows by step, their cells split at spaces.
func summaryRows(t *testing.T, out string) map[string][]string {
	t.Helper()
	_, table, ok := strings.Cut(out, "== summary\n")
	if !ok {
		t.Fatalf("no summary in:\n%s", out)
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(table, "\n") {
		if f := strings.Fields(line); len(f) > 1 {
			rows[f[0]] = f[1:]
			if f[0] == "all" { // the table's last row
				break
			}
		}
	}
	return rows
}
