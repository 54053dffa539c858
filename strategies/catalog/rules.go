package catalog

// The rule texts of each strategy, by the labels its moves carry (the constants of
// strategies, strategies/rex and strategies/fivebyn name the same labels; the strategies' tests
// check that every label has its text here).

// MonteCarloRules are the rule texts of mc (Algorithm 9.1.1).
var MonteCarloRules = map[string]string{
	"4":       "step 4 of Algorithm 9.1.1: the cell after which the opponent won the fewest random playouts (n̄ per cell, chosen in steps 1-2 from 500 pilot playouts)",
	"swap":    "the swap (beyond Algorithm 9.1.1, whose games have no swap rule): after it the opponent won fewer random playouts than after any cell",
	"opening": "with the swap rule on, the opening after which the opponent wins nearest half the random playouts (not less), which mc would not swap itself",
}

// MCTSRules are the rule texts of mcts and the engine's levels.
var MCTSRules = map[string]string{
	"win":    "a move that completes a winning structure at once",
	"block":  "the opponent's only winning cell, taken to block it",
	"proven": "a move the solver's knowledge or the tree proves wins with perfect play",
	"search": "the most visited move of the tree search (RAVE, the solver's knowledge at the nodes, bridge-saving playouts)",
	"swap": "the swap: the opening is worth more to its owner than the best reply is to us (the swap table, " +
		"or on boards it does not cover two searches), so we take it",
	"keep": "no swap: the best reply is worth more to us than taking the opening would be (the swap table, " +
		"or two searches)",
	"book": "a move of the opening book, searched offline with more playouts than a move has; " +
		"or the first move without the swap rule: the book's where games chose one, else the opening the swap table " +
		"values most for its owner",
	"opening": "with the swap rule on, the opening the swap table (or the search) values nearest to an even game " +
		"(at most one half for us), so that the opponent gains nothing by swapping it or by leaving it; " +
		"or the book's, where games chose one",
}

// The rules of the solver player's moves: a proven win; the tree search's move in a position
// proven lost; the tree search's move where nothing was proven.
const (
	SolverWin  = "proven-win"
	SolverLost = "proven-loss"
	SolverOpen = "unproven"
)

// SolverRules are the rule texts of the solver player.
var SolverRules = map[string]string{
	SolverWin:  "a move the solver proves wins with perfect play",
	SolverLost: "the position is proven lost: the tree search's move, to make the win hard to find",
	SolverOpen: "not solved within the budget: the tree search's move",
}

// GardnerRules are the rule texts of Gardner's strategy.
var GardnerRules = map[string]string{
	"0": "I. the opponent has not played yet: play on any cell in one of the two triangles",
	"1": "II.1. the opponent's latest move was on one of the triangles and its mirror has not yet been played: play on the mirror",
	"2": "II.2. the opponent's latest move was on one of the triangles and its mirror has already been played: play on any cell in one of the two triangles",
	"3": "II.3. the opponent's latest move was on the slanted rectangle: play on any cell in one of the two triangles",
}

// AlpernBeckRules are the rule texts of Alpern and Beck's strategy (Algorithm 4.2.1).
var AlpernBeckRules = map[string]string{
	"0": "I. Blue has not played yet: play on any cell",
	"1": "II.1. Blue's latest move was on (i, j): play at T(i, j) = (i + k mod m, j), half way round the cylinder (m = 2k)",
	"2": "II.2. T(i, j) is taken: play anywhere",
}

// ThreeByNRules are the rule texts of the 3xn strategy (Algorithm 3.1, thesis 4.2.2).
var ThreeByNRules = map[string]string{
	"0": "I. Blue has not played: play anywhere",
	"1": "II.1. Blue's latest move was in ring i: play in one of rings i-1, i, i+1 so that there is then a red cell in ring i touching a red cell in ring i-1 and a red cell in ring i+1 (rings 0 and n+1 count as red)",
	"2": "II.2. play in ring i or i+1 so that there is then a red cell in ring i touching a red cell in ring i+1",
	"3": "II.3. play in ring i or i-1 so that there is then a red cell in ring i touching a red cell in ring i-1",
	"4": "II.4. play in ring i",
	"5": "II.5. play anywhere",
}

// RexPairingRules are the rule texts of the Reverse Hex pairing strategies (Theorems 6 and 7).
var RexPairingRules = map[string]string{
	"T6.1":   "Theorem 6 (1): the opponent coloured a cell of an empty pair of their pre-pair-completion: colour the other cell",
	"T6.2":   "Theorem 6 (2): the opponent coloured the singleton, or a cell of a non-empty pair: colour a cell of an empty pair",
	"T6.3":   "Theorem 6 (3): neither (1) nor (2) applies: colour any cell not in the opponent's pre-pair-completion",
	"T7.1":   "Theorem 7: the opponent coloured a cell of an empty pair of their pair-completion: colour the other cell",
	"T7.2":   "Theorem 7: otherwise colour a cell not in the opponent's pair-completion",
	"T7.3":   "Theorem 7: every empty cell is in an empty pair: colour any cell, then Theorem 6 applies",
	"search": "no theorem of the paper applies here (the opponent has no usable pair-completion): Monte Carlo tree search under +reverse, not the paper's strategy",
}

