package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSolveJSON checks hexlab solve's answers on the empty 4x4 board (Red's winning openings
// are d1 c2 b3 a4, as Benzene computes them) and on positions of the other boards, the proof
// it writes, and check-proof's answer on it and on a corrupted copy.
func TestSolveJSON(t *testing.T) {
	proofPath := filepath.Join(t.TempDir(), "p.txt")
	out := mustRun(t, "solve", "--board", "hex:4x4", "--all", "--json", "--quiet", "--proof", proofPath)
	var a solveAnswer
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if a.Winner != "red" || a.ToMove != "red" || a.Stopped || a.Proof == nil {
		t.Fatalf("answer %+v", a)
	}
	var wins []string
	for _, c := range []string{"a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3", "a4", "b4", "c4", "d4"} {
		switch a.Values[c] {
		case "win":
			wins = append(wins, c)
		case "loss":
		default:
			t.Errorf("%s: value %q", c, a.Values[c])
		}
	}
	if got := strings.Join(wins, " "); got != "d1 c2 b3 a4" {
		t.Errorf("winning openings %s", got)
	}
	if a.Values[a.Move] != "win" {
		t.Errorf("the move %s is not a winning one", a.Move)
	}
	var c checkAnswer
	if err := json.Unmarshal([]byte(mustRun(t, "check-proof", proofPath, "--json")), &c); err != nil {
		t.Fatal(err)
	}
	if !c.Valid || c.Winner != "red" || c.Board != "hex:4x4" || c.Positions == 0 {
		t.Errorf("check-proof: %+v", c)
	}
	data, err := os.ReadFile(proofPath)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte(strings.Replace(string(data), "winner red", "winner blue", 1)), 0o644)
	if _, errOut, code := hexlab("check-proof", bad); code != exitFailure || !strings.Contains(errOut, "proof:") {
		t.Errorf("a corrupted proof: exit %d, stderr %q", code, errOut)
	}

	for _, tc := range []struct {
		args   []string
		winner string
	}{
		{[]string{"--board", "cyl:4x3", "--moves", "b2"}, ""},
		{[]string{"--board", "torus:3x3", "--moves", "b2,a1"}, ""},
		{[]string{"--board", "hex:4x4+reverse", "--moves", "a1,d4,b2,c3,a4,d1"}, ""},
		{[]string{"--board", "hex:3x3", "--first", "blue"}, "blue"},
	} {
		out := mustRun(t, append([]string{"solve", "--json", "--quiet"}, tc.args...)...)
		var a solveAnswer
		if err := json.Unmarshal([]byte(out), &a); err != nil {
			t.Fatal(err)
		}
		if a.Winner != "red" && a.Winner != "blue" || (tc.winner != "" && a.Winner != tc.winner) {
			t.Errorf("%v: winner %q", tc.args, a.Winner)
		}
		if (a.Winner == a.ToMove) != (a.Move != "") {
			t.Errorf("%v: %s to move, %s wins, move %q", tc.args, a.ToMove, a.Winner, a.Move)
		}
	}
}

// TestSolveStops checks that a solve out of time says so: the winner unknown, exit 1.
func TestSolveStops(t *testing.T) {
	out, errOut, code := hexlab("solve", "--board", "hex:9x9", "--time", "200ms", "--json", "--quiet")
	var a solveAnswer
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if code != exitFailure || a.Winner != "unknown" || !a.Stopped || !strings.Contains(errOut, "stopped") {
		t.Errorf("exit %d, answer %+v, stderr %q", code, a, errOut)
	}
}

// TestSolveProofStops checks that --time bounds the proof too: the empty hex:7x7 board is
// solved in half a second (Red wins), but its proof takes two minutes to write, so a budget
// of a few seconds stops it with no proof file. (Unbounded, the test would run for minutes.)
// On a busy machine the solve itself may not end in time: the winner is then unknown, never
// anyone but Red.
func TestSolveProofStops(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.txt")
	out, _, code := hexlab("solve", "--board", "hex:7x7", "--time", "4s", "--proof", file, "--json", "--quiet")
	var a solveAnswer
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if code != exitFailure || (a.Winner != "red" && a.Winner != "unknown") || !a.Stopped || a.Proof != nil {
		t.Errorf("exit %d, answer %+v", code, a)
	}
	if _, err := os.Stat(file); err == nil {
		t.Error("a proof file was written")
	}
}

