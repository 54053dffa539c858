package vc

import "github.com/hexlab/hexlab/core"

// escapeShape is a ladder escape: a stone of the player's at stone (an offset from the
// ladder's head, for a ladder running right along the top edge: the head at (0, 0), its
// links (0, -1) and (1, -1) the opponent's) and the cells of carrier, which must be empty or
// the player's.
type escapeShape struct {
	stone   offset
	carrier []offset
}

// escapeShapes are the ladder escapes by a stone on the third or fourth row: where the
// opponent has just blocked the head's links and the player is to move, the player joins the
// head to the edge inside the shape's carrier, whatever the opponent does, the opponent
// holding every cell outside it. Benzene's connections have such ladders as patterns (its
// vc-patterns.txt: ladder starts and ends, a fourth-row stone with the three rows below it
// free among them, written by hand); these were found by playing the window's game out
// (escapeGame in ladder_escape_test.go: the player moves first and holds the head, the
// stone and the cells it takes, and has escaped once the head's chain holds a first-row
// cell; the carrier is the cells the win needs, as a depth-first proof-set search finds
// them): one stone on the third row anywhere in the window, one on the fourth with the cell
// beside it free (alone there, none escapes). TestEscapeShapesByPlay plays them out again;
// go test ./strategies/vc -run TestEscapeShapesByPlay -v prints the table it finds. Smallest
// first.
var escapeShapes = []escapeShape{
	{stone: offset{0, 1}, carrier: []offset{{2, -1}, {3, -1}, {1, 0}, {2, 0}, {1, 1}}},
	{stone: offset{1, 1}, carrier: []offset{{2, -1}, {3, -1}, {1, 0}, {2, 0}, {0, 1}}},
	{stone: offset{2, 1}, carrier: []offset{{2, -1}, {3, -1}, {4, -1}, {1, 0}, {2, 0}, {3, 0}, {1, 1}}},
	{stone: offset{3, 1}, carrier: []offset{{2, -1}, {3, -1}, {4, -1}, {5, -1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {2, 1}}},
	{stone: offset{4, 1}, carrier: []offset{{2, -1}, {3, -1}, {4, -1}, {5, -1}, {6, -1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 1}}},
	{stone: offset{1, 2}, carrier: []offset{{2, -1}, {3, -1}, {4, -1}, {5, -1}, {6, -1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {2, 2}}},
	{stone: offset{2, 2}, carrier: []offset{{2, -1}, {3, -1}, {4, -1}, {5, -1}, {6, -1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {1, 2}}},
}

// escape returns the carrier of the first of escapeShapes that the position holds ahead of
// the head at h (an offset from the ladder's start c, running left if left, along side), and
// whether there is one: its stone the player's, its carrier's cells empty or the player's,
// on the board and apart from ladder, the ladder's cells so far (on a narrow cylinder the
// shape could come round onto them).
func (r *Result) escape(c core.Cell, side core.Side, h offset, left bool, ladder Set) (Set, bool) {
	cell := func(o offset) core.Cell {
		at := offset{h.dc + o.dc, h.dr + o.dr}
		if left {
			at = at.mirror()
		}
		return offsetCell(r.b, c, at, side)
	}
next:
	for _, s := range escapeShapes {
		stone := cell(s.stone)
		if stone == core.NoCell || r.pos.At(stone) != r.player || ladder.Has(stone) {
			continue
		}
		var carrier Set
		for _, o := range s.carrier {
			d := cell(o)
			if d == core.NoCell || d == c || d == stone || ladder.Has(d) || carrier.Has(d) ||
				r.pos.At(d) == r.player.Opponent() {
				continue next
			}
			if r.pos.At(d) == core.NoPlayer {
				carrier = carrier.With(d)
			}
		}
		return carrier, true
	}
	return Set{}, false
}
