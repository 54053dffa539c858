package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// With Options.Answers, the opponent's move into one cell of a bridge has, below it, the
// reply in the other cell favoured by the answers' prior; without it, no reply is. (The
// inferior-cell analysis is off: it prunes a probe into a bridge that threatens nothing.)
func TestAnswersFavourTheBridgeReply(t *testing.T) {
	b := core.MustBoard("hex:11x11")
	pos := core.NewPosition(b)
	f6, _ := b.ParseCell("f6")
	b9, _ := b.ParseCell("b9")
	var mate core.Cell     // a cell a bridge from f6
	var bridge []core.Cell // the bridge's two cells
	for y := range core.Cell(b.NumCells()) {
		bridge = bridge[:0]
		for _, c := range b.Adjacent(f6) {
			if c != y && slices.Contains(b.Adjacent(y), c) {
				bridge = append(bridge, c)
			}
		}
		if len(bridge) == 2 && !slices.Contains(b.Adjacent(f6), y) {
			mate = y
			break
		}
	}
	pos.Place(f6, core.Red) // in the middle, far from the edges: Red threatens nothing
	pos.Place(mate, core.Red)
	pos.Place(b9, core.Blue)
	for _, answers := range []bool{false, true} {
		opts := Options{Seed: 1, KnowledgeAt: 1, Answers: answers}
		tr := newTree(b, false, 1<<20, nil)
		s := newSearcher(tr, pos, core.Blue, opts, solver.New(b, solver.Options{Memory: 1 << 20, Answers: answers, NoInferior: true}), nil, rand.New(rand.NewPCG(1, 2)))
		for range 300 {
			s.iterate()
		}
		favoured := 0
		for i, probe := range bridge {
			other := bridge[1-i]
			n := tr.child(0, probe)
			switch {
			case n < 0 || tr.nodes[n].pruned:
				t.Fatalf("answers %v: Blue's %s is not searched", answers, b.CellName(probe))
			case tr.nodes[n].first < 0:
				if slices.Contains(tr.answers[n], other) { // kept for its expansion
					favoured++
				}
			default:
				if r := tr.child(n, other); r >= 0 && tr.nodes[r].prior >= answerPrior {
					favoured++
				}
			}
		}
		if want := map[bool]int{false: 0, true: 2}[answers]; favoured != want {
			t.Errorf("answers %v: %d bridge replies favoured, want %d", answers, favoured, want)
		}
	}
}

// With MoHex 2.0's rule the answers take a share of the progressive bias instead of
// playouts: below a move into a bridge, the reply in the other cell has a larger share than
// any other reply, and no playouts of priors; the shares still sum to one.
func TestAnswersTakeTheBiasWithMoHexSelection(t *testing.T) {
	b := core.MustBoard("hex:9x9")
	pos := core.NewPosition(b)
	e5, _ := b.ParseCell("e5")
	f3, _ := b.ParseCell("f3") // a bridge from e5 through e4 and f4
	pos.Place(e5, core.Red)
	pos.Place(f3, core.Red)
	e4, _ := b.ParseCell("e4")
	f4, _ := b.ParseCell("f4")
	tr := newTree(b, false, 1<<20, nil)
	tr.mohex, tr.patterns, tr.weights = true, NewPatterns(b), hexWeights()
	if !tr.expand(0, pos, core.Blue) {
		t.Fatal("the root did not expand")
	}
	probe := tr.child(0, e4)
	after := pos.Clone()
	after.Place(e4, core.Blue)
	if !tr.expand(probe, after, core.Red) {
		t.Fatal("the probe did not expand")
	}
	before := map[core.Cell]float32{}
	first, end := tr.children(probe)
	for i := first; i < end; i++ {
		before[tr.nodes[i].move] = tr.nodes[i].bias
	}
	tr.favourAnswers(0, map[core.Cell][]core.Cell{e4: {f4}})
	reply := tr.child(probe, f4)
	sum := float32(0)
	for i := first; i < end; i++ {
		c := &tr.nodes[i]
		sum += c.bias
		if c.prior != 0 || c.visits != 0 {
			t.Errorf("%s has %v playouts of priors", b.CellName(c.move), c.prior)
		}
		if i != reply && c.bias >= tr.nodes[reply].bias {
			t.Errorf("%s's share %v is not below the answer f4's %v", b.CellName(c.move), c.bias, tr.nodes[reply].bias)
		}
		if i != reply && before[c.move] > 0 && c.bias >= before[c.move] {
			t.Errorf("%s's share did not shrink: %v, before %v", b.CellName(c.move), c.bias, before[c.move])
		}
	}
	if math.Abs(float64(sum)-1) > 1e-4 {
		t.Errorf("the shares sum to %v", sum)
	}
	if got := tr.nodes[reply].bias; got < 0.5 {
		t.Errorf("the answer's share is %v, want at least one half", got)
	}
}
