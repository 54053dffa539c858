package engine

import (
	"context"
	"slices"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
	"github.com/hexlab/hexlab/strategies/vc"
)

// analyser returns the solver that analyses the root (its knowledge, no search).
func (e *Engine) analyser() *solver.Solver {
	if e.solve == nil {
		e.solve = solver.New(e.board, e.rootKnowledgeOptions())
	}
	return e.solve
}

// analyseRoot returns the solver's knowledge of the root. With Options.EdgeProofs the
// connections the edge proofs of earlier roots found, unless broken since, serve it and
// the tree's nodes (treeSearch), and what it finds joins them: a connection proved once is
// known below every later root until the opponent enters its carrier. Where the root follows
// the last one analysed (the next move of a game), its edge proofs search only the groups of
// the stones played since (solver.Solver.FocusEdgeProofs): the others were searched then.
func (e *Engine) analyseRoot(pos *core.Position, toMove core.Player) solver.Knowledge {
	a := e.analyser()
	if e.opts.EdgeProofs <= 0 {
		return a.Analyse(pos, toMove)
	}
	var kept []vc.EdgeProof
	for _, p := range e.edgeProofs {
		if pos.Board().Contains(p.From) && !vc.ProofBroken(p, pos, pos.At(p.From)) {
			kept = append(kept, p)
		}
	}
	a.UseEdgeProofs(kept)
	if added, later := stonesSince(e.proofRoot, pos); later {
		a.FocusEdgeProofs(added...)
	} else {
		a.UnfocusEdgeProofs()
	}
	k := a.Analyse(pos, toMove)
	e.edgeProofs = append(kept, k.EdgeProofs...)
	e.proofRoot = pos.Clone()
	return k
}

// stonesSince returns the cells of the stones in pos that were empty in earlier, and whether
// pos is a later position of earlier's game (every stone of earlier is in pos, the same
// player's); false if earlier is nil.
func stonesSince(earlier, pos *core.Position) ([]core.Cell, bool) {
	if earlier == nil || earlier.Board() != pos.Board() {
		return nil, false
	}
	var added []core.Cell
	for c := range core.Cell(pos.Board().NumCells()) {
		switch was := earlier.At(c); {
		case was != core.NoPlayer && pos.At(c) != was:
			return nil, false
		case was == core.NoPlayer && pos.At(c) != core.NoPlayer:
			added = append(added, c)
		}
	}
	return added, true
}

// deeper returns thread i's solver for the tree's analyses with the edge proofs
// (Options.EdgeProofsAt), with the root's options: the same evaluations, spent on one
// group (solver.Solver.FocusEdgeProofs).
func (e *Engine) deeper(i int) *solver.Solver {
	for len(e.deepers) <= i {
		e.deepers = append(e.deepers, solver.New(e.board, e.rootKnowledgeOptions()))
	}
	return e.deepers[i]
}

// keepProofs adds to the engine's edge proofs those of proofs it does not hold yet (the ones
// a tree search found), for the next roots.
func (e *Engine) keepProofs(proofs []vc.EdgeProof) {
	for _, p := range proofs {
		if !slices.Contains(e.edgeProofs, p) {
			e.edgeProofs = append(e.edgeProofs, p)
		}
	}
}

