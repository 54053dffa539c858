package assets

import _ "embed"

// SwapTable is swap/hex.txt: for each square board from 5x5 to 11x11 and each opening of the
// first player, the opening's value for its owner, proven or as the engine estimates it
// (strategies.MCTS reads it to decide the swap rule's moves).
//
//go:embed swap/hex.txt
var SwapTable string
