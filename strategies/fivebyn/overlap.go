package fivebyn

import "github.com/hexlab/hexlab/core"

// Overlap is a pair of bridges of one colour that share a bridge vertex,
// the point of overlap (thesis Definition 6.2.1: each is an overlapping
// bridge). SharedEnd tells the two kinds of section 6.2 apart:
//
//  1. the bridges share an end vertex (Figure 6.3a, and the three bridges
//     of Figure 6.3b pairwise): if the opponent plays the point of
//     overlap, only one of the two bridges can be saved. Algorithm 8.4.1
//     avoids creating these and protects them first;
//  2. the bridges are parallel (Figure 6.3c): saving either connects all
//     four ends, so they are harmless.
type Overlap struct {
	A, B      Bridge
	Point     Cell
	SharedEnd bool
}

// Overlaps returns every pair of bridges of bs that share a bridge vertex.
// Two distinct bridges share at most one bridge vertex: the two common
// neighbours of two adjacent cells are the ends of the only bridge through
// both.
func Overlaps(bs []Bridge) []Overlap {
	var out []Overlap
	for i := range bs {
		for j := i + 1; j < len(bs); j++ {
			a, b := bs[i], bs[j]
			for _, v := range a.Via {
				if b.HasVia(v) {
					shared := b.HasEnd(a.Ends[0]) || b.HasEnd(a.Ends[1])
					out = append(out, Overlap{A: a, B: b, Point: v, SharedEnd: shared})
				}
			}
		}
	}
	return out
}

// SharedEndOverlaps returns the overlaps of bs whose bridges share an end
// vertex: the "overlapping bridges of which the bridges share an end
// vertex" that Algorithm 8.4.1 names in rules 3, 5, 6, 8 and 17.
func SharedEndOverlaps(bs []Bridge) []Overlap {
	var out []Overlap
	for _, o := range Overlaps(bs) {
		if o.SharedEnd {
			out = append(out, o)
		}
	}
	return out
}

// OverlapPoints returns the points of overlap of os, each once.
func OverlapPoints(os []Overlap) []Cell {
	var out []Cell
	for _, o := range os {
		out = append(out, o.Point)
	}
	return uniqueCells(out)
}

// OverlappingBridges returns the bridges of bs that belong to an overlap
// whose bridges share an end vertex, each once.
func OverlappingBridges(bs []Bridge) []Bridge {
	in := map[[4]Cell]bool{}
	for _, o := range SharedEndOverlaps(bs) {
		in[o.A.key()] = true
		in[o.B.key()] = true
	}
	var out []Bridge
	for _, br := range bs {
		if in[br.key()] {
			out = append(out, br)
		}
	}
	return out
}

// CreatesOverlap reports whether a stone of player on the empty cell c
// creates an overlapping bridge of which the bridges share an end vertex:
// whether one of the bridges c makes shares a bridge vertex and an end
// vertex with another bridge of player (section 8.1: the moves Algorithm
// 8.4.1 considers "too dangerous"). Parallel overlaps (Figure 6.3c) do not
// count.
func CreatesOverlap(p *Pos, c Cell, player core.Player) bool {
	q := p.With(c, player)
	for _, o := range SharedEndOverlaps(Bridges(q, player)) {
		if o.A.HasEnd(c) || o.B.HasEnd(c) {
			return true
		}
	}
	return false
}
