package hostile

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// winnerJSON is the part of `hexlab winner --json` these cases read.
type winnerJSON struct {
	Winner    string `json:"winner"`
	Completed string `json:"completed"`
}

// Issue 59, item 2: "one replay function that hexlab winner uses instead of its own swap and
// turn code". Every move list the rules refuse is refused by the binary with exit 2, naming
// the move and why: a swap anywhere but the second move, on a board without the swap rule or
// after setup stones, a cell played twice (after 30,000 moves in the list too).
func TestWinnerRefusesMovesTheRulesRefuse(t *testing.T) {
	bin := Hexlab(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--moves", "swap"}, "move 1 (swap): only the second move of the game may be a swap"},
		{[]string{"--moves", "a1,b1,swap"}, "move 3 (swap): only the second move"},
		{[]string{"--moves", "a1,swap,swap"}, "move 3 (swap): only the second move"},
		{[]string{"--board", "cyl:5x5", "--moves", "a1,swap"}, "move 2 (swap): board cyl:5x5: the swap rule needs a square hex or torus board"},
		{[]string{"--board", "hex:5x4", "--moves", "a1,swap"}, "move 2 (swap): board hex:5x4"},
		{[]string{"--board", "torus:4x5+reverse", "--moves", "a1,swap"}, "move 2 (swap): board torus:4x5+reverse"},
		{[]string{"--board", "hex:3x3", "--setup", "red:b1", "--moves", "a1,swap"}, "move 2 (swap): the swap rule is for a game from the empty board, not from a setup position"},
		{[]string{"--board", "hex:3x3", "--moves", "c1,swap,a3"}, "move 3 (a3): cell a3 is taken by blue"},
		{[]string{"--board", "hex:3x3", "--setup", "red:b1", "--moves", "b1"}, "move 1 (b1): cell b1 is taken by red"},
		// A setup is a position a game could start from: not one where both players hold a
		// structure already (thesis Figure 3.1's cycles), which moves may still reach.
		{[]string{"--board", "torus:3x3", "--setup", "red:a2,b1,c3,blue:a3,b2,c1"}, "setup: both players' winning structures are complete"},
		{[]string{"--board", "hex:3x3", "--moves", strings.Repeat("a1,", 30000) + "a1"}, "move 2 (a1): cell a1 is taken by red"},
	} {
		r := bin.Run(t, append([]string{"winner"}, tc.args...)...)
		if r.Code != 2 || !strings.Contains(r.Stderr, tc.want) || r.Stdout != "" || strings.Contains(r.Stderr, "panic") {
			t.Errorf("winner %s: %v; want exit 2 and %q", shorten(strings.Join(tc.args, " ")), r, tc.want)
		}
		if r.MaxRSS > 64<<20 {
			t.Errorf("winner %s: took %d MiB, more than 64 MiB", shorten(strings.Join(tc.args, " ")), r.MaxRSS>>20)
		}
	}
}

// Issue 59, item 2: "a rule-aware core.Position.Winner()" and "hexlab winner goes on after a
// structure is completed". Moves after a win are placed and the position read under its
// rule: the holder wins in Hex and loses in Rex; both players may hold a cycle on the torus
// (thesis Figure 3.1), and the answer is then "both".
func TestWinnerPastTheEndByRule(t *testing.T) {
	bin := Hexlab(t)
	for _, tc := range []struct {
		args              []string
		winner, completed string
	}{
		{[]string{"--board", "hex:3x3", "--moves", "b1,a1,b2,a2,b3,c1"}, "red", "red"},
		{[]string{"--board", "hex:3x3+reverse", "--moves", "b1,a1,b2,a2,b3,c1"}, "blue", "red"},
		{[]string{"--board", "hex:3x3", "--first", "blue", "--moves", "c1,swap,b1,b3,a1,c3"}, "none", "none"},
		{[]string{"--board", "cyl:4x7", "--first", "blue", "--moves", "a5,a1,b5,a2,c5,a3,d5,a4,c1"}, "blue", "blue"},
		{[]string{"--board", "torus:3x3", "--moves", "a2,a3,b1,b2,c3,c1,a1"}, "both", "both"},
		{[]string{"--board", "torus:3x3+reverse", "--moves", "a2,a3,b1,b2,c3,c1"}, "both", "both"},
	} {
		r := bin.Run(t, append(append([]string{"winner"}, tc.args...), "--json")...)
		var got winnerJSON
		if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &got) != nil || got.Winner != tc.winner || got.Completed != tc.completed {
			t.Errorf("winner %s: %v; want winner %s, completed %s", strings.Join(tc.args, " "), r, tc.winner, tc.completed)
		}
	}
}

// Issue 59, item 2: the winner of the largest boards, full of stones in a random order, on
// every topology and under both rules: the answer agrees with the rule (in Hex the holder
// wins, in Rex the holder's opponent, both where both hold), the plane and the cylinder have
// exactly one holder (thesis Theorems 3.2.1 and 3.2.2), and memory stays small.
func TestWinnerOfFullLargestBoards(t *testing.T) {
	bin := Hexlab(t)
	rng := rand.New(rand.NewPCG(59, 3))
	for _, spec := range []string{"hex:32x32", "cyl:32x32", "torus:32x32", "hex:32x31+reverse", "cyl:31x32+reverse", "torus:32x32+reverse"} {
		var m, n int
		fmt.Sscanf(spec[strings.Index(spec, ":")+1:], "%dx%d", &m, &n)
		cells := make([]string, 0, m*n)
		for c := range m {
			for r := range n {
				cells = append(cells, columnName(c)+fmt.Sprint(r+1))
			}
		}
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		r := bin.Run(t, "winner", "--board", spec, "--moves", strings.Join(cells, ","), "--json")
		var got winnerJSON
		if r.Code != 0 || json.Unmarshal([]byte(r.Stdout), &got) != nil {
			t.Errorf("%s: %v", spec, r)
			continue
		}
		want := got.Completed
		if strings.HasSuffix(spec, "+reverse") {
			want = map[string]string{"red": "blue", "blue": "red", "both": "both", "none": "none"}[got.Completed]
		}
		oneHolder := got.Completed == "red" || got.Completed == "blue"
		if got.Winner != want || got.Completed == "none" || !strings.HasPrefix(spec, "torus") && !oneHolder {
			t.Errorf("%s: winner %s, completed %s", spec, got.Winner, got.Completed)
		}
		if r.MaxRSS > 64<<20 {
			t.Errorf("%s: took %d MiB, more than 64 MiB", spec, r.MaxRSS>>20)
		}
	}
}

// columnName is the letters of column c (from 0), as hexlab writes them: a..z, aa, ab, ...
func columnName(c int) string {
	name := ""
	for c++; c > 0; c = (c - 1) / 26 {
		name = string(rune('a'+(c-1)%26)) + name
	}
	return name
}
