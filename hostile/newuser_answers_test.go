package hostile

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Issue 57, item 7, the last bullet: what a new user reads. "verify prints Go slice syntax and
// does not name the boards a strategy fits; the arena chart counts games as 2.50; a review
// row at 100% is not marked proven where its neighbours are." Each case runs the real binary.
// (The README's claims are checked by cmd/hexlab's TestReadme* tests, the desktop's pondering
// and Hint texts by render2d/session's tests: they are no command's output.)

// goSlice finds Go's printing of a slice of words or cells: [3xn alpern-beck gardner].
var goSlice = regexp.MustCompile(`\[[\w:-]+( [\w:-]+)+\]`)

// verify refuses, with exit status 2, a strategy it does not follow, a board too big for it
// and a board the strategy does not play on; the messages list names as people write them,
// and the last names boards the strategy does play on.
func TestVerifyMessagesForPeople(t *testing.T) {
	b := Hexlab(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"verify"}, "one of 3xn, alpern-beck, gardner"},
		{[]string{"verify", "--strategy", "random"}, "verify follows 3xn, alpern-beck, gardner"},
		{[]string{"verify", "--strategy", "3xn", "--board", "cyl:3x30"}, "at most 64 cells"},
		{[]string{"verify", "--strategy", "3xn", "--board", "hex:4x4"}, "try cyl:3x4 (red)"},
		{[]string{"verify", "--strategy", "gardner", "--board", "torus:5x5"}, "try torus:4x5 (blue), torus:5x4 (red)"},
		{[]string{"verify", "--strategy", "alpern-beck", "--board", "cyl:5x4", "--colour", "red"}, "try cyl:4x4 (red), cyl:6x4 (red)"},
	} {
		r := b.Run(t, c.args...)
		if r.Code != 2 || !strings.Contains(r.Stderr, c.want) || goSlice.MatchString(r.Stderr) || r.Stdout != "" {
			t.Errorf("hexlab %s: %v; want exit 2 and %q", strings.Join(c.args, " "), r, c.want)
		}
	}
}

// A review row at 100% or 0% is a proven one. In this game between random players Red
// threatens c4 from move 29 on and Blue never blocks it; each position with Blue to move read
// 100% for Red without the proven mark, between rows proven Red's, where Blue blocks and wins.
func TestReviewDecidedRowsAreProven(t *testing.T) {
	b := Hexlab(t)
	game := filepath.Join(t.TempDir(), "g.sgf")
	sgf := "(;FF[4]GM[11]SZ[7]"
	for i, c := range strings.Split("c1,b4,b5,a6,c6,f4,g6,g3,d7,f7,a3,e6,d1,b6,c3,g1,d2,f6,d5,c7,e1,d4,e5,b3,b7,a7,f5,a2,c5,b2,c2,d6,g7,a4,a5,g4,a1,b1,g2,f1,f2,e2,e7,g5,f3,e4,d3,e3,c4", ",") {
		sgf += ";" + "BW"[i%2:i%2+1] + "[" + c + "]"
	}
	if err := os.WriteFile(game, []byte(sgf+")"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := b.Run(t, "review", game, "--playouts", "300", "--quiet")
	if r.Code != 0 {
		t.Fatalf("review: %v", r)
	}
	rows := 0
	for _, line := range strings.Split(r.Stdout, "\n") {
		f := strings.Fields(line)
		if len(f) < 5 || f[1] != "red" && f[1] != "blue" {
			continue
		}
		rows++
		decided := f[3] == "100%" || f[3] == "0%"
		proven := f[4] == "red" || f[4] == "blue"
		if decided != proven {
			t.Errorf("row %q: %s, proven %v", line, f[3], proven)
		}
	}
	if rows != 49 {
		t.Errorf("%d rows, want 49: %v", rows, r)
	}
}

// The arena chart marks whole games on the axes that count games: 3 games a side drew 0.00
// and 2.50 on the game-length histogram.
func TestArenaChartWholeGames(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	chart := filepath.Join(dir, "c.svg")
	if r := b.Run(t, "arena", "--board", "hex:3x3", "--games", "3", "--chart", chart, "--quiet"); r.Code != 0 {
		t.Fatalf("arena: %v", r)
	}
	svg, err := os.ReadFile(chart)
	if err != nil {
		t.Fatal(err)
	}
	// random against random follows no rules: the chart is wins and lengths, both counts.
	if fractions := regexp.MustCompile(`>\d+\.\d+<`).FindAll(svg, -1); len(fractions) > 0 {
		t.Errorf("the chart of counts marks %q", fractions)
	}
	if left := TempFiles(t, dir); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}
