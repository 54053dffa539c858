package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The JSON record has the documented shape, replays through
// core.ParseRecord, and says what the replayed game says.
func TestPlayJSON(t *testing.T) {
	tests := [][]string{
		{},
		{"--board", "cyl:5x9", "--first", "blue", "--seed", "7"},
		{"--board", "torus:7x7", "--seed", "3"},
		{"--board", "torus:3x2"},
		{"--board", "hex:5x5+reverse", "--first", "blue"},
		{"--board", "cyl:1x1"},
		{"--board", "hex:32x32", "--seed", "18446744073709551615"},
		{"--board", "hex:3x3", "--swap", "--red", "moves:b2,a1,c1", "--blue", "moves:swap,a2,c2"},
		{"--board", "hex:3x3", "--red", "moves:b1,b2,b3", "--blue", "moves:a1,a2"},
	}
	for _, args := range tests {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			r, g := playRecord(t, args...)
			out := mustRun(t, append([]string{"play", "--json"}, args...)...)
			var raw map[string]json.RawMessage
			if err := json.Unmarshal([]byte(out), &raw); err != nil {
				t.Fatal(err)
			}
			for _, key := range []string{"board", "first", "moves", "winner"} {
				if _, ok := raw[key]; !ok {
					t.Errorf("no %q in %s", key, out)
				}
			}
			var moves []map[string]string
			if err := json.Unmarshal(raw["moves"], &moves); err != nil {
				t.Fatal(err)
			}
			for i, m := range moves {
				if m["player"] == "" || m["cell"] == "" {
					t.Errorf("move %d: %v", i+1, m)
				}
				if _, ok := m["rule"]; ok {
					t.Errorf("move %d carries a rule %q; random and scripted moves have none", i+1, m["rule"])
				}
			}
			if r.Winner != g.Winner().String() {
				t.Errorf("winner %q, replay says %v", r.Winner, g.Winner())
			}
			if g.Over() != (r.Winner != "none") || (g.Over() && len(r.Winning) == 0) {
				t.Errorf("over %v, winner %q, winning %v", g.Over(), r.Winner, r.Winning)
			}
			// The replayed game prints the same record.
			again, err := json.Marshal(g.Record())
			if err != nil || string(again)+"\n" != out {
				t.Errorf("record does not round-trip:\n%s%s", out, again)
			}
		})
	}
}

func TestPlayIsDeterministicBySeed(t *testing.T) {
	for _, board := range []string{"hex:11x11", "cyl:5x9", "torus:11x11"} {
		a := mustRun(t, "play", "--json", "--board", board, "--seed", "5")
		b := mustRun(t, "play", "--board", board, "--json", "--seed", "5")
		if a != b {
			t.Errorf("%s: seed 5 played two games:\n%s%s", board, a, b)
		}
		seen := map[string]int{}
		for seed := 0; seed < 8; seed++ {
			r, _ := playRecord(t, "--board", board, "--seed", fmt.Sprint(seed))
			key := fmt.Sprint(r.Moves)
			if other, ok := seen[key]; ok {
				t.Errorf("%s: seeds %d and %d play the same game", board, other, seed)
			}
			seen[key] = seed
		}
	}
	// The default seed is 1.
	if mustRun(t, "play") != mustRun(t, "play", "--seed", "1") {
		t.Error("play without --seed is not play --seed 1")
	}
}

