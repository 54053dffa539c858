package strategies

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The scripted player's k-th move is its list's k-th item, whatever the
// opponent plays in between and whoever moves first.
func TestScriptedPlaysItsOwnMovesInOrder(t *testing.T) {
	tests := []struct {
		spec, red, blue string
		first           core.Player
		swap            bool
		want            string // the game's moves
	}{
		{"hex:3x3", "moves:b1,b2,b3", "moves:a1,a2,c1", core.Red, false, "b1,a1,b2,a2,b3"},
		{"hex:3x3", "moves:b1,b2,b3", "moves:a1,a2,a3", core.Blue, false, "a1,b1,a2,b2,a3,b3"},
		{"cyl:3x3", "moves:a1,c2,b2,a3", "moves:b1,c1,a2", core.Red, false, "a1,b1,c2,c1,b2,a2,a3"},
		{"hex:3x3", "moves:b2,a1,c1", "moves:swap, a2 ,c2", core.Red, true, "b2,swap,a1,a2,c1,c2"},
	}
	for _, tt := range tests {
		t.Run(tt.spec+" "+tt.red+" "+tt.blue, func(t *testing.T) {
			g := newGame(t, tt.spec, tt.first, tt.swap, "")
			err := PlayOut(g, watched{mustNew(t, tt.red, 0), t}, watched{mustNew(t, tt.blue, 0), t})
			if err != nil {
				t.Fatal(err)
			}
			if got := core.FormatMoveList(g.Board(), g.Moves()); got != tt.want {
				t.Errorf("moves %s, want %s", got, tt.want)
			}
			if !g.Over() {
				t.Error("game not over")
			}
		})
	}
}

// Each error names the listed move (its number and text) and why.
func TestScriptedErrors(t *testing.T) {
	tests := []struct {
		name   string
		spec   string
		swap   bool
		moves  string // the game so far
		script string
		want   []string // substrings of the error
	}{
		{"taken", "hex:3x3", false, "b2", "moves:b2", []string{"listed move 1 (b2)", "not legal", "taken by red"}},
		{"taken later", "hex:3x3", false, "a1,b1,a2", "moves:b1,a2", []string{"listed move 2 (a2)", "taken by red"}},
		{"off the board", "hex:3x3", false, "a1", "moves:d1", []string{"listed move 1 (d1)", "off the hex:3x3 board"}},
		{"runs out", "hex:5x5", false, "a1,b1,a2", "moves:b1", []string{"list has 1 moves", "blue's move 2"}},
		{"swap off", "hex:3x3", false, "a1", "moves:swap", []string{"listed move 1 (swap)", "swap rule is off"}},
		{"swap late", "hex:3x3", true, "a1,b1", "moves:a2,swap", []string{"listed move 2 (swap)", "only the second move"}},
		{"game over", "hex:2x2", false, "a1,b1,a2", "moves:a1,b2", []string{"game is over"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, tt.spec, core.Red, tt.swap, tt.moves)
			_, err := mustNew(t, tt.script, 0).Choose(g)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

func TestScriptedName(t *testing.T) {
	bot := mustNew(t, "moves: c5 ,b7,swap", 0)
	if got := bot.Name(); got != "moves:c5,b7,swap" {
		t.Errorf("Name() = %q", got)
	}
	again := mustNew(t, bot.Name(), 0)
	if again.Name() != bot.Name() {
		t.Errorf("Name does not round-trip: %q -> %q", bot.Name(), again.Name())
	}
	if got := bot.(*Scripted).Moves(); strings.Join(got, ",") != "c5,b7,swap" {
		t.Errorf("Moves() = %v", got)
	}
}
