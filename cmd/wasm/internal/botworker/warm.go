package botworker

import (
	"errors"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// warmUps are the games WarmUp asks the Monte Carlo tree search bot about, on 11x11: early
// in a game (the tree, the patterns, the knowledge at its nodes), and late enough for its
// solver to search first.
var warmUps = []string{"f6,e7", "f6,e7,d8,g5,c9,h4,f5,e6,b10,i3,e5,f4,d5"}

// warmMillis is how long the bot thinks about each of warmUps.
const warmMillis = 150

// WarmUp asks the Monte Carlo tree search bot for a move in each of warmUps and forgets the
// answers; it returns the first error. The board page's bots' worker calls it once it has
// started, before the page's first question, because a browser compiles a WebAssembly program's hot functions
// again, optimised, on background threads the first time they run long: when that happened
// on a player's first move against a bot that thinks, it took both of a small machine's
// cores at once and the board's frames stalled (gaps of 100 to 150 ms between frames in
// headless Chromium on two cores, against 50 to 67 ms on the moves after it). Done while the
// page loads, it costs nobody anything; a question that arrives meanwhile waits for it
// (about 300 ms).
func WarmUp() error {
	spec := core.MustBoard("hex:11x11").Spec()
	for _, moves := range warmUps {
		g, err := core.NewGameFromMoveList(spec, core.Options{}, moves)
		if err != nil {
			return err
		}
		req := strategies.Request{Player: "mcts", Seed: 1, ThinkMillis: warmMillis, Game: g.Record()}
		if resp := req.Answer(); resp.Error != "" {
			return errors.New(resp.Error)
		}
	}
	return nil
}
