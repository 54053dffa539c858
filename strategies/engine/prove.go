package engine

import (
	"context"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// analyser returns the solver that analyses the root (its knowledge, no search).
func (e *Engine) analyser() *solver.Solver {
	if e.solve == nil {
		e.solve = solver.New(e.board, e.rootKnowledgeOptions())
	}
	return e.solve
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
	return solver.Options{Memory: memory, Answers: e.opts.Answers, Ladders: true, Unordered: e.opts.MoHexSelection}
}
