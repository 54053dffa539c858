package inferiorreq

import "github.com/hexlab/hexlab/core"

// Kind is why a cell is inferior.
type Kind int

// The kinds of inferior cell, each with the paper's definition.
const (
	// Dead: no completion's winner depends on the cell (Definition 2.1).
	Dead Kind = iota + 1
	// Captured: By can have the cell for free, with the other cells of its captured set,
	// Cells (Definition 2.11): a pair, or a small region closed off; it is part of By's
	// fill-in.
	Captured
	// Vulnerable: a move there is dead-reversible, killed by the opponent's move to Cells[0]
	// (Definitions 2.6-2.7, Lemma 2.8), so it need not be considered (Theorem 2.10).
	Vulnerable
	// Dominated: a move to Cells[0] fills the cell in for the player to move (Definition
	// 2.16), so it is at least as good (Observation 2.17).
	Dominated
	// CapturedReversible: the opponent's move to Cells[0] would make the cell the mover's
	// fill-in, with Cells[1:] its carrier (Definition 3.1, Lemma 3.2); a set of such moves
	// that do not interfere is pruned together (Definition 3.3, Theorem 3.5).
	CapturedReversible
	// StarDominated: a move to Cells[0] makes a star decomposition whose carrier holds the
	// cell outside a set where the opponent, moving first, joins his chains, so that move is at
	// least as good (Definitions 2.22 and 4.1, Theorem 4.2).
	StarDominated
	// PermanentlyInferior: By can have the cell for free, whatever is played elsewhere but
	// next to it: three of its neighbours in a row are By's, the other three, Cells, are
	// empty and shut in (permanent.go). It is part of By's fill-in.
	PermanentlyInferior
)

var kindNames = [...]string{Dead: "dead", Captured: "captured", Vulnerable: "vulnerable", Dominated: "dominated", CapturedReversible: "captured-reversible", StarDominated: "star-dominated", PermanentlyInferior: "permanently-inferior"}

// String returns the kind's name: "dead", "captured", "vulnerable", "dominated",
// "captured-reversible", "star-dominated" or "permanently-inferior".
func (k Kind) String() string {
	if k > 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Reason is why one cell is inferior: its kind, the player it is about (the capturer, or the
// player to move whose move it is), and the cells that prove it (the capture's partner, the
// killer, the dominating move).
type Reason struct {
	Kind  Kind
	By    core.Player
	Cells []core.Cell
}

// Result is the analysis of a position for the player to move.
type Result struct {
	// ToMove is the player the moves to consider are for.
	ToMove core.Player
	// Dead are the dead cells found, in the order found (the fill-in colours them).
	Dead []core.Cell
	// Fillin are the cells each player's fill-in adds (captured and permanently inferior
	// cells), by player.
	Fillin [3][]core.Cell
	// Consider are the moves ToMove must still consider, in cell order: every other empty
	// cell is in Inferior. It is never empty while an empty cell is left.
	Consider []core.Cell
	// Inferior holds each empty cell not in Consider, with why.
	Inferior map[core.Cell]Reason
	// Pruning says whether the result prunes at all: false on +reverse boards, where dead
	// cells are found but every empty cell is to be considered. On the torus only dead cells
	// are pruned.
	Pruning bool
}
