package trunc

import (
	"sync"
)

// Point is a point of the body-centred cubic lattice: integer coordinates
// x, y, z, all of the same parity. The board's cells are centred on the
// points with every coordinate between -K and K; the centre of the cube is
// the origin. Neighbours across a square face are 2 apart along an axis,
// neighbours across a hexagonal face differ by ±1 in every coordinate.
type Point [3]int

// Neg returns the mirror of p through the centre, -p.
func (p Point) Neg() Point { return Point{-p[0], -p[1], -p[2]} }

// Add returns p + q.
func (p Point) Add(q Point) Point { return Point{p[0] + q[0], p[1] + q[1], p[2] + q[2]} }

// InLattice reports whether p is a lattice point: all coordinates of one
// parity.
func (p Point) InLattice() bool {
	a, b, c := p[0]&1, p[1]&1, p[2]&1
	return a == b && b == c
}

// Directions are the 14 neighbours of the origin: the 8 across the
// truncated octahedron's hexagonal faces (±1, ±1, ±1), then the 6 across its
// square faces (±2 along one axis).
var Directions = [14]Point{
	{1, 1, 1}, {1, 1, -1}, {1, -1, 1}, {1, -1, -1},
	{-1, 1, 1}, {-1, 1, -1}, {-1, -1, 1}, {-1, -1, -1},
	{2, 0, 0}, {-2, 0, 0}, {0, 2, 0}, {0, -2, 0}, {0, 0, 2}, {0, 0, -2},
}

// HexDirections is the number of leading Directions that cross hexagonal
// faces; the rest cross square faces.
const HexDirections = 8

// Cell is a cell of a Board as a player sees it: a pair of lattice points
// mirrored through the centre, coloured together by one move, or the
// centre cell alone (its own mirror). Cells are numbered 0..NumCells()-1.
type Cell int

// NoCell is the cell of no board: the result of a failed lookup.
const NoCell Cell = -1

// Board is the geometry of one size of Trunc, built once and shared: the
// lattice points inside the cube, their pairing into cells by the mirror
// through the centre, adjacency, and the complex on which borders run. It
// holds no colours (see Position). A Board is immutable and safe for
// concurrent use.
type Board struct {
	spec     Spec
	size     int
	lifts    []Point // the canonical lift of each cell (see Lift)
	index    []Cell  // lattice index -> cell, NoCell off the lattice
	adjacent [][]Cell
	centre   Cell
	graph    *graph
}

var boardCache sync.Map // size -> *Board

// NewBoard returns the board of spec. Boards are cached by size, so calling
// NewBoard for every game is cheap; the variant rule does not change the
// geometry.
func NewBoard(spec Spec) (*Board, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	var b *Board
	if cached, ok := boardCache.Load(spec.Size); ok {
		b = cached.(*Board)
	} else {
		b = buildBoard(spec.Size)
		if cached, loaded := boardCache.LoadOrStore(spec.Size, b); loaded {
			b = cached.(*Board)
		}
	}
	if spec.Variant {
		c := *b
		c.spec = spec
		return &c, nil
	}
	return b, nil
}

// MustBoard is NewBoard for specs known to be valid, such as constants in
// tests and examples; it panics on an invalid spec.
func MustBoard(spec string) *Board {
	s, err := ParseSpec(spec)
	if err != nil {
		panic(err)
	}
	b, err := NewBoard(s)
	if err != nil {
		panic(err)
	}
	return b
}

func buildBoard(size int) *Board {
	b := &Board{spec: Spec{Size: size}, size: size}
	side := 2*size + 1
	b.index = make([]Cell, side*side*side)
	for i := range b.index {
		b.index[i] = NoCell
	}
	for x := -size; x <= size; x++ {
		for y := -size; y <= size; y++ {
			for z := -size; z <= size; z++ {
				p := Point{x, y, z}
				if !p.InLattice() || canonical(p) != p {
					continue
				}
				c := Cell(len(b.lifts))
				b.lifts = append(b.lifts, p)
				b.index[b.latticeIndex(p)] = c
				b.index[b.latticeIndex(p.Neg())] = c
				if p == (Point{}) {
					b.centre = c
				}
			}
		}
	}
	b.adjacent = make([][]Cell, len(b.lifts))
	for c, p := range b.lifts {
		for _, d := range Directions {
			n := b.CellAt(p.Add(d))
			if n != NoCell && !containsCell(b.adjacent[c], n) {
				b.adjacent[c] = append(b.adjacent[c], n)
			}
		}
	}
	b.graph = buildGraph(b)
	return b
}

// canonical returns the lift of p's cell that names it: the one of p and -p
// whose first non-zero coordinate is positive (the origin for the centre).
func canonical(p Point) Point {
	for _, v := range p {
		if v > 0 {
			return p
		}
		if v < 0 {
			return p.Neg()
		}
	}
	return p
}

func containsCell(cells []Cell, c Cell) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

func (b *Board) latticeIndex(p Point) int {
	side := 2*b.size + 1
	return ((p[0]+b.size)*side+p[1]+b.size)*side + p[2] + b.size
}

// Spec returns the spec the board was built from.
func (b *Board) Spec() Spec { return b.spec }

// Size returns K: every cell's coordinates lie between -K and K.
func (b *Board) Size() int { return b.size }

// NumCells returns the number of cells, which is the number of moves that
// fill the board: the centre and one per mirror pair.
func (b *Board) NumCells() int { return len(b.lifts) }

// NumPoints returns the number of lattice points inside the cube (each cell
// but the centre has two).
func (b *Board) NumPoints() int { return 2*len(b.lifts) - 1 }

// Inside reports whether the lattice point p is a cell of the board: on the
// lattice, every coordinate between -K and K.
func (b *Board) Inside(p Point) bool {
	return p.InLattice() && abs(p[0]) <= b.size && abs(p[1]) <= b.size && abs(p[2]) <= b.size
}

// CellAt returns the cell of the lattice point p (either of its mirror
// pair), or NoCell if p is not a point of the board.
func (b *Board) CellAt(p Point) Cell {
	if !b.Inside(p) {
		return NoCell
	}
	return b.index[b.latticeIndex(p)]
}

// Contains reports whether c is a cell of the board.
func (b *Board) Contains(c Cell) bool { return c >= 0 && int(c) < len(b.lifts) }

// Lift returns the lattice point that names c: of its mirror pair the one
// whose first non-zero coordinate is positive (the origin for the centre).
func (b *Board) Lift(c Cell) Point { return b.lifts[c] }

// Lifts returns the lattice points of c: its lift and its mirror, or the
// origin alone for the centre cell.
func (b *Board) Lifts(c Cell) []Point {
	p := b.lifts[c]
	if c == b.centre {
		return []Point{p}
	}
	return []Point{p, p.Neg()}
}

// Centre returns the centre cell, the only cell that is its own mirror.
func (b *Board) Centre() Cell { return b.centre }

// Adjacent returns the cells adjacent to c: those with a lattice point one
// step (one of Directions) from either of c's. The slice is shared: do not
// modify it.
func (b *Board) Adjacent(c Cell) []Cell { return b.adjacent[c] }

// Points returns every lattice point of the board with its cell, in cell
// order (each cell's lift, then its mirror), for drawing.
func (b *Board) Points() []Point {
	out := make([]Point, 0, b.NumPoints())
	for c := range b.lifts {
		out = append(out, b.Lifts(Cell(c))...)
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
