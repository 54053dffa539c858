package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// place builds a position from two lists of cells with core's Position,
// so that each test position is checked independently of the command.
func place(t *testing.T, spec, red, blue string) *core.Position {
	t.Helper()
	b := core.MustBoard(spec)
	p := core.NewPosition(b)
	for player, list := range map[core.Player]string{core.Red: red, core.Blue: blue} {
		moves, err := core.ParseMoveList(b, list)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			p.Place(m.Cell, player)
		}
	}
	return p
}

// interleave writes the move list that plays red's and blue's cells
// alternately, first player's first. The first player has as many stones
// as the other or one more.
func interleave(t *testing.T, first core.Player, red, blue string) string {
	t.Helper()
	a, b := strings.Split(red, ","), strings.Split(blue, ",")
	if red == "" {
		a = nil
	}
	if blue == "" {
		b = nil
	}
	if first == core.Blue {
		a, b = b, a
	}
	if len(a) != len(b) && len(a) != len(b)+1 {
		t.Fatalf("%v moves first with %d stones against %d", first, len(a), len(b))
	}
	var out []string
	for i := 0; i < len(a) || i < len(b); i++ {
		if i < len(a) {
			out = append(out, a[i])
		}
		if i < len(b) {
			out = append(out, b[i])
		}
	}
	return strings.Join(out, ",")
}

func TestWinner(t *testing.T) {
	tests := []struct {
		name       string
		spec       string
		first      core.Player
		red, blue  string // each player's stones, in their order of play
		completed  string // who holds a structure, per core.Position
		winner     string
		redCells   []string // the structure, as a set; nil if none
		blueCells  []string
		textPrefix string
	}{
		{name: "empty", spec: "hex:11x11", completed: "none", winner: "none", textPrefix: "none\n\n"},
		{name: "planar red path", spec: "hex:3x3", red: "b1,b2,b3", blue: "a1,a2",
			completed: "red", winner: "red", redCells: []string{"b1", "b2", "b3"},
			textPrefix: "red\nred path: "},
		{name: "planar blue path, blue first", spec: "hex:4x3", first: core.Blue, red: "a1,b1,c1", blue: "a2,b2,c2,d2",
			completed: "blue", winner: "blue", blueCells: []string{"a2", "b2", "c2", "d2"},
			textPrefix: "blue\nblue path: "},
		// Moves go on after red's win at move 5; the position is still
		// analysed, and red still holds its path.
		{name: "past the end", spec: "hex:3x3", red: "b1,b2,b3,c3", blue: "a1,a2,c1",
			completed: "red", winner: "red", redCells: []string{"b1", "b2", "b3"}},
		// Thesis Figure 2.9a: a blue chain through the seam of the 4x7
		// cylinder covers every column but only wraps: its lift comes back
		// to the same copy, so it does not encircle.
		{name: "cylinder wrap without encircling", spec: "cyl:4x7", first: core.Blue,
			red: "a7,b7,c7,d7,a6,b6,c6", blue: "a3,b2,c1,c2,b3,a4,d5,d4",
			completed: "none", winner: "none", textPrefix: "none\n\n"},
		{name: "cylinder ring encircles", spec: "cyl:4x7", red: "a1,a2,a3,a4", blue: "a5,b5,c5,d5",
			completed: "blue", winner: "blue", blueCells: []string{"a5", "b5", "c5", "d5"},
			textPrefix: "blue\nblue cycle: "},
		// Thesis Figure 3.1: on the 3x3 torus both anti-diagonals wrap.
		{name: "torus both", spec: "torus:3x3", red: "a2,b1,c3", blue: "a3,b2,c1",
			completed: "both", winner: "both", redCells: []string{"a2", "b1", "c3"}, blueCells: []string{"a3", "b2", "c1"},
			textPrefix: "both\nred cycle: "},
		{name: "reverse: red holds, blue wins", spec: "hex:3x3+reverse", red: "b1,b2,b3", blue: "a1,a2",
			completed: "red", winner: "blue", redCells: []string{"b1", "b2", "b3"},
			textPrefix: "blue\nred path: "},
		{name: "reverse torus both", spec: "torus:3x3+reverse", red: "a2,b1,c3", blue: "a3,b2,c1",
			completed: "both", winner: "both", redCells: []string{"a2", "b1", "c3"}, blueCells: []string{"a3", "b2", "c1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			first := tt.first
			if first == core.NoPlayer {
				first = core.Red
			}
			// The position, built with core, is what the test says.
			p := place(t, tt.spec, tt.red, tt.blue)
			holder := map[[2]bool]string{{false, false}: "none", {true, false}: "red", {false, true}: "blue", {true, true}: "both"}[[2]bool{p.Completed(core.Red), p.Completed(core.Blue)}]
			if holder != tt.completed {
				t.Fatalf("core says %s holds a structure, the test says %s\n%s", holder, tt.completed, core.Diagram(p))
			}

			args := []string{"winner", "--board", tt.spec, "--first", first.String(), "--moves", interleave(t, first, tt.red, tt.blue)}
			out := mustRun(t, append(args, "--json")...)
			var got winnerAnswer
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatal(err)
			}
			if got.Board != tt.spec || got.Winner != tt.winner || got.Completed != tt.completed {
				t.Errorf("board %q winner %q completed %q, want %q %q %q", got.Board, got.Winner, got.Completed, tt.spec, tt.winner, tt.completed)
			}
			if got.Red == nil || got.Blue == nil || got.Cells == nil {
				t.Errorf("missing lists (want [] for none): %s", out)
			}
			checkSet(t, "red", got.Red, tt.redCells)
			checkSet(t, "blue", got.Blue, tt.blueCells)
			if want := append(append([]string{}, got.Red...), got.Blue...); !slices.Equal(got.Cells, want) {
				t.Errorf("cells %v, want red's then blue's %v", got.Cells, want)
			}
			// Every reported structure belongs to its player and wins on
			// its own.
			for player, cells := range map[core.Player][]string{core.Red: got.Red, core.Blue: got.Blue} {
				if len(cells) > 0 {
					alone := place(t, tt.spec, "", "")
					for _, name := range cells {
						c, _ := alone.Board().ParseCell(name)
						if p.At(c) != player {
							t.Errorf("%v's structure has %s, which is not %v's", player, name, player)
						}
						alone.Place(c, player)
					}
					if !alone.Completed(player) {
						t.Errorf("%v's structure %v does not win alone", player, cells)
					}
				}
			}

			text := mustRun(t, args...)
			if !strings.HasPrefix(text, tt.textPrefix) {
				t.Errorf("text starts %q, want %q", text, tt.textPrefix)
			}
			if strings.Contains(tt.spec, "+reverse") && tt.completed != "none" && !strings.Contains(text, "loses under +reverse") {
				t.Errorf("text does not explain the reverse rule:\n%s", text)
			}
			checkPicture(t, text, p)
		})
	}
}

