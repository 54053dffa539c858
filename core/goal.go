package core

// Goal is what a player must complete to win on a topology: a path between their two edges,
// or a cycle that wraps the surface (thesis Definitions 2.1.5, 2.2.2 and 2.3.2). Red joins
// top and bottom on the plane and the cylinder's two ends, and wraps vertically on the torus;
// Blue joins left and right on the plane, and encircles the cylinder and wraps the torus
// horizontally.
type Goal int

// The goals.
const (
	// PathGoal is a path between the player's two edges.
	PathGoal Goal = iota
	// CycleGoal is a cycle that wraps the surface the player's way: the player has no edge
	// to reach there.
	CycleGoal
)

// String returns "path" or "cycle".
func (g Goal) String() string {
	if g == CycleGoal {
		return "cycle"
	}
	return "path"
}

// Goal returns what player must complete on t.
func (t Topology) Goal(player Player) Goal {
	if t == Plane || (t == Cylinder && player == Red) {
		return PathGoal
	}
	return CycleGoal
}
