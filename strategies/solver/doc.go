// Package solver finds who wins a Hex position with perfect play, on every board Hexlab
// plays: the plane, the cylinder and the torus, with or without the +reverse rule (Rex).
//
// It is depth-first proof-number search (df-pn; Nagai, "Df-pn algorithm for searching AND/OR
// trees and its applications", 2002) with the 1+ε threshold trick of Pawlewicz and Lew
// ("Improving depth-first PN-search: 1+ε trick", Computers and Games 2006), in negamax form:
// each node holds φ, the proof number of "the player to move wins", and δ, that of "the
// player to move loses". Positions are kept in a transposition table keyed by Zobrist
// hashes, of a size the caller sets, which replaces the entries that cost least to redo
// when it is full. Hex positions only gain stones, so the search graph has no cycles.
//
// At every node the inferior-cell analysis (package inferior, after Henderson and Hayward)
// adds each player's fill-in and leaves the moves that must be considered; it is sound on
// the plane and the cylinder (fill-in and pruning), on the torus (strongly dead cells only)
// and on +reverse boards (nothing is pruned), as that package proves and docs/inferior.md
// says. A move that completes the mover's structure ends the game: a win in Hex, a loss in
// Rex.
//
// An example:
//
//	b := core.MustBoard("hex:4x4")
//	s := solver.New(b, solver.Options{})
//	r, _ := s.Solve(context.Background(), core.NewPosition(b), core.Red)
//	fmt.Println(r.Winner, b.CellName(r.Move)) // red b3
//
// Solve answers who wins and a winning move; Values solves every move of the player to
// move; Prove writes a proof tree that package proof checks with core's rules alone.
// Parallel runs several solvers at once, split at the root. Request is one round of the
// board's Analyse, answered in a worker by a solver kept from round to round.
package solver
