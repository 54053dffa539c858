package solver

import "github.com/hexlab/hexlab/core"

// zobrist holds the random keys that hash a position (Zobrist, 1970): one per cell and
// colour, and one for Blue to move. A position's key is the exclusive or of its stones' keys
// (and Blue's, when Blue is to move), so a move changes it by one exclusive or.
type zobrist struct {
	cell [][3]uint64
	blue uint64
}

// newZobrist returns the keys for a board of n cells, the same every run.
func newZobrist(n int) *zobrist {
	state := uint64(0x9e3779b97f4a7c15) ^ uint64(n)
	next := func() uint64 { // splitmix64
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	z := &zobrist{cell: make([][3]uint64, n)}
	for c := range z.cell {
		z.cell[c][core.Red] = next()
		z.cell[c][core.Blue] = next()
	}
	z.blue = next()
	return z
}

// key returns the key of pos with toMove to move.
func (z *zobrist) key(pos *core.Position, toMove core.Player) uint64 {
	var k uint64
	for c := range z.cell {
		if p := pos.At(core.Cell(c)); p != core.NoPlayer {
			k ^= z.cell[c][p]
		}
	}
	if toMove == core.Blue {
		k ^= z.blue
	}
	return k
}

// play returns key after p plays c, the other player then to move.
func (z *zobrist) play(key uint64, c core.Cell, p core.Player) uint64 {
	return key ^ z.cell[c][p] ^ z.blue
}
