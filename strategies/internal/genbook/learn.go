package main

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/arena"
	"github.com/hexlab/hexlab/strategies/book"
)

// lostAfterBook returns, for each game of res that player lost after playing from the book,
// the moves up to the first position after it where player was to move and the book (known)
// had no answer: the lines to search next, so that the book grows where the games were lost.
// Games in which Blue moved first are given transposed, Red first, as book lines are.
func lostAfterBook(res *arena.Result, player string, known func(*core.Game) bool) ([][]string, error) {
	var side core.Player
	switch player {
	case res.Config.Red:
		side = core.Red
	case res.Config.Blue:
		side = core.Blue
	default:
		return nil, fmt.Errorf("%q played neither Red (%s) nor Blue (%s)", player, res.Config.Red, res.Config.Blue)
	}
	b, err := core.NewBoard(res.Config.Spec)
	if err != nil {
		return nil, err
	}
	var lines [][]string
	for _, g := range res.Games {
		if g.Winner == side {
			continue
		}
		game, err := core.NewGame(res.Config.Spec, core.Options{First: g.First, Swap: res.Config.Swap})
		if err != nil {
			return nil, err
		}
		inBook := false
		for i, m := range g.Moves {
			if game.ToMove() == side {
				if known(game) {
					inBook = true
				} else if inBook {
					lines = append(lines, redFirst(b, g.First, g.Moves[:i]))
					break
				}
			}
			if err := game.Play(m); err != nil {
				return nil, fmt.Errorf("game %d of %v: %v", g.Index, g.First, err)
			}
		}
	}
	return lines, nil
}

// redFirst returns moves, played with first moving first, as a book line: Red first, so
// transposed when Blue moved first (the same position with the colours exchanged).
func redFirst(b *core.Board, first core.Player, moves []core.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		if first == core.Blue && !m.Swap {
			m = core.CellMove(b.Transpose(m.Cell))
		}
		out[i] = b.MoveName(m)
	}
	return out
}

// inBook reports whether the generator has an answer for game's position.
func (g *generator) inBook(game *core.Game) bool {
	key, _ := book.Key(game.Position(), game.ToMove())
	_, ok := g.answers[key]
	return ok
}
