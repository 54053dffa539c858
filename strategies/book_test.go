package strategies

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/book"
)

// The embedded book parses, and mcts plays its moves: every line's move in the line's game,
// and the same move transposed in the game transposed (Blue moving first, colours exchanged);
// the weak levels, which draw their moves, do not use it. A first move (book.EmptyGame,
// EmptyGameSwap) is mcts's opening without the swap rule, or with it; Blue's own
// (book.EmptyGameBlue) is Blue's opening without it, as given.
func TestMCTSPlaysTheBook(t *testing.T) {
	moveBook := bookMoves()
	lines := 0
	for _, line := range strings.Split(assets.Book, "\n") {
		f := strings.Fields(strings.SplitN(line, "#", 2)[0])
		if len(f) != 3 {
			continue
		}
		lines++
		spec, _ := core.ParseSpec(f[0])
		b, _ := core.NewBoard(spec)
		swapFirst := f[1] == book.EmptyGameSwap
		lineGame, _, _, err := book.LineGame(spec, f[1])
		if err != nil {
			t.Fatal(err)
		}
		moves := lineGame.Moves()
		want, _ := b.ParseCell(f[2])
		if f[1] == book.EmptyGameBlue {
			g, err := core.NewGame(spec, core.Options{First: core.Blue})
			if err != nil {
				t.Fatal(err)
			}
			if m, ok := moveBook.First(b, core.Blue, false); !ok || m != want {
				t.Errorf("%s: the book gives Blue's first move %s %v", line, b.CellName(m), ok)
			}
			if c, err := NewMCTS(1, 0).Choose(g); err != nil || c.Rule != MCTSBook || c.Move.Cell != want {
				t.Errorf("%s: mcts opens %s by %s (%v)", line, b.MoveName(c.Move), c.Rule, err)
			}
			continue
		}
		for _, transposed := range []bool{false, true} {
			opts, list, w := core.Options{}, moves, want
			if transposed {
				opts.First, list, w = core.Blue, make([]core.Move, len(moves)), b.Transpose(want)
				for i, m := range moves {
					list[i] = m
					if !m.Swap {
						list[i] = core.CellMove(b.Transpose(m.Cell))
					}
				}
			}
			opts.Swap = strings.Contains(f[1], "swap")
			g, err := core.NewGameFromMoves(spec, opts, list)
			if err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			m, ok := moveBook.Move(g.Position(), g.ToMove())
			if swapFirst {
				m, ok = moveBook.First(b, g.ToMove(), true)
			}
			if !ok || m != w {
				t.Fatalf("%s (transposed %v): the book gives %s %v", line, transposed, b.CellName(m), ok)
			}
			if lines > 3 && len(moves) > 0 {
				continue // mcts is asked about the first lines and first moves only: the book is checked whole
			}
			if len(moves) == 0 && !swapFirst {
				w, _ = moveBook.First(b, g.ToMove(), false) // Blue's own where the book has one
			}
			c, err := NewMCTS(1, 0).Choose(g)
			rule := MCTSBook
			if swapFirst {
				rule = MCTSOpening // the swap rule's opening, from the book
			}
			if err != nil || c.Rule != rule || c.Move.Cell != w {
				t.Errorf("%s (transposed %v): mcts plays %s by %s (%v)", line, transposed, b.MoveName(c.Move), c.Rule, err)
			}
			if c, err := NewLevel(&Levels[0], 1).Choose(g); err == nil && c.Rule == MCTSBook {
				t.Errorf("%s: beginner plays the book", line)
			}
		}
	}
	if lines == 0 {
		t.Error("the book is empty")
	}
}