// RexOpeningRules are the rule texts of rex-opening: the openings and replies of Corollaries 1
// and 2 and Theorems 4 and 5, and the pairing strategies' (Theorems 6 and 7).
var RexOpeningRules = func() map[string]string {
	m := map[string]string{
		"C1":   "Corollary 1: on an even board the first player wins by opening in one of their peripheral cells (on their own side, not an obtuse corner, an acute corner or next to one)",
		"C2.1": "Corollary 2: the first player's opening c is off a diagonal: the second player wins by colouring that diagonal's reflection of c",
		"C2.2": "Corollary 2: c is on the long diagonal and a corner wedge is empty: the second player wins by colouring one of their peripheral cells in an empty wedge",
		"C2.3": "Corollary 2: c is the centre of the 3x3 board: the second player wins by colouring one of their peripheral cells",
		"T4":   "Theorem 4: the position is color-symmetric about the long diagonal, with an even number of empty cells and an empty corner wedge: colouring one of your peripheral cells in an empty wedge does not lose",
		"T5.1": "Theorem 5 (first case): the position was color-symmetric and the opponent played off its axis: colouring the reflection of their move does not lose",
		"T5.2": "Theorem 5 (second case): the opponent played on the long diagonal, the axis of a color-symmetric position, and a corner wedge is empty: colouring one of your peripheral cells in an empty wedge does not lose",
	}
	for k, v := range RexPairingRules {
		m[k] = v
	}
	m["search"] = "no theorem of the paper applies here: Monte Carlo tree search under +reverse, not the paper's strategy"
	return m
}()

// VanDenBroekRules gives the text of each rule of Algorithm 7.1.1 by its
// label, for students following a game. (i, j) is Blue's latest move.
var VanDenBroekRules = map[string]string{
	"0":  "rule I of Algorithm 7.1.1: Blue has not played yet, so play in the middle of the board",
	"1":  "rule 1 of Algorithm 7.1.1: a cell that is a winning move",
	"2":  "rule 2 of Algorithm 7.1.1: Blue's move (i, j) was part of a red bridge, so play the other bridge cell of this bridge",
	"3":  "rule 3 of Algorithm 7.1.1: in ring j-2, j-1, j, j+1 or j+2, such that these rings become (indirectly or directly) connected",
	"4":  "rule 4 of Algorithm 7.1.1: in ring j-1, j or j+1, such that these rings become (indirectly or directly) connected",
	"5":  "rule 5 of Algorithm 7.1.1: in ring j, j+1 or j+2, such that these rings become (indirectly or directly) connected",
	"6":  "rule 6 of Algorithm 7.1.1: in ring j-2, j-1 or j, such that these rings become (indirectly or directly) connected",
	"7":  "rule 7 of Algorithm 7.1.1: in ring j or j+1, such that these rings become (indirectly or directly) connected",
	"8":  "rule 8 of Algorithm 7.1.1: in ring j-1 or j, such that these rings become (indirectly or directly) connected",
	"9":  "rule 9 of Algorithm 7.1.1: in a cell (x, j-1), such that rings j-2 and j-1 become indirectly connected and (x, j-1) can still form a bridge with ring j+1",
	"10": "rule 10 of Algorithm 7.1.1: in a cell (x, j+1), such that rings j+1 and j+2 become indirectly connected and (x, j+1) can still form a bridge with ring j-1",
	"11": "rule 11 of Algorithm 7.1.1: in a cell (x, j-1), such that rings j-3 and j-1 become indirectly connected and (x, j-1) can still form a bridge with ring j+1",
	"12": "rule 12 of Algorithm 7.1.1: in a cell (x, j+1), such that rings j+1 and j+3 become indirectly connected and (x, j+1) can still form a bridge with ring j-1",
	"13": "rule 13 of Algorithm 7.1.1: in ring j",
	"14": "rule 14 of Algorithm 7.1.1: with ring k the closest end of the path through ring j, in ring k+2, such that these rings become indirectly connected",
	"15": "rule 15 of Algorithm 7.1.1: with ring k the closest end of the path through ring j, in ring k-2, such that these rings become indirectly connected",
	"16": "rule 16 of Algorithm 7.1.1: with ring k the closest end of the path through ring j, in ring k+1, such that these rings become (indirectly or directly) connected",
	"17": "rule 17 of Algorithm 7.1.1: with ring k the closest end of the path through ring j, in ring k-1, such that these rings become (indirectly or directly) connected",
	"18": "rule 18 of Algorithm 7.1.1: on a bridge cell of any existing red bridge",
	"19": "rule 19 of Algorithm 7.1.1: anywhere",
}

