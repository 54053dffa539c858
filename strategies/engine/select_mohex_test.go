package engine

import (
	"math"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestMoHexValue checks MoHex's value of a move on cases worked out by hand from Fuego's
// formula (SgUctSearch::GetValueEstimateRave with MoHex's settings), and without RAVE (the
// steps of Options.RaveRandomization, GetBound with RAVE off): the move's own win rate with
// neither the UCT term nor RAVE, the first-play urgency before its first playout.
func TestMoHexValue(t *testing.T) {
	cases := []struct {
		name                 string
		visits, wins         float32
		raveVisits, raveWins float32
		logN                 float64
		want                 float64
		withoutRave          bool
	}{
		{"nothing yet: first-play urgency", 0, 0, 0, 0, 2, 0.35, false},
		{"the RAVE prior alone", 0, 0, 8, 4, 2, 0.5, false},
		{"RAVE alone", 0, 0, 20, 15, 2, 0.75, false},
		// own 0.6 + 0.22·√(ln 100 / 10) = 0.749290; weight 20 / (10 (1/2.12 + 20/830) + 20) = 0.801328
		{"both", 10, 6, 20, 12, math.Log(100), 0.801328*0.6 + (1-0.801328)*0.749290, false},
		// own 0.3 + 0.22·√(1/1000) = 0.306957; weight 500 / (1000 (1/2.12 + 500/830) + 500) = 0.317640
		{"many playouts weigh their own", 1000, 300, 500, 400, 1, 0.317640*0.8 + (1-0.317640)*0.306957, false},
		{"own playouts and no RAVE", 4, 1, 0, 0, 0, 0.25, false},
		{"without RAVE: nothing yet", 0, 0, 0, 0, math.Log(100), 0.35, true},
		{"without RAVE: RAVE alone counts for nothing", 0, 0, 20, 19, math.Log(100), 0.35, true},
		{"without RAVE: its own win rate, no UCT term", 10, 6, 20, 2, math.Log(100), 0.6, true},
	}
	for _, c := range cases {
		n := node{visits: c.visits, wins: c.wins, raveVisits: c.raveVisits, raveWins: c.raveWins}
		if got := mohexValue(&n, c.logN, !c.withoutRave); math.Abs(got-c.want) > 1e-5 {
			t.Errorf("%s: %.6f, want %.6f", c.name, got, c.want)
		}
	}
}

// TestMoHexSelectionPriors checks the priors MoHex's rule gives a new node's children: 8
// RAVE playouts won half the time each, no playouts of their own, and the pattern shares
// for the progressive bias, which then picks the move with the greatest share first.
func TestMoHexSelectionPriors(t *testing.T) {
	g, err := core.NewGameFromMoveList(core.MustBoard("hex:7x7").Spec(), core.Options{}, "d4")
	if err != nil {
		t.Fatal(err)
	}
	b, p := g.Board(), g.Position()
	tr := newTree(b, false, 1000, nil)
	tr.patterns, tr.weights, tr.mohex, tr.progressiveBias = NewPatterns(b), hexWeights(), true, mohexProgressiveBias
	if !tr.expand(0, p, core.Blue) {
		t.Fatal("no room")
	}
	first, end := tr.children(0)
	best, share := int32(-1), float32(-1)
	total := float32(0)
	for i := first; i < end; i++ {
		c := tr.nodes[i]
		if c.visits != 0 || c.wins != 0 || c.prior != 0 || c.raveVisits != mohexRavePrior || c.raveWins != mohexRavePrior/2 {
			t.Errorf("%s: %+v, want 8 RAVE playouts won 4 and none of its own", b.CellName(c.move), c)
		}
		total += c.bias
		if c.bias > share {
			best, share = i, c.bias
		}
	}
	if math.Abs(float64(total)-1) > 1e-4 {
		t.Errorf("the shares add up to %v, want 1", total)
	}
	if got := tr.choose(0, true); tr.nodes[got].bias != share {
		t.Errorf("chose %s (share %v), want the greatest share, %s (%v)", b.CellName(tr.nodes[got].move), tr.nodes[got].bias, b.CellName(tr.nodes[best].move), share)
	}
}

// TestRaveRandomizationSteps: with the option every 30th step of the search (counted across
// descents) chooses without RAVE, and none without it.
func TestRaveRandomizationSteps(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := &searcher{opts: Options{RaveRandomization: on}}
		var without []int
		for i := 1; i <= 95; i++ {
			if !s.raveStep() {
				without = append(without, i)
			}
		}
		want := []int{30, 60, 90}
		if !on {
			want = nil
		}
		if !slices.Equal(without, want) {
			t.Errorf("option %v: steps without RAVE %v, want %v", on, without, want)
		}
	}
}
