package fivebyn

import (
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// Pos is a colouring of an extended Board: the game's stones, with rings
// 0 and n+1 red (Algorithm 8.4.1: "Add rings 0 and n+1 to the board and
// colour both rings entirely red"). Pos is small and copied freely.
type Pos struct {
	B     *Board
	color []core.Player
}

// NewPos returns the position with no stones on the real board.
func NewPos(b *Board) *Pos {
	p := &Pos{B: b, color: make([]core.Player, b.NumCells())}
	for _, y := range []int{0, b.n + 1} {
		for _, c := range b.RingCells(y) {
			p.color[c] = core.Red
		}
	}
	return p
}

// PosOf returns the extended position of a game's position, which must be
// on a cylinder of b's size.
func PosOf(b *Board, cp *core.Position) *Pos {
	p := NewPos(b)
	for c := core.Cell(0); int(c) < b.core.NumCells(); c++ {
		if pl := cp.At(c); pl != core.NoPlayer {
			p.color[b.FromCore(c)] = pl
		}
	}
	return p
}

// ParsePos builds a position from lists of cell names (as the game writes
// them, "c5"), for tests and examples: red and blue are comma-separated.
func ParsePos(b *Board, red, blue string) (*Pos, error) {
	p := NewPos(b)
	for _, side := range []struct {
		list   string
		player core.Player
	}{{red, core.Red}, {blue, core.Blue}} {
		if strings.TrimSpace(side.list) == "" {
			continue
		}
		for _, name := range strings.Split(side.list, ",") {
			c, err := b.Parse(strings.TrimSpace(name))
			if err != nil {
				return nil, err
			}
			if p.color[c] != core.NoPlayer {
				return nil, fmt.Errorf("cell %s is listed twice", name)
			}
			p.color[c] = side.player
		}
	}
	return p, nil
}

// At returns the colour of c (Red for the cells of rings 0 and n+1).
func (p *Pos) At(c Cell) core.Player { return p.color[c] }

// Empty reports whether c is an unplayed cell.
func (p *Pos) Empty(c Cell) bool { return c != NoCell && p.color[c] == core.NoPlayer }

// Clone returns an independent copy of p.
func (p *Pos) Clone() *Pos {
	return &Pos{B: p.B, color: append([]core.Player(nil), p.color...)}
}

// With returns a copy of p with a stone of player on c.
func (p *Pos) With(c Cell, player core.Player) *Pos {
	q := p.Clone()
	q.color[c] = player
	return q
}

// Without returns a copy of p with c emptied (to look at the position
// before a move).
func (p *Pos) Without(c Cell) *Pos {
	q := p.Clone()
	q.color[c] = core.NoPlayer
	return q
}

// EmptyCells returns the unplayed cells, ring by ring.
func (p *Pos) EmptyCells() []Cell {
	var out []Cell
	for c := range p.color {
		if p.color[c] == core.NoPlayer {
			out = append(out, Cell(c))
		}
	}
	return out
}

// Neighbours counts the neighbours of c of colour player (the cells of
// rings 0 and n+1 count as red).
func (p *Pos) Neighbours(c Cell, player core.Player) int {
	k := 0
	for _, s := range p.B.adj[c] {
		if p.color[s.To] == player {
			k++
		}
	}
	return k
}

// Names writes cells as a sorted, comma-separated list of names, for
// tests and traces.
func (b *Board) Names(cells []Cell) string {
	sorted := append([]Cell(nil), cells...)
	sortCells(sorted)
	parts := make([]string, len(sorted))
	for i, c := range sorted {
		parts[i] = b.Name(c)
	}
	return strings.Join(parts, ",")
}
