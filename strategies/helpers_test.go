package strategies

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// newGame starts a game on spec with first to move and plays moves (a move
// list such as "c5,b7"), failing the test on any error.
func newGame(t *testing.T, spec string, first core.Player, swap bool, moves string) *core.Game {
	t.Helper()
	s, err := core.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	b, err := core.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	list, err := core.ParseMoveList(b, moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoves(s, core.Options{First: first, Swap: swap}, list)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// mustNew is New that fails the test on error.
func mustNew(t *testing.T, name string, seed uint64) Bot {
	t.Helper()
	bot, err := New(name, seed)
	if err != nil {
		t.Fatalf("New(%q): %v", name, err)
	}
	return bot
}

// playGame plays a whole game on spec between two bots named red and blue,
// seeded from seed as the command line does, and returns its move list.
func playGame(t *testing.T, spec string, red, blue string, seed uint64) *core.Game {
	t.Helper()
	g := newGame(t, spec, core.Red, false, "")
	err := PlayOut(g, mustNew(t, red, SeedFor(seed, core.Red)), mustNew(t, blue, SeedFor(seed, core.Blue)))
	if err != nil {
		t.Fatalf("PlayOut on %s: %v", spec, err)
	}
	return g
}

// watched wraps a bot and fails the test if Choose changes the game.
type watched struct {
	Bot
	t *testing.T
}

func (w watched) Choose(g *core.Game) (Choice, error) {
	before := core.FormatMoveList(g.Board(), g.Moves())
	stones := g.Position().Stones()
	over := g.Over()
	c, err := w.Bot.Choose(g)
	if after := core.FormatMoveList(g.Board(), g.Moves()); after != before || g.Position().Stones() != stones || g.Over() != over {
		w.t.Errorf("%s changed the game: moves %q -> %q", w.Name(), before, after)
	}
	return c, err
}
