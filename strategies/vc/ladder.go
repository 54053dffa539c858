package vc

import "github.com/hexlab/hexlab/core"

// A second-row ladder, for the top edge, in the offsets of template.go (columns right, rows
// toward the top negative), from the player's stone (or empty cell) s at (0, 0) on the second
// row whose own link to the edge at (0, -1) is gone, running right: the opponent blocks the
// link ahead, (k, -1), and the player pushes along the second row, to (k, 0), whose next link
// is (k+1, -1); and so on until the player's chain reaches an escape:
//
//   - a stone of the player's on the first row at (k, -1): the chain at (k-1, 0) touches it
//     before the opponent can block it;
//   - a stone of the player's on the second row at (k, 0), with its links (k, -1) and
//     (k+1, -1) empty: the chain at (k-1, 0) touches it, and the two links make a bridge to
//     the edge that the opponent cannot cut; or whose group is on the edge already;
//   - a stone of the player's on the third or fourth row ahead of the chain, with the cells
//     around and below it free (escapeShapes, ladder_escape.go): the player, to move once
//     the opponent has blocked the chain's link, joins the chain to the edge there.
//
// With the opponent to move anywhere in the carrier (the cells (j, -1) and (j, 0) for j below
// k, and the escape's links), the opponent must block the chain's one link each time, or the
// player takes it and is on the edge; a block ahead of the chain instead lets the player take
// the link. The ladder fails where a cell it needs is the opponent's (a block made already
// gives the opponent a move elsewhere, which can stop the ladder ahead) or the board ends.
// Where s's link ahead, (1, -1), is the opponent's already and its link behind, (0, -1), is
// empty, the ladder runs too, with that link in its carrier: the opponent must take it first
// (or the player does and is on the edge), then the player pushes to (1, 0) and the ladder
// goes on. The mirror image runs left. The connection is s's to the edge, with the ladder's
// cells as its carrier; where both of s's links are empty, H-search's bridge to the edge is
// smaller.
// TestLaddersAgainstBruteForce plays every ladder found out.

// maxLadder bounds a ladder's length (the board's width bounds it anyway).
const maxLadder = 32

// ladderOffsets returns the k-th link and push cells of a ladder running right from (0, 0),
// or their mirror images for a ladder running left (offset.mirror, template.go).
func ladderOffsets(k int, left bool) (link, push offset) {
	link, push = offset{k, -1}, offset{k, 0}
	if left {
		link, push = link.mirror(), push.mirror()
	}
	return link, push
}

// ladders adds the second-row ladders from the cell c (the player's stone, or an empty cell
// as if the player held it) to each of the player's edges it is on the second row of, in both
// directions, that reach an escape.
func (r *Result) ladders(c core.Cell) {
	first, second := r.sides()
	for i, side := range []core.Side{first, second} {
		if r.b.Sides(c)&side != 0 {
			continue
		}
		// c is on the second row when both its links, (0, -1) and (1, -1), lie on the edge.
		a, b := offsetCell(r.b, c, offset{0, -1}, side), offsetCell(r.b, c, offset{1, -1}, side)
		if a == core.NoCell || b == core.NoCell || r.b.Sides(a)&side == 0 || r.b.Sides(b)&side == 0 {
			continue
		}
		x, e := r.NodeOf(c), r.NodeOf(core.Cell(-1-i))
		if x == e {
			continue
		}
		for _, left := range []bool{false, true} {
			for _, carrier := range r.ladder(c, side, e, left) {
				r.addFull(x, e, carrier, -1)
			}
		}
	}
}

// ladder walks the ladder from c along side (to the left if left), whose edge is the node e,
// and returns the carriers of the connections it makes: the first escape by a third- or
// fourth-row stone (escapeShapes), and the ladder to a first- or second-row escape; none where
// it reaches neither.
func (r *Result) ladder(c core.Cell, side core.Side, e Node, left bool) []Set {
	var shaped []Set
	carrier, ok := r.ladderTo(c, side, e, left, &shaped)
	if ok {
		return append(shaped, carrier)
	}
	return shaped
}

// ladderTo is ladder's walk: it returns the carrier of the ladder to a first- or second-row
// escape, or false, and adds to shaped the first escape of escapeShapes it meets.
func (r *Result) ladderTo(c core.Cell, side core.Side, e Node, left bool, shaped *[]Set) (Set, bool) {
	var carrier Set
	at := func(o offset) (core.Cell, core.Player) {
		d := offsetCell(r.b, c, o, side)
		if d == core.NoCell || d == c {
			return core.NoCell, core.NoPlayer
		}
		return d, r.pos.At(d)
	}
	empty := func(d core.Cell, p core.Player) bool { return d != core.NoCell && p == core.NoPlayer }
	along := maxLadder // on the cylinder, a ladder along the top or bottom must not come round
	if r.b.Topology() == core.Cylinder && side&(core.Top|core.Bottom) != 0 {
		along = min(along, r.b.Cols()-1)
	}
	for k := 1; k <= along; k++ {
		lo, po := ladderOffsets(k, left)
		link, lp := at(lo)
		if link == core.NoCell {
			return Set{}, false
		}
		switch {
		case lp == r.player:
			return carrier, true
		case lp == core.NoPlayer:
			carrier = carrier.With(link)
		case k > 1:
			return Set{}, false
		default:
			// s's link ahead is the opponent's already: the ladder still runs if its link
			// behind is empty, which the opponent must take first (else the player does).
			back, _ := ladderOffsets(0, left)
			b, bp := at(back)
			if !empty(b, bp) {
				return Set{}, false
			}
			carrier = carrier.With(b)
		}
		if len(*shaped) == 0 {
			// The opponent has blocked the head's links: the player, to move, may escape by a
			// stone ahead on the third or fourth row.
			_, head := ladderOffsets(k-1, false)
			if w, ok := r.escape(c, side, head, left, carrier); ok {
				*shaped = append(*shaped, carrier.Or(w))
			}
		}
		push, pp := at(po)
		switch {
		case push == core.NoCell || pp == r.player.Opponent():
			return Set{}, false
		case pp == r.player && r.NodeOf(push) == e:
			// A group on the edge already: the chain touches it as it comes.
			return carrier, true
		case pp == r.player:
			// The chain touches push, which stands on the edge by its two links once its
			// next one, (k+1, -1), is empty too (were it the player's, push's group would be
			// on the edge already).
			next, _ := ladderOffsets(k+1, left)
			if d, np := at(next); empty(d, np) {
				return carrier.With(d), true
			}
			return Set{}, false
		}
		carrier = carrier.With(push)
	}
	return Set{}, false
}