// TestSolveBadInput checks the errors of bad command lines.
func TestSolveBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--board", "hex:3x3", "--moves", "a1,b1,a2,b2,a3"}, "over"},
		{[]string{"solve", "--memory", "0"}, "--memory"},
		{[]string{"solve", "--time", "-1s"}, "--time"},
		{[]string{"solve", "--nodes", "-1"}, "--nodes"},
		{[]string{"solve", "--threads", "-1"}, "--threads"},
		{[]string{"solve", "--threads", "2", "--table", "t.bin"}, "--threads 1"},
		{[]string{"solve", "--threads", "0", "--proof", "p.txt"}, "--threads 1"},
		{[]string{"check-proof"}, "expected the proof file"},
	} {
		_, errOut, code := hexlab(tc.args...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q", tc.args, code, errOut)
		}
	}
	if _, errOut, code := hexlab("check-proof", filepath.Join(t.TempDir(), "none")); code != exitFailure || errOut == "" {
		t.Errorf("a missing file: exit %d, stderr %q", code, errOut)
	}
}

// TestSolveResumes stops a solve by its node limit, then runs it again from the saved table:
// it must finish in fewer nodes than a fresh solve.
func TestSolveResumes(t *testing.T) {
	table := filepath.Join(t.TempDir(), "t.bin")
	var fresh solveAnswer
	json.Unmarshal([]byte(mustRun(t, "solve", "--board", "hex:6x6", "--moves", "a6", "--json", "--quiet")), &fresh)
	out, _, code := hexlab("solve", "--board", "hex:6x6", "--moves", "a6", "--json", "--quiet", "--nodes", "100", "--table", table)
	var stopped solveAnswer
	json.Unmarshal([]byte(out), &stopped)
	if code != exitFailure || stopped.Winner != "unknown" {
		t.Fatalf("exit %d, %+v", code, stopped)
	}
	var resumed solveAnswer
	json.Unmarshal([]byte(mustRun(t, "solve", "--board", "hex:6x6", "--moves", "a6", "--json", "--quiet", "--table", table)), &resumed)
	if resumed.Winner != "red" || fresh.Winner != "red" || resumed.Nodes >= fresh.Nodes {
		t.Errorf("fresh %+v, resumed %+v", fresh, resumed)
	}
	if _, errOut, code := hexlab("solve", "--board", "hex:5x5", "--table", table); code != exitFailure || !strings.Contains(errOut, "hex:6x6") {
		t.Errorf("another board's table: exit %d, %q", code, errOut)
	}
}

// TestSolveThreads checks that several solvers at once give one solver's answers: every
// move's value on boards of each topology, and the jobs' values.
func TestSolveThreads(t *testing.T) {
	for _, args := range [][]string{
		{"--board", "hex:4x4"},
		{"--board", "hex:5x5", "--moves", "c3,c4"},
		{"--board", "cyl:4x4", "--moves", "b2"},
		{"--board", "torus:3x4"},
		{"--board", "hex:3x3+reverse", "--moves", "b2"},
	} {
		var answers [2]solveAnswer
		for i, threads := range []string{"1", "3"} {
			out := mustRun(t, append([]string{"solve", "--all", "--json", "--quiet", "--threads", threads}, args...)...)
			if err := json.Unmarshal([]byte(out), &answers[i]); err != nil {
				t.Fatal(err)
			}
		}
		one, three := answers[0], answers[1]
		if one.Winner != three.Winner || one.Stopped || three.Stopped || len(one.Values) == 0 || fmt.Sprint(one.Values) != fmt.Sprint(three.Values) {
			t.Errorf("%v: one solver %+v, three %+v", args, one, three)
		}
		if (three.Winner == three.ToMove) != (three.Values[three.Move] == "win") {
			t.Errorf("%v: three solvers' move %q is valued %q", args, three.Move, three.Values[three.Move])
		}
	}
	var job solveJob
	out := mustRun(t, "solve", "--board", "hex:4x4", "--job", "2/3", "--threads", "2", "--quiet")
	if err := json.Unmarshal([]byte(out), &job); err != nil || job.Job != 2 || len(job.Values) != 5 {
		t.Errorf("a job on two threads: %+v, %v", job, err)
	}
}
