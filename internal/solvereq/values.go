package solvereq

import "github.com/hexlab/hexlab/core"

// Value is what a move is worth to the player who makes it.
type Value int

// The values of a move.
const (
	// Unknown: not proven within the budget.
	Unknown Value = iota
	// Win: the move wins with perfect play.
	Win
	// Loss: the opponent wins after it.
	Loss
)

// String returns "unknown", "win" or "loss".
func (v Value) String() string {
	return [...]string{"unknown", "win", "loss"}[v]
}

// MoveValue is one move's value.
type MoveValue struct {
	Cell  core.Cell
	Value Value
	// Line is the principal variation of a proven move: the move, then the winner's moves
	// and the loser's longest resistance as far as the table knows them (nil while Unknown).
	Line []core.Cell
}
