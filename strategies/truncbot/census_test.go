package truncbot

import (
	"fmt"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
)

// census counts the positions of games on spec (default turn order) that
// are not over, by what the solver says of them.
type census struct {
	positions, decided, kingmakers int
	winners                        map[trunc.Player]int
}

func takeCensus(t *testing.T, spec trunc.Spec) census {
	c := census{winners: map[trunc.Player]int{}}
	seen := map[string]bool{}
	var walk func(g *trunc.Game)
	walk = func(g *trunc.Game) {
		if g.Over() {
			return
		}
		key := fmt.Sprint(len(g.Turns())%3, positionKey(g.Position()))
		if seen[key] {
			return
		}
		seen[key] = true
		out, err := Solve(g)
		if err != nil {
			t.Fatal(err)
		}
		c.positions++
		if out.Winner != trunc.NoPlayer {
			c.decided++
			c.winners[out.Winner]++
		}
		if out.Kingmaker {
			c.kingmakers++
		}
		for _, m := range g.LegalMoves() {
			h := g.Clone()
			_ = h.Play(m)
			walk(h)
		}
	}
	g, _ := trunc.NewGame(spec, trunc.Options{})
	walk(g)
	return c
}

func positionKey(p *trunc.Position) string {
	key := make([]byte, p.Board().NumCells())
	for c := range key {
		key[c] = byte('0' + p.At(trunc.Cell(c)))
	}
	return string(key)
}

// TestTrunc1Census pins the numbers docs/trunc.md gives: the positions of
// trunc:1 games that are not over, how many have a winner with best play,
// and in how many the player to move is a kingmaker.
func TestTrunc1Census(t *testing.T) {
	for _, c := range []struct {
		spec string
		want string
	}{
		{"trunc:1", "70 positions, 54 with a winner with best play (white 54, gray 0, black 0), 8 kingmakers"},
		{"trunc:1+variant", "502 positions, 342 with a winner with best play (white 128, gray 182, black 32), 84 kingmakers"},
	} {
		spec, _ := trunc.ParseSpec(c.spec)
		got := takeCensus(t, spec)
		line := fmt.Sprintf("%d positions, %d with a winner with best play (white %d, gray %d, black %d), %d kingmakers",
			got.positions, got.decided, got.winners[trunc.White], got.winners[trunc.Gray], got.winners[trunc.Black], got.kingmakers)
		t.Logf("%s: %s", c.spec, line)
		if line != c.want {
			t.Errorf("%s: %s, want %s", c.spec, line, c.want)
		}
	}
}
