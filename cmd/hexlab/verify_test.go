package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
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
		{[]string{"verify", "--strategy", "mcts", "--board", "hex:3x3"}, "--strategy mcts: not written as a paper's rules; verify follows 3xn, alpern-beck, gardner"},
		{[]string{"verify", "--strategy", "3xn", "--board", "cyl:3x30"}, "at most 64 cells; cyl:3x30 has 90"},
	} {
		_, errOut, code := hexlab(tc.args...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q", tc.args, code, errOut)
		}
	}
}

// A message lists strategies and cells as people write them, not as Go prints a slice
// ("[3xn alpern-beck gardner]"); a strategy that plays no colour on the board asked says why
// and names the boards nearest to it that it plays on, each of which it does fit.
func TestVerifyNamesTheBoardsItFits(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the start of the list of boards
	}{
		{[]string{"--strategy", "3xn", "--board", "hex:4x4"}, "try cyl:3x4 (red), torus:3x4 (red), "},
		{[]string{"--strategy", "gardner", "--board", "hex:4x4"}, "try hex:3x4 (blue), hex:4x3 (red), "},
		{[]string{"--strategy", "alpern-beck", "--board", "cyl:3x4", "--colour", "red"}, "try cyl:2x4 (red), cyl:4x4 (red), "},
		{[]string{"--strategy", "gardner", "--board", "torus:4x4+reverse"}, "try torus:3x4+reverse (blue), "},
	} {
		_, errOut, code := hexlab(append([]string{"verify"}, c.args...)...)
		if code != exitUsage || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "[") {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errOut, c.want)
			continue
		}
		info, err := strategies.Lookup(c.args[1])
		if err != nil {
			t.Fatal(err)
		}
		_, list, _ := strings.Cut(errOut, "try ")
		list, _, _ = strings.Cut(list, " ('hexlab strategies")
		for _, item := range strings.Split(list, "), ") {
			board, colours, _ := strings.Cut(strings.TrimSuffix(item, ")"), " (")
			spec, err := core.ParseSpec(board)
			if err != nil {
				t.Errorf("%v: %q names the board %q: %v", c.args, errOut, board, err)
				continue
			}
			plays, _ := info.Colours(spec)
			var names []string
			for _, p := range plays {
				names = append(names, p.String())
			}
			if strings.Join(names, ", ") != colours || spec.Cols*spec.Rows > verifyMaxCells {
				t.Errorf("%v: %s plays %v on %s, the message says %q", c.args, c.args[1], names, board, colours)
			}
		}
	}
	for _, args := range [][]string{{"verify"}, {"verify", "--strategy", "random"}} {
		if _, errOut, code := hexlab(args...); code != exitUsage || !strings.Contains(errOut, "3xn, alpern-beck, gardner") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}
