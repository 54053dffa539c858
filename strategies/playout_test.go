package strategies

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// ruled is a bot that plays the first empty cell with a fixed rule label,
// or an illegal move when told to.
type ruled struct {
	rule    string
	illegal bool
}

func (r ruled) Name() string { return "ruled" }

func (r ruled) Choose(g *core.Game) (Choice, error) {
	if r.illegal {
		return Choice{Move: core.CellMove(0), Rule: r.rule}, nil
	}
	return Choice{Move: core.CellMove(g.Position().EmptyCells()[0]), Rule: r.rule}, nil
}

func TestPlayOutRecordsRules(t *testing.T) {
	g := newGame(t, "hex:3x3", core.Red, false, "")
	if err := PlayOut(g, ruled{rule: "12"}, ruled{rule: "0"}); err != nil {
		t.Fatal(err)
	}
	for _, turn := range g.Turns() {
		want := "12"
		if turn.Player == core.Blue {
			want = "0"
		}
		if turn.Rule != want {
			t.Errorf("%v's move %s has rule %q, want %q", turn.Player, g.Board().MoveName(turn.Move), turn.Rule, want)
		}
	}
	if !g.Over() {
		t.Error("game not over")
	}
}

func TestPlayOutErrorsNameThePlayerAndMove(t *testing.T) {
	tests := []struct {
		name      string
		red, blue Bot
		want      []string
		played    int // moves made before the error
	}{
		{"scripted runs out", mustNew(t, "moves:a1,a2", 0), mustNew(t, "moves:c1,c2,c3", 0),
			[]string{"red (moves:a1,a2) at move 5", "runs out"}, 4},
		{"scripted plays a taken cell", mustNew(t, "moves:c3,a1", 0), mustNew(t, "moves:b1,a1", 0),
			[]string{"blue (moves:b1,a1) at move 4", "listed move 2 (a1)", "taken by red"}, 3},
		{"illegal choice", ruled{}, ruled{illegal: true},
			[]string{"blue (ruled) at move 2 chose a1", "taken by red"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, "hex:3x3", core.Red, false, "")
			err := PlayOut(g, tt.red, tt.blue)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
			if len(g.Turns()) != tt.played {
				t.Errorf("%d moves kept, want %d", len(g.Turns()), tt.played)
			}
		})
	}
}
