// Package inferior finds the inferior cells of a Hex position, after Henderson and Hayward,
// "Captured-reversible moves and star decomposition domination in Hex" (Integers 13, 2013;
// ../shared/papers/captured-reversible-moves-and-star-decomposition.md), whose definitions
// and results each function cites:
//
//   - dead cells (Definition 2.1), which no completion's winner depends on;
//   - captured cells (Definition 2.11), which one player can have for free, and the fill-in
//     they make (Definition 2.14, Observation 2.15), iterated to a fixed point for both players;
//   - dead-reversible (vulnerable) moves and their killers (Definitions 2.6-2.7, Lemma 2.8,
//     Theorem 2.10);
//   - fill-in domination (Definition 2.16, Observation 2.17);
//   - captured-reversible moves, pruned as an independent set (Definitions 3.1, 3.3,
//     Theorem 3.5);
//   - star decomposition domination (Definitions 2.18-2.22, 4.1, Theorem 4.2);
//   - and, beyond the paper, on the plane, permanently inferior cells (Henderson, Arneson
//     and Hayward, "Solving 8x8 Hex", 2009, as Benzene's patterns hold them), part of the
//     fill-in: three of the cell's neighbours in a row are a player's, the other three are
//     empty and shut in (permanent.go).
//
// The analysis finds these cells by graph arguments over the position rather than a fixed
// list of patterns. A cell is dead when no minimal winning set can use it (Observation 2.2):
// each two of its usable neighbours touch, share a group or reach the same edge, so that any
// path through it has a shortcut; or it lies on no simple path between a player's edges. A
// pair of cells is captured when each dies once the capturer holds the other, and a small
// closed-off region when a search finds the capturer's second-player strategy (Definition
// 2.11). What-if questions (a killer, a reverser, a dominating move) are asked through an
// overlay on the analysis's views, without rebuilding them.
//
// Where it holds. The paper's definitions speak of a completion's winner, which the colours
// decide on the plane and the cylinder (thesis: no draws there); there a cell is live for one
// player exactly when it is live for the other. On the torus a completed board may hold both
// players' cycles, and the game is won by whoever completes one first: Analyze there prunes
// only the cells no minimal winning cycle of either player can use (a pass, in a monotonic
// game). On a +reverse board (Rex) dead cells are dead, but moving to one may be worth a
// tempo: Analyze reports them and prunes nothing.
//
// Every claim is checked against brute force in the tests, on boards of up to 16 cells of
// every topology (see docs/inferior.md).
package inferior
