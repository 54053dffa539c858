package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
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

// sameGame fails t unless a and b are the same game: the same record, tree and notes included,
// and the same players where a names them (a JSON record names none).
func sameGame(t *testing.T, what string, a, b string) {
	t.Helper()
	ga, ia, err := core.ParseGameFile([]byte(a))
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	gb, ib, err := core.ParseGameFile([]byte(b))
	if err != nil {
		t.Fatalf("%s: what was written does not read back: %v\n%s", what, err, b)
	}
	ja, _ := json.Marshal(ga.Record())
	jb, _ := json.Marshal(gb.Record())
	if string(ja) != string(jb) || (ia != core.SGFInfo{} && ia != ib) {
		t.Errorf("%s: the game changed:\n%s %+v\nthen\n%s %+v", what, ja, ia, jb, ib)
	}
}

// Issue 57, item 7: "No way to turn a game played on the command line into SGF: hexlab show
// FILE --sgf (the whole tree)". What show --sgf writes reads back to the same tree (its
// variations, comments, marks, setup, result, players), in HexGui's conventions, and writing
// it again changes nothing.
func TestShowSGF(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, file string
		want       []string // in what is written
	}{
		{"tree.sgf", `(;FF[4]GM[11]SZ[4]PB[al]PW[bo\]b]C[Red to play];B[b2]C[x]LB[c2:A](;W[c2]TR[b3]SQ[a4];B[b3])(;W[b3](;B[c2])(;B[c1]C[y \] z])))`,
			[]string{"(;FF[4]GM[11]", "SZ[4]", "PB[al]", `PW[bo\]b]`, "C[Red to play]", ";B[b2]C[x]LB[c2:A]", "\n(\n;W[c2]TR[b3]SQ[a4]", `C[y \] z]`}},
		// HexGui's swap: after W[swap-pieces] the swapper moves again with the same colour.
		{"hexgui.sgf", "(;FF[4]AP[HexGui:0.9]GM[11]SZ[5]PB[alice]PW[bob];B[c3];W[swap-pieces];W[b4];B[d2])",
			[]string{";B[c3]\n;W[swap-pieces]\n;W[b4]\n;B[d2]"}},
		// Little Golem's swap, written in HexGui's frame.
		{"lg.sgf", "(;FF[4]EV[null]PB[lazyplayer]PW[Shumacher]SZ[11]RE[B]SO[https://www.littlegolem.net];W[ad];B[swap];W[eg];B[resign])",
			[]string{"RE[B+Resign]", ";W[a4]\n;B[swap-pieces]\n;B[g5]\n;W[resign]"}},
		{"position.sgf", "(;FF[4]GM[11]SZ[4];AB[d1][c2][b3]AW[d2][c3][a4]PL[B])", []string{"AB[d1][c2][b3]AW[d2][c3][a4]PL[B]"}},
		{"puzzle.sgf", "(;FF[4]GM[11]SZ[4]HP[1];AB[d1][c2][b3]AW[d2][c3][a4]PL[B]C[Red to play and win](;B[b4]C[wins]))", []string{"HP[1]", ";B[b4]C[wins]"}},
		{"cylinder.json", `{"board":"cyl:5x9+reverse","first":"blue","moves":[{"cell":"c2"},{"cell":"b4","rule":"12"}],"tree":{"moves":[{"cell":"c2"}],"variations":[{"moves":[{"cell":"b4","rule":"12","note":{"comment":"c","marks":[{"cell":"a1","shape":"triangle"}]}}]},{"moves":[{"cell":"d4"}]}]}}`,
			[]string{"SZ[5:9]HB[cyl:5x9+reverse]PL[W]", ";B[b4]HR[12]C[c]TR[a1]"}},
	} {
		path := filepath.Join(dir, tc.name)
		os.WriteFile(path, []byte(tc.file), 0o644)
		out := mustRun(t, "show", path, "--sgf")
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: no %q in\n%s", tc.name, w, out)
			}
		}
		sameGame(t, tc.name, tc.file, out)
		again := filepath.Join(dir, "again.sgf")
		os.WriteFile(again, []byte(out), 0o644)
		if twice := mustRun(t, "show", again, "--sgf"); twice != out {
			t.Errorf("%s: written again, it changed:\n%s\nthen\n%s", tc.name, out, twice)
		}
	}
	// The reference files of other programs (core/testdata/programs) turn into SGF that
	// reads back to the same game.
	files, _ := filepath.Glob("../../core/testdata/programs/*/*.sgf")
	for _, f := range files {
		data, _ := os.ReadFile(f)
		if _, _, err := core.ParseGameFile(data); err != nil {
			continue // a file the tests keep for its error
		}
		sameGame(t, f, string(data), mustRun(t, "show", f, "--sgf"))
	}
	if len(files) == 0 {
		t.Error("no reference files in core/testdata/programs")
	}
	if _, errOut, code := hexlab("show", filepath.Join(dir, "tree.sgf"), "--sgf", "--json"); code != exitUsage || !strings.Contains(errOut, "expected one of them") {
		t.Errorf("--sgf --json: exit %d, %q", code, errOut)
	}
}
