package strategies

import (
	"sync"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/strategies/book"
)

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
