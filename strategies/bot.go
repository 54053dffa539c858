package strategies

import "github.com/hexlab/hexlab/core"

// Bot is a player of Hex: a strategy of a paper, a search, a scripted
// list of moves or an external engine.
//
// Choose returns the move the bot makes for the player to move in g, with
// the label of the rule that produced it. It must not modify g (Clone it
// to try moves). It returns an error if it cannot move: the game is over,
// the board is not one the bot plays on, or a scripted move is illegal.
// Choose depends only on the bot's name and seed and on g, so the same
// question always gets the same answer.
type Bot interface {
	// Name returns the name New builds the bot from, such as "random" or
	// "moves:c5,b7".
	Name() string
	// Choose returns the bot's move in g for g.ToMove().
	Choose(g *core.Game) (Choice, error)
}

// Choice is a bot's answer: the move, and the label of the paper's rule
// that produced it in the paper's own numbering ("0" for an opening rule
// such as "I. play in the middle"), or "" for a move no rule names (random
// and scripted moves).
type Choice struct {
	Move core.Move
	Rule string
}
