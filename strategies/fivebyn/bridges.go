package fivebyn

import "github.com/hexlab/hexlab/core"

// Bridge is a bridge of thesis Definition 6.1.1: two non-adjacent stones
// of one colour, the end vertices, with two distinct unplayed cells, the
// bridge vertices (the thesis also says bridge cells), each adjacent to
// both ends. Filling either bridge vertex connects the ends directly.
type Bridge struct {
	Ends [2]Cell
	Via  [2]Cell
	// V is the displacement from Ends[0] to the copy of Ends[1] the bridge
	// reaches in the lift (one of BridgeShapes); Shift is the number of
	// periods of m columns between that copy and Ends[1] itself.
	V     Vec
	Shift int
}

// BridgeShapes are the six bridges from a cell (i, j) (thesis Figure
// 6.1b): to (i+1, j-2), (i+2, j-1), (i+1, j+1), (i-1, j+2), (i-2, j+1)
// and (i-1, j-1). The first three are the negatives of the last three.
var BridgeShapes = [6]Vec{{1, -2}, {2, -1}, {1, 1}, {-1, 2}, {-2, 1}, {-1, -1}}

// VerticalShapes are the two bridges that span three rings, from (i, j) to
// (i+1, j-2) and (i-1, j+2): the bridges with which a path gains the most
// rings (hierarchy item 7 of Algorithm 8.4.1 counts them).
var VerticalShapes = [2]Vec{{1, -2}, {-1, 2}}

// viaOf returns the two bridge vertices of the bridge of shape v from the
// origin: the two common neighbours of (0, 0) and v.
func viaOf(v Vec) [2]Vec {
	var out [2]Vec
	k := 0
	for _, a := range neighbourVecs {
		d := Vec{v.DX - a.DX, v.DY - a.DY}
		for _, e := range neighbourVecs {
			if d == e && k < 2 {
				out[k] = a
				k++
			}
		}
	}
	return out
}

// bridgeVias holds viaOf for each of BridgeShapes.
var bridgeVias = func() (out [6][2]Vec) {
	for i, v := range BridgeShapes {
		out[i] = viaOf(v)
	}
	return out
}()

// BridgeFrom returns the bridge of shape BridgeShapes[k] from c, for a
// stone of player on c (c itself may be empty: this is the bridge that
// playing c would make), if the cell at that shape holds a stone of player
// and both bridge vertices are unplayed.
func BridgeFrom(p *Pos, c Cell, k int, player core.Player) (Bridge, bool) {
	v := BridgeShapes[k]
	end := p.B.Offset(c, v)
	if end.To == NoCell || end.To == c || p.At(end.To) != player {
		return Bridge{}, false
	}
	var via [2]Cell
	for i, a := range bridgeVias[k] {
		s := p.B.Offset(c, a)
		if !p.Empty(s.To) || s.To == c || s.To == end.To {
			return Bridge{}, false
		}
		via[i] = s.To
	}
	if via[0] == via[1] || p.B.IsAdjacent(c, end.To) {
		return Bridge{}, false
	}
	return Bridge{Ends: [2]Cell{c, end.To}, Via: via, V: v, Shift: end.Shift}, true
}

// BridgesFrom returns the bridges a stone of player on c has (or would
// have, if c is empty) with the other stones of player.
func BridgesFrom(p *Pos, c Cell, player core.Player) []Bridge {
	var out []Bridge
	for k := range BridgeShapes {
		if br, ok := BridgeFrom(p, c, k, player); ok {
			out = append(out, br)
		}
	}
	return out
}

// Bridges returns every bridge of player in p, each once. For Red the
// stones of rings 0 and n+1 count: a red stone in ring 2 with both its
// neighbours in ring 1 unplayed has a bridge to ring 0.
func Bridges(p *Pos, player core.Player) []Bridge {
	var out []Bridge
	seen := map[[4]Cell]bool{}
	for c := Cell(0); int(c) < p.B.NumCells(); c++ {
		if p.At(c) != player {
			continue
		}
		for k := range BridgeShapes[:3] {
			br, ok := BridgeFrom(p, c, k, player)
			if !ok {
				continue
			}
			key := br.key()
			if !seen[key] {
				seen[key] = true
				out = append(out, br)
			}
		}
	}
	return out
}

// key identifies a bridge by its sorted ends and vertices.
func (br Bridge) key() [4]Cell {
	e0, e1 := min(br.Ends[0], br.Ends[1]), max(br.Ends[0], br.Ends[1])
	v0, v1 := min(br.Via[0], br.Via[1]), max(br.Via[0], br.Via[1])
	return [4]Cell{e0, e1, v0, v1}
}

// HasVia reports whether c is a bridge vertex of br.
func (br Bridge) HasVia(c Cell) bool { return br.Via[0] == c || br.Via[1] == c }

// HasEnd reports whether c is an end vertex of br.
func (br Bridge) HasEnd(c Cell) bool { return br.Ends[0] == c || br.Ends[1] == c }

// OtherVia returns the bridge vertex of br that is not c.
func (br Bridge) OtherVia(c Cell) Cell {
	if br.Via[0] == c {
		return br.Via[1]
	}
	return br.Via[0]
}

// Through returns the bridges of bs that have c as a bridge vertex.
func Through(bs []Bridge, c Cell) []Bridge {
	var out []Bridge
	for _, br := range bs {
		if br.HasVia(c) {
			out = append(out, br)
		}
	}
	return out
}

// BridgeCells returns the bridge vertices of bs, sorted and each once.
func BridgeCells(bs []Bridge) []Cell {
	var out []Cell
	for _, br := range bs {
		out = append(out, br.Via[0], br.Via[1])
	}
	return uniqueCells(out)
}

// OtherCells returns, for each bridge of bs through c, its other bridge
// vertex: the cell that saves the bridge after the opponent played c.
func OtherCells(bs []Bridge, c Cell) []Cell {
	var out []Cell
	for _, br := range Through(bs, c) {
		out = append(out, br.OtherVia(c))
	}
	return uniqueCells(out)
}
