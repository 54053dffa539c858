package truncbot

import (
	"fmt"

	"github.com/hexlab/hexlab/core/trunc"
)

// Bot is a player of Trunc.
//
// Choose returns the move the bot makes for the player to move in g, with
// the label of the rule that produced it. It must not modify g (Clone it
// to try moves). It returns an error if it cannot move: the game is over,
// or a scripted move is illegal. Choose depends only on the bot's name and
// settings and on g, so the same question always gets the same answer.
type Bot interface {
	// Name returns the name Build makes the bot from, such as "random" or
	// "moves:0,0,0;1,1,1".
	Name() string
	// Choose returns the bot's move in g for g.ToMove().
	Choose(g *trunc.Game) (Choice, error)
}

// Choice is a bot's answer: the move, and the label of the rule that
// produced it ("" for random and scripted moves).
type Choice struct {
	Move trunc.Move
	Rule string
}

// PlayOut plays g to its end, asking each player's bot in turn and
// recording each move's rule label. It returns an error, naming the player,
// its bot and the move number, if a bot cannot move or chooses an illegal
// move; the moves made before it stay in g.
func PlayOut(g *trunc.Game, bots map[trunc.Player]Bot) error {
	for !g.Over() {
		player := g.ToMove()
		bot := bots[player]
		if bot == nil {
			return fmt.Errorf("%v has no player", player)
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

// over returns the error of a bot asked to move in a finished game.
func over(g *trunc.Game) error {
	return fmt.Errorf("%w (%v won)", trunc.ErrGameOver, g.Winner())
}
