package truncbot

import (
	"errors"
	"fmt"

	"github.com/hexlab/hexlab/core/trunc"
)

// ScriptedPrefix starts the name of a scripted player:
// "moves:0,0,0;1,1,-1=gray".
const ScriptedPrefix = "moves:"

// Scripted plays a list of moves: its k-th move in a game is the k-th
// listed move (its own moves only, whoever else plays). A listed move may
// name a colour ("1,1,1=gray") for the variant rule.
type Scripted struct {
	list string
}

// NewScripted returns the scripted player of list (moves separated by
// ";"). The list is checked against each game's board when it plays.
func NewScripted(list string) (*Scripted, error) {
	if list == "" {
		return nil, errors.New("the move list is empty")
	}
	return &Scripted{list: list}, nil
}

// Name returns "moves:" and the list.
func (s *Scripted) Name() string { return ScriptedPrefix + s.list }

// Choose returns the listed move for this player's next turn.
func (s *Scripted) Choose(g *trunc.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, over(g)
	}
	moves, err := g.Board().ParseMoveList(s.list)
	if err != nil {
		return Choice{}, err
	}
	me := g.ToMove()
	k := 0
	for _, t := range g.Turns() {
		if t.Player == me {
			k++
		}
	}
	if k >= len(moves) {
		return Choice{}, fmt.Errorf("the list of %d moves has run out", len(moves))
	}
	if err := g.Legal(moves[k]); err != nil {
		return Choice{}, fmt.Errorf("listed move %d (%s) is not legal: %w", k+1, g.Board().MoveName(moves[k]), err)
	}
	return Choice{Move: moves[k]}, nil
}
