package fivebyn

import "github.com/hexlab/hexlab/core"

// Setup is a double-bridge set-up (thesis Definition 6.3.1): two stones of
// one colour, Z and W, and an unplayed intermediary vertex Mid such that a
// stone on Mid would make two bridges that do not overlap, Z–Mid and
// Mid–W, through four distinct unplayed potential bridge cells.
type Setup struct {
	Z, W, Mid Cell
	// V is the displacement from Z to the copy of W the two bridges reach
	// in the lift: the sum of the two bridges' shapes.
	V Vec
	// Potential holds the potential bridge cells: Z–Mid's two, then
	// Mid–W's two.
	Potential [4]Cell
}

// ThreateningShapes are the set-ups Algorithm 8.4.1 reacts to (rule 7):
// from (i, j) to (i+4, j-2), (i+2, j+2), (i-4, j+2) and (i-2, j-2), the
// two straight double bridges that run across the board, left and right.
//
// The thesis lists (i+4, j-2), (i+2, j-2), (i-4, j+2) and (i-2, j-2)
// (section 8.2.3 and rule 7). (i+2, j-2) cannot be reached by two bridges
// at all; its mirror image (i+2, j+2) is the double bridge of shape
// (1, 1) twice, and with it the four shapes are closed under turning the
// board around, as a threat to Red should be. We read it so.
var ThreateningShapes = [4]Vec{{4, -2}, {2, 2}, {-4, 2}, {-2, -2}}

// SetupsFrom returns the double-bridge set-ups that have the stone of
// player on z as one end.
func SetupsFrom(p *Pos, z Cell, player core.Player) []Setup {
	var out []Setup
	for k1, v1 := range BridgeShapes {
		mid := p.B.Offset(z, v1)
		if !p.Empty(mid.To) {
			continue
		}
		q := p.With(mid.To, player)
		first, ok := BridgeFrom(q, z, k1, player)
		if !ok {
			continue
		}
		for k2, v2 := range BridgeShapes {
			second, ok := BridgeFrom(q, mid.To, k2, player)
			if !ok || second.Ends[1] == z {
				continue
			}
			pot := [4]Cell{first.Via[0], first.Via[1], second.Via[0], second.Via[1]}
			if !distinct(pot[:]) {
				continue
			}
			out = append(out, Setup{Z: z, W: second.Ends[1], Mid: mid.To, V: v1.Add(v2), Potential: pot})
		}
	}
	return out
}

// ThreateningSetupsFrom returns the set-ups from z whose shape is one of
// ThreateningShapes.
func ThreateningSetupsFrom(p *Pos, z Cell, player core.Player) []Setup {
	var out []Setup
	for _, s := range SetupsFrom(p, z, player) {
		for _, v := range ThreateningShapes {
			if s.V == v {
				out = append(out, s)
			}
		}
	}
	return out
}

// Rings returns the rings from Z's to W's.
func (s Setup) Rings(b *Board) Rings {
	y := b.Ring(s.Z)
	return Rings{A: min(y, y+s.V.DY), B: max(y, y+s.V.DY)}
}

func distinct(cells []Cell) bool {
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if cells[i] == cells[j] {
				return false
			}
		}
	}
	return true
}
