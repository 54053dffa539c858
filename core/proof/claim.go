package proof

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// Claim is what a reader of a proof says it proves: the position they mean, the player to
// move there and the winner. A zero field claims nothing: a proof checked against a claim
// with only Winner set may be of any position.
type Claim struct {
	// Position, if not nil, is the position claimed: its board (spec and rule) and every
	// stone on it.
	Position *core.Position
	// ToMove, if not NoPlayer, is the player claimed to move there.
	ToMove core.Player
	// Winner, if not NoPlayer, is the player claimed to win.
	Winner core.Player
}

// ErrNotClaimed is wrapped by the error of a proof that is not of the position, the player to
// move or the winner claimed (Header.Against).
var ErrNotClaimed = errors.New("proof: the proof is not of what is claimed")

// maxDifferences is the most cells Against names when the stones differ.
const maxDifferences = 8

// Against returns nil if h is what c claims, or an error (wrapping ErrNotClaimed) that names
// each difference: the board, the cells whose stones differ, the player to move, the winner.
func (h Header) Against(c Claim) error {
	var diffs []string
	if c.Position != nil {
		mine, theirs := h.Board.Spec(), c.Position.Board().Spec()
		if mine != theirs {
			diffs = append(diffs, fmt.Sprintf("board: the proof's is %s, the claim's %s", mine, theirs))
		} else if d := stoneDifferences(h.Position, c.Position); d != "" {
			diffs = append(diffs, fmt.Sprintf("stones: %s (the proof's: %s; the claim's: %s)", d, h.Setup(), SetupOf(c.Position)))
		}
	}
	if c.ToMove != core.NoPlayer && c.ToMove != h.ToMove {
		diffs = append(diffs, fmt.Sprintf("to move: %s in the proof, %s in the claim", h.ToMove, c.ToMove))
	}
	if c.Winner != core.NoPlayer && c.Winner != h.Winner {
		diffs = append(diffs, fmt.Sprintf("winner: %s in the proof, %s in the claim", h.Winner, c.Winner))
	}
	if len(diffs) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s", ErrNotClaimed, strings.Join(diffs, "; "))
}

// stoneDifferences names the cells where p and q, on boards of one spec, hold different
// stones ("" if none), up to maxDifferences of them.
func stoneDifferences(p, q *core.Position) string {
	b := p.Board()
	var out []string
	more := 0
	name := func(pl core.Player) string {
		if pl == core.NoPlayer {
			return "empty"
		}
		return pl.String()
	}
	for c := range core.Cell(b.NumCells()) {
		if p.At(c) == q.At(c) {
			continue
		}
		if len(out) == maxDifferences {
			more++
			continue
		}
		out = append(out, fmt.Sprintf("%s is %s in the proof, %s in the claim", b.CellName(c), name(p.At(c)), name(q.At(c))))
	}
	if more > 0 {
		out = append(out, fmt.Sprintf("and %d more cells", more))
	}
	return strings.Join(out, ", ")
}

// SetupOf writes pos's stones as hexlab's --setup reads them, Red's then Blue's in cell
// order ("red:c2,c3,blue:a1"), or "none" for the empty board.
func SetupOf(pos *core.Position) string {
	b := pos.Board()
	var stones []core.Stone
	for _, p := range []core.Player{core.Red, core.Blue} {
		for c := range core.Cell(b.NumCells()) {
			if pos.At(c) == p {
				stones = append(stones, core.Stone{Cell: c, Player: p})
			}
		}
	}
	if len(stones) == 0 {
		return "none"
	}
	return core.FormatSetup(b, stones)
}

// Setup is SetupOf the proof's position.
func (h Header) Setup() string { return SetupOf(h.Position) }

// Stones returns the cells of p's stones in the proof's position, in cell order.
func (h Header) Stones(p core.Player) []string {
	var out []string
	for c := range core.Cell(h.Board.NumCells()) {
		if h.Position.At(c) == p {
			out = append(out, h.Board.CellName(c))
		}
	}
	return out
}

// Rule is "reverse" for a proof of Reverse Hex (the board's +reverse), else "normal".
func (h Header) Rule() string {
	if h.Board.Spec().Reverse {
		return "reverse"
	}
	return "normal"
}
