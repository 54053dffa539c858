package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hexlab show, winner --from and move --from read other programs' files with their meaning.
func TestShowAndFrom(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	hexgui := write("hexgui.sgf", "(;FF[4]AP[HexGui:0.9]GM[11]SZ[5]PB[alice]PW[bob];B[c3];W[swap-pieces];W[b4];B[d2])")
	lg := write("lg.sgf", "(;FF[4]EV[null]PB[lazyplayer]PW[Shumacher]SZ[11]RE[B]SO[https://www.littlegolem.net];W[ad];B[swap];W[eg];B[resign])")
	won := write("won.json", mustRun(t, "play", "--board", "hex:4x4", "--seed", "3", "--json"))

	out := mustRun(t, "show", hexgui)
	for _, want := range []string{"board: hex:5x5, red moves first, swap rule on", "red: alice", "blue: bob", "moves (4): c3,swap,d2,b4", "red to move"} {
		if !strings.Contains(out, want) {
			t.Errorf("show hexgui.sgf: no %q in\n%s", want, out)
		}
	}
	if out := mustRun(t, "show", lg, "--json"); !strings.Contains(out, `"resigned":"red"`) || !strings.Contains(out, `"winner":"blue"`) {
		t.Errorf("show lg.sgf --json: %s", out)
	}
	if out := mustRun(t, "show", won); !strings.Contains(out, "wins: ") {
		t.Errorf("show won.json: %s", out)
	}
	if out := mustRun(t, "winner", "--from", won); strings.HasPrefix(out, "none") {
		t.Errorf("winner --from a won game: %s", out)
	}
	if out := mustRun(t, "move", "--from", hexgui, "--player", "random"); !strings.HasPrefix(out, "red ") {
		t.Errorf("move --from hexgui.sgf: %s", out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show"}, "expected a game file"},
		{[]string{"show", filepath.Join(dir, "none.sgf")}, "no such file"},
		{[]string{"show", "/dev/zero"}, "larger than 16 MiB"},
		{[]string{"show", write("bad.sgf", "(;GM[11]SZ[3];B[a1];B[a2])")}, "SGF: sgf: move 2"},
		{[]string{"show", hexgui, "extra"}, "unexpected argument"},
		{[]string{"show", "--json", hexgui, "--json"}, "--json is given more than once"},
		{[]string{"winner", "--from", hexgui, "--moves", "a1"}, "does not go with --moves"},
		{[]string{"move", "--from", lg, "--player", "random"}, "red resigned the game"},
	} {
		_, errOut, code := hexlab(tc.args...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}
