package assets

import _ "embed"

// Book is book/hex.txt: the engine's opening book, positions of the first moves on square hex
// boards, each with the move the engine plays there, chosen offline by longer searches than a
// move has (strategies/internal/genbook writes it; strategies.MCTS reads it).
//
//go:embed book/hex.txt
var Book string
