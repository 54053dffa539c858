package solver

import (
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
	"github.com/hexlab/hexlab/strategies/vc"
)

// connections reports whether the virtual connections of p are used: where p's goal is a
// path between two edges (the plane, and Red on the cylinder), in Hex (not Rex, where a
// connection is a loss for its owner), on boards vc handles, unless turned off.
func (s *Solver) connections(p core.Player) bool {
	return !s.opts.NoConnections && vc.Applies(s.board, s.reverse, p)
}

// pairCompletions reports whether Rex's pair-completions decide positions: in Rex on the
// plane and the cylinder, where a full board has exactly one chain, so that the player
// without a pair-completion never completes a chain while following the pairing (the
// theorem's proof), unless the inferior-cell analysis is turned off. A pair-completion of X
// is a set of pairs of empty cells such that X, with one cell of each, has a chain whatever
// the cells and whoever holds the others; the solver looks for bridges (Solver.bridges), as
// the prover does for pairing leaves.
func (s *Solver) pairCompletions() bool {
	return s.reverse && !s.opts.NoInferior && s.board.Topology() != core.Torus
}

// prePairCompletion reports whether x has a pre-pair-completion on pos that the solver
// finds: a singleton empty cell which, given to x, leaves a chain of x's or a pair-completion
// of bridges.
func (s *Solver) prePairCompletion(pos *core.Position, x core.Player) bool {
	singleton, _ := s.prePairs(pos, x)
	return singleton != core.NoCell
}

// prePairs returns x's pre-pair-completion on pos that the solver finds: the singleton and
// the pairs (none when the singleton alone completes x's chain); NoCell when there is none.
func (s *Solver) prePairs(pos *core.Position, x core.Player) (core.Cell, [][2]core.Cell) {
	q := s.scratch
	for _, c := range pos.EmptyCells() {
		q.CopyFrom(pos)
		q.Place(c, x)
		if q.Completed(x) {
			return c, nil
		}
		if pairs := s.bridges(q, x); pairs != nil {
			return c, pairs
		}
	}
	return core.NoCell, nil
}

// outcome is what a node's expansion decides: nothing yet, a win or a loss for the player
// to move.
type outcome int

const (
	open outcome = iota
	won
	lost
)

// settled returns the outcome the stones on pos already decide for toMove: in Hex the player
// who completes their structure wins, in Rex (+reverse) loses. A full board without a
// winner (which the tests find on no board) is counted lost for the player to move.
func (s *Solver) settled(pos *core.Position, toMove core.Player) outcome {
	w := pos.Winner()
	switch {
	case w.Won(toMove):
		return won
	case w.Won(toMove.Opponent()):
		return lost
	case pos.Full():
		return lost
	}
	return open
}

