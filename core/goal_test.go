package core

import (
	"slices"
	"testing"
)

// Each player's goal on each topology, as the thesis defines the winning structures; and the
// structure Position.Structure returns is of that kind (a cycle's ends are neighbours).
func TestGoal(t *testing.T) {
	for _, tc := range []struct {
		topo      Topology
		red, blue Goal
		spec      string
	}{
		{Plane, PathGoal, PathGoal, "hex:3x3"},
		{Cylinder, PathGoal, CycleGoal, "cyl:3x3"},
		{Torus, CycleGoal, CycleGoal, "torus:3x3"},
	} {
		if got := tc.topo.Goal(Red); got != tc.red {
			t.Errorf("%v, red: %v", tc.topo, got)
		}
		if got := tc.topo.Goal(Blue); got != tc.blue {
			t.Errorf("%v, blue: %v", tc.topo, got)
		}
		b := MustBoard(tc.spec)
		for _, p := range []Player{Red, Blue} {
			pos := NewPosition(b)
			for c := 0; c < b.NumCells(); c++ {
				pos.Place(Cell(c), p) // every cell: every structure is there
			}
			s := pos.Structure(p)
			ends := len(s) > 1 && slices.Contains(b.Adjacent(s[0]), s[len(s)-1])
			if closed := tc.topo.Goal(p) == CycleGoal; closed && !ends {
				t.Errorf("%v, %v: the structure %v does not close into a cycle", tc.topo, p, s)
			}
		}
	}
	if PathGoal.String() != "path" || CycleGoal.String() != "cycle" {
		t.Error("goal names")
	}
}
