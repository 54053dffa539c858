// Package book reads the engine's opening knowledge on square hex boards: swap tables, which
// give each first move its value for the player who made it (SwapTable; the engine's is
// assets/swap/hex.txt, written by strategies/internal/genswap), and opening books, lines
// "BOARD MOVES MOVE" that give, for the position a game's first moves lead to, the move to
// play there (Book; the engine's is assets/book/hex.txt, written by
// strategies/internal/genbook from long searches). strategies.MCTS plays both. A book line
// may also give a first move, chosen by games rather than the table ("BOARD - MOVE", or
// "BOARD -swap MOVE" with the swap rule: Book.First), and Blue's own first move without the
// swap rule where it should not be Red's transposed ("BOARD -blue MOVE").
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
