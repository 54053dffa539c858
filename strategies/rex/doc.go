// Package rex holds the building blocks of Hexlab's Reverse Hex (Rex)
// strategies, from Hayward, Toft and Henderson, "How to Play Reverse Hex"
// (shared/papers/reverse-hex.md, "the paper" below):
//
//   - Square: the geometry of the n x n board for every side (cells, the
//     reflections through the long and the short diagonal that make
//     positions color-symmetric, section 2, and the half turn), the
//     peripheral cells and corner wedges of section 5; Stones, a position
//     on it, with the color-symmetry test.
//   - Board and Pos: the same board as bitboards (n <= MaxN = 8), with the
//     chain test of section 1 ("a set of cells of her color connecting her
//     two opposing sides").
//   - Completion: the pair-completions and pre-pair-completions of section
//     7; IsCompletion tests the definition, Find (and FindNear, adjacent
//     pairs only) searches for one, completely, Restrict carries one over
//     to a later position as the proof of Theorem 6 does, Extend adds pairs.
//   - Answer, Lead and PairingMove: the moves of Theorem 6 (rules (1)-(3))
//     and Theorem 7 against a player who has a (pre-)pair-completion.
//   - Opening (Corollary 1), Reply (Corollary 2) and Symmetry (Theorems 5
//     and 4 later in a game).
//   - The table (TableFor): (pre-)pair-completions of the losing player of
//     the empty n x n board for n <= 5 (Figures 12-15) and of the positions
//     after Corollary 1's openings and Corollary 2's replies, written by
//     gen_table.go (go generate) with GenerateTable.
//
// Players and sides follow Hexlab's conventions (core): Red joins the top
// and bottom rows, Blue the left and right columns. The paper's white,
// whose side holds a1, b1, c1 (proof of Theorem 4), is Red. Cells are
// numbered as core numbers them on an n x n board: (row-1)*n + (col-1).
package rex

//go:generate go run gen_table.go
