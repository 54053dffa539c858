package proof

import (
	"fmt"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// RexPairs writes a Rex pairing leaf, where the winner is to move: the loser holds a
// pair-completion (pairs of empty cells such that the loser, with one cell of each, has a
// chain), or with singleton not NoCell a pre-pair-completion (the same once the singleton is
// the loser's too), and the empty cells are even. Hayward, Toft and Henderson ("How to play
// Reverse Hex", Theorems 7 and 6): the loser's opponent answers each move in a pair with its
// partner, and the loser ends with a chain.
func (w *Writer) RexPairs(singleton core.Cell, pairs [][2]core.Cell) {
	if singleton == core.NoCell {
		w.token("rexpairs")
	} else {
		w.token("rexprepairs")
		w.token(w.b.CellName(singleton))
	}
	w.token(strconv.Itoa(len(pairs)))
	for _, p := range pairs {
		w.token(w.b.CellName(p[0]))
		w.token(w.b.CellName(p[1]))
	}
	w.count++
}

// rexPairing reads a Rex pairing leaf (after "rexpairs", or "rexprepairs" when pre) and
// checks it at pos, where the winner is to move. Theorems 6 and 7 are about Rex played to
// the full board, which is Rex where a full board holds exactly one chain: the plane and the
// cylinder.
func (c *checker) rexPairing(pos *core.Position, pre bool) error {
	if !c.reverse || c.h.Board.Topology() == core.Torus {
		return fmt.Errorf("a Rex pairing leaf on %s", c.h.Board.Spec())
	}
	l := c.h.Winner.Opponent()
	q := pos
	least := 1
	if pre {
		cells, err := c.readCells(pos, 1, "rexprepairs")
		if err != nil {
			return err
		}
		if len(pos.EmptyCells())%2 != 0 {
			return fmt.Errorf("rexprepairs: the empty cells are odd, and the loser's pre-pair-completion wins for them there")
		}
		q = pos.Clone()
		q.Place(cells[0], l)
		least = 0
	}
	pairs, err := c.readPairs(q, least, "rex pairs")
	if err != nil {
		return err
	}
	c.sum.Pairings++
	if !PairingWins(q, l, pairs) {
		return fmt.Errorf("rex pairs: the loser can take one cell of each pair and have no chain")
	}
	return nil
}
