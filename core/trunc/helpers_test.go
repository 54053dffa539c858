package trunc

import (
	"fmt"
	"math/rand/v2"
)

// sizes are the board sizes every invariant is checked on.
var sizes = []int{1, 2, 3, 4, 5, 6, 7, 8}

func board(k int) *Board { return MustBoard(fmt.Sprintf("trunc:%d", k)) }

// randomFill colours every cell of p uniformly at random.
func randomFill(p *Position, rng *rand.Rand) {
	for c := 0; c < p.board.NumCells(); c++ {
		p.Set(Cell(c), Players[rng.IntN(3)])
	}
}

// fillFromIndex colours the cells of p by the base-3 digits of index.
func fillFromIndex(p *Position, index int) {
	for c := 0; c < p.board.NumCells(); c++ {
		p.Set(Cell(c), Players[index%3])
		index /= 3
	}
}

// colourings returns how many random colourings an invariant is checked
// on for size k (every colouring of trunc:1).
func colourings(k int, short bool) int {
	n := 3000
	if k >= 6 {
		n = 1000
	}
	if short {
		n /= 10
	}
	return n
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }

// MustSpec parses a spec known to be valid.
func MustSpec(text string) Spec {
	s, err := ParseSpec(text)
	if err != nil {
		panic(err)
	}
	return s
}
