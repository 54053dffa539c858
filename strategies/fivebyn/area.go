package fivebyn

// ConnectionArea returns the connection area of a double-bridge set-up
// (thesis Definition 8.2.1): the cells (i, j) with i one of the columns
// of the two ends or the column halfway between them, and j the ring of
// either end,
//
//	CA(z, w) = {(i, j) | i ∈ {z₁, w₁, (z₁+w₁)/2}, j ∈ {z₂, w₂}},
//
// taken in the lift, where w is the copy of W that the set-up's bridges
// reach from z (so for the set-up from (1, 5) to (5, 3) of Figure 7.1 the
// columns are 1, 5 and 3). When the columns differ by an odd number there
// is no middle column, and both columns next to the middle are taken.
// The cells are returned in cell order; the ends themselves are among
// them, so callers keep the unplayed ones.
func ConnectionArea(b *Board, s Setup) []Cell {
	zx, zy := b.XY(s.Z)
	wx, wy := zx+s.V.DX, zy+s.V.DY
	cols := []int{zx, wx}
	lo := min(zx, wx)
	if d := max(zx, wx) - lo; d%2 == 0 {
		cols = append(cols, lo+d/2)
	} else {
		cols = append(cols, lo+d/2, lo+d/2+1)
	}
	var out []Cell
	for _, x := range cols {
		for _, y := range []int{zy, wy} {
			if c := b.At(x, y); c != NoCell {
				out = append(out, c)
			}
		}
	}
	return uniqueCells(out)
}
