package solver

import (
	"math"
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/vc"
)

// Conductances of the resistance circuit between two nodes joined by full connections, as
// Benzene's df-pn solver sets them: between two empty cells, between a cell and a group or
// edge; between two groups no current flows (they are one conductor already, as far as the
// circuit is concerned).
const (
	emptyToEmpty = 1.0
	emptyToGroup = 2.0
	// leak joins every node to the sink very weakly, so that the circuit's equations have a
	// solution when some cells are cut off from both edges.
	leak = 1e-9
)

// currents returns, for each empty cell, the current that flows through it when the
// edges of player, whose connections are conn, are the two poles of a circuit of the player's connections
// (Anshelevich's resistance evaluation, with virtual connections as Benzene's df-pn solver
// uses it to order moves): the nodes are the player's groups and edges and the empty cells;
// two nodes joined by full connections are linked by a conductance divided by one more
// than the number of cells common to all their carriers (a connection that the opponent
// can break in few places conducts less). A unit current goes in at the first edge and out
// at the second; a cell's score is the sum of the currents in and out of it. A cell the
// current crosses much is where the player's connections are most at stake.
func currents(pos *core.Position, player core.Player, conn *vc.Result) []float64 {
	n := pos.Board().NumCells()
	out := make([]float64, n)
	source, sink := conn.NodeOf(-1), conn.NodeOf(-2)
	// Index the nodes other than the sink.
	index := make([]int, n+2)
	for i := range index {
		index[i] = -1
	}
	var nodes []vc.Node
	add := func(x vc.Node) {
		if x != sink && index[x] < 0 {
			index[x] = len(nodes)
			nodes = append(nodes, x)
		}
	}
	add(source)
	for c := range core.Cell(n) {
		switch pos.At(c) {
		case core.NoPlayer:
			add(vc.Node(c))
		case player:
			add(conn.NodeOf(c))
		}
	}
	m := len(nodes)
	g := make([]float64, m*m)
	toSink := make([]float64, m)
	isEmpty := func(x vc.Node) bool { return int(x) < n && pos.At(core.Cell(x)) == core.NoPlayer }
	conn.FullPairs(func(x, y vc.Node, common vc.Set) {
		var value float64
		switch {
		case isEmpty(x) && isEmpty(y):
			value = emptyToEmpty
		case isEmpty(x) || isEmpty(y):
			value = emptyToGroup
		default:
			return
		}
		c := value / float64(1+common.Len())
		i, j := -1, -1
		if x != sink {
			i = index[x]
		}
		if y != sink {
			j = index[y]
		}
		switch {
		case i >= 0 && j >= 0:
			g[i*m+i] += c
			g[j*m+j] += c
			g[i*m+j] -= c
			g[j*m+i] -= c
		case i >= 0:
			g[i*m+i] += c
			toSink[i] += c
		case j >= 0:
			g[j*m+j] += c
			toSink[j] += c
		}
	})
	for i := range m {
		g[i*m+i] += leak
	}
	a := slices.Clone(g)
	v := make([]float64, m)
	v[index[source]] = 1
	if !solveLinear(a, v, m) {
		return out
	}
	for i, x := range nodes {
		if !isEmpty(x) {
			continue
		}
		sum := math.Abs(toSink[i] * v[i])
		for j := range m {
			if j != i {
				sum += math.Abs(g[i*m+j] * (v[i] - v[j]))
			}
		}
		out[x] = sum
	}
	return out
}

// solveLinear solves a·x = b for the m×m matrix a (row by row), by Gaussian elimination with
// partial pivoting; b becomes x. It reports false when a is singular.
func solveLinear(a, b []float64, m int) bool {
	for col := range m {
		p := col
		for r := col + 1; r < m; r++ {
			if math.Abs(a[r*m+col]) > math.Abs(a[p*m+col]) {
				p = r
			}
		}
		if math.Abs(a[p*m+col]) < 1e-300 {
			return false
		}
		if p != col {
			for k := range m {
				a[p*m+k], a[col*m+k] = a[col*m+k], a[p*m+k]
			}
			b[p], b[col] = b[col], b[p]
		}
		pivot := a[col*m+col]
		for r := col + 1; r < m; r++ {
			f := a[r*m+col] / pivot
			if f == 0 {
				continue
			}
			for k := col; k < m; k++ {
				a[r*m+k] -= f * a[col*m+k]
			}
			b[r] -= f * b[col]
		}
	}
	for r := m - 1; r >= 0; r-- {
		sum := b[r]
		for k := r + 1; k < m; k++ {
			sum -= a[r*m+k] * b[k]
		}
		b[r] = sum / a[r*m+r]
	}
	return true
}

// orderByCurrents sorts moves by the current through them in both players' circuits, the
// greatest first (ties nearest the centre first).
func (s *Solver) orderByCurrents(pos *core.Position, red, blue *vc.Result, moves []core.Cell) {
	cr, cb := currents(pos, core.Red, red), currents(pos, core.Blue, blue)
	slices.SortStableFunc(moves, func(a, b core.Cell) int {
		sa, sb := cr[a]+cb[a], cr[b]+cb[b]
		switch {
		case sa > sb:
			return -1
		case sa < sb:
			return 1
		}
		return s.centrality[a] - s.centrality[b]
	})
}
