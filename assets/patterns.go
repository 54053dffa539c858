package assets

import _ "embed"

// HexPatterns is patterns/hex.txt: the weights of the engine's local patterns (the twelve
// cells around a cell), learned from the ICGA Computer Olympiad's games (strategies/engine
// reads it for its priors).
//
//go:embed patterns/hex.txt
var HexPatterns string

// HexLocalPatterns is patterns/hex-local.txt: the weights of the same patterns as answers to
// the last move, the cells of its own pattern (strategies/engine's pattern playouts), learned
// from the same games.
//
//go:embed patterns/hex-local.txt
var HexLocalPatterns string
