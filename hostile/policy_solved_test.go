package hostile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Issue 58, "Measured": "On small boards of every topology and Rex: the share of solved
// positions where the policy's first move wins, beside today's engine at equal time", which
// hexlab policy --solved N measures. Every bad command line is exit status 2 before any work
// (a board too big to solve is refused at once, never searched), a weights file that cannot
// be read or whose answer is not a policy is exit status 1 and no table, and a run on every
// topology and Rex accounts for every draw, within solvedBound of memory.

// solvedBound is the peak memory of policy --solved on a small board: the binary, the
// solver's table (32 MiB), the engine's tree and the network's cache.
const solvedBound = 200 << 20

// solvedReport is the part of policy --solved --json the cases read.
type solvedReport struct {
	Network string `json:"network"`
	Boards  []struct {
		Board                                           string
		Drawn, Repeated, Unsettled, Lost, Dropped, Kept int
		AllWin                                          int `json:"all_win"`
		Shares                                          []struct {
			Chooser          string
			Wins             float64
			Positions        int
			Share, Low, High float64
		}
	}
}

// TestPolicySolvedEveryTopology runs policy --solved on a small board of each topology and
// Rex: exit 0, every draw accounted for, four shares inside their intervals.
func TestPolicySolvedEveryTopology(t *testing.T) {
	b := Hexlab(t)
	r := b.Run(t, "policy", "--solved", "12", "--board", "hex:4x4,cyl:3x4,torus:3x3,hex:3x3+reverse", "--think", "10ms", "--json")
	if r.Code != 0 || r.MaxRSS > solvedBound {
		t.Fatalf("%v; want exit 0 within %d MiB", r, solvedBound>>20)
	}
	var rep solvedReport
	if err := json.Unmarshal([]byte(r.Stdout), &rep); err != nil {
		t.Fatalf("%v: %s", err, r.Stdout)
	}
	if len(rep.Boards) != 4 {
		t.Fatalf("%d boards: %s", len(rep.Boards), r.Stdout)
	}
	for _, bd := range rep.Boards {
		if bd.Drawn != 12 || bd.Repeated+bd.Unsettled+bd.Lost+bd.AllWin+bd.Dropped+bd.Kept != 12 || len(bd.Shares) != 4 {
			t.Errorf("%s: %+v", bd.Board, bd)
		}
		for _, s := range bd.Shares {
			if s.Positions != bd.Kept || s.Wins > float64(s.Positions) || s.Low > s.Share || s.Share > s.High {
				t.Errorf("%s %s: %+v", bd.Board, s.Chooser, s)
			}
		}
	}
	if !strings.Contains(r.Stderr, "positions kept") || strings.Contains(r.Stderr, "panic") {
		t.Errorf("stderr: %q", r.Stderr)
	}
}

// TestPolicySolvedBadCommandLines gives policy --solved each bad command line: exit 2, a
// message that names what is wrong, nothing on stdout, no work (a board too big to solve, a
// huge count, a huge budget are refused, not started).
func TestPolicySolvedBadCommandLines(t *testing.T) {
	b := Hexlab(t)
	long := strings.Repeat("hex:3x3,", 12_000) + "hex:3x3" // under Linux's 128 KiB an argument
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--solved", "5"}, "--solved needs --board"},
		{[]string{"--solved", "5", "--board", "hex:19x19"}, "361 cells; --solved takes boards of at most 64"},
		{[]string{"--solved", "5", "--board", "torus:32x32"}, "1024 cells"},
		{[]string{"--solved", "5", "--board", "hex:5x5,cyl:9x9"}, "--board cyl:9x9: 81 cells"},
		{[]string{"--solved", "5", "--board", "hex:99999999x99999999"}, "--board"},
		{[]string{"--solved", "5", "--board", strings.Repeat("x", 100_000)}, "--board"},
		{[]string{"--solved", "5", "--board", long}, "hex:3x3 is given twice"},
		{[]string{"--solved", "9223372036854775807", "--board", "hex:5x5"}, "expected the positions to draw a board, 1 to 100000"},
		{[]string{"--solved", "99999999999999999999", "--board", "hex:5x5"}, "--solved"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--nodes", "9223372036854775807"}, "--nodes 9223372036854775807: expected"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--think", "1e300"}, "--think"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--think", "NaN"}, "--think"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--think", "10m"}, "expected at most 1m0s"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--seed", "18446744073709551616"}, "--seed"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--setup", "red:a1"}, "--setup: --solved draws its own positions"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--first", "blue"}, "--first: --solved draws its own positions"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "--network", ""}, "--network \"\": expected a weights file"},
		{[]string{"--solved", "5", "--board", "hex:5x5", "extra"}, "unexpected argument"},
		{[]string{"--think", "100ms", "--board", "hex:5x5"}, "--think is for --solved N"},
	} {
		r := b.Run(t, append([]string{"policy"}, c.args...)...)
		if r.Code != 2 || r.Stdout != "" || !strings.Contains(r.Stderr, c.want) || strings.Contains(r.Stderr, "panic") ||
			len(r.Stderr) > 1000 || r.MaxRSS > solvedBound {
			t.Errorf("policy %.80q: %v; want exit 2 and %q", c.args, r, c.want)
		}
	}
}

