package solvedbench

import (
	"fmt"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// MaxCells is the most cells a board of the measure may have (hex:8x8's 64): the solver
// settles few positions of larger boards within a budget, and solving every move of each
// would take hours, so a larger board is refused rather than measured on next to nothing.
const MaxCells = 64

// MinStones is the fewest stones a drawn position has (or half the board's cells, if that is
// fewer): the empty board and its first moves are the same few positions again and again.
const MinStones = 2

// Position is a drawn position: the moves that made it from the empty board, Red first, and,
// once Settle has kept it, its winning moves.
type Position struct {
	// Moves are the stones in the order they were played, Red first.
	Moves []core.Cell
	// Wins are the winning moves of the player to move, in cell order, and Legal the number
	// of legal moves (the empty cells); both are Settle's.
	Wins  []core.Cell
	Legal int
}

// ToMove is the player to move in p.
func (p Position) ToMove() core.Player {
	if len(p.Moves)%2 == 1 {
		return core.Blue
	}
	return core.Red
}

// Game returns p as a game of b, its moves played from the empty board.
func (p Position) Game(b *core.Board) (*core.Game, error) {
	return core.NewGameFromMoves(b.Spec(), core.Options{}, p.moves())
}

// moves returns p's moves as core's moves.
func (p Position) moves() []core.Move {
	moves := make([]core.Move, len(p.Moves))
	for i, c := range p.Moves {
		moves[i] = core.CellMove(c)
	}
	return moves
}

// Drawn is what Draw drew: the distinct positions, in the order of their first draw, and how
// many draws repeated a position drawn before.
type Drawn struct {
	Positions []Position
	Repeated  int
}

// Draw draws n positions of b from seed: for each, a number of stones drawn uniformly from
// MinStones to half the cells, played alternately from Red on random empty cells, a cell that
// would finish the game (complete a structure, or fill the board) never chosen, fewer stones
// when only such cells are left. Draw i depends only on the seed and i, so the draws of a
// smaller n are the first of a larger one's. A position drawn again (the same stones, the same
// player to move) is kept once and counted in Repeated. b must have at most MaxCells cells.
func Draw(b *core.Board, seed uint64, n int) (Drawn, error) {
	if b.NumCells() > MaxCells {
		return Drawn{}, fmt.Errorf("%s has %d cells; the measure takes boards of at most %d (hex:8x8), whose positions the solver settles", b.Spec(), b.NumCells(), MaxCells)
	}
	var out Drawn
	seen := map[string]bool{}
	for i := range n {
		p := drawOne(b, rand.New(rand.NewPCG(seed, uint64(i))))
		key := positionKey(b, p)
		if seen[key] {
			out.Repeated++
			continue
		}
		seen[key] = true
		out.Positions = append(out.Positions, p)
	}
	return out, nil
}

// drawOne draws one position of b with r (see Draw).
func drawOne(b *core.Board, r *rand.Rand) Position {
	hi := b.NumCells() / 2
	lo := min(MinStones, hi)
	stones := lo + r.IntN(hi-lo+1)
	pos := core.NewPosition(b)
	var p Position
	for range stones {
		mover := p.ToMove()
		empty := pos.EmptyCells()
		chosen := core.NoCell
		for len(empty) > 0 && chosen == core.NoCell {
			i := r.IntN(len(empty))
			c := empty[i]
			q := pos.Clone()
			q.Place(c, mover)
			if q.Completed(mover) || q.Full() {
				empty[i] = empty[len(empty)-1]
				empty = empty[:len(empty)-1]
				continue
			}
			chosen, pos = c, q
		}
		if chosen == core.NoCell {
			break
		}
		p.Moves = append(p.Moves, chosen)
	}
	return p
}

// positionKey names p's position: its stones and the player to move.
func positionKey(b *core.Board, p Position) string {
	key := make([]byte, b.NumCells()+1)
	for i := range key {
		key[i] = '.'
	}
	for i, c := range p.Moves {
		key[c] = "RB"[i%2]
	}
	key[b.NumCells()] = "RB"[len(p.Moves)%2]
	return string(key)
}
