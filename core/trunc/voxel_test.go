package trunc

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"testing"
)

// The slow independent check of the winner.
//
// It knows nothing of the border complex (no tiling vertices, no split
// cells, no diagonal planes): it samples the paper's definition directly.
// Every point of space is coloured as the paper colours it: a point whose
// nearest lattice point is a board cell takes that cell's colour (the cells
// are the Voronoi cells of the lattice), any other point takes the colour
// of the face it lies beyond the most. Borders are the points where all
// three colours meet. On a grid of spacing h (offset so that no sample lies
// on a Voronoi face or a diagonal plane), a grid cube whose eight corners
// show all three colours lies within a cube's diagonal of a border, and the
// cubes a border passes through make a connected chain of such cubes.
// Two different borders stay apart by more than a few grid cubes at the
// spacing used, so the connected components of the marked cubes (touching
// at faces, edges or corners) are the borders. Far from the board only the
// body diagonals are three-coloured: the components that reach the sampled
// box's eight corners are the paths, and which corners share a component
// is the pairing.

// voxelPairing returns the pairing of the full position p found by sampling
// with spacing h.
func voxelPairing(p *Position, h float64) (Pairing, error) {
	b := p.board
	k := float64(b.size)
	r := k + 2.5
	n := int(math.Ceil(2*r/h)) + 1
	offset := [3]float64{0.0123, 0.0217, 0.0311}
	coord := func(a, i int) float64 { return -r + offset[a] + float64(i)*h }
	bits := make([]uint8, n*n*n)
	idx := func(i, j, l int) int { return (i*n+j)*n + l }
	for i := range n {
		for j := range n {
			for l := range n {
				x := [3]float64{coord(0, i), coord(1, j), coord(2, l)}
				bits[idx(i, j, l)] = 1 << uint(colourAtPoint(p, x))
			}
		}
	}
	// Mark the grid cubes whose corners show three colours: OR the bits
	// over each axis in turn.
	m := n - 1
	for a := range 3 {
		for i := range m + boolInt(a != 0) {
			for j := range m + boolInt(a != 1) {
				for l := range m + boolInt(a != 2) {
					d := [3]int{0, 0, 0}
					d[a] = 1
					bits[idx(i, j, l)] |= bits[idx(i+d[0], j+d[1], l+d[2])]
				}
			}
		}
	}
	const all = 1<<uint(White) | 1<<uint(Gray) | 1<<uint(Black)
	marked := func(i, j, l int) bool {
		return i >= 0 && j >= 0 && l >= 0 && i < m && j < m && l < m && bits[idx(i, j, l)] == all
	}
	parent := make([]int32, n*n*n)
	for i := range parent {
		parent[i] = -1
	}
	var find func(int32) int32
	find = func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for i := range m {
		for j := range m {
			for l := range m {
				if !marked(i, j, l) {
					continue
				}
				me := int32(idx(i, j, l))
				if parent[me] < 0 {
					parent[me] = me
				}
				for di := -1; di <= 1; di++ {
					for dj := -1; dj <= 1; dj++ {
						for dl := -1; dl <= 1; dl++ {
							if !marked(i+di, j+dj, l+dl) {
								continue
							}
							o := int32(idx(i+di, j+dj, l+dl))
							if parent[o] < 0 {
								parent[o] = o
							}
							if ra, rb := find(me), find(o); ra != rb {
								parent[ra] = rb
							}
						}
					}
				}
			}
		}
	}
	// The component at each of the box's corners.
	comp := map[Point]int32{}
	for s := range 8 {
		sign := Point{1 - 2*(s&1), 1 - 2*(s>>1&1), 1 - 2*(s>>2&1)}
		var at [3]int
		for a := range 3 {
			at[a] = int(math.Floor((float64(sign[a])*(r-3*h) + r - offset[a]) / h))
		}
		if !marked(at[0], at[1], at[2]) {
			return NoPairing, fmt.Errorf("the body diagonal towards %v is not three-coloured at %v", sign, at)
		}
		comp[sign] = find(int32(idx(at[0], at[1], at[2])))
	}
	joined := func(x, y Point) bool { return comp[x] == comp[y] }
	a := Point{1, 1, 1}
	var partners []Point
	for s, c := range comp {
		if s != a && c == comp[a] {
			partners = append(partners, s)
		}
	}
	if len(partners) != 1 {
		return NoPairing, fmt.Errorf("corner A's component reaches %v", partners)
	}
	var pairing Pairing
	switch partners[0] {
	case Point{-1, 1, 1}:
		pairing = PairAC
	case Point{1, -1, 1}:
		pairing = PairAB
	case Point{1, 1, -1}:
		pairing = PairAD
	default:
		return NoPairing, fmt.Errorf("corner A is joined to %v", partners[0])
	}
	// The rest must pair up the same way, mirrored.
	for s := range comp {
		n := 0
		for o := range comp {
			if o != s && joined(s, o) {
				n++
			}
		}
		if n != 1 {
			return NoPairing, fmt.Errorf("corner %v's component reaches %d other corners", s, n)
		}
	}
	return pairing, nil
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

// colourAtPoint colours a point of space as the paper does.
func colourAtPoint(p *Position, x [3]float64) Player {
	var even, odd Point
	var de, do float64
	for a := range 3 {
		even[a] = 2 * int(math.Round(x[a]/2))
		odd[a] = 2*int(math.Floor(x[a]/2)) + 1
		de += (x[a] - float64(even[a])) * (x[a] - float64(even[a]))
		do += (x[a] - float64(odd[a])) * (x[a] - float64(odd[a]))
	}
	q := even
	if do < de {
		q = odd
	}
	if c := p.board.CellAt(q); c != NoCell {
		return p.At(c)
	}
	best := 0
	for a := 1; a < 3; a++ {
		if math.Abs(x[a]) > math.Abs(x[best]) {
			best = a
		}
	}
	return AxisPlayer(best)
}

func TestVoxelCheckAgrees(t *testing.T) {
	const h = 1.0 / 16
	check := func(p *Position, what string) {
		t.Helper()
		got, err := voxelPairing(p, h)
		if err != nil {
			t.Fatalf("%s: sampling: %v", what, err)
		}
		if want := p.Pairing(); got != want {
			t.Fatalf("%s: sampling gives %v, the complex gives %v", what, got, want)
		}
	}
	// Every colouring of trunc:1 (every 5th by default; HEXLAB_SLOW=1 runs
	// them all and more of the larger boards).
	slow := os.Getenv("HEXLAB_SLOW") != ""
	b := board(1)
	p := NewPosition(b)
	step := 5
	switch {
	case slow:
		step = 1
	case testing.Short():
		step = 17
	}
	for i := 0; i < 243; i += step {
		fillFromIndex(p, i)
		check(p, fmt.Sprintf("trunc:1 colouring %d", i))
	}
	for _, c := range []struct{ k, n int }{{2, 8}, {3, 2}} {
		n := c.n
		switch {
		case slow:
			n *= 5
		case testing.Short():
			n = 1
		}
		p := NewPosition(board(c.k))
		rng := rand.New(rand.NewPCG(uint64(c.k), 77))
		for i := range n {
			randomFill(p, rng)
			check(p, fmt.Sprintf("trunc:%d random colouring %d", c.k, i))
		}
	}
}

// TestVoxelCheckCanFail: the sampled check tells the pairings apart, so it
// would catch a complex that pairs wrongly: it gives each monochrome board
// its own player's pairing.
func TestVoxelCheckCanFail(t *testing.T) {
	p := NewPosition(board(2))
	for _, pl := range Players {
		for c := 0; c < p.board.NumCells(); c++ {
			p.Set(Cell(c), pl)
		}
		got, err := voxelPairing(p, 1.0/16)
		if err != nil || got != PairingOf(pl) {
			t.Errorf("all %v: sampling gives %v, %v; want %v", pl, got, err, PairingOf(pl))
		}
	}
}
