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

// A row at 100% or 0% is a proven position, marked so: in this game between random players
// Blue could block Red's c4 after each of Red's moves 29 to 45 and win, where the review said
// 100% for Red without a proof, between rows proven Red's.
func TestReviewMarksEveryDecidedRowProven(t *testing.T) {
	game := filepath.Join(t.TempDir(), "g.sgf")
	sgf := "(;FF[4]GM[11]SZ[7]"
	for i, c := range strings.Split("c1,b4,b5,a6,c6,f4,g6,g3,d7,f7,a3,e6,d1,b6,c3,g1,d2,f6,d5,c7,e1,d4,e5,b3,b7,a7,f5,a2,c5,b2,c2,d6,g7,a4,a5,g4,a1,b1,g2,f1,f2,e2,e7,g5,f3,e4,d3,e3,c4", ",") {
		sgf += ";" + "BW"[i%2:i%2+1] + "[" + c + "]"
	}
	if err := os.WriteFile(game, []byte(sgf+")"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := mustRun(t, "review", game, "--playouts", "300", "--quiet")
	rows := 0
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) < 4 || f[1] != "red" && f[1] != "blue" {
			continue
		}
		rows++
		rate, proven := f[3], f[4]
		if (rate == "100%" || rate == "0%") != (proven == "red" || proven == "blue") {
			t.Errorf("row %q: %s without the proven mark, or proven at %s", l, rate, rate)
		}
		if ply, _ := strconv.Atoi(f[0]); ply >= 29 && ply <= 45 && ply%2 == 1 && (rate != "0%" || proven != "blue") {
			t.Errorf("row %q: Blue to move blocks c4 and wins", l)
		}
	}
	if rows != 49 {
		t.Errorf("%d rows of moves, want 49:\n%s", rows, out)
	}
}
