package inferior

import "github.com/hexlab/hexlab/core"

// permanentlyInferior returns the shut-in empty neighbours of the empty cell c when c is
// permanently inferior for player p on the plane (nil when it is not): p may have it for
// free, whatever is played elsewhere but next to it, as Benzene's
// permanently inferior patterns say (Henderson, Arneson and Hayward, "Solving 8x8 Hex", 2009;
// Benzene's fillin-patterns.txt, read and described here anew). The shape, in c's ring: three
// neighbours in a row are p's (stones, or p's edge), and the other three, x, y and z in a
// row, are empty, so the opponent's stone at c would only shortcut the path x-y-z; and each
// end of that path, x and z, is shut in on its far side by one of:
//
//   - p's stone at the cell next to both it and the run of p's (the run and it make a
//     triangle of p's round it: "x" in Benzene's names),
//   - p's stone at the cell next to both it and y ("w"),
//   - the opponent's stone at its neighbour straight out from c ("b").
//
// The patterns are checked here against the game's value by brute force on small boards
// (TestPermanentlyInferiorByBruteForce): filling such a cell for p changes no position's
// winner, with either player to move, nor that of a position one move on, p's move anywhere
// or the opponent's anywhere but next to c. The opponent's move to x, y or z may change it
// (it takes what the shape shuts in), so unlike dead and captured cells this fill-in is of the
// position it was found in: a search that keeps it below a node must not keep it past the
// opponent's move next to it.
func (b *board) permanentlyInferior(p core.Player, c core.Cell, o *overlay) []core.Cell {
	bd := b.g.b
	if bd.Topology() != core.Plane {
		return nil
	}
	code := b.ringCode(c, o) // -1 by an obtuse corner, or on a board under 3 wide
	if code < 0 {
		return nil
	}
	ring := ringOf(code)
	col, row := bd.Coords(c)
	opp := p.Opponent()
	// at returns the colour two steps from c, at c's coordinates plus (dx, dy): off the board,
	// the edge's owner; off two edges at once (by an obtuse corner), known reports false.
	at := func(dx, dy int) (who core.Player, known bool) {
		i, j := col+dx, row+dy
		outCol, outRow := i < 1 || i > bd.Cols(), j < 1 || j > bd.Rows()
		switch {
		case outCol && outRow:
			return core.NoPlayer, false
		case outRow:
			return core.Red, true
		case outCol:
			return core.Blue, true
		}
		return o.colour(b.col, bd.Cell(i, j)), true
	}
	// shut reports whether the path's end e (a ring slot) is shut in: run is the slot of the
	// run's end beside it, and mid the slot of y.
	shut := func(e, run, mid int) bool {
		de, dr, dm := ringSteps[e], ringSteps[run], ringSteps[mid]
		if who, ok := at(de[0]+dr[0], de[1]+dr[1]); ok && who == p {
			return true
		}
		if who, ok := at(de[0]+dm[0], de[1]+dm[1]); ok && who == p {
			return true
		}
		who, ok := at(2*de[0], 2*de[1])
		return ok && who == opp
	}
	for k := range 6 {
		slot := func(i int) int { return (k + i) % 6 }
		if ring[slot(0)] != p || ring[slot(1)] != p || ring[slot(2)] != p {
			continue
		}
		if ring[slot(3)] != core.NoPlayer || ring[slot(4)] != core.NoPlayer || ring[slot(5)] != core.NoPlayer {
			continue
		}
		// z is slot 3 (beside the run's end at slot 2), y slot 4, x slot 5 (beside slot 0).
		if shut(slot(3), slot(2), slot(4)) && shut(slot(5), slot(0), slot(4)) {
			return []core.Cell{b.neighbour(c, slot(5)), b.neighbour(c, slot(4)), b.neighbour(c, slot(3))}
		}
	}
	return nil
}

// neighbour returns c's neighbour in ring slot i (on the board: the caller knows it is).
func (b *board) neighbour(c core.Cell, i int) core.Cell {
	col, row := b.g.b.Coords(c)
	return b.g.b.Cell(col+ringSteps[i][0], row+ringSteps[i][1])
}