// checkSet fails unless got holds the cells of want, in any order.
func checkSet(t *testing.T, who string, got, want []string) {
	t.Helper()
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if !slices.Equal(g, w) {
		t.Errorf("%s structure %v, want %v", who, got, want)
	}
}

// A swap as the second move replaces the first stone with the second
// player's stone on the transposed cell, as in a game.
func TestWinnerSwap(t *testing.T) {
	out := mustRun(t, "winner", "--board", "hex:3x3", "--moves", "c1,swap,b1,b3,a1,c3", "--json")
	var got winnerAnswer
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// Red c1 becomes blue a3; then red b1, blue b3, red a1, blue c3.
	p := place(t, "hex:3x3", "b1,a1", "a3,b3,c3")
	if !p.Completed(core.Blue) || got.Winner != "blue" {
		t.Fatalf("winner %q, core says blue %v", got.Winner, p.Completed(core.Blue))
	}
	checkSet(t, "blue", got.Blue, []string{"a3", "b3", "c3"})
	text := mustRun(t, "winner", "--board", "hex:3x3", "--moves", "c1,swap,b1,b3,a1,c3")
	checkPicture(t, text, p)
	// It agrees with a game of the same moves.
	g := mustGameOpts(t, "hex:3x3", "c1,swap,b1,b3,a1,c3", core.Options{Swap: true})
	if g.Winner().String() != got.Winner {
		t.Errorf("the game says %v", g.Winner())
	}
}

func mustGameOpts(t *testing.T, spec, moves string, opts core.Options) *core.Game {
	t.Helper()
	s, _ := core.ParseSpec(spec)
	list, err := core.ParseMoveList(core.MustBoard(spec), moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoves(s, opts, list)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// On a played game, `hexlab winner` agrees with the game's result.
func TestWinnerAgreesWithPlay(t *testing.T) {
	for _, board := range []string{"hex:9x9", "cyl:5x9", "torus:6x6", "hex:6x6+reverse", "cyl:4x4+reverse"} {
		for _, seed := range []string{"1", "2", "3"} {
			r, _ := playRecord(t, "--board", board, "--seed", seed)
			var cells []string
			for _, m := range r.Moves {
				cells = append(cells, m.Cell)
			}
			out := mustRun(t, "winner", "--board", board, "--moves", strings.Join(cells, ","), "--json")
			var got winnerAnswer
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatal(err)
			}
			if got.Winner != r.Winner {
				t.Errorf("%s seed %s: winner says %s, the game %s", board, seed, got.Winner, r.Winner)
			}
			if !slices.Equal(got.Cells, r.Winning) {
				t.Errorf("%s seed %s: cells %v, the game's %v", board, seed, got.Cells, r.Winning)
			}
		}
	}
}
