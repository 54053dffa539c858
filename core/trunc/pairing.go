package trunc

import "fmt"

// Corner is one of the four border endpoints: a corner of the cube
// identified with its mirror. With z up, A = (+,+,+), B = (+,-,+),
// C = (-,+,+), D = (-,-,+); the primed corners A' = (-,-,-), B' = (-,+,-),
// C' = (+,-,-), D' = (+,+,-) are the same endpoints.
type Corner int8

// The corners. NoCorner marks the loose end of a border that is not
// finished yet.
const (
	NoCorner Corner = -1
	A        Corner = 0
	B        Corner = 1
	C        Corner = 2
	D        Corner = 3
)

// NumCorners is the number of border endpoints after identification.
const NumCorners = 4

// Signs returns the signs of the corner's unprimed lift.
func (c Corner) Signs() Point {
	switch c {
	case A:
		return Point{1, 1, 1}
	case B:
		return Point{1, -1, 1}
	case C:
		return Point{-1, 1, 1}
	case D:
		return Point{-1, -1, 1}
	}
	return Point{}
}

// String returns "A", "B", "C", "D", or "-" for NoCorner.
func (c Corner) String() string {
	if c >= A && c <= D {
		return string(rune('A' + c))
	}
	return "-"
}

// Pairing is how the borders of a full board join the four endpoints in
// two pairs. Each player wins with one pairing: the one in which the
// borders follow the cube's edges not incident to the player's faces,
// which are the edges parallel to the player's axis.
type Pairing int8

// The pairings. NoPairing means the borders do not join the endpoints yet
// (a board with empty cells).
const (
	NoPairing Pairing = iota
	// PairAC is {AC, BD}: the borders follow the x-parallel edges
	// (A=(+,+,+) to C=(-,+,+)); White wins.
	PairAC
	// PairAB is {AB, CD}: the y-parallel edges; Gray wins.
	PairAB
	// PairAD is {AD, BC}: the z-parallel edges (A=(+,+,+) to D'=(+,+,-),
	// the mirror of D); Black wins.
	PairAD
)

// Winner returns the player who wins with the pairing: White for {AC, BD},
// Gray for {AB, CD}, Black for {AD, BC}; NoPlayer for NoPairing.
func (p Pairing) Winner() Player {
	switch p {
	case PairAC:
		return White
	case PairAB:
		return Gray
	case PairAD:
		return Black
	}
	return NoPlayer
}

// PairingOf returns the pairing player wins with.
func PairingOf(player Player) Pairing {
	switch player {
	case White:
		return PairAC
	case Gray:
		return PairAB
	case Black:
		return PairAD
	}
	return NoPairing
}

// Partner returns the corner joined to A by the pairing (C, B or D), or
// NoCorner.
func (p Pairing) Partner() Corner {
	switch p {
	case PairAC:
		return C
	case PairAB:
		return B
	case PairAD:
		return D
	}
	return NoCorner
}

// pairingJoining returns the pairing in which x and y are joined.
func pairingJoining(x, y Corner) Pairing {
	if x > y {
		x, y = y, x
	}
	switch {
	case x == y || x < A || y > D:
		return NoPairing
	case (x == A && y == C) || (x == B && y == D):
		return PairAC
	case (x == A && y == B) || (x == C && y == D):
		return PairAB
	}
	return PairAD
}

// String returns "AC BD", "AB CD", "AD BC" or "none".
func (p Pairing) String() string {
	switch p {
	case PairAC:
		return "AC BD"
	case PairAB:
		return "AB CD"
	case PairAD:
		return "AD BC"
	}
	return "none"
}

// ParsePairing reads a pairing as String writes it.
func ParsePairing(s string) (Pairing, error) {
	for p := PairAC; p <= PairAD; p++ {
		if s == p.String() {
			return p, nil
		}
	}
	if s == "none" {
		return NoPairing, nil
	}
	return NoPairing, fmt.Errorf("pairing %q: expected \"AC BD\", \"AB CD\", \"AD BC\" or \"none\"", s)
}
