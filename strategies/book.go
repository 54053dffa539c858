package strategies

import (
	"sync"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/strategies/book"
)

// swapValues is the engine's swap table (assets/swap/hex.txt: for each square board from 5x5
// to 11x11 and each opening, its value for its owner; strategies/internal/genswap writes it),
// read once.
var swapValues = sync.OnceValue(func() book.SwapTable {
	t, err := book.ParseSwapTable(assets.SwapTable)
	if err != nil {
		panic("strategies: assets/swap/hex.txt: " + err.Error()) // embedded, and tested
	}
	return t
})

// bookMoves is the engine's opening book (assets/book/hex.txt: positions of the first moves
// on square hex boards and the engine's move there, chosen offline by far longer searches than
// a move has; strategies/internal/genbook writes it), read once.
var bookMoves = sync.OnceValue(func() book.Book {
	b, err := book.Parse(assets.Book)
	if err != nil {
		panic("strategies: assets/book/hex.txt: " + err.Error()) // embedded, and tested
	}
	return b
})
