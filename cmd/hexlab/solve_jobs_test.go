package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// TestSolveJobsMerge splits a solve into jobs, merges their outputs, and checks that the
// answer is the one run's: the same winner and every move's value. Missing, repeated and
// foreign jobs are refused.
func TestSolveJobsMerge(t *testing.T) {
	for _, tc := range []struct {
		args []string
		jobs int
	}{
		{[]string{"--board", "hex:5x5"}, 4},
		{[]string{"--board", "cyl:4x4", "--moves", "b2"}, 3},
		{[]string{"--board", "torus:3x3", "--first", "blue", "--moves", "b2"}, 8},
	} {
		var whole solveAnswer
		json.Unmarshal([]byte(mustRun(t, append([]string{"solve", "--all", "--json", "--quiet"}, tc.args...)...)), &whole)
		dir := t.TempDir()
		for k := 1; k <= tc.jobs; k++ {
			out := mustRun(t, append([]string{"solve", "--json", "--quiet", "--job", strconv.Itoa(k) + "/" + strconv.Itoa(tc.jobs)}, tc.args...)...)
			os.WriteFile(filepath.Join(dir, "job"+strconv.Itoa(k)+".json"), []byte(out), 0o644)
		}
		var merged solveAnswer
		if err := json.Unmarshal([]byte(mustRun(t, "solve", "--merge", filepath.Join(dir, "*.json"), "--json")), &merged); err != nil {
			t.Fatal(err)
		}
		if merged.Winner != whole.Winner || !reflect.DeepEqual(merged.Values, whole.Values) || merged.Stopped {
			t.Errorf("%v: merged %+v, one run %+v", tc.args, merged, whole)
		}
		if (merged.Winner == merged.ToMove) != (merged.Values[merged.Move] == "win") {
			t.Errorf("%v: merged move %q", tc.args, merged.Move)
		}
	}

	dir := t.TempDir()
	for k := 1; k <= 3; k++ {
		out := mustRun(t, "solve", "--board", "hex:4x4", "--json", "--quiet", "--job", strconv.Itoa(k)+"/3")
		os.WriteFile(filepath.Join(dir, "job"+strconv.Itoa(k)+".json"), []byte(out), 0o644)
	}
	os.Rename(filepath.Join(dir, "job3.json"), filepath.Join(dir, "later.txt"))
	if _, errOut, code := hexlab("solve", "--merge", filepath.Join(dir, "*.json")); code != exitFailure || !strings.Contains(errOut, "3/3 are missing") {
		t.Errorf("a missing job: exit %d, %q", code, errOut)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "job1.json"))
	os.WriteFile(filepath.Join(dir, "job1b.json"), data, 0o644)
	if _, errOut, code := hexlab("solve", "--merge", filepath.Join(dir, "*.json")); code != exitFailure || !strings.Contains(errOut, "both") {
		t.Errorf("a job twice: exit %d, %q", code, errOut)
	}
	os.Remove(filepath.Join(dir, "job1b.json"))
	other := mustRun(t, "solve", "--board", "hex:4x4", "--moves", "a1", "--json", "--quiet", "--job", "3/3")
	os.WriteFile(filepath.Join(dir, "job3.json"), []byte(other), 0o644)
	if _, errOut, code := hexlab("solve", "--merge", filepath.Join(dir, "*.json")); code != exitFailure || !strings.Contains(errOut, "another solve") {
		t.Errorf("a foreign job: exit %d, %q", code, errOut)
	}
	for _, args := range [][]string{
		{"solve", "--merge", "x", "--board", "hex:4x4"},
		{"solve", "--job", "4/3"},
		{"solve", "--job", "1/2", "--all"},
	} {
		if _, errOut, code := hexlab(args...); code != exitUsage {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
	if _, _, code := hexlab("solve", "--merge", filepath.Join(dir, "none*.json")); code != exitFailure {
		t.Errorf("no files: exit %d", code)
	}
}
