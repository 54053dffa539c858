package strategies

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// TestEveryBotFromASetup asks every strategy for moves in games that start from random setup
// positions (a puzzle, a position from a file): each answers a legal move or says why not,
// and none panics. The paper strategies' invariants hold only for their own games, so an
// error is allowed from them; the searching bots must always answer.
func TestEveryBotFromASetup(t *testing.T) {
	boards := []string{"hex:4x4", "hex:4x5", "cyl:5x4", "cyl:4x7", "torus:4x5", "hex:4x4+reverse", "cyl:3x9"}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, info := range Catalog() {
		if info.Family {
			continue
		}
		for _, board := range boards {
			spec, _ := core.ParseSpec(board)
			b, _ := core.NewBoard(spec)
			for _, p := range []core.Player{core.Red, core.Blue} {
				if info.Fits(spec, p) != nil {
					continue
				}
				for range 3 {
					var setup []core.Stone
					for _, c := range rng.Perm(b.NumCells())[:rng.IntN(b.NumCells()/3)+1] {
						setup = append(setup, core.Stone{Cell: core.Cell(c), Player: core.Player(1 + rng.IntN(2))})
					}
					g, err := core.NewGame(spec, core.Options{First: p, Setup: setup})
					if err != nil || g.Over() {
						continue
					}
					bot, err := Build(info.Name, Settings{Seed: 1, Think: 10 * time.Millisecond})
					if err != nil {
						t.Fatal(err)
					}
					c, err := bot.Choose(g)
					switch {
					case err != nil && (info.Name == "mc" || info.Name == "mcts" || info.Name == "random"):
						t.Errorf("%s on %s from %s: %v", info.Name, board, core.FormatSetup(b, g.Setup()), err)
					case err == nil && g.Legal(c.Move) != nil:
						t.Errorf("%s on %s from %s: the illegal move %s", info.Name, board, core.FormatSetup(b, g.Setup()), b.MoveName(c.Move))
					}
				}
			}
		}
	}
}
