package strategies

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// PlayOut plays g to its end, asking red and blue in turn for their moves and recording
// each move's rule label. It stops when the game is over or no legal move is left (a full
// board nobody has won, which no board allows: every full board has a winner, thesis ch.
// 3; the test keeps a bot from being asked for a move where there is none). It returns an
// error, naming the player, its bot and the move number, if a bot cannot move or chooses
// an illegal move; the moves made before it stay in g.
func PlayOut(g *core.Game, red, blue Bot) error {
	for !g.Over() && len(g.LegalMoves()) > 0 {
		player := g.ToMove()
		bot := red
		if player == core.Blue {
			bot = blue
		}
		number := len(g.Turns()) + 1
		choice, err := bot.Choose(g)
		if err != nil {
			return fmt.Errorf("%v (%s) at move %d: %w", player, bot.Name(), number, err)
		}
		if err := g.PlayRule(choice.Move, choice.Rule); err != nil {
			return fmt.Errorf("%v (%s) at move %d chose %s: %w", player, bot.Name(), number, g.Board().MoveName(choice.Move), err)
		}
	}
	return nil
}