// proveRoot asks the solver for a winning move: at once where its knowledge k of the root
// decides the position, and within Options.SolveShare of the budget where few moves are left
// to consider or the board holds Options.SolveFrom of its cells' stones. Random playouts
// judge a won position by chance, the solver by proof: on 9x9 it proves about half the
// positions after 16 moves of the engine's games against MoHex within a third of a second,
// and where it does the engine can no longer let the win slip. Without a thinking time the
// solver's share past the opening is counted in playouts, solverNodePlayouts a node; charged
// is what it spent, which the tree search has less. A search that proves no win still leaves
// the moves it proved lose, as MoHex's pre-search does: the tree does not search them.
func (e *Engine) proveRoot(ctx context.Context, pos *core.Position, toMove core.Player, k solver.Knowledge) rootProof {
	if k.Value == solver.Win && k.Move != core.NoCell {
		return rootProof{result: Result{Move: k.Move, Reason: Proven, Value: 1}, proven: true}
	}
	stones := e.board.NumCells() - len(pos.EmptyCells())
	small := k.Value == solver.Win || len(k.Moves) <= solveBelow
	if k.Value == solver.Loss || (!small && !e.pastOpening(stones)) {
		return rootProof{}
	}
	budget := time.Duration(float64(e.opts.Time) * e.opts.SolveShare)
	nodes := int64(0)
	if budget <= 0 {
		// Where few moves are left, nodes are cheap and the solver decides the game: it gets a
		// twentieth of the playouts as nodes, not counted against the tree.
		nodes = max(1, int64(float64(e.opts.Playouts)*e.opts.SolveShare/solverNodePlayouts))
		if small {
			nodes = max(1, int64(e.opts.Playouts/20))
		}
		budget = time.Minute
	}
	sctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	prover := e.proverFor(nodes)
	sr, err := prover.Solve(sctx, pos, toMove)
	var rp rootProof
	if !small {
		rp.charged = int(sr.Nodes) * solverNodePlayouts
	}
	if err != nil || sr.Winner != toMove || sr.Move == core.NoCell {
		if err == nil {
			rp.refuted = prover.Refuted(pos, toMove)
		}
		return rp
	}
	rp.result, rp.proven = Result{Move: sr.Move, Reason: Proven, Value: 1}, true
	return rp
}

// pastOpening reports whether a position holding stones stones is past the opening, where
// the solver is asked first: Options.SolveFrom of the board's cells hold stones.
func (e *Engine) pastOpening(stones int) bool {
	return float64(stones) >= e.opts.SolveFrom*float64(e.board.NumCells())
}

// rootProof is what proveRoot found: a winning move (result, when proven), or else the moves
// its search proved lose (refuted), which the tree leaves out (tree.refute); charged is the
// playouts its search cost.
type rootProof struct {
	result  Result
	proven  bool
	charged int
	refuted []core.Cell
}

// solverNodePlayouts is what a solver's node costs in playouts: on 9x9 the solver searches
// some 1,500 nodes a second, the tree 43,000 playouts.
const solverNodePlayouts = 30

// proverFor returns the solver for proveRoot, stopping after nodes (0: no limit): a new one
// each time, or with Options.Reuse the engine's own, whose table keeps what the searches
// before proved.
func (e *Engine) proverFor(nodes int64) *solver.Solver {
	s := e.prover
	if s == nil || !e.opts.Reuse {
		s = solver.New(e.board, e.knowledgeOptions(32<<20))
	}
	if e.opts.Reuse {
		e.prover = s
	}
	s.SetMaxNodes(nodes)
	return s
}

// solveBelow is the number of moves to consider under which the solver is asked first.
const solveBelow = 20

// rootKnowledgeOptions are the options of the root's analysis: the knowledge's, with the edge
// proofs where Options.EdgeProofs asks for them (Analyse uses no table: the smallest will do).
func (e *Engine) rootKnowledgeOptions() solver.Options {
	o := e.knowledgeOptions(1 << 20)
	o.DeepEvals = e.opts.EdgeProofs
	return o
}

// knowledgeOptions are the options of the engine's solvers (for the knowledge in the tree,
// the root's analysis and the solver first), with a table of memory bytes: the connections
// with the second-row ladders (solver.Options.Ladders: the engine writes no proofs), the
// answers where Options.Answers asks for them, and under MoHex's rule, whose tree reads no
// order of the moves to consider (searcher.apply), the moves unordered.
func (e *Engine) knowledgeOptions(memory int64) solver.Options {
	return solver.Options{Memory: memory, Answers: e.opts.Answers, Ladders: true, Unordered: e.opts.MoHexSelection,
		Decompositions: e.opts.Decompositions}
}
