package solvedbench

import (
	"context"
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// SettleOptions are the solver's budgets.
type SettleOptions struct {
	// Nodes is the solver's budget of nodes for each position, and again for each of its
	// moves (default DefaultNodes).
	Nodes int64
	// Memory is the size of the solver's table in bytes, kept from one position to the next
	// (default 32 MiB).
	Memory int64
}

// DefaultNodes is SettleOptions.Nodes's default.
const DefaultNodes = 100_000

// Settled is what Settle found: the positions kept, and why the others were not.
type Settled struct {
	// Positions are the positions kept, each with its winning moves: some of their moves
	// win and some lose.
	Positions []Position
	// Unsettled counts the positions the solver did not settle within the budget.
	Unsettled int
	// Lost counts the positions the player to move loses (every move loses).
	Lost int
	// AllWin counts the positions where every move wins.
	AllWin int
	// Dropped counts the positions won by the player to move where a move's position was not
	// settled within the budget, so that the winning moves are not known.
	Dropped int
}

// Settle solves each position of b, and each of its moves, and keeps those where some moves
// win and some lose (Settled says why the others are not kept). progress, when set, is called
// after each position with the number done. It stops with ctx's error when ctx is done.
func Settle(ctx context.Context, b *core.Board, drawn []Position, o SettleOptions, progress func(done int)) (Settled, error) {
	if b.NumCells() > MaxCells {
		return Settled{}, fmt.Errorf("%s has %d cells; the measure takes boards of at most %d", b.Spec(), b.NumCells(), MaxCells)
	}
	if o.Nodes <= 0 {
		o.Nodes = DefaultNodes
	}
	if o.Memory <= 0 {
		o.Memory = 32 << 20
	}
	s := solver.New(b, solver.Options{Memory: o.Memory, MaxNodes: o.Nodes})
	var out Settled
	for i, p := range drawn {
		wins, legal, verdict, err := settleOne(ctx, s, b, p)
		if err != nil {
			return out, fmt.Errorf("position %d (%s): %w", i+1, movesText(b, p), err)
		}
		switch verdict {
		case unsettled:
			out.Unsettled++
		case lost:
			out.Lost++
		case dropped:
			out.Dropped++
		case allWin:
			out.AllWin++
		default:
			p.Wins, p.Legal = wins, legal
			out.Positions = append(out.Positions, p)
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	return out, nil
}

// verdict is what settling one position found.
type verdict int

const (
	kept verdict = iota
	unsettled
	lost
	dropped
	allWin
)

// settleOne solves p and each of its moves with s: its winning moves, its number of legal
// moves, and whether it is kept.
func settleOne(ctx context.Context, s *solver.Solver, b *core.Board, p Position) ([]core.Cell, int, verdict, error) {
	g, err := p.Game(b)
	if err != nil {
		return nil, 0, kept, err
	}
	pos, toMove := g.Position(), g.ToMove()
	root, err := s.Solve(ctx, pos, toMove)
	if err != nil {
		return nil, 0, kept, err
	}
	if err := ctx.Err(); err != nil {
		return nil, 0, kept, err
	}
	switch root.Winner {
	case core.NoPlayer:
		return nil, 0, unsettled, nil
	case toMove.Opponent():
		return nil, 0, lost, nil
	}
	var wins []core.Cell
	empty := pos.EmptyCells()
	for _, c := range empty {
		values, err := s.ValuesOf(ctx, pos, toMove, []core.Cell{c}, nil)
		if err != nil {
			return nil, 0, kept, err
		}
		if err := ctx.Err(); err != nil {
			return nil, 0, kept, err
		}
		switch values[0].Value {
		case solver.Unknown:
			return nil, 0, dropped, nil
		case solver.Win:
			wins = append(wins, c)
		}
	}
	if len(wins) == len(empty) {
		return nil, 0, allWin, nil
	}
	return wins, len(empty), kept, nil
}

// movesText is p's moves as a move list ("c3,b4"), or "the empty board".
func movesText(b *core.Board, p Position) string {
	if len(p.Moves) == 0 {
		return "the empty board"
	}
	return core.FormatMoveList(b, p.moves())
}