// expand works out a node: whether it is already decided, and if not its fill-in and the
// moves to consider, best first (by the resistance circuits where both players' connections
// are known and ordered is set; else by the board's centrality). A decided node's best move
// is the move that decides it, when there is one (NoCell when the fill-in decides it).
func (s *Solver) expand(pos *core.Position, toMove core.Player, ordered bool) (outcome, core.Cell, *expansion) {
	if o := s.settled(pos, toMove); o != open {
		return o, core.NoCell, nil
	}
	if s.pairCompletions() {
		// Rex: a player with a pair-completion loses, whoever moves (Theorem 7 of Hayward,
		// Toft, Henderson, "How to play Reverse Hex").
		if s.bridges(pos, toMove) != nil {
			return lost, core.NoCell, nil
		}
		if s.bridges(pos, toMove.Opponent()) != nil {
			return won, core.NoCell, nil
		}
		// Theorem 6: a player with a pre-pair-completion (a pair-completion once a singleton
		// cell is theirs too) loses moving when the empty cells are odd, and with the
		// opponent moving when they are even.
		odd := len(pos.EmptyCells())%2 == 1
		if odd && s.prePairCompletion(pos, toMove) {
			return lost, core.NoCell, nil
		}
		if !odd && s.prePairCompletion(pos, toMove.Opponent()) {
			return won, core.NoCell, nil
		}
	}
	exp := &expansion{}
	filled := pos
	moves := pos.EmptyCells()
	var conns [3]*vc.Result // by player, where computed
	defer func() {
		for _, r := range conns {
			if r != nil {
				r.Release()
			}
		}
	}()
	verdict, key := open, core.NoCell
	if !s.opts.NoInferior && !s.reverse {
		// The inferior-cell analysis fills in first; the connections are worked out on the
		// filled position, and the moves to consider looked for in the must-play region only.
		r, err := inferior.AnalyzeWithin(pos, toMove, func(r *inferior.Result, left []core.Cell) ([]core.Cell, bool) {
			for _, p := range []core.Player{core.Red, core.Blue} {
				for _, c := range r.Fillin[p] {
					exp.fill = append(exp.fill, stone{c, p, r.Inferior[c].Kind == inferior.PermanentlyInferior})
				}
			}
			if filled, _ = s.filled(node{pos: pos}, exp); filled != pos {
				// The fill-in may decide the game.
				if verdict = s.settled(filled, toMove); verdict != open {
					return nil, true
				}
			}
			left, verdict, key = s.mustPlay(filled, toMove, left, &conns)
			if verdict == open && s.opts.Decompositions {
				filled, left, verdict, key = s.decompose(pos, filled, toMove, left, exp, &conns)
			}
			return left, verdict != open
		})
		if err != nil {
			panic("solver: " + err.Error()) // toMove is Red or Blue: Analyze accepts it
		}
		moves = r.Consider
	} else {
		if s.deadCellsPlayed() {
			// Rex: a move to a dead cell is as good as any (rexDeadCells).
			only := s.rexDeadCells(pos, toMove, exp)
			filled, _ = s.filled(node{pos: pos}, exp)
			moves = filled.EmptyCells()
			if only != core.NoCell {
				moves = []core.Cell{only}
			}
		}
		moves, verdict, key = s.mustPlay(filled, toMove, moves, &conns)
	}
	if verdict != open {
		return verdict, key, nil
	}
	// A move that completes the mover's structure ends the game at once: won in Hex, and in
	// Rex a move never to make while another is left.
	if !s.reverse {
		for _, c := range filled.EmptyCells() {
			s.scratch.CopyFrom(filled)
			s.scratch.Place(c, toMove)
			if s.scratch.Completed(toMove) {
				return won, c, nil
			}
		}
	}
	kept := moves[:0:0]
	for _, c := range moves {
		if s.reverse {
			s.scratch.CopyFrom(filled)
			s.scratch.Place(c, toMove)
			if s.scratch.Completed(toMove) {
				continue
			}
		}
		kept = append(kept, c)
	}
	if len(kept) == 0 {
		if s.reverse {
			// Every move completes the mover's chain (or every other was pruned, which Rex
			// never does): the mover loses.
			return lost, core.NoCell, nil
		}
		kept = filled.EmptyCells()
	}
	if ordered && conns[core.Red] != nil && conns[core.Blue] != nil {
		s.orderByCurrents(filled, conns[core.Red], conns[core.Blue], kept)
		exp.widen = true
	} else {
		s.order(kept)
	}
	exp.moves = kept
	if opp := conns[toMove.Opponent()]; s.opts.Answers && opp != nil {
		exp.answers = opp.Answers()
	}
	return open, core.NoCell, exp
}

// mustPlay works out the virtual connections on filled (package vc), where they are paths
// between edges, and stores them in conns: the mover's connection or threat between the
// edges wins; the opponent's connection loses, and the opponent's threats leave only the
// moves in their carriers' intersection (the must-play region), which it returns, or a loss
// when none of moves is in it. The outcome is open, with no cell, when nothing is decided.
func (s *Solver) mustPlay(filled *core.Position, toMove core.Player, moves []core.Cell, conns *[3]*vc.Result) ([]core.Cell, outcome, core.Cell) {
	for _, p := range []core.Player{toMove, toMove.Opponent()} {
		if !s.connections(p) {
			continue
		}
		conns[p] = vc.ComputeWith(filled, p, vc.Options{Ladders: s.opts.Ladders, Proofs: s.proofs})
		if s.opts.DeepEvals > 0 {
			conns[p] = s.deepen(filled, p, conns[p])
		}
		if verdict, key := decidedBy(conns[p], p == toMove); verdict != open {
			return nil, verdict, key
		}
		if p == toMove {
			continue
		}
		if must, ok := conns[p].MustPlay(); ok {
			moves = slices.DeleteFunc(slices.Clone(moves), func(c core.Cell) bool { return !must.Has(c) })
			if len(moves) == 0 {
				return nil, lost, core.NoCell
			}
		}
	}
	return moves, open, core.NoCell
}

