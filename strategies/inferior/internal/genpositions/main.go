// Command genpositions writes the middle-game positions the inferior-cell benchmarks and the
// comparison with Benzene run on: games of Hexlab's mcts against itself (2,000 playouts a
// move), cut after a fifth, a quarter and a third of the board's cells, on hex:9x9, hex:11x11 and
// cyl:9x9. Run it from the repository's root:
//
//	go run ./strategies/inferior/internal/genpositions > strategies/inferior/testdata/middlegame.txt
//
// Each line is a board spec and a move list: "hex:9x9 e5,d6,...". The positions are the same
// for the same program (the games are seeded).
package main

import (
	"fmt"
	"os"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

func main() {
	fmt.Println("# middle-game positions of mcts self-play (2000 playouts a move); go run ./strategies/inferior/internal/genpositions")
	for _, spec := range []string{"hex:9x9", "hex:11x11", "cyl:9x9"} {
		s, err := core.ParseSpec(spec)
		if err != nil {
			fail(err)
		}
		n := s.Cols * s.Rows
		for seed := uint64(1); seed <= 12; seed++ {
			g, err := core.NewGame(s, core.Options{})
			if err != nil {
				fail(err)
			}
			bots := [3]*strategies.MCTS{}
			for _, p := range []core.Player{core.Red, core.Blue} {
				bots[p] = strategies.NewMCTS(strategies.SeedFor(seed, p), 0)
				bots[p].Playouts = 2000
			}
			for !g.Over() && len(g.Turns()) < n/3 {
				c, err := bots[g.ToMove()].Choose(g)
				if err != nil {
					fail(err)
				}
				if err := g.PlayRule(c.Move, c.Rule); err != nil {
					fail(err)
				}
				if k := len(g.Turns()); (k == n/5 || k == n/4 || k == n/3) && !g.Over() {
					fmt.Println(spec, core.FormatMoveList(g.Board(), g.Moves()))
				}
			}
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "genpositions:", err)
	os.Exit(1)
}
