package trunc

import "fmt"

// Player is one of Trunc's three players, or NoPlayer for an empty cell or
// an undecided game. Each player owns one pair of opposite faces of the
// cube: White the x-faces, Gray the y-faces, Black the z-faces. A player is
// also a colour: a cell holds the colour of the move that filled it.
type Player int8

// The players, in the default turn order. NoPlayer is the zero value.
const (
	NoPlayer Player = iota
	White
	Gray
	Black
)

// Players lists the three players in the default turn order.
var Players = [3]Player{White, Gray, Black}

// String returns "white", "gray", "black" or "none", the names used in the
// CLI and records.
func (p Player) String() string {
	switch p {
	case White:
		return "white"
	case Gray:
		return "gray"
	case Black:
		return "black"
	}
	return "none"
}

// Axis returns the axis of the player's faces: 0 (x) for White, 1 (y) for
// Gray, 2 (z) for Black, and -1 for NoPlayer.
func (p Player) Axis() int {
	if p < White || p > Black {
		return -1
	}
	return int(p - White)
}

// AxisPlayer returns the player who owns the faces across axis (0, 1, 2).
func AxisPlayer(axis int) Player { return White + Player(axis) }

// ParsePlayer reads "white", "gray" or "black" (also "grey").
func ParsePlayer(s string) (Player, error) {
	switch s {
	case "white":
		return White, nil
	case "gray", "grey":
		return Gray, nil
	case "black":
		return Black, nil
	}
	return NoPlayer, fmt.Errorf("player %q: expected white, gray or black", s)
}
