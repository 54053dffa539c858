// Package engine is Hexlab's game-playing engine: a Monte Carlo tree search after MoHex's
// (Arneson, Hayward and Henderson, "Monte Carlo Tree Search in Hex", IEEE TCIAIG 2010; Huang,
// Arneson, Hayward, Müller and Henderson, "MoHex 2.0: a pattern-based MCTS Hex player", 2013),
// for every board and both rules, in pure Go.
//
// One iteration descends the tree from the root by the blended RAVE value of each move
// (Gelly and Silver's MC-RAVE schedule, a small UCT term; or, with Options.MoHexSelection,
// MoHex 2.0's rule, where the local patterns guide through a progressive bias), expands a
// leaf after a few visits,
// finishes the game with a playout that saves the mover's bridges, and adds the result to
// the moves on its path and to the all-moves-as-first statistics of their siblings.
//
// Before that knowledge, Options.LocalInferior leaves out of selection, from a node's
// expansion on, the moves whose six neighbours show them dead, vulnerable or dominated (as
// MoHex 2.0's patterns prune at every node); Options.InferiorPlayouts has the playouts leave
// such cells for last, and Options.FullPlayouts fills the board once a playout's winner is
// known, for the RAVE statistics.
//
// Knowledge in the tree: a node visited Options.KnowledgeAt times (the root at once) gets the
// solver's analysis (solver.Solver.Analyse): the inferior-cell fill-in, placed on entering
// the node; the moves worth considering (the must-play region of the virtual connections
// less the inferior moves), the others pruned; priors from the resistance order; and, where
// the stones, the fill-in or the connections decide the position, its value. Proven values
// go up the tree (a move to a lost position wins; a position whose every move is lost is
// lost), and a root move proven to win is played. The analysis is sound where the solver's is
// (docs/solver.md): the inferior cells on every board, the connections where a player's goal
// joins two edges.
//
// The solver first: past the opening (Options.SolveFrom of the board filled) and where few
// moves are left, df-pn searches the position with a share of the budget
// (Options.SolveShare) before the tree, and a winning move it finds is played, so that a won
// position, once provable, is never let go.
//
// Its budget is a thinking time or a number of playouts (the same answer on every machine).
// Options.Threads searches that many trees at once and sums their root statistics (root
// parallelism); Options.Reuse keeps the tree from one move to the next.
//
// Example:
//
//	b := core.MustBoard("hex:9x9")
//	e := engine.New(b, false, engine.Options{Time: time.Second})
//	r, err := e.Search(ctx, core.NewPosition(b), core.Red)
//	// r.Move is the move; r.Value its win rate for Red; r.Line the expected line.
package engine
