package core

import (
	"fmt"
	"strings"
)

// Move is one move of a game: a stone on Cell, or the swap move of the pie
// rule (Swap set, Cell is NoCell).
type Move struct {
	Cell Cell
	Swap bool
}

// SwapName is the text of the swap move in move lists and records.
const SwapName = "swap"

// CellMove returns the move that places a stone on c.
func CellMove(c Cell) Move { return Move{Cell: c} }

// SwapMove returns the swap move.
func SwapMove() Move { return Move{Cell: NoCell, Swap: true} }

// ParseMove reads a cell name ("c5") or "swap" (also HexGui's
// "swap-pieces") and checks the cell against the board.
func (b *Board) ParseMove(text string) (Move, error) {
	switch text {
	case SwapName, "swap-pieces":
		return SwapMove(), nil
	}
	c, err := b.ParseCell(text)
	if err != nil {
		return Move{}, err
	}
	return CellMove(c), nil
}

// MoveName returns the text of m: a cell name or "swap".
func (b *Board) MoveName(m Move) string {
	if m.Swap {
		return SwapName
	}
	return b.CellName(m.Cell)
}

// ParseMoveList reads a comma-separated move list in play order, such as
// "c5,b7,swap,d4". Spaces around moves are ignored; the empty string is the
// empty list. It checks each cell against the board but not the rules:
// Game.Play does that.
func ParseMoveList(b *Board, text string) ([]Move, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	parts := strings.Split(text, ",")
	moves := make([]Move, 0, len(parts))
	for i, part := range parts {
		m, err := b.ParseMove(strings.TrimSpace(part))
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		moves = append(moves, m)
	}
	return moves, nil
}

// FormatMoveList writes moves as ParseMoveList reads them.
func FormatMoveList(b *Board, moves []Move) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = b.MoveName(m)
	}
	return strings.Join(names, ",")
}
