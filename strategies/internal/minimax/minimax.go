// Package minimax is the slow obvious solver that the tests of the solver and the engine
// check them against: every move, to the end, with a memo of the positions solved. It knows
// only core's rules: a move that completes the mover's structure wins in Hex and loses in Rex
// (+reverse). It is for small boards (up to about 16 cells).
package minimax

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// Minimax solves the positions of one board, remembering each.
type Minimax struct {
	memo  map[string]bool
	draws int
}

// New returns a Minimax for positions of b, whose rule (Hex or +reverse) decides who has won
// (core.Position.Winner).
func New(b *core.Board) *Minimax {
	return &Minimax{memo: map[string]bool{}}
}

func positionKey(pos *core.Position, toMove core.Player) string {
	n := pos.Board().NumCells()
	k := make([]byte, n+1)
	for c := range n {
		k[c] = byte(pos.At(core.Cell(c)))
	}
	k[n] = byte(toMove)
	return string(k)
}

// Wins reports whether toMove wins pos, a position nobody has won.
func (m *Minimax) Wins(pos *core.Position, toMove core.Player) bool {
	key := positionKey(pos, toMove)
	if v, ok := m.memo[key]; ok {
		return v
	}
	win := false
	empties := pos.EmptyCells()
	if len(empties) == 0 {
		m.draws++
	}
	for _, c := range empties {
		if m.MoveWins(pos, toMove, c) {
			win = true
			break
		}
	}
	m.memo[key] = win
	return win
}

// MoveWins reports whether toMove's move c wins pos.
func (m *Minimax) MoveWins(pos *core.Position, toMove core.Player, c core.Cell) bool {
	q := pos.Clone()
	q.Place(c, toMove)
	if w := q.Winner(); w.Decided() {
		return w.Won(toMove)
	}
	return !m.Wins(q, toMove.Opponent())
}

// Draws returns the number of full boards without a winner met so far (core's rules leave
// none).
func (m *Minimax) Draws() int { return m.draws }

// RandomOpenPosition plays up to stones random moves on b, alternately from Red, stopping
// before a move that would end the game; it returns the position and the player to move.
func RandomOpenPosition(r *rand.Rand, b *core.Board, stones int) (*core.Position, core.Player) {
	pos := core.NewPosition(b)
	p := core.Red
	for range stones {
		empties := pos.EmptyCells()
		c := empties[r.IntN(len(empties))]
		q := pos.Clone()
		q.Place(c, p)
		if q.Completed(core.Red) || q.Completed(core.Blue) || q.Full() {
			break
		}
		pos, p = q, p.Opponent()
	}
	return pos, p
}

// SmallBoards are the boards to check against Minimax: every topology, with and without
// +reverse.
var SmallBoards = []string{
	"hex:3x3", "hex:4x4", "hex:3x4", "hex:4x3", "hex:2x5",
	"cyl:3x3", "cyl:3x4", "cyl:4x4", "cyl:5x3", "cyl:4x3",
	"torus:3x3", "torus:4x4", "torus:3x4", "torus:4x3",
	"hex:3x3+reverse", "hex:4x4+reverse", "cyl:3x4+reverse", "torus:3x3+reverse",
}
