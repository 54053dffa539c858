package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestVerify checks hexlab verify on a strategy the thesis proves (3xn on the 3x4
// cylinder, every choice: it never loses) and on one that loses off its boards (alpern-beck
// on the torus): the line printed is a game the strategy's colour loses.
func TestVerify(t *testing.T) {
	out := mustRun(t, "verify", "--strategy", "3xn", "--board", "cyl:3x4", "--every-choice", "--json", "--quiet")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("want one answer for each first player, got %q", out)
	}
	for _, l := range lines {
		var a verifyAnswer
		if err := json.Unmarshal([]byte(l), &a); err != nil {
			t.Fatal(err)
		}
		if !a.Holds || a.Positions == 0 || a.Colour != "red" || a.Line != nil {
			t.Errorf("3xn: %+v", a)
		}
	}
	out, _, code := hexlab("verify", "--strategy", "alpern-beck", "--board", "torus:4x3", "--first", "blue", "--json", "--quiet")
	var a verifyAnswer
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if code != exitFailure || a.Holds || len(a.Line) == 0 || !strings.Contains(a.Link, "moves="+strings.Join(a.Line, ",")) {
		t.Fatalf("exit %d, %+v", code, a)
	}
	b := core.MustBoard("torus:4x3")
	moves, err := core.ParseMoveList(b, strings.Join(a.Line, ","))
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGame(b.Spec(), core.Options{First: core.Blue})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if g.Winner() != core.Blue {
		t.Errorf("after %v the winner is %v, not the strategy's opponent", a.Line, g.Winner())
	}
}

// TestVerifyBadInput checks the errors of bad command lines.
func TestVerifyBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"verify"}, "--strategy is required"},
		{[]string{"verify", "--strategy", "3xn", "--board", "cyl:3x4", "--colour", "blue"}, "--colour"},
		{[]string{"verify", "--strategy", "3xn", "--first", "green", "--board", "cyl:3x4"}, "--first"},
		{[]string{"verify", "--strategy", "nobody"}, "nobody"},
	} {
		_, errOut, code := hexlab(tc.args...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q", tc.args, code, errOut)
		}
	}
	for _, args := range [][]string{
		{"verify", "--strategy", "mcts", "--board", "hex:3x3"},
		{"verify", "--strategy", "3xn", "--board", "cyl:3x30"},
	} {
		if _, errOut, code := hexlab(args...); code != exitFailure || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}
