// Package book reads opening books: lines "BOARD MOVES MOVE" that give, for the position a
// game's first moves lead to on a square hex board, the move to play there. The engine's own
// book is assets/book/hex.txt (strategies/internal/genbook writes it from long searches;
// strategies.MCTS plays its moves).
//
// A position is looked up whatever its orientation: the board turned half round, or
// transposed with the colours exchanged, which is the same position for the other player (Key
// reads a position in one orientation of the four, Frame maps cells to it and back). So one
// line serves Red and Blue, moving first or second, and a game after a swap.
//
//	b, _ := book.Parse("hex:9x9 e5,f3 d4\n")
//	pos := ... // the position after e5, f3 (or a7 by Blue, d6 by Red: the same, transposed)
//	move, ok := b.Move(pos, core.Red)
package book