// The text output says what the JSON record says, and its picture shows
// the final position.
func TestPlayText(t *testing.T) {
	for _, args := range [][]string{
		{"--board", "hex:5x5"},
		{"--board", "cyl:3x5", "--red", "moves:b1,b2,b3,b4,b5", "--blue", "moves:a1,a2,a3,a4"},
		{"--board", "cyl:4x6", "--first", "blue", "--seed", "9"},
		{"--board", "hex:4x4+reverse", "--seed", "2"},
		{"--board", "torus:2x2", "--seed", "4"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			r, g := playRecord(t, args...)
			text := mustRun(t, append([]string{"play"}, args...)...)
			var moveNames []string
			for _, m := range r.Moves {
				moveNames = append(moveNames, m.Cell)
			}
			wantLines := []string{
				fmt.Sprintf("board: %s, %s moves first, seed", r.Board, r.First),
				fmt.Sprintf("moves (%d): %s\n", len(r.Moves), strings.Join(moveNames, ",")),
				"winner: " + r.Winner,
			}
			if r.Winner != "none" {
				// The structure that decided: the winner's, or on a
				// +reverse board the loser's; a path between edges, or a
				// cycle where the player must go around.
				holder := g.Winner()
				if g.Spec().Reverse {
					holder = holder.Opponent()
				}
				kind := "cycle"
				if g.Spec().Topology == core.Plane || (g.Spec().Topology == core.Cylinder && holder == core.Red) {
					kind = "path"
				}
				wantLines = append(wantLines, " "+kind+": "+strings.Join(r.Winning, ",")+"\n")
			}
			if g.Spec().Reverse {
				wantLines = append(wantLines, "loses under +reverse", "losing ")
			}
			for _, w := range wantLines {
				if !strings.Contains(text, w) {
					t.Errorf("text does not say %q:\n%s", w, text)
				}
			}
			checkPicture(t, text, g.Position())
		})
	}
}

// checkPicture finds the board picture at the end of text and checks that
// it shows p: a header of column letters, then one row per board row,
// each indented one more space, with R, B and '.' where p has them.
func checkPicture(t *testing.T, text string, p *core.Position) {
	t.Helper()
	b := p.Board()
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) < b.Rows()+1 {
		t.Fatalf("no picture in\n%s", text)
	}
	rows := lines[len(lines)-b.Rows():]
	header := strings.Fields(lines[len(lines)-b.Rows()-1])
	if len(header) != b.Cols() || header[0] != "a" {
		t.Errorf("header %q, want %d column letters", header, b.Cols())
	}
	indent := -1
	for j, line := range rows {
		fields := strings.Fields(line)
		if len(fields) != b.Cols()+1 || fields[0] != fmt.Sprint(j+1) {
			t.Fatalf("row %d: %q", j+1, line)
		}
		cellsAt := strings.Index(line, fields[1])
		if indent >= 0 && cellsAt != indent+1 {
			t.Errorf("row %d starts at column %d, want %d (one more than the row above)", j+1, cellsAt, indent+1)
		}
		indent = cellsAt
		for i, f := range fields[1:] {
			want := map[core.Player]string{core.Red: "R", core.Blue: "B", core.NoPlayer: "."}[p.At(b.Cell(i+1, j+1))]
			if f != want {
				t.Errorf("cell %s shows %q, want %q", core.CoordsName(i+1, j+1), f, want)
			}
		}
	}
}

// Text lines for moves that carry rules: strategies with rule labels come
// in later issues, so build such a game by hand.
func TestGameTextShowsRules(t *testing.T) {
	spec, _ := core.ParseSpec("hex:3x3")
	g, _ := core.NewGame(spec, core.Options{})
	b := g.Board()
	for i, name := range []string{"b1", "a1", "b2", "a2", "b3"} {
		c, _ := b.ParseCell(name)
		rule := ""
		if i%2 == 0 {
			rule = fmt.Sprint(10 + i)
		}
		if err := g.PlayRule(core.CellMove(c), rule); err != nil {
			t.Fatal(err)
		}
	}
	text := gameText(g, "moves:b1,b2,b3", "moves:a1,a2", 1)
	for _, w := range []string{"rules (move cell rule): 1 b1 10, 3 b2 12, 5 b3 14\n", "winner: red\n", "winning path: "} {
		if !strings.Contains(text, w) {
			t.Errorf("text does not say %q:\n%s", w, text)
		}
	}
	if text2 := gameText(mustGame(t, "hex:3x3", "b1,a1"), "a", "b", 1); strings.Contains(text2, "rules") {
		t.Errorf("a game without rules shows a rules line:\n%s", text2)
	}
}

// mustGame plays a move list on spec with Red first.
func mustGame(t *testing.T, spec, moves string) *core.Game {
	t.Helper()
	s, err := core.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	list, err := core.ParseMoveList(core.MustBoard(spec), moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoves(s, core.Options{}, list)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
