package network

import (
	"sync"

	"github.com/hexlab/hexlab/core"
)

// Taps is the number of cells a hex convolution reads for each cell: the cell and its six
// neighbours.
const Taps = 7

// tapDirections are the (column, row) offsets of a convolution's taps after the cell itself:
// the six neighbours of the thesis's graph, in core's order.
var tapDirections = [Taps - 1][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}

// geometry is what the network reads of a board: for every cell the cells of its taps (-1
// off a planar board's edge), and the input planes that do not depend on the stones.
type geometry struct {
	cells int
	// taps[c*Taps+t] is the cell tap t of cell c reads, or -1.
	taps []int32
	// validTaps counts the taps that read a cell.
	validTaps int
	// redEdge and blueEdge mark the cells on each player's edges (none where the board has no
	// such edge: Blue on the cylinder, both on the torus).
	redEdge, blueEdge     []bool
	wrapColumns, wrapRows bool
}

var geometries sync.Map // core.Spec without its rule -> *geometry

// geometryOf returns b's geometry, built once a spec.
func geometryOf(b *core.Board) *geometry {
	key := b.Spec()
	key.Reverse = false
	if g, ok := geometries.Load(key); ok {
		return g.(*geometry)
	}
	g := buildGeometry(b)
	actual, _ := geometries.LoadOrStore(key, g)
	return actual.(*geometry)
}

func buildGeometry(b *core.Board) *geometry {
	cols, rows, n := b.Cols(), b.Rows(), b.NumCells()
	topo := b.Topology()
	g := &geometry{cells: n, taps: make([]int32, n*Taps), redEdge: make([]bool, n), blueEdge: make([]bool, n),
		wrapColumns: topo != core.Plane, wrapRows: topo == core.Torus}
	for c := core.Cell(0); int(c) < n; c++ {
		col, row := b.Coords(c)
		g.taps[int(c)*Taps] = int32(c)
		g.validTaps++
		for t, d := range tapDirections {
			i, j := col+d[0], row+d[1]
			if g.wrapColumns {
				i = (i-1+cols)%cols + 1
			}
			if g.wrapRows {
				j = (j-1+rows)%rows + 1
			}
			to := b.Cell(i, j)
			g.taps[int(c)*Taps+1+t] = int32(to)
			if to != core.NoCell {
				g.validTaps++
			}
		}
		sides := b.Sides(c)
		g.redEdge[c] = topo != core.Torus && sides&(core.Top|core.Bottom) != 0
		g.blueEdge[c] = topo == core.Plane && sides&(core.Left|core.Right) != 0
	}
	return g
}
