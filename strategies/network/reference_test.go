package network

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The slow, obvious network: the same layers written from the definitions, in float64, with
// the neighbours taken from core's own board graph (Board.Links) instead of the tap tables,
// nothing skipped. The fast code is checked against it.

// neighbourInDirection returns the cell of b next to c in direction d (core's order), through
// core's links, or -1.
func neighbourInDirection(b *core.Board, c core.Cell, d [2]int) int {
	col, row := b.Coords(c)
	for _, l := range b.Links(c) {
		tc, tr := b.Coords(l.To)
		// The lift of the neighbour: its own coordinates moved by the link's periods.
		if tc+int(l.DX)*b.Cols() == col+d[0] && tr+int(l.DY)*b.Rows() == row+d[1] {
			return int(l.To)
		}
	}
	return -1
}

func referenceEvaluate(n *Network, in Input) ([]float64, float64) {
	b := in.Pos.Board()
	cells, ch := b.NumCells(), n.shape.Channels
	topo := b.Topology()
	planes := make([][]float64, cells)
	for c := range planes {
		x := make([]float64, Planes)
		switch in.Pos.At(core.Cell(c)) {
		case core.NoPlayer:
			x[planeEmpty] = 1
		case in.ToMove:
			x[planeMine] = 1
		default:
			x[planeTheirs] = 1
		}
		x[planeOnBoard] = 1
		sides := b.Sides(core.Cell(c))
		red := topo != core.Torus && sides&(core.Top|core.Bottom) != 0
		blue := topo == core.Plane && sides&(core.Left|core.Right) != 0
		if in.ToMove == core.Red {
			x[planeMyEdge], x[planeTheirEdge] = b2f(red), b2f(blue)
		} else {
			x[planeMyEdge], x[planeTheirEdge] = b2f(blue), b2f(red)
		}
		x[planeMoverRed] = b2f(in.ToMove == core.Red)
		x[planeReverse] = b2f(in.Reverse)
		x[planeWrapColumns] = b2f(topo != core.Plane)
		x[planeWrapRows] = b2f(topo == core.Torus)
		planes[c] = x
	}
	convolve := func(cv *conv, in [][]float64) [][]float64 {
		out := make([][]float64, cells)
		for c := range out {
			out[c] = make([]float64, cv.out)
			for o := 0; o < cv.out; o++ {
				s := float64(cv.bias[o])
				for t := 0; t < Taps; t++ {
					from := c
					if t > 0 {
						from = neighbourInDirection(b, core.Cell(c), tapDirections[t-1])
					}
					if from < 0 {
						continue
					}
					for i := 0; i < cv.in; i++ {
						s += float64(cv.weights[(t*cv.in+i)*cv.out+o]) * in[from][i]
					}
				}
				out[c][o] = s
			}
		}
		return out
	}
	rect := func(x [][]float64) {
		for _, r := range x {
			for i := range r {
				r[i] = math.Max(r[i], 0)
			}
		}
	}
	h := convolve(&n.stem, planes)
	rect(h)
	for k := range n.blocks {
		a := convolve(&n.blocks[k][0], h)
		rect(a)
		z := convolve(&n.blocks[k][1], a)
		for c := range z {
			for i := range z[c] {
				z[c][i] += h[c][i]
			}
		}
		rect(z)
		h = z
	}
	policy := make([]float64, cells)
	var sum float64
	for c := range policy {
		if in.Pos.At(core.Cell(c)) != core.NoPlayer {
			continue
		}
		l := float64(n.policyBias[0])
		for i := 0; i < ch; i++ {
			l += float64(n.policyWeights[i]) * h[c][i]
		}
		policy[c] = math.Exp(l)
		sum += policy[c]
	}
	for c := range policy {
		policy[c] /= sum
	}
	hid := n.shape.ValueHidden
	logit := float64(n.valueOutBias[0])
	for j := 0; j < hid; j++ {
		u := float64(n.valueHiddenBias[j])
		for i := 0; i < ch; i++ {
			var mean float64
			for c := 0; c < cells; c++ {
				mean += h[c][i]
			}
			u += float64(n.valueHidden[i*hid+j]) * mean / float64(cells)
		}
		logit += float64(n.valueOut[j]) * math.Max(u, 0)
	}
	return policy, 1 / (1 + math.Exp(-logit))
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// randomPosition places stones on about fill of b's cells at random, the colours alternating
// so that the counts differ by at most one, and returns it with the player to move.
func randomPosition(b *core.Board, rng *rand.Rand, fill float64) (*core.Position, core.Player) {
	pos := core.NewPosition(b)
	toMove := core.Red
	for _, c := range rng.Perm(b.NumCells()) {
		if rng.Float64() >= fill || len(pos.EmptyCells()) == 1 {
			continue
		}
		pos.Place(core.Cell(c), toMove)
		toMove = toMove.Opponent()
	}
	return pos, toMove
}

// randomise gives every parameter of n a random value, the zero-started ones included, so that
// every path of the network is exercised.
func randomise(n *Network, rng *rand.Rand, std float64) {
	for i := range n.params {
		n.params[i] = float32(rng.NormFloat64() * std)
	}
}

// testBoards are boards of every topology and both rules, narrow ones among them.
var testBoards = []string{"hex:3x3", "hex:4x3", "hex:5x5", "cyl:4x3", "cyl:2x3", "cyl:5x4", "torus:3x3", "torus:4x5", "hex:4x4+reverse", "torus:3x4+reverse"}

func TestEvaluateMatchesTheReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, shape := range []Shape{{Channels: 3, Blocks: 0, ValueHidden: 2}, {Channels: 5, Blocks: 2, ValueHidden: 4}} {
		n, err := New(shape, 7)
		if err != nil {
			t.Fatal(err)
		}
		randomise(n, rng, 0.4)
		e := n.NewEvaluator()
		for _, spec := range testBoards {
			b := core.MustBoard(spec)
			for trial := 0; trial < 6; trial++ {
				pos, toMove := randomPosition(b, rng, rng.Float64()*0.8)
				in := Input{Pos: pos, ToMove: toMove, Reverse: b.Spec().Reverse}
				got := e.Evaluate(in)
				wantPolicy, wantValue := referenceEvaluate(n, in)
				for c := range wantPolicy {
					if math.Abs(float64(got.Policy[c])-wantPolicy[c]) > 1e-4 {
						t.Fatalf("%s shape %v: policy of %s is %v, the reference says %v", spec, shape, b.CellName(core.Cell(c)), got.Policy[c], wantPolicy[c])
					}
				}
				if math.Abs(float64(got.Value)-wantValue) > 1e-4 {
					t.Fatalf("%s shape %v: value %v, the reference says %v", spec, shape, got.Value, wantValue)
				}
			}
		}
	}
}

func TestTapsAreTheBoardsNeighbours(t *testing.T) {
	for _, spec := range testBoards {
		b := core.MustBoard(spec)
		g := geometryOf(b)
		for c := core.Cell(0); int(c) < b.NumCells(); c++ {
			for k, d := range tapDirections {
				want := neighbourInDirection(b, c, d)
				if got := int(g.taps[int(c)*Taps+1+k]); got != want {
					t.Errorf("%s: tap %v of %s reads %d, core links %d", spec, d, b.CellName(c), got, want)
				}
			}
		}
	}
}