// maxDecompositions bounds the decompositions filled in at one node, each followed by the
// connections worked out again.
const maxDecompositions = 6

// decompose fills in the carriers the players' four-sided decompositions capture
// (Options.Decompositions, vc.Result.Decomposition), one at a time, working the connections
// out again on the filled position after each (with the must-play region and the verdict),
// and returns the filled position and what mustPlay gives on it, the moves left to consider
// being those of left still empty.
func (s *Solver) decompose(pos, filled *core.Position, toMove core.Player, left []core.Cell, exp *expansion, conns *[3]*vc.Result) (*core.Position, []core.Cell, outcome, core.Cell) {
	for range maxDecompositions {
		found := false
		for _, p := range []core.Player{toMove, toMove.Opponent()} {
			if conns[p] == nil {
				continue
			}
			f, ok := conns[p].Decomposition()
			if !ok {
				continue
			}
			for _, c := range f.Cells() {
				exp.fill = append(exp.fill, stone{cell: c, player: p})
			}
			found = true
			break
		}
		if !found {
			break
		}
		for i, r := range conns {
			if r != nil {
				r.Release()
				conns[i] = nil
			}
		}
		filled, _ = s.filled(node{pos: pos}, exp)
		if verdict := s.settled(filled, toMove); verdict != open {
			return filled, nil, verdict, core.NoCell
		}
		left = slices.DeleteFunc(slices.Clone(left), func(c core.Cell) bool { return filled.At(c) != core.NoPlayer })
		var verdict outcome
		var key core.Cell
		left, verdict, key = s.mustPlay(filled, toMove, left, conns)
		if verdict != open {
			return filled, left, verdict, key
		}
	}
	return filled, left, open, core.NoCell
}

// decidedBy returns what the connections r of one player decide, for the player to move: a
// connection between the player's edges wins for them whoever moves; a threat (a
// semi-connection between the edges) wins for them if they move, at the key of the smallest
// threat (the most forcing, whose proof is smallest).
func decidedBy(r *vc.Result, mover bool) (outcome, core.Cell) {
	switch {
	case r.Connected() && mover:
		return won, core.NoCell
	case r.Connected():
		return lost, core.NoCell
	case !mover:
		return open, core.NoCell
	}
	t := r.Threats()
	if len(t) == 0 {
		return open, core.NoCell
	}
	best := t[0]
	for _, c := range t[1:] {
		if c.Carrier.Len() < best.Carrier.Len() {
			best = c
		}
	}
	return won, best.Key
}

// order sorts moves nearest the centre of the board first (the centre's cells are the
// strongest openings on the plane), ties in cell order.
func (s *Solver) order(moves []core.Cell) {
	slices.SortStableFunc(moves, func(a, b core.Cell) int { return s.centrality[a] - s.centrality[b] })
}

// centralityOf returns, for each cell of b, twice its hex distance from the board's centre.
func centralityOf(b *core.Board) []int {
	out := make([]int, b.NumCells())
	// Doubled coordinates keep the centre of an even board on whole numbers.
	cx, cy := b.Cols()+1, b.Rows()+1
	for c := range out {
		col, row := b.Coords(core.Cell(c))
		dx, dy := 2*col-cx, 2*row-cy
		// Hex distance in axial coordinates (a cell's neighbours are (±1,0), (0,±1), (+1,-1), (-1,+1)).
		out[c] = max(abs(dx), abs(dy), abs(dx+dy))
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
