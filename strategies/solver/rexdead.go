package solver

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
)

// deadCellsPlayed reports whether Rex's dead cells decide the moves (rexDeadCells): in Rex
// on the plane and the cylinder, where a game is the same as filling the whole board and
// then asking who has a chain (a full board holds exactly one, and a chain once made stays),
// unless the inferior-cell analysis is turned off.
func (s *Solver) deadCellsPlayed() bool {
	return s.reverse && !s.opts.NoInferior && s.board.Topology() != core.Torus
}

// rexDeadCells applies to a Rex position the rule that a move to a dead cell is as good as
// any: if the player to move wins at all, they win by moving to an empty dead cell (a cell
// whose colour no completion's winner depends on; Definition 2.1 of the inferior-cell
// theory, found by package inferior).
//
// Why (the solver's own argument, checked against minimax by TestRexDeadCellMoveWins):
// play the game to the full board, which decides the same winner. Say X to move wins by
// moving to c, with strategy S, and d is dead. X moves to d instead and plays S as if X held
// c and d were empty. When S asks for d, X takes c, and the two boards are the same from
// then on. When Y takes c, X answers as S would to Y taking d; at the end the real board is
// S's board with d given to X (which changes no winner: d is dead) and c given to Y (which
// only adds to Y's stones and takes from X's, so Y's chain in S's board is still there): X
// wins. In Rex the chain is its owner's loss.
//
// Both players follow the rule, so with k dead cells the first 2⌊k/2⌋ are filled in, as the
// mover and the opponent in turn would take them, and when k is odd the last is the only
// move to consider. rexDeadCells adds the fill-in to exp and returns the move left to
// consider (NoCell when k is even, and every move is still considered on the filled
// position). Dead cells stay dead when stones are added, so the order does not matter.
func (s *Solver) rexDeadCells(pos *core.Position, toMove core.Player, exp *expansion) core.Cell {
	r, err := inferior.Analyze(pos, toMove)
	if err != nil {
		panic("solver: " + err.Error()) // toMove is Red or Blue: Analyze accepts it
	}
	dead := r.Dead
	p := toMove
	for len(dead) >= 2 {
		exp.fill = append(exp.fill, stone{cell: dead[0], player: p}, stone{cell: dead[1], player: p.Opponent()})
		dead = dead[2:]
	}
	if len(dead) == 1 {
		return dead[0]
	}
	return core.NoCell
}
