package solver

import "github.com/hexlab/hexlab/core"

// winningMove returns a move that wins n for its player to move, who is proven to win it:
// the table's best move when it is one of n's own empty cells, else the first move whose
// position solves as a loss for the opponent. It reports false if the search was stopped
// first.
func (s *Solver) winningMove(n node) (core.Cell, bool) {
	known := func() bool {
		e := s.tt.lookup(n.key)
		return e != nil && e.phi == 0 && e.best != core.NoCell && n.pos.At(e.best) == core.NoPlayer
	}
	if !known() {
		s.solveNode(n) // most often quick: the table knows n's children
	}
	if known() {
		return s.tt.lookup(n.key).best, true
	}
	moves := n.pos.EmptyCells()
	s.order(moves)
	for _, c := range moves {
		ch := s.child(n.pos, n.key, n.toMove, c)
		if s.settled(ch.pos, ch.toMove) == lost || s.solveNode(ch) == n.toMove {
			return c, true
		}
		if s.stopped {
			return core.NoCell, false
		}
	}
	panic("solver: a position proven won has no winning move")
}

// pv returns the principal variation from n as the table knows it: at each proven node the
// winner's best move, and for the loser the reply whose refutation cost the most.
func (s *Solver) pv(n node) []core.Cell {
	var line []core.Cell
	for len(line) < s.board.NumCells() {
		e := s.tt.lookup(n.key)
		if e == nil || (e.phi != 0 && e.delta != 0) {
			break
		}
		var move core.Cell = core.NoCell
		filled, fkey := s.filled(n, e.exp)
		switch {
		case e.phi == 0:
			move = e.best
		case e.exp != nil:
			var most uint32
			for _, c := range e.exp.moves {
				if ce := s.tt.lookup(s.z.play(fkey, c, n.toMove)); ce != nil && ce.work > most {
					move, most = c, ce.work
				}
			}
		}
		if move == core.NoCell || filled.At(move) != core.NoPlayer {
			break
		}
		line = append(line, move)
		n = s.child(filled, fkey, n.toMove, move)
	}
	return line
}

// Refuted returns the moves of pos, toMove to move, that the table proves lose: the opponent,
// to move after each, wins. A search stopped before it proved pos leaves them behind, and a
// player can drop them, as MoHex drops the moves its pre-search proves lost. They are moves
// of the root's expansion (its fill-in on the board, the moves it considers); nil when the
// table does not hold the root.
func (s *Solver) Refuted(pos *core.Position, toMove core.Player) []core.Cell {
	if s.check(pos, toMove) != nil {
		return nil
	}
	n := node{pos: pos, toMove: toMove, key: s.z.key(pos, toMove)}
	e := s.tt.lookup(n.key)
	if e == nil || e.exp == nil {
		return nil
	}
	_, fkey := s.filled(n, e.exp)
	var out []core.Cell
	for _, c := range e.exp.moves {
		if ce := s.tt.lookup(s.z.play(fkey, c, toMove)); ce != nil && ce.phi == 0 {
			out = append(out, c)
		}
	}
	return out
}
