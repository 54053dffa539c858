package solver

import (
	"context"
	"fmt"
	"github.com/hexlab/hexlab/internal/solvereq"
	"math"

	"github.com/hexlab/hexlab/core"
)

// Value is what a move is worth to the player who makes it (solvereq.Value, which the board
// page reads without the solver).
type Value = solvereq.Value

// The values of a move.
const (
	// Unknown: not proven within the budget.
	Unknown = solvereq.Unknown
	// Win: the move wins with perfect play.
	Win = solvereq.Win
	// Loss: the opponent wins after it.
	Loss = solvereq.Loss
)

// MoveValue is one move's value (solvereq.MoveValue).
type MoveValue = solvereq.MoveValue

// Values solves every move of toMove in pos, each one's position in turn with a growing
// budget of nodes (30, then four times as many each round), so that the easy moves
// are settled first and a stopped search has proved what it could. In a position that the
// half turn leaves unchanged (the empty board, for one), a move and its image have the same
// value: only one of them is searched. report, when set, is
// called as each move is proven. The values are in the order of pos's empty cells.
func (s *Solver) Values(ctx context.Context, pos *core.Position, toMove core.Player, report func(MoveValue)) ([]MoveValue, error) {
	return s.ValuesOf(ctx, pos, toMove, pos.EmptyCells(), report)
}

// valueMove searches toMove's move c in pos (whose key is key) for at most budget nodes, and
// returns its value, with its line when proven. The search must have begun (begin).
func (s *Solver) valueMove(pos *core.Position, key uint64, toMove core.Player, c core.Cell, budget int64) MoveValue {
	mv := MoveValue{Cell: c}
	ch := s.child(pos, key, toMove, c)
	var winner core.Player
	switch s.settled(ch.pos, ch.toMove) {
	case lost:
		winner = toMove
	case won:
		winner = ch.toMove
	default:
		if budget > 0 {
			s.limit, s.stopped = s.nodes+budget, s.cancelled()
			winner = s.solveNode(ch)
		}
	}
	switch winner {
	case toMove:
		mv.Value = Win
	case core.NoPlayer:
		return mv
	default:
		mv.Value = Loss
	}
	mv.Line = append([]core.Cell{c}, s.pv(ch)...)
	return mv
}

// checkMoves returns an error unless every move is an empty cell of pos.
func (s *Solver) checkMoves(pos *core.Position, moves []core.Cell) error {
	for _, c := range moves {
		if !s.board.Contains(c) || pos.At(c) != core.NoPlayer {
			return fmt.Errorf("solver: %d is not an empty cell of the position", c)
		}
	}
	return nil
}

// halfTurnTwins returns, for each of moves, the index in moves of its image under the half
// turn (core.Board.HalfTurn), when pos is its own half turn (so that a move and its image have
// the same value), or -1.
func halfTurnTwins(pos *core.Position, moves []core.Cell) []int {
	b := pos.Board()
	twin := make([]int, len(moves))
	for i := range twin {
		twin[i] = -1
	}
	for c := range core.Cell(b.NumCells()) {
		if pos.At(c) != pos.At(b.HalfTurn(c)) {
			return twin
		}
	}
	at := map[core.Cell]int{}
	for i, c := range moves {
		at[c] = i
	}
	for i, c := range moves {
		if j, ok := at[b.HalfTurn(c)]; ok {
			twin[i] = j
		}
	}
	return twin
}

// halfTurned returns the value of the image of mv's move under the half turn, in a position
// the half turn leaves unchanged: mv's value, and its line turned.
func halfTurned(b *core.Board, mv MoveValue) MoveValue {
	out := MoveValue{Cell: b.HalfTurn(mv.Cell), Value: mv.Value}
	for _, c := range mv.Line {
		out.Line = append(out.Line, b.HalfTurn(c))
	}
	return out
}

// ValuesOf is Values for the moves given only (empty cells of pos), in their order: one
// part of a solve split into jobs.
func (s *Solver) ValuesOf(ctx context.Context, pos *core.Position, toMove core.Player, moves []core.Cell, report func(MoveValue)) ([]MoveValue, error) {
	if err := s.check(pos, toMove); err != nil {
		return nil, err
	}
	if err := s.checkMoves(pos, moves); err != nil {
		return nil, err
	}
	key := s.z.key(pos, toMove)
	var out []MoveValue
	var pending []int
	twin := halfTurnTwins(pos, moves)
	for i, c := range moves {
		out = append(out, MoveValue{Cell: c})
		if twin[i] < 0 || twin[i] >= i {
			pending = append(pending, i) // a move whose twin comes first takes the twin's value
		}
	}
	settle := func(i int) {
		if report != nil {
			report(out[i])
		}
		if j := twin[i]; j >= 0 && j != i {
			out[j] = halfTurned(s.board, out[i])
			if report != nil {
				report(out[j])
			}
		}
	}
	s.begin(ctx, 0)
	end := int64(math.MaxInt64) // the node count to stop at, from Options.MaxNodes
	if s.opts.MaxNodes > 0 {
		end = s.nodes + s.opts.MaxNodes
	}
	for budget := int64(30); len(pending) > 0 && !s.cancelled() && s.nodes < end; budget *= 4 {
		var left []int
		for _, i := range pending {
			out[i] = s.valueMove(pos, key, toMove, out[i].Cell, min(budget, end-s.nodes))
			if out[i].Value == Unknown {
				left = append(left, i)
			} else {
				settle(i)
			}
		}
		pending = left
	}
	return out, nil
}
