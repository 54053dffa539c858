package truncbot_test

import (
	"fmt"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

func Example() {
	g, _ := trunc.NewGame(trunc.Spec{Size: 1}, trunc.Options{})
	out, _ := truncbot.Solve(g)
	fmt.Println("trunc:1 with best play:", out.Winner)
	bots := map[trunc.Player]truncbot.Bot{}
	for _, p := range trunc.Players {
		bots[p], _ = truncbot.Build("solver", truncbot.Settings{Seed: truncbot.SeedFor(1, p)})
	}
	_ = truncbot.PlayOut(g, bots)
	fmt.Println(g.Board().FormatMoveList(g.Moves()), g.Winner())
	// Output:
	// trunc:1 with best play: white
	// 0,0,0;1,1,-1;1,-1,-1 white
}
