package fivebyn

import "slices"

// sortCells sorts cells in place in cell order (ring by ring, then by
// column).
func sortCells(cells []Cell) { slices.Sort(cells) }

// uniqueCells returns cells sorted and without repeats.
func uniqueCells(cells []Cell) []Cell {
	out := append([]Cell(nil), cells...)
	sortCells(out)
	return slices.Compact(out)
}

// filterCells returns the cells for which keep is true, in order.
func filterCells(cells []Cell, keep func(Cell) bool) []Cell {
	var out []Cell
	for _, c := range cells {
		if keep(c) {
			out = append(out, c)
		}
	}
	return out
}

// containsCell reports whether c is in cells.
func containsCell(cells []Cell, c Cell) bool { return slices.Contains(cells, c) }
