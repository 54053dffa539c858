package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// hexlab puzzle finds the position where only b4 wins, prints it with its link, writes it as
// SGF and as JSON; bad command lines are refused with the reason.
func TestPuzzleCommand(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "pos.sgf")
	os.WriteFile(game, []byte("(;FF[4]GM[11]SZ[4];AB[d1][c2][b3]AW[d2][c3][a4]PL[B])"), 0o644)
	out := mustRun(t, "puzzle", "--from", game, "--out", dir, "--quiet")
	if !strings.HasPrefix(out, "1 puzzles in 1 games") || !strings.Contains(out, "Red to play and win (hex:4x4); b4 wins") ||
		!strings.Contains(out, "\nhttp://localhost:8080/board.html?board=hex:4x4&setup=red:d1,c2,b3,blue:d2,c3,a4&first=red&puzzle=1\n") {
		t.Errorf("output:\n%s", out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "puzzle-1.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.ParseSGF(string(data))
	if err != nil {
		t.Fatal(err)
	}
	g.GoToPath(nil)
	if v := g.Variations(); g.Note().Comment != "Red to play and win" || len(v) != 1 || g.Board().CellName(v[0].Move.Cell) != "b4" {
		t.Errorf("the SGF: %q, %+v\n%s", g.Note().Comment, v, data)
	}
	var js []struct {
		Task  string   `json:"task"`
		Wins  []string `json:"wins"`
		Query string   `json:"query"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, "puzzle", "--from", game, "--json", "--quiet")), &js); err != nil || len(js) != 1 || js[0].Wins[0] != "b4" {
		t.Errorf("json %+v, %v", js, err)
	}
	if out := mustRun(t, "puzzle", "--from", game, "--min-stones", "7", "--quiet"); !strings.HasPrefix(out, "0 puzzles") {
		t.Errorf("--min-stones 7 found %s", out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"puzzle"}, "expected --from"},
		{[]string{"puzzle", "--from", game, "--max-wins", "0"}, "--max-wins 0"},
		{[]string{"puzzle", "--from", game, "--nodes", "0"}, "--nodes 0"},
		{[]string{"puzzle", "--from", game, "--out", game}, "not a folder"},
		{[]string{"puzzle", "--from", game, "--out", filepath.Join(game, "x")}, "cannot make the folder"},
		{[]string{"puzzle", "--from", game, "--site", "example.org"}, "expected the http:// or https:// address"},
		{[]string{"puzzle", "--from", game, "--site", "ftp://example.org/"}, "expected the http:// or https:// address"},
		{[]string{"puzzle", "--from", game, "--site", "https://"}, "with a host"},
		{[]string{"puzzle", "--from", game, "--site", "https://a@example.org/"}, "no user name"},
		{[]string{"puzzle", "--from", game, "--site", "https://example.org/?x=1"}, "without a query or fragment"},
		{[]string{"puzzle", "--from", game, "--site", "https://example.org/#top"}, "without a query or fragment"},
		{[]string{"puzzle", "--from", game, "--site", "http://exa mple.org/"}, "--site"},
		{[]string{"puzzle", "--from", filepath.Join(dir, "none.sgf")}, "no such file"},
	} {
		_, errOut, code := hexlab(c.args...)
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}

// Issue 57, item 7: "hexlab puzzle --out DIR does not create DIR. Puzzle links printed without
// a host". --out makes the folder and its parents; --site makes the links open on another
// site, in the text and in JSON.
func TestPuzzleOutAndSite(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "pos.sgf")
	os.WriteFile(game, []byte("(;FF[4]GM[11]SZ[4];AB[d1][c2][b3]AW[d2][c3][a4]PL[B])"), 0o644)
	outDir := filepath.Join(dir, "new", "puzzles")
	out := mustRun(t, "puzzle", "--from", game, "--out", outDir, "--site", "https://example.org/hexlab", "--quiet")
	const query = "board.html?board=hex:4x4&setup=red:d1,c2,b3,blue:d2,c3,a4&first=red&puzzle=1"
	if !strings.Contains(out, "\nhttps://example.org/hexlab/"+query+"\n") {
		t.Errorf("--site: output:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(outDir, "puzzle-1.sgf")); err != nil {
		t.Errorf("--out a folder not there: %v", err)
	}
	var js []struct{ Query, Link string }
	if err := json.Unmarshal([]byte(mustRun(t, "puzzle", "--from", game, "--json", "--quiet", "--site", "http://127.0.0.1:9000/")), &js); err != nil ||
		len(js) != 1 || js[0].Link != "http://127.0.0.1:9000/"+query || "board.html?"+js[0].Query != query {
		t.Errorf("--json --site: %+v, %v", js, err)
	}
}
