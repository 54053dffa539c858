package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestSetupFlag: play, move and winner start from a position given with --setup or read from
// a file, and refuse a setup that does not hold together.
func TestSetupFlag(t *testing.T) {
	rec, g := playRecord(t, "--board", "hex:4x4", "--setup", "red:a1,blue:d4", "--first", "blue", "--red", "mc", "--seed", "2")
	if len(rec.Setup) != 2 || rec.Moves[0].Player != "blue" {
		t.Fatalf("play --setup: %+v", rec)
	}
	a1, _ := g.Board().ParseCell("a1")
	if slices.ContainsFunc(g.Moves(), func(m core.Move) bool { return m.Cell == a1 }) {
		t.Fatalf("a move on a setup stone: %v", rec.Moves)
	}
	if out := mustRun(t, "play", "--board", "hex:4x4", "--setup", "red:a1,blue:d4", "--first", "blue"); !strings.Contains(out, "setup (2 stones): red:a1,blue:d4") {
		t.Errorf("play text: %s", out)
	}
	// Red to move with b1, b2 set: b3 wins at once, and every strategy that reads the board
	// must see it.
	for _, bot := range []string{"mc", "mcts"} {
		out := mustRun(t, "move", "--board", "hex:3x3", "--setup", "red:b1,b2,blue:a3", "--player", bot)
		if !strings.HasPrefix(out, "red b3") {
			t.Errorf("move --player %s on a position one move from winning: %s", bot, out)
		}
	}
	if out := mustRun(t, "winner", "--board", "hex:3x3", "--setup", "red:b1,b2", "--moves", "b3"); !strings.HasPrefix(out, "red\n") {
		t.Errorf("winner --setup: %s", out)
	}
	path := filepath.Join(t.TempDir(), "puzzle.sgf")
	if err := os.WriteFile(path, []byte("(;FF[4]GM[11]SZ[3]\n;AB[b1][b2]AW[a3]PL[B])"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out := mustRun(t, "show", path); !strings.Contains(out, "setup (3 stones): red:b1,b2,blue:a3") || !strings.Contains(out, "red to move") {
		t.Errorf("show: %s", out)
	}
	if out := mustRun(t, "move", "--from", path, "--player", "mcts"); !strings.HasPrefix(out, "red b3") {
		t.Errorf("move --from a puzzle: %s", out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"move", "--board", "hex:3x3", "--setup", "b1", "--player", "mc"}, `--setup "b1": setup item 1 ("b1"): say whose`},
		{[]string{"move", "--board", "hex:3x3", "--setup", "red:b1,blue:b1", "--player", "mc"}, "cell b1 has two stones"},
		{[]string{"move", "--board", "hex:3x3", "--setup", "red:b1", "--swap", "--player", "mc"}, "not from --setup"},
		{[]string{"move", "--board", "hex:3x3", "--setup", "red:b1", "--moves", "b1", "--player", "mc"}, "taken"},
		{[]string{"play", "--board", "hex:3x3", "--setup", "red:z1"}, "off the"},
		{[]string{"play", "--board", "hex:3x3", "--setup", "red:b1", "--swap"}, "empty board"},
		{[]string{"winner", "--board", "hex:3x3", "--setup", "red:b1", "--moves", "b1"}, "taken"},
		{[]string{"winner", "--board", "hex:3x3", "--setup", "red:b1", "--moves", "a1,swap"}, "move 2 (swap): the swap rule is for a game from the empty board, not from a setup position"},
		{[]string{"move", "--from", path, "--setup", "red:a1", "--player", "mc"}, "does not go with --setup"},
	} {
		_, errOut, code := hexlab(tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("hexlab %q: exit %d, %q, want %q", tc.args, code, errOut, tc.want)
		}
	}
}
