package trunc

// Position is a colouring of a board's cells: each cell empty or coloured
// by one of the three players. A cell colours both of its lattice points
// (a point and its mirror through the centre). Position answers where the
// borders run and which pairing, so which winner, they make.
type Position struct {
	board *Board
	// colours holds each cell's colour, then the fixed outside colours
	// at numCells+player (see graph.fixedSource).
	colours []Player
	empty   int
}

// NewPosition returns the empty position on b.
func NewPosition(b *Board) *Position {
	p := &Position{board: b, colours: make([]Player, b.NumCells()+4)}
	p.Reset()
	return p
}

// Reset empties every cell.
func (p *Position) Reset() {
	n := p.board.NumCells()
	clear(p.colours[:n])
	for _, pl := range Players {
		p.colours[n+int(pl)] = pl
	}
	p.empty = n
}

// Board returns the board geometry.
func (p *Position) Board() *Board { return p.board }

// At returns the colour of c, NoPlayer if it is empty.
func (p *Position) At(c Cell) Player { return p.colours[c] }

// Set colours c with colour, or empties it with NoPlayer.
func (p *Position) Set(c Cell, colour Player) {
	if p.colours[c] == NoPlayer {
		p.empty--
	}
	if colour == NoPlayer {
		p.empty++
	}
	p.colours[c] = colour
}

// NumEmpty returns the number of empty cells.
func (p *Position) NumEmpty() int { return p.empty }

// Full reports whether every cell is coloured.
func (p *Position) Full() bool { return p.empty == 0 }

// EmptyCells returns the empty cells in cell order.
func (p *Position) EmptyCells() []Cell {
	out := make([]Cell, 0, p.empty)
	for c := 0; c < p.board.NumCells(); c++ {
		if p.colours[c] == NoPlayer {
			out = append(out, Cell(c))
		}
	}
	return out
}

// Count returns the number of cells coloured colour.
func (p *Position) Count(colour Player) int {
	n := 0
	for _, x := range p.colours[:p.board.NumCells()] {
		if x == colour {
			n++
		}
	}
	return n
}

// Clone returns an independent copy of p.
func (p *Position) Clone() *Position {
	c := *p
	c.colours = append([]Player(nil), p.colours...)
	return &c
}

// CopyFrom makes p a copy of q, which must be on the same board size.
func (p *Position) CopyFrom(q *Position) {
	p.board = q.board
	copy(p.colours, q.colours)
	p.empty = q.empty
}
