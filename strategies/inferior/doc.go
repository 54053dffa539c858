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
//   - fill-in domination (Definition 2.16, Observation 2.17).
//
// The analysis finds these cells by graph arguments over the position, not by a fixed list of
// patterns: a cell is dead when no minimal winning set can use it (Observation 2.2), which it
// proves for a cell whose usable neighbours all touch one another, and for a cell on no simple
// path between a player's edges; a pair of cells is captured when each kills the other for
// the capturer (Definition 2.11 with a two-cell strategy).
//
// Where it holds. The paper's definitions speak of a completion's winner, which the colours
// decide on the plane and the cylinder (thesis: no draws there); there a cell is live for one
// player exactly when it is live for the other. On the torus a completed board may hold both
// players' cycles, and the game is won by whoever completes one first: Analyze then reports
// only the cells no minimal winning set of either player can use (dead in the strong sense),
// and prunes nothing else. On a +reverse board (Rex) dead cells are dead, but moving to one
// may be worth a tempo: Analyze reports them and prunes nothing.
//
// Example:
//
//	b := core.MustBoard("hex:5x5")
//	g, _ := core.NewGameFromMoves(b.Spec(), core.Options{}, moves)
//	r, _ := inferior.Analyze(g.Position(), g.ToMove())
//	fmt.Println(r.Dead, r.Fillin[core.Red], r.Consider)
//
// Every claim is checked against brute force in the tests: on boards of up to 16 cells of
// every topology, random positions are solved exhaustively.
package inferior
