package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// `hexlab move` answers as the player did in `hexlab play` with the same
// seed: for every position of a played game, the player to move there
// names the move the game went on with.
func TestMoveAgreesWithPlay(t *testing.T) {
	for _, args := range [][]string{
		{"--board", "hex:7x7", "--seed", "11"},
		{"--board", "cyl:5x9", "--first", "blue", "--seed", "7"},
		{"--board", "torus:5x5+reverse", "--seed", "2"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			r, _ := playRecord(t, args...)
			var board, first, seed string
			for i := 0; i+1 < len(args); i += 2 {
				switch args[i] {
				case "--board":
					board = args[i+1]
				case "--first":
					first = args[i+1]
				case "--seed":
					seed = args[i+1]
				}
			}
			if first == "" {
				first = "red"
			}
			var prefix []string
			for k, m := range r.Moves {
				out := mustRun(t, "move", "--board", board, "--first", first, "--seed", seed,
					"--moves", strings.Join(prefix, ","), "--player", "random", "--json")
				var got moveAnswer
				if err := json.Unmarshal([]byte(out), &got); err != nil {
					t.Fatalf("move %d: %v: %s", k+1, err, out)
				}
				if got.Player != m.Player || got.Cell != m.Cell {
					t.Fatalf("move %d: hexlab move says %s %s, the game played %s %s", k+1, got.Player, got.Cell, m.Player, m.Cell)
				}
				prefix = append(prefix, m.Cell)
			}
		})
	}
}

func TestMove(t *testing.T) {
	tests := []struct {
		args []string
		text string // the text answer
		json string // the JSON answer
	}{
		// Blue moved first: after c2 (blue) and b4 (red) it is blue's turn,
		// and blue has made one move, so the script's second item is due.
		{[]string{"--board", "cyl:5x9", "--first", "blue", "--moves", "c2,b4", "--player", "moves:d4,c3"},
			"blue c3\n", `{"player":"blue","cell":"c3"}`},
		{[]string{"--board", "hex:3x3", "--player", "moves:b2"}, "red b2\n", `{"player":"red","cell":"b2"}`},
		{[]string{"--board", "hex:3x3", "--moves", "a1", "--swap", "--player", "moves:swap"}, "blue swap\n", `{"player":"blue","cell":"swap"}`},
		// Red's first move counts as its own even though Blue swapped it.
		{[]string{"--board", "hex:3x3", "--moves", "a1,swap", "--player", "moves:a1,c3"}, "red c3\n", `{"player":"red","cell":"c3"}`},
		{[]string{"--board", "torus:4x4", "--moves", "a1", "--swap", "--player", "moves:swap"}, "blue swap\n", `{"player":"blue","cell":"swap"}`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			if got := mustRun(t, append([]string{"move"}, tt.args...)...); got != tt.text {
				t.Errorf("text %q, want %q", got, tt.text)
			}
			if got := mustRun(t, append([]string{"move", "--json"}, tt.args...)...); got != tt.json+"\n" {
				t.Errorf("JSON %q, want %q", got, tt.json)
			}
		})
	}
}

// The random player's answer is an empty cell, depends on the seed, and
// the default seed is 1.
func TestMoveRandom(t *testing.T) {
	moves := "f6,e5,d4"
	answers := map[string]bool{}
	for seed := 0; seed < 10; seed++ {
		out := mustRun(t, "move", "--moves", moves, "--player", "random", "--seed", fmt.Sprint(seed))
		player, cell, ok := strings.Cut(strings.TrimSpace(out), " ")
		if !ok || player != "blue" || strings.Contains(moves, cell) {
			t.Errorf("seed %d: %q", seed, out)
		}
		answers[cell] = true
	}
	if len(answers) < 5 {
		t.Errorf("10 seeds gave only %d different moves", len(answers))
	}
	if mustRun(t, "move", "--moves", moves, "--player", "random") != mustRun(t, "move", "--moves", moves, "--player", "random", "--seed", "1") {
		t.Error("move without --seed is not move --seed 1")
	}
}

// Rules appear in the answer when a strategy gives one; no strategy does
// yet, so check the formatting directly.
func TestMoveAnswerJSON(t *testing.T) {
	data, _ := json.Marshal(moveAnswer{Player: "red", Cell: "c3", Rule: "11"})
	if string(data) != `{"player":"red","cell":"c3","rule":"11"}` {
		t.Errorf("%s", data)
	}
}
