package network

import "github.com/hexlab/hexlab/core"

// Symmetry is a map of a board onto itself that keeps the game: positions and their images
// have the same value, and moves and their images the same worth. Cells[c] is the image of
// cell c; SwapColours says the players' roles are exchanged (Red's stones become Blue's and
// the mover's colour changes with them).
type Symmetry struct {
	Name        string
	Cells       []core.Cell
	SwapColours bool
}

// Symmetries returns b's symmetries: the identity and the half turn on every board (it maps
// each player's edges, ends or cycles onto their own); on square planar and toroidal boards
// also the transpose and the transpose of the half turn, which exchange the players' roles
// (core.Board.Transpose). The cylinder's transpose is not a symmetry: its columns wrap and its
// rows do not.
func Symmetries(b *core.Board) []Symmetry {
	n := b.NumCells()
	id, half := make([]core.Cell, n), make([]core.Cell, n)
	for c := core.Cell(0); int(c) < n; c++ {
		id[c], half[c] = c, b.HalfTurn(c)
	}
	out := []Symmetry{{Name: "identity", Cells: id}, {Name: "half turn", Cells: half}}
	if b.Cols() == b.Rows() && b.Topology() != core.Cylinder {
		tr, trHalf := make([]core.Cell, n), make([]core.Cell, n)
		for c := core.Cell(0); int(c) < n; c++ {
			tr[c] = b.Transpose(c)
			trHalf[c] = b.Transpose(b.HalfTurn(c))
		}
		out = append(out, Symmetry{Name: "transpose", Cells: tr, SwapColours: true},
			Symmetry{Name: "transposed half turn", Cells: trHalf, SwapColours: true})
	}
	return out
}

// Apply returns x seen through s: a new position with each stone at its image (its colour
// exchanged when s swaps colours), the mover's colour likewise, the policy carried to the
// images; the value, the mover's result, is unchanged.
func (s Symmetry) Apply(x Sample) Sample {
	b := x.Pos.Board()
	pos := core.NewPosition(b)
	for c := core.Cell(0); int(c) < b.NumCells(); c++ {
		if p := x.Pos.At(c); p != core.NoPlayer {
			pos.Place(s.Cells[c], s.player(p))
		}
	}
	out := Sample{Pos: pos, ToMove: s.player(x.ToMove), Reverse: x.Reverse, Value: x.Value}
	if x.Policy != nil {
		out.Policy = make([]float32, len(x.Policy))
		for c, p := range x.Policy {
			out.Policy[s.Cells[c]] = p
		}
	}
	return out
}

// player is p's colour seen through s.
func (s Symmetry) player(p core.Player) core.Player {
	if s.SwapColours && (p == core.Red || p == core.Blue) {
		return p.Opponent()
	}
	return p
}
