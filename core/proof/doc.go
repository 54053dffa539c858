// Package proof is Hexlab's proof format for solved Hex positions, and its checker. A proof
// says that one player (the winner) wins a position whoever moves, and holds a strategy
// tree: the winner's move wherever the winner is to move, and below each of the loser's
// moves (every empty cell, in cell order) the rest of the strategy. Check replays the tree
// with core's rules alone and confirms that every line ends in a win: the winner completes
// their structure, the loser (in Rex, +reverse) completes theirs, on the plane and the
// cylinder the winner has a pairing strategy that the checker verifies over every choice of
// the loser's, (in normal Hex on every board) the winner wins the small game on a carrier
// of cells, which the checker plays out (CarrierWins), or (where the winner's goal is a
// chain between two sides: Hex on the plane, Red on the cylinder) the winner's sides are
// joined by a virtual connection whose derivation by Anshelevich's rules the checker
// verifies step by step (ConnectionWins). The checker shares nothing with the solver that writes proofs
// (strategies/solver); a proof is only as good as the checker's reading of the rules, and
// those are core's.
//
// The format is text, written and read as a stream, and the checker's memory does not grow
// with the proof, so a proof larger than memory is fine:
//
//	hexlab-proof 2
//	board hex:4x4
//	red c2 d1
//	blue a1
//	to-move blue
//	winner red
//	memo 20
//	tree
//	b3 c3 pairs 2 a2 b2 c1 d1 ...
//
// A proof file is plain ASCII: printable characters, spaces, tabs and newlines; the checker
// refuses any other byte (a carriage return hides what comes before it on a terminal) with
// its line and column, so that what a person reads is what the checker reads. Each header
// line comes once. The header names the whole position proved (CheckWith checks it against a
// Claim before reading the tree). The memo line sizes the table of proven positions that the
// writer and the checker both keep (provenTable): at most 2^memo sets of four positions.
// After "tree" come the tokens of the strategy in depth-first order: at a node where the
// winner is to move, a cell (the winner's move), "pairs K" and 2K cells (a pairing leaf:
// whenever the loser takes one cell of a pair the winner takes the other), "play C pairs K"
// and 2K cells (the winner's move C, then a pairing leaf), "carrier K" and K cells (a carrier
// leaf: the winner wins the game on those cells with the loser holding every other empty cell
// and moving first), "play C carrier K" and K cells, "conn K" and K steps (a connection
// leaf: each step "adj E E" for two ends next to each other, an end being a cell or one of
// the winner's sides, top, bottom, left or right; "and I J" joining steps I and J, earlier
// ones, through their common end; "or M" and M earlier steps, semi-connections between the
// same ends whose carriers share no cell; "tmpl S E K" and K cells, an edge template from the
// winner's stone S (or the empty cell S, as if the winner held it) to their side E, played
// out by ReachesSide; the last step joining the
// winner's sides), in Rex "rexpairs K" and 2K cells (the loser holds a pair-completion) or
// "rexprepairs S K" and 2K cells (a pre-pair-completion with the singleton S, the empty cells
// even), or "=" (the same
// position, with the winner to move, was proven earlier in the tree); at a node where the
// loser is to move nothing is written, and the nodes after each of the loser's moves follow
// in cell order, but for moves that end the game, and nothing at all when the same position
// was proven earlier. Transpositions are so proven once: the checker remembers the
// positions it has proven in its table, a bounded one that forgets the oldest of a full set,
// and a writer keeps the same table (Writer.Proven, Writer.Remember) and points back only to
// what the checker still remembers, writing a forgotten position again. Version 1 proofs
// (first line "hexlab-proof 1", no memo line) are read too: their checker must remember
// every position proven, within MaxMemoBytes. An example:
//
//	w := proof.NewWriter(out, proof.Header{Board: b, Winner: core.Red, ToMove: core.Red, Position: pos})
//	w.Move(c) ...
//	sum, err := proof.Check(in) // sum.Nodes positions checked
//	sum, err = proof.CheckWith(in, proof.Options{Deadline: t, Claim: proof.Claim{Winner: core.Red}})
package proof
