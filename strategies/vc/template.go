package vc

import "github.com/hexlab/hexlab/core"

// offset is a cell's place relative to a stone: columns right, rows toward the top edge
// negative, as the thesis numbers them.
type offset struct{ dc, dr int }

// templateIVa is the edge template H-search misses that the solver uses: a stone on the
// fourth row joined to its edge (template IV-1-a), its 19 carrier cells as offsets from the
// stone for the top edge. It was found, and checked minimal, by playing out its game
// (proof.ReachesSide, which TestEdgeTemplates runs on every orientation): the stone's owner,
// answering inside the carrier, always joins the edge.
var templateIVa = []offset{
	{-1, -3}, {0, -3}, {1, -3}, {2, -3}, {3, -3}, {4, -3}, {5, -3},
	{-1, -2}, {0, -2}, {1, -2}, {2, -2}, {3, -2}, {4, -2},
	{-1, -1}, {0, -1}, {1, -1}, {2, -1}, {3, -1},
	{1, 0},
}

// edgeTemplates are the template and its mirror image, for the top edge.
var edgeTemplates = [][]offset{templateIVa, mirrored(templateIVa)}

// mirror returns o reflected in the line through (0, 0) square to the top edge, a symmetry
// of the board's cells that keeps the top edge: (dc, dr) to (-dc-dr, dr).
func (o offset) mirror() offset { return offset{-o.dc - o.dr, o.dr} }

// mirrored returns the template t reflected (offset.mirror).
func mirrored(t []offset) []offset {
	out := make([]offset, len(t))
	for i, o := range t {
		out[i] = o.mirror()
	}
	return out
}

// oriented returns o for the edge side of a template made for the top edge: the bottom edge
// by the half turn, the left by the reflection that swaps rows and columns, the right by
// both.
func oriented(o offset, side core.Side) offset {
	switch side {
	case core.Bottom:
		return offset{-o.dc, -o.dr}
	case core.Left:
		return offset{o.dr, o.dc}
	case core.Right:
		return offset{-o.dr, -o.dc}
	}
	return o
}

// offsetCell returns the cell at offset o from c for the edge side (oriented), columns
// wrapping on the cylinder, or NoCell off the board.
func offsetCell(b *core.Board, c core.Cell, o offset, side core.Side) core.Cell {
	col, row := b.Coords(c)
	o = oriented(o, side)
	x, y := col+o.dc, row+o.dr
	if b.Topology() == core.Cylinder {
		cols := b.Cols()
		x = (x-1+cols*8)%cols + 1
	}
	return b.Cell(x, y)
}

// templateCells returns the cells of template t for the stone at c and the edge side, in
// the template's order, or false when one is off the board. On the cylinder columns wrap,
// and the cells must stay distinct.
func templateCells(b *core.Board, c core.Cell, t []offset, side core.Side) ([]core.Cell, bool) {
	out := make([]core.Cell, 0, len(t))
	for _, o := range t {
		d := offsetCell(b, c, o, side)
		if d == core.NoCell || d == c {
			return nil, false
		}
		for _, e := range out {
			if e == d {
				return nil, false
			}
		}
		out = append(out, d)
	}
	return out, true
}

// templateCarrier returns the carrier of template t for the player's stone at c (or an empty
// cell c, as if the player held it) and their edge side, or false when a cell is off the
// board or not empty, or the template does not reach the edge from c. (A template holding
// the player's own stones would hold too, but the proofs' checker plays a template's game
// on empty cells: H-search finds such connections through the stones' groups.)
func (r *Result) templateCarrier(c core.Cell, t []offset, side core.Side) (Set, bool) {
	cells, ok := templateCells(r.b, c, t, side)
	if !ok {
		return Set{}, false
	}
	var carrier Set
	reach := false
	for _, d := range cells {
		if r.pos.At(d) != core.NoPlayer {
			return Set{}, false
		}
		carrier = carrier.With(d)
		reach = reach || r.b.Sides(d)&side != 0
	}
	return carrier, reach
}

// templates adds the edge templates of the player's stone c, or of the empty cell c: a full
// connection from its group (or the cell) to each edge a template joins it to.
func (r *Result) templates(c core.Cell) {
	first, second := r.sides()
	for i, side := range []core.Side{first, second} {
		// The templates are of the fourth row: c three rows from the edge, or none fits (a
		// quick test, as every empty cell is tried at every node of the solver).
		if d := offsetCell(r.b, c, offset{0, -3}, side); d == core.NoCell || r.b.Sides(d)&side == 0 {
			continue
		}
		for _, t := range edgeTemplates {
			carrier, ok := r.templateCarrier(c, t, side)
			if !ok {
				continue
			}
			x, e := r.NodeOf(c), r.NodeOf(core.Cell(-1-i))
			if x == e {
				continue
			}
			why := r.note(Template, x, e, Conn{Key: core.NoCell, Carrier: carrier}, -1, -1)
			if why >= 0 {
				r.steps[why].stone = c
			}
			r.addFull(x, e, carrier, why)
		}
	}
}
