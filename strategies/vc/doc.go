// Package vc finds a player's virtual connections in a Hex position by H-search
// (Anshelevich, "A hierarchical approach to computer Hex", Artificial Intelligence 134, 2002).
//
// A full connection (VC) between two nodes, with a carrier of empty cells, is a
// second-player strategy within the carrier that joins them: whatever the opponent plays, the
// player answers inside the carrier and the two nodes end up joined. A semi-connection (SC)
// is the same with the player moving first, at its key. Nodes are the player's groups, the
// player's two edges, and empty cells (joined meaning: if the player held the cell). H-search
// builds them from the board's adjacencies by two rules:
//
//   - AND: VCs x–g and g–y with disjoint carriers, neither holding x or y, make a VC x–y
//     through a group or edge g, or an SC x–y with key g through an empty cell g;
//   - OR: SCs x–y whose carriers have no common cell make a VC x–y with the union of the
//     carriers (the opponent can break only one of them).
//
// Edge templates the rules miss are added at the start (template.go: template IV-1-a, a
// fourth-row stone joined to its edge, and an empty fourth-row cell, as if the player held
// it), and where asked (Options) the second-row ladders (ladder.go: to a stone on the first
// or second row, or to one on the third or fourth row with the region round it free,
// ladder_escape.go) and connections of groups to edges proved by search (ProveEdge,
// edgeproof.go: the game inside a region, with H-search judging each node).
//
// Result.Connected says whether the player's edges are joined by a VC (the player wins
// whoever moves); Result.Threats gives the SCs between the edges (the player wins if it is
// their move), and MustPlay the cells the opponent must play in to stop them: the
// intersection of their carriers. The connections are about paths between edges, so they
// are used on the plane, and for Red on the cylinder; Blue's cycles on the cylinder and the
// torus's are not paths between edges. The search is bounded: at most MaxFull VCs and MaxSemi
// SCs are kept per pair of nodes, and it is exact only in what it claims, never in what it
// misses.
//
// Example:
//
//	r := vc.Compute(pos, core.Red)
//	if r.Connected() { ... } // Red wins whoever moves
//	must := r.MustPlay()      // Blue, to move, must play in must
package vc
