package policyreq

import (
	"fmt"
	"math"

	"github.com/hexlab/hexlab/core"
)

// Report is the network's answer for a position in cell names: the JSON form `hexlab policy
// --json` prints and the worker answers.
//
//	{"board":"hex:11x11","player":"red","value":0.53,"policy":[{"cell":"f6","prior":0.12},...],
//	 "network":"9c1e..."}
type Report struct {
	Board string `json:"board"`
	// Player is the player to move, whose moves the policy is over and whose winning chance
	// Value is.
	Player string  `json:"player"`
	Value  float64 `json:"value"`
	// Policy holds every empty cell with its prior, best first (a list cut to the best few,
	// as hexlab policy --top prints it, does not read back: see Read).
	Policy []CellPrior `json:"policy"`
	// Network is the hex SHA-256 of the weights that answered ("" where not known).
	Network string `json:"network,omitempty"`
}

// CellPrior is one cell's share of the policy.
type CellPrior struct {
	Cell  string  `json:"cell"`
	Prior float64 `json:"prior"`
}

// SumTolerance is how far from 1 the priors of a Report may sum (they are single-precision
// numbers written in decimal).
const SumTolerance = 1e-3

// Policy is a Report read back on its position and checked.
type Policy struct {
	// ToMove is the player the policy is for.
	ToMove core.Player
	// Priors holds each cell's prior, by cell: 0 on the occupied cells, summing to 1 over the
	// empty ones.
	Priors []float64
	// Best lists the empty cells best first, as the report gave them.
	Best []core.Cell
	// Value is ToMove's winning chance, in [0, 1].
	Value float64
	// Network is the report's Network.
	Network string
}

// Read checks rep against the position p with toMove to move and returns its Policy. A
// report for another board or player, a cell off the board, taken or given twice, an empty
// cell left out, a prior or value that is not a number from 0 to 1, priors out of order or
// not summing to 1 are errors that say so: the answer of a worker is checked, not trusted.
func (rep Report) Read(p *core.Position, toMove core.Player) (Policy, error) {
	b := p.Board()
	if want := b.Spec().String(); rep.Board != want {
		return Policy{}, fmt.Errorf("the policy is of board %q, not %s", rep.Board, want)
	}
	if rep.Player != toMove.String() {
		return Policy{}, fmt.Errorf("the policy is for player %q, not %v to move", rep.Player, toMove)
	}
	if !isChance(rep.Value) {
		return Policy{}, fmt.Errorf("the value %v is not a number from 0 to 1", rep.Value)
	}
	pol := Policy{ToMove: toMove, Priors: make([]float64, b.NumCells()), Value: rep.Value, Network: rep.Network}
	seen := make([]bool, b.NumCells())
	sum := 0.0
	for i, cp := range rep.Policy {
		c, err := b.ParseCell(cp.Cell)
		if err != nil {
			return Policy{}, fmt.Errorf("the policy's cell %q: %w", cp.Cell, err)
		}
		switch {
		case p.At(c) != core.NoPlayer:
			return Policy{}, fmt.Errorf("the policy gives cell %s, which is taken", cp.Cell)
		case seen[c]:
			return Policy{}, fmt.Errorf("the policy gives cell %s twice", cp.Cell)
		case !isChance(cp.Prior):
			return Policy{}, fmt.Errorf("the prior of %s, %v, is not a number from 0 to 1", cp.Cell, cp.Prior)
		case i > 0 && cp.Prior > rep.Policy[i-1].Prior:
			return Policy{}, fmt.Errorf("the policy is not best first: %s (%v) after %s (%v)", cp.Cell, cp.Prior, rep.Policy[i-1].Cell, rep.Policy[i-1].Prior)
		}
		seen[c] = true
		pol.Priors[c] = cp.Prior
		pol.Best = append(pol.Best, c)
		sum += cp.Prior
	}
	if empty := len(p.EmptyCells()); len(rep.Policy) != empty {
		return Policy{}, fmt.Errorf("the policy gives %d cells; the position has %d empty", len(rep.Policy), empty)
	}
	if math.Abs(sum-1) > SumTolerance {
		return Policy{}, fmt.Errorf("the priors sum to %.4g, not 1", sum)
	}
	return pol, nil
}

// isChance reports whether x is a number from 0 to 1 (not NaN).
func isChance(x float64) bool { return x >= 0 && x <= 1 }