// TestPolicySolvedBadWeights gives policy --solved weights files that cannot be read, and
// weights that read but whose answer is not a policy (finite parameters that overflow to
// NaN): exit 1 naming the file or the policy, and no table.
func TestPolicySolvedBadWeights(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	good := shippedNetwork(t)
	overflow := filepath.Join(dir, "overflow.net")
	truncated := filepath.Join(dir, "truncated.net")
	for name, data := range map[string][]byte{overflow: withParams(t, good, 1e30), truncated: good[:len(good)/2]} {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		file, want string
	}{
		{filepath.Join(dir, "none.net"), "none.net"},
		{dir, "a folder, not a weights file"},
		{truncated, "the file ends"},
		{overflow, "no finite prior"},
	} {
		r := b.Run(t, "policy", "--solved", "12", "--board", "hex:4x4", "--think", "10ms", "--network", c.file)
		if r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, c.want) || strings.Contains(r.Stderr, "panic") || r.MaxRSS > solvedBound {
			t.Errorf("--network %s: %v; want exit 1 and %q", filepath.Base(c.file), r, c.want)
		}
	}
}

// TestPolicySolvedLargestBoard (long) measures on the largest board --solved takes, hex:8x8,
// with a small budget: it ends, every draw accounted for, within solvedBound.
func TestPolicySolvedLargestBoard(t *testing.T) {
	Long(t)
	b := Hexlab(t)
	r := b.Run(t, "policy", "--solved", "6", "--board", "hex:8x8", "--nodes", "2000", "--think", "20ms", "--json")
	var rep solvedReport
	if r.Code != 0 || r.MaxRSS > solvedBound || json.Unmarshal([]byte(r.Stdout), &rep) != nil || len(rep.Boards) != 1 {
		t.Fatalf("%v; want exit 0 and a report within %d MiB", r, solvedBound>>20)
	}
	if bd := rep.Boards[0]; bd.Drawn != 6 || bd.Repeated+bd.Unsettled+bd.Lost+bd.AllWin+bd.Dropped+bd.Kept != 6 {
		t.Errorf("hex:8x8 at 2,000 nodes: %+v", bd)
	}
}

// TestPolicyNetworkPipe gives hexlab policy, with and without --solved, a named pipe nobody
// writes to as its weights file: refused at once (exit 1, not a regular file), never opened,
// which would wait for a writer for ever.
func TestPolicyNetworkPipe(t *testing.T) {
	b := Hexlab(t)
	pipe := filepath.Join(t.TempDir(), "weights.pipe")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, args := range [][]string{
		{"policy", "--board", "hex:5x5", "--network", pipe},
		{"policy", "--solved", "3", "--board", "hex:3x3", "--network", pipe},
	} {
		if r := b.Run(t, args...); r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, "not a regular file") {
			t.Errorf("%q: %v; want exit 1, not a regular file", args, r)
		}
	}
}
