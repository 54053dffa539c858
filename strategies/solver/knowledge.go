package solver

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/vc"
)

// Knowledge is what the solver knows of one position without searching it: the analysis the
// solver makes at each of its nodes (Solver.expand), for a tree search such as the engine's
// (strategies/engine) to use where it expands a node.
type Knowledge struct {
	// Value is the position's value for the player to move: Win or Loss when the stones,
	// the fill-in or the virtual connections decide it, else Unknown.
	Value Value
	// Move is a winning move when Value is Win and one move decides it (NoCell when the
	// position is won already, by the fill-in or a connection).
	Move core.Cell
	// Fill is the fill-in: stones that may be added without changing the position's value
	// (the inferior-cell analysis: dead cells and captured ones, docs/inferior.md).
	Fill []Stone
	// Moves are the moves worth considering once Fill is placed, the likely best first
	// (ordered by the resistance circuits where the connections are used, unless
	// Options.Unordered): the must-play
	// region less the inferior moves. Every move outside it is no better than one in it.
	Moves []core.Cell
	// Ordered tells that Moves are ordered by an evaluation (the resistance circuits),
	// not only by their distance from the centre.
	Ordered bool
	// Answers, when Options.Answers asks for them, holds for each move that enters the
	// opponent's virtual connections (breaking every connection of two of the opponent's
	// groups or edges) the opponent's answers that restore one (vc.Result.Answers): the
	// likely replies, as MoHex's tree favours them. Moves without such answers have no entry.
	Answers map[core.Cell][]core.Cell
	// EdgeProofs are the connections from groups to edges the edge proofs
	// (Options.DeepEvals) found in this analysis, for either player, each with the stones
	// it was proved with: given to a solver (UseEdgeProofs), they serve the analyses of
	// later positions where they still hold.
	EdgeProofs []vc.EdgeProof
}

// Stone is a stone of the fill-in.
type Stone struct {
	Cell   core.Cell
	Player core.Player
	// Fragile marks a permanently inferior cell (inferior.PermanentlyInferior): its fill-in
	// keeps the value of the position it was found in, and of any position after a move
	// anywhere but the opponent's next to it, which may take what it shuts in. A tree kept
	// from one move to the next must not keep it past such a move.
	Fragile bool
}

// Analyse returns the solver's knowledge of pos with toMove to move. It searches nothing and
// uses no table: the cost is that of the inferior-cell analysis and the connections.
func (s *Solver) Analyse(pos *core.Position, toMove core.Player) Knowledge {
	s.found, s.analysing = nil, true
	o, move, exp := s.expand(pos, toMove, !s.opts.Unordered)
	s.analysing = false
	switch o {
	case won:
		return Knowledge{Value: Win, Move: move}
	case lost:
		return Knowledge{Value: Loss, Move: core.NoCell}
	}
	k := Knowledge{Move: core.NoCell, Moves: exp.moves, Ordered: exp.widen, Answers: exp.answers, EdgeProofs: s.found}
	s.found = nil
	for _, st := range exp.fill {
		k.Fill = append(k.Fill, Stone{Cell: st.cell, Player: st.player, Fragile: st.fragile})
	}
	return k
}
