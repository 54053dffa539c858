package core

import (
	"slices"
	"testing"
)

// TestHalfTurnIsASymmetry checks on boards of every topology that the half turn is its own
// inverse, maps neighbours to neighbours, and maps each player's edges onto that player's
// edges; and that it keeps the winner of random finished games.
func TestHalfTurnIsASymmetry(t *testing.T) {
	for _, spec := range []string{"hex:4x4", "hex:3x5", "cyl:4x3", "cyl:5x4", "torus:3x4", "torus:4x4", "hex:3x3+reverse"} {
		b := MustBoard(spec)
		for c := range Cell(b.NumCells()) {
			h := b.HalfTurn(c)
			if !b.Contains(h) || b.HalfTurn(h) != c {
				t.Fatalf("%s: %s turns to %d, and back to %d", spec, b.CellName(c), h, b.HalfTurn(h))
			}
			var images []Cell
			for _, d := range b.Adjacent(c) {
				images = append(images, b.HalfTurn(d))
			}
			want := slices.Clone(b.Adjacent(h))
			slices.Sort(images)
			slices.Sort(want)
			if !slices.Equal(images, want) {
				t.Fatalf("%s: the neighbours of %s turn to %v, the neighbours of its image are %v", spec, b.CellName(c), images, want)
			}
			swapped := map[Side]Side{Top: Bottom, Bottom: Top, Left: Right, Right: Left}
			var sides Side
			for _, s := range []Side{Top, Bottom, Left, Right} {
				if b.Sides(c)&s != 0 {
					sides |= swapped[s]
				}
			}
			if sides != b.Sides(h) {
				t.Fatalf("%s: %s touches %v, its image %v", spec, b.CellName(c), b.Sides(c), b.Sides(h))
			}
		}
		for seed := range 50 {
			p, q := NewPosition(b), NewPosition(b)
			order := make([]Cell, b.NumCells())
			for i := range order {
				order[i] = Cell((i*7 + seed*3) % b.NumCells())
			}
			for i, c := range order {
				if p.At(c) != NoPlayer {
					continue
				}
				who := Player(1 + (i+seed)%2)
				p.Place(c, who)
				q.Place(b.HalfTurn(c), who)
				for _, pl := range []Player{Red, Blue} {
					if p.Completed(pl) != q.Completed(pl) {
						t.Fatalf("%s: %v completed in one position and not in its half turn", spec, pl)
					}
				}
			}
		}
	}
}

// TestPlayerSides checks that a player's Sides are the edges its straight lines join: a
// column of Red's stones from row 1 to the last, a row of Blue's from column a to the last,
// start on the first side, end on the second and complete the player's goal on the plane.
func TestPlayerSides(t *testing.T) {
	b := MustBoard("hex:4x5")
	for _, tc := range []struct {
		player Player
		line   func(i int) Cell
		length int
	}{
		{Red, func(i int) Cell { return b.Cell(1, i+1) }, b.Rows()},
		{Blue, func(i int) Cell { return b.Cell(i+1, 1) }, b.Cols()},
	} {
		sides := tc.player.Sides()
		p := NewPosition(b)
		for i := range tc.length {
			p.Place(tc.line(i), tc.player)
		}
		first, last := tc.line(0), tc.line(tc.length-1)
		if b.Sides(first)&sides[0] == 0 || b.Sides(last)&sides[1] == 0 || !p.Completed(tc.player) {
			t.Errorf("%v's sides %v: its line from %s to %s touches %v and %v, completed %v", tc.player, sides,
				b.CellName(first), b.CellName(last), b.Sides(first), b.Sides(last), p.Completed(tc.player))
		}
	}
	if s := NoPlayer.Sides(); s != [2]Side{} {
		t.Errorf("NoPlayer's sides: %v, want none", s)
	}
}