// FitzgeraldRules gives the text of each rule and sub-rule of Algorithm
// 8.4.1 by its label. (i, j) is Blue's latest move; R(a, b) are the rings
// a to b; rings 0 and n+1 count as red.
var FitzgeraldRules = map[string]string{
	"0":     "rule I of Algorithm 8.4.1: Blue has not played yet, so play in the middle of the board",
	"1":     "rule 1 of Algorithm 8.4.1: a cell that is a winning move for Red",
	"2a":    "rule 2a of Algorithm 8.4.1: Blue has a winning move; take a blue winning cell after which Blue has no winning move left",
	"2b":    "rule 2b of Algorithm 8.4.1: Blue has winning moves and no single cell stops them all; take one of them",
	"3a.i":  "rule 3a.i of Algorithm 8.4.1: Red has a provisional winning path and Blue attacked an overlapping bridge of its shortest one; play the point of overlap",
	"3a.ii": "rule 3a.ii of Algorithm 8.4.1: Red has a provisional winning path and Blue played the point of overlap of its overlapping bridge; play another bridge cell of this bridge",
	"3b":    "rule 3b of Algorithm 8.4.1: Red has a provisional winning path and Blue attacked one of its bridges; save it on the other bridge cell",
	"3c":    "rule 3c of Algorithm 8.4.1: fill in Red's shortest provisional winning path, first the point of overlap of an overlapping bridge along it",
	"3d":    "rule 3d of Algorithm 8.4.1: fill in a bridge of Red's shortest provisional winning path",
	"4":     "rule 4 of Algorithm 8.4.1: a cell that creates a provisional winning path for Red",
	"5a":    "rule 5a of Algorithm 8.4.1: Blue has a provisional winning path; play the point of overlap of a blue overlapping bridge that breaks it",
	"5b":    "rule 5b of Algorithm 8.4.1: Blue has a provisional winning path; play on a cell of one of its bridges",
	"6a":    "rule 6a of Algorithm 8.4.1: Blue threatens a provisional winning path; Blue attacked a red overlapping bridge, and its point of overlap stops the threat",
	"6b":    "rule 6b of Algorithm 8.4.1: Blue threatens a provisional winning path; Blue attacked a red bridge, and its other bridge cell stops the threat",
	"6c":    "rule 6c of Algorithm 8.4.1: Blue threatens a provisional winning path; stop it on a blue provisional winning move, a blue point of overlap, a blue bridge cell or a potential blue bridge cell",
	"6d":    "rule 6d of Algorithm 8.4.1: Blue's threat of a provisional winning path cannot be stopped; leave Blue the most overlapping bridges and the fewest provisional winning moves",
	"7b":    "rule 7b of Algorithm 8.4.1: Blue made double-bridge set-ups both ways; cover rings around ring j as rules 10-14 do, in the connection area where possible",
	"7c":    "rule 7c of Algorithm 8.4.1: Blue made a double-bridge set-up over rings R(j-2, j); cover them as rules 10-14 do, in the connection area where possible",
	"7d":    "rule 7d of Algorithm 8.4.1: Blue made a double-bridge set-up over rings R(j, j+2); cover them as rules 10-14 do, in the connection area where possible",
	"8a":    "rule 8a of Algorithm 8.4.1: Blue attacked a red overlapping bridge; play its point of overlap",
	"8b":    "rule 8b of Algorithm 8.4.1: Blue played the point of overlap of a red overlapping bridge; play a remaining bridge cell",
	"9":     "rule 9 of Algorithm 8.4.1: Blue's move was part of a red bridge; play the other bridge cell of this bridge",
	"10":    "rule 10 of Algorithm 8.4.1: in a ring from R(j-3, j+3), such that rings R(j-2, j+2) become covered",
	"11":    "rule 11 of Algorithm 8.4.1: in a ring from R(j-2, j+2), such that rings R(j-1, j+1) become covered",
	"12":    "rule 12 of Algorithm 8.4.1: cover rings R(j-2, j) from a ring in R(j-3, j+1), or rings R(j, j+2) from a ring in R(j-1, j+3)",
	"13":    "rule 13 of Algorithm 8.4.1: cover rings R(j-1, j) from a ring in R(j-2, j+1), or rings R(j, j+1) from a ring in R(j-1, j+2)",
	"14":    "rule 14 of Algorithm 8.4.1: in a ring from R(j-1, j+1), such that ring j becomes covered",
	"15":    "rule 15 of Algorithm 8.4.1: there is no red cell in ring j; play on a bridge cell in ring j",
	"16a":   "rule 16a of Algorithm 8.4.1: extend the path through ring j at its nearest end with a bridge two rings further",
	"16b":   "rule 16b of Algorithm 8.4.1: extend the path through ring j at its nearest end, one ring further (a bridge or a neighbour)",
	"16c":   "rule 16c of Algorithm 8.4.1: the path through ring j cannot be extended safely; play in the ring of its nearest end to go around",
	"17":    "rule 17 of Algorithm 8.4.1: on a point of overlap of a red overlapping bridge",
	"18":    "rule 18 of Algorithm 8.4.1: on a bridge cell of a red bridge",
	"19":    "rule 19 of Algorithm 8.4.1: on any unplayed cell",
}
