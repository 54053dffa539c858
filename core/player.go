package core

import "fmt"

// Player is one of the two players of Hex, named as in the thesis: Red joins
// the top and bottom (rows 1 and n) and Blue joins left and right (columns 1
// and m). On the cylinder Red joins the two ends and Blue must encircle; on
// the torus Red must wrap vertically and Blue horizontally. NoPlayer marks an
// empty cell or an undecided game.
type Player int8

// The players. NoPlayer is the zero value.
const (
	NoPlayer Player = iota
	Red
	Blue
)

// Opponent returns the other player; the opponent of NoPlayer is NoPlayer.
func (p Player) Opponent() Player {
	switch p {
	case Red:
		return Blue
	case Blue:
		return Red
	}
	return NoPlayer
}

// String returns "red", "blue" or "none", the names used in the CLI, URLs
// and records.
func (p Player) String() string {
	switch p {
	case Red:
		return "red"
	case Blue:
		return "blue"
	}
	return "none"
}

// ParsePlayer reads "red" or "blue" (case-sensitive, as written by String).
func ParsePlayer(s string) (Player, error) {
	switch s {
	case "red":
		return Red, nil
	case "blue":
		return Blue, nil
	}
	return NoPlayer, fmt.Errorf("player %q: expected red or blue", s)
}
