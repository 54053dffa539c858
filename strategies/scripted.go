package strategies

import (
	"fmt"
	"github.com/hexlab/hexlab/strategies/catalog"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// ScriptedPrefix starts the name of a scripted player: "moves:c5,b7,...".
const ScriptedPrefix = catalog.ScriptedPrefix

// Scripted is the scripted player: it plays the cells of its list in
// order, its own moves only, so its k-th move in a game is the k-th item
// of the list whatever the opponent plays. Items are cell names or "swap".
// It counts the moves it has made from the game's history, so it holds no
// state and can be asked about any position.
type Scripted struct {
	items []string
}

// NewScripted reads a comma-separated list of moves such as "c5,b7,swap".
// It checks that each item is a cell name or "swap"; whether the cell is
// on the board and free is checked when the move is due.
func NewScripted(list string) (*Scripted, error) {
	items, err := catalog.ScriptedMoves(list)
	if err != nil {
		return nil, err
	}
	return &Scripted{items: items}, nil
}

// Name returns "moves:" and the list, as New reads it.
func (s *Scripted) Name() string { return ScriptedPrefix + strings.Join(s.items, ",") }

// Moves returns the listed moves, in order.
func (s *Scripted) Moves() []string { return append([]string(nil), s.items...) }

// Choose returns the next listed move of the player to move: the k-th item
// when that player has made k-1 moves so far. It fails, naming the item,
// if the list has run out or the move is off the board or not legal.
func (s *Scripted) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	me := g.ToMove()
	k := 0
	for _, t := range g.Turns() {
		if t.Player == me {
			k++
		}
	}
	if k >= len(s.items) {
		return Choice{}, fmt.Errorf("the list has %d moves and runs out at %v's move %d", len(s.items), me, k+1)
	}
	item := s.items[k]
	m, err := g.Board().ParseMove(item)
	if err != nil {
		return Choice{}, fmt.Errorf("listed move %d (%s): %w", k+1, item, err)
	}
	if err := g.Legal(m); err != nil {
		return Choice{}, fmt.Errorf("listed move %d (%s) is not legal: %w", k+1, item, err)
	}
	return Choice{Move: m}, nil
}
