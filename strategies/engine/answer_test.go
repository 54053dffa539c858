package engine

import (
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
		tr := newTree(b, false, 1<<20)
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
