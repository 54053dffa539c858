package main

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// hexlab review prints a line per position and the turning points, the same story as
// --json, and draws the chart; bad command lines are refused with the reason.
func TestReview(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "g.sgf")
	if err := os.WriteFile(game, []byte("(;FF[4]GM[11]SZ[4];B[b3];W[c2];B[b2];W[a3];B[c3];W[d2])"), 0o644); err != nil {
		t.Fatal(err)
	}
	chart := filepath.Join(dir, "story.png")
	out := mustRun(t, "review", game, "--playouts", "500", "--chart", chart, "--quiet")
	lines := strings.Split(out, "\n")
	if !strings.HasPrefix(lines[0], "review: hex:4x4, 6 moves, 500 playouts a position") {
		t.Errorf("head: %q", lines[0])
	}
	for ply, move := range []string{"start", "red b3", "blue c2", "red b2", "blue a3", "red c3", "blue d2"} {
		if !containsRow(out, ply, move) {
			t.Errorf("no row for ply %d (%s) in\n%s", ply, move, out)
		}
	}
	var story struct {
		Board  string `json:"board"`
		Points []struct {
			Ply     int     `json:"ply"`
			Move    string  `json:"move"`
			RedWin  float64 `json:"redWin"`
			Proven  string  `json:"proven"`
			Turning bool    `json:"turning"`
		} `json:"points"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, "review", game, "--playouts", "500", "--json", "--quiet")), &story); err != nil {
		t.Fatal(err)
	}
	if story.Board != "hex:4x4" || len(story.Points) != 7 || story.Points[6].Move != "d2" {
		t.Fatalf("json %+v", story)
	}
	// The end of the game is decided or nearly: 4x4 with six stones is proven by the solver.
	if last := story.Points[6]; last.Proven == "" {
		t.Errorf("the last position is not proven: %+v", last)
	}
	f, err := os.Open(chart)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if img, err := png.Decode(f); err != nil || img.Bounds().Dx() < 400 {
		t.Errorf("chart: %v", err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"review"}, "expected a game file first"},
		{[]string{"review", "--playouts", "5"}, "expected a game file first"},
		{[]string{"review", game, "--playouts", "-1"}, "--playouts -1"},
		{[]string{"review", game, "--think", "1s", "--playouts", "5"}, "give one budget"},
		{[]string{"review", game, "--chart", filepath.Join(dir, "x.gif")}, ".png or .svg"},
		{[]string{"review", game, "--chart", filepath.Join(dir, "no", "x.png")}, "does not exist"},
		{[]string{"review", filepath.Join(dir, "none.sgf")}, "no such file"},
	} {
		_, errOut, code := hexlab(c.args...)
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, %q; want 2 and %q", c.args, code, errOut, c.want)
		}
	}
}

// containsRow reports whether out has the row of ply with move.
func containsRow(out string, ply int, move string) bool {
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) >= 2 && f[0] == strconv.Itoa(ply) && strings.Contains(l, move) {
			return true
		}
	}
	return false
}
