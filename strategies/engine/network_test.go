package engine

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/solver"
)

// fakeNetwork is an evaluator whose answers the tests choose: prior gives the policy of a
// position (uniform over the empty cells when nil), value the mover's winning chance. It
// records the positions it is asked about.
type fakeNetwork struct {
	prior func(pos *core.Position, toMove core.Player) []float32
	value func(pos *core.Position, toMove core.Player) float32
	// asked counts the evaluations by position (core.Diagram and the player to move), and
	// reverse records the rule each was asked under.
	asked   map[string]int
	reverse []bool
}

func (f *fakeNetwork) evaluate(pos *core.Position, toMove core.Player, reverse bool) ([]float32, float32) {
	if f.asked == nil {
		f.asked = map[string]int{}
	}
	f.asked[core.Diagram(pos)+toMove.String()]++
	f.reverse = append(f.reverse, reverse)
	var policy []float32
	if f.prior != nil {
		policy = f.prior(pos, toMove)
	} else {
		policy = uniformPrior(pos)
	}
	value := float32(0.5)
	if f.value != nil {
		value = f.value(pos, toMove)
	}
	return policy, value
}

// allOn is a prior that puts everything on cell c where it is empty, else uniform.
func allOn(c core.Cell) func(*core.Position, core.Player) []float32 {
	return func(pos *core.Position, _ core.Player) []float32 {
		if pos.At(c) != core.NoPlayer {
			return uniformPrior(pos)
		}
		policy := make([]float32, pos.Board().NumCells())
		policy[c] = 1
		return policy
	}
}

// withNetwork returns an engine of b with opts whose network is f (one fake for every
// thread).
func withNetwork(b *core.Board, reverse bool, opts Options, f evaluator) *Engine {
	e := New(b, reverse, opts)
	e.newEvaluator = func() evaluator { return f }
	return e
}

// uniqueWins returns positions of b (seeded) where the player to move has exactly one
// winning move, with that move, as the solver proves them.
func uniqueWins(t *testing.T, b *core.Board, want int) (positions []*core.Position, players []core.Player, wins []core.Cell) {
	t.Helper()
	r := rand.New(rand.NewPCG(58, 1))
	s := solver.New(b, solver.Options{Memory: 8 << 20})
	for range 400 {
		pos, toMove := minimax.RandomOpenPosition(r, b, 4+r.IntN(6))
		values, err := s.Values(context.Background(), pos, toMove, nil)
		if err != nil {
			continue
		}
		var won []core.Cell
		for _, v := range values {
			if v.Value == solver.Win {
				won = append(won, v.Cell)
			}
		}
		if len(won) == 1 {
			positions, players, wins = append(positions, pos), append(players, toMove), append(wins, won[0])
			if len(positions) == want {
				return
			}
		}
	}
	t.Fatalf("%s: fewer than %d positions with one winning move", b.Spec(), want)
	return
}

// playoutsToFind returns the smallest budget of a ladder (doubling from 16) with which the
// engine that newEngine makes plays win in pos, or the ladder's top past it.
func playoutsToFind(t *testing.T, pos *core.Position, toMove core.Player, win core.Cell, newEngine func(Options) *Engine) int {
	t.Helper()
	const top = 8192
	for budget := 16; budget < top; budget *= 2 {
		e := newEngine(Options{Playouts: budget, Seed: 3, NoKnowledge: true})
		r, err := e.Search(context.Background(), pos, toMove)
		if err != nil {
			t.Fatal(err)
		}
		if r.Move == win {
			return budget
		}
	}
	return top
}

// With a network whose prior puts everything on the solver's only winning move, the search
// plays it with fewer playouts than with a network of no opinion (a uniform prior, the same
// value everywhere), and than without a network (the knowledge off, so that the tree alone
// must find it).
func TestNetworkPriorFindsTheWinningMove(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	positions, players, wins := uniqueWins(t, b, 4)
	without, uniform, with := 0, 0, 0
	for i, pos := range positions {
		plain := playoutsToFind(t, pos, players[i], wins[i], func(o Options) *Engine { return New(b, false, o) })
		even := playoutsToFind(t, pos, players[i], wins[i], func(o Options) *Engine {
			return withNetwork(b, false, o, &fakeNetwork{})
		})
		guided := playoutsToFind(t, pos, players[i], wins[i], func(o Options) *Engine {
			return withNetwork(b, false, o, &fakeNetwork{prior: allOn(wins[i])})
		})
		t.Logf("%s %v to move, %s wins: %d playouts without a network, %d with a uniform one, %d with the prior on it", core.Diagram(pos), players[i], b.CellName(wins[i]), plain, even, guided)
		without += plain
		uniform += even
		with += guided
	}
	if with >= uniform || with >= without {
		t.Errorf("the prior on the winning move needs %d playouts in all, a uniform prior %d, no network %d", with, uniform, without)
	}
}

// The network's value moves the root's value: a network that says Red wins lowers Blue's, one
// that says Blue wins raises it; with NetworkValue negative the value is left out and the
// search is the same whatever the network says.
func TestNetworkValueMovesTheRootValue(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	pos := core.NewPosition(b)
	c3, _ := b.ParseCell("c3")
	pos.Place(c3, core.Red)
	// redWins is a network for which Red wins with chance v, whoever is to move.
	redWins := func(v float32) *fakeNetwork {
		return &fakeNetwork{value: func(_ *core.Position, toMove core.Player) float32 {
			if toMove == core.Red {
				return v
			}
			return 1 - v
		}}
	}
	search := func(weight float64, f *fakeNetwork) Result {
		e := withNetwork(b, false, Options{Playouts: 2000, Seed: 5, NoKnowledge: true, NetworkAt: 4, NetworkValue: weight}, f)
		r, err := e.Search(context.Background(), pos, core.Blue)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	none := search(-1, redWins(0.99))
	if other := search(-1, redWins(0.01)); none.Value != other.Value || none.Move != other.Move {
		t.Fatalf("with the value left out, the network's value still counts: %v then %v", none.Value, other.Value)
	}
	low := search(0.5, redWins(0.99))
	high := search(0.5, redWins(0.01))
	t.Logf("Blue's root value: %.3f without the value head, %.3f when it says Red wins, %.3f when it says Blue wins", none.Value, low.Value, high.Value)
	if !(low.Value < none.Value-0.1 && high.Value > none.Value+0.1) {
		t.Errorf("Blue's root value %.3f without the value head, %.3f when it says Red wins, %.3f when it says Blue wins", none.Value, low.Value, high.Value)
	}
}

// The cache keeps the evaluations: within a search a position the tree reaches again by
// another order of moves is not evaluated again, nor the next search's root, and no position
// is asked of the network twice.
func TestNetworkCacheHits(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	f := &fakeNetwork{}
	e := withNetwork(b, false, Options{Playouts: 3000, Seed: 1, NoKnowledge: true, NetworkAt: 2}, f)
	pos := core.NewPosition(b)
	reported := 0
	for i := range 2 {
		before := len(f.asked)
		r, err := e.Search(context.Background(), pos, core.Red)
		if err != nil {
			t.Fatal(err)
		}
		// Result.Evaluations is this search's own: the positions newly asked.
		if r.Evaluations != len(f.asked)-before || r.Evaluations == 0 && i == 0 {
			t.Errorf("search %d reports %d evaluations; the network was asked %d new positions", i, r.Evaluations, len(f.asked)-before)
		}
		reported += r.Evaluations
	}
	if reported != e.nets[0].evaluations {
		t.Errorf("the searches report %d evaluations in all, the engine counted %d", reported, e.nets[0].evaluations)
	}
	cache := e.nets[0].cache
	if cache.hits == 0 {
		t.Errorf("no evaluation found in the cache (%d evaluations)", e.nets[0].evaluations)
	}
	for key, n := range f.asked {
		if n > 1 {
			t.Errorf("evaluated %d times:\n%s", n, key)
		}
	}
	if len(f.asked) != e.nets[0].evaluations || cache.size() != len(f.asked) {
		t.Errorf("%d positions asked, %d evaluations counted, %d cached", len(f.asked), e.nets[0].evaluations, cache.size())
	}
	t.Logf("%d evaluations, %d cache hits", e.nets[0].evaluations, cache.hits)
}

// The cache is bounded: past its limit the oldest generation is forgotten, and an entry
// still in use moves to the current one; a position whose hash another holds is a miss.
func TestEvalCacheBounds(t *testing.T) {
	b := core.MustBoard("hex:4x4")
	c := newEvalCache(b.NumCells())
	c.limit = 2
	positions := make([]*core.Position, 5)
	for i := range positions {
		positions[i] = core.NewPosition(b)
		positions[i].Place(core.Cell(i), core.Red)
		c.put(uint64(i), positions[i], core.Blue, nil, float32(i))
	}
	if c.size() > 2*c.limit {
		t.Errorf("the cache holds %d entries, limit %d a generation", c.size(), c.limit)
	}
	if _, ok := c.get(0, positions[0], core.Blue); ok {
		t.Errorf("the first entry is still there after %d more", len(positions)-1)
	}
	if e, ok := c.get(4, positions[4], core.Blue); !ok || e.value != 4 {
		t.Errorf("the last entry is not found: %v %v", e, ok)
	}
	if _, ok := c.get(4, positions[3], core.Blue); ok {
		t.Errorf("another position with the same hash is found")
	}
	if _, ok := c.get(4, positions[4], core.Red); ok {
		t.Errorf("the position with the other player to move is found")
	}
}

// rootShares returns the root children's shares of the progressive bias in the engine's first
// tree, by cell.
func rootShares(e *Engine) map[core.Cell]float32 {
	t := e.trees[0]
	out := map[core.Cell]float32{}
	first, end := t.children(0)
	for i := first; i < end; i++ {
		if !t.nodes[i].pruned {
			out[t.nodes[i].move] = t.nodes[i].bias
		}
	}
	return out
}

// RootNoise mixes Dirichlet noise into the root's prior: the same for the same seed, another
// for another seed, and none without it; the shares still sum to 1.
func TestRootNoiseIsDeterministic(t *testing.T) {
	b := core.MustBoard("hex:7x7")
	pos := core.NewPosition(b)
	search := func(seed uint64, noise float64) (map[core.Cell]float32, Result) {
		e := withNetwork(b, false, Options{Playouts: 200, Seed: seed, RootNoise: noise}, &fakeNetwork{})
		r, err := e.Search(context.Background(), pos, core.Red)
		if err != nil {
			t.Fatal(err)
		}
		return rootShares(e), r
	}
	plain, _ := search(1, 0)
	a, ra := search(1, 0.25)
	again, rAgain := search(1, 0.25)
	other, _ := search(2, 0.25)
	total := float32(0)
	for _, s := range a {
		total += s
	}
	if total < 0.999 || total > 1.001 {
		t.Errorf("the noisy shares sum to %v", total)
	}
	for c, s := range plain {
		if math.Abs(float64(s)-1/float64(len(plain))) > 1e-6 {
			t.Fatalf("the uniform network's share of %s is %v among %d moves", b.CellName(c), s, len(plain))
		}
	}
	if !mapsEqual(a, again) || ra.Move != rAgain.Move || ra.Value != rAgain.Value {
		t.Errorf("the same seed gave other noise")
	}
	if mapsEqual(a, other) {
		t.Errorf("seeds 1 and 2 gave the same noise")
	}
	if mapsEqual(a, plain) {
		t.Errorf("the noise changed nothing")
	}
}

func mapsEqual(a, b map[core.Cell]float32) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// Result.Policy is the network's policy at the root (a copy), and nil without a network.
func TestResultPolicy(t *testing.T) {
	b := core.MustBoard("hex:4x4")
	pos := core.NewPosition(b)
	b2, _ := b.ParseCell("b2")
	e := withNetwork(b, false, Options{Playouts: 100, NoKnowledge: true}, &fakeNetwork{prior: allOn(b2)})
	r, err := e.Search(context.Background(), pos, core.Red)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Policy) != b.NumCells() || r.Policy[b2] != 1 {
		t.Fatalf("Policy = %v, want everything on b2", r.Policy)
	}
	r.Policy[b2] = 0 // the caller's copy: the cache keeps its own
	if r, _ = e.Search(context.Background(), pos, core.Red); r.Policy[b2] != 1 {
		t.Errorf("changing the result's policy changed the cache's")
	}
	plain, err := New(b, false, Options{Playouts: 100}).Search(context.Background(), pos, core.Red)
	if err != nil {
		t.Fatal(err)
	}
	if plain.Policy != nil {
		t.Errorf("Policy without a network: %v", plain.Policy)
	}
}

// misleading is a network that is always wrong where minimax knows: all its prior on a
// losing move when there is one, and the player to move's chance is 1 where they lose and 0
// where they win. It remembers its answers (minimax's are slow to ask again).
func misleading(ref *minimax.Minimax) *fakeNetwork {
	type answer struct {
		policy []float32
		value  float32
	}
	known := map[string]answer{}
	ask := func(pos *core.Position, toMove core.Player) answer {
		key := core.Diagram(pos) + toMove.String()
		if a, ok := known[key]; ok {
			return a
		}
		a := answer{policy: uniformPrior(pos), value: 1}
		for _, c := range pos.EmptyCells() {
			if !ref.MoveWins(pos, toMove, c) {
				a.policy = allOn(c)(pos, toMove)
				break
			}
		}
		if ref.Wins(pos, toMove) {
			a.value = 0
		}
		known[key] = a
		return a
	}
	return &fakeNetwork{
		prior: func(pos *core.Position, toMove core.Player) []float32 { return ask(pos, toMove).policy },
		value: func(pos *core.Position, toMove core.Player) float32 { return ask(pos, toMove).value },
	}
}

// wrongProofs returns how many of res's root moves are proven, and what res claims that
// minimax refutes: a move played as proven that loses, a position reported lost that the
// player to move wins, a root move proven won or lost that is not.
func wrongProofs(ref *minimax.Minimax, pos *core.Position, toMove core.Player, res Result) (proven int, wrong []string) {
	name := pos.Board().CellName
	if res.Reason == Proven && !ref.MoveWins(pos, toMove, res.Move) {
		wrong = append(wrong, name(res.Move)+" is played as proven, but it loses")
	}
	if res.Lost && ref.Wins(pos, toMove) {
		wrong = append(wrong, "reported lost, but the player to move wins")
	}
	for _, m := range res.Moves {
		if m.Proof != solver.Unknown {
			proven++
			if ref.MoveWins(pos, toMove, m.Cell) != (m.Proof == solver.Win) {
				wrong = append(wrong, fmt.Sprintf("%s proven %v, minimax says otherwise", name(m.Cell), m.Proof))
			}
		}
	}
	return proven, wrong
}

// Proven values beat the network: with a network that is always wrong, every value the engine
// proves is still minimax's, on every small board of every topology and both rules, and the
// evaluator is told the rule.
func TestNetworkProofsAgreeWithMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(58, 9))
	for _, spec := range minimax.SmallBoards {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		f := misleading(ref)
		proven := 0
		for i := range 5 {
			pos, toMove := minimax.RandomOpenPosition(r, b, r.IntN(b.NumCells()/2+1))
			for _, opts := range []Options{{}, {NoKnowledge: true}, MoHexOptions()} {
				opts.Playouts, opts.Seed, opts.NetworkAt = 1000, uint64(i), 32
				f.reverse = nil
				e := withNetwork(b, b.Spec().Reverse, opts, f)
				res, err := e.Search(context.Background(), pos, toMove)
				if err != nil {
					t.Fatalf("%s: %v", spec, err)
				}
				where := fmt.Sprintf("%s %s, %v to move, knowledge %v", spec, core.Diagram(pos), toMove, !opts.NoKnowledge)
				n, wrong := wrongProofs(ref, pos, toMove, res)
				proven += n
				for _, w := range wrong {
					t.Errorf("%s: %s", where, w)
				}
				if slices.Contains(f.reverse, !b.Spec().Reverse) {
					t.Errorf("%s: the network was asked under the other rule", where)
				}
			}
		}
		if proven == 0 {
			t.Errorf("%s: no root move proven", spec)
		}
	}
}

// With the network, the same seed and playout budget give the same move and value, with one
// thread or several; each thread has its own evaluator.
func TestNetworkDeterministic(t *testing.T) {
	b := core.MustBoard("torus:5x5")
	pos := core.NewPosition(b)
	c, _ := b.ParseCell("c3")
	pos.Place(c, core.Red)
	// A prior that is not uniform, from the position alone.
	prior := func(p *core.Position, _ core.Player) []float32 {
		policy := make([]float32, b.NumCells())
		total := float32(0)
		for _, x := range p.EmptyCells() {
			policy[x] = float32(1 + (int(x)*7+len(p.EmptyCells()))%5)
			total += policy[x]
		}
		for i := range policy {
			policy[i] /= total
		}
		return policy
	}
	for _, threads := range []int{1, 2} {
		sameTwice(t, fmt.Sprintf("%d threads", threads), func() Result {
			made := 0
			e := New(b, false, Options{Playouts: 3000, Seed: 9, Threads: threads, NetworkAt: 16, RootNoise: 0.25})
			e.newEvaluator = func() evaluator { made++; return &fakeNetwork{prior: prior} }
			r, err := e.Search(context.Background(), pos, core.Blue)
			if err != nil {
				t.Fatal(err)
			}
			if made != threads {
				t.Errorf("%d threads, %d evaluators", threads, made)
			}
			return r
		})
	}
}

// sameTwice runs search twice and checks that both give the same move and value.
func sameTwice(t *testing.T, where string, search func() Result) Result {
	t.Helper()
	a, b := search(), search()
	if a.Move != b.Move || a.Value != b.Value {
		t.Errorf("%s: %v (%v) then %v (%v)", where, a.Move, a.Value, b.Move, b.Value)
	}
	return a
}

// gammaSample's draws have the mean of their shape (the noise's shares are in proportion).
func TestGammaSampleMean(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, shape := range []float64{0.03, 0.3, 1, 2.5} {
		sum := 0.0
		const n = 20000
		for range n {
			x := gammaSample(rng, shape)
			if x < 0 {
				t.Fatalf("shape %v: drew %v", shape, x)
			}
			sum += x
		}
		if mean := sum / n; mean < shape*0.9 || mean > shape*1.1 {
			t.Errorf("shape %v: mean %v", shape, mean)
		}
	}
}

// A real network (initial weights) guides the search on every small board of every topology
// and both rules: the search plays an empty cell, proves only what minimax says, gives the
// root's policy, and the same seed gives the same move.
func TestRealNetworkOnEveryBoard(t *testing.T) {
	net, err := network.New(network.DefaultShape(), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(58, 10))
	for _, spec := range minimax.SmallBoards {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		pos, toMove := minimax.RandomOpenPosition(r, b, r.IntN(b.NumCells()/3+1))
		where := fmt.Sprintf("%s %s, %v to move", spec, core.Diagram(pos), toMove)
		res := sameTwice(t, where, func() Result {
			e := New(b, b.Spec().Reverse, Options{Playouts: 400, Seed: 4, Network: net, NetworkAt: 32})
			res, err := e.Search(context.Background(), pos, toMove)
			if err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			return res
		})
		if pos.At(res.Move) != core.NoPlayer {
			t.Fatalf("%s: played %s, which is taken", where, b.CellName(res.Move))
		}
		_, wrong := wrongProofs(ref, pos, toMove, res)
		for _, w := range wrong {
			t.Errorf("%s: %s", where, w)
		}
		if res.Reason == Searched && len(res.Policy) != b.NumCells() {
			t.Errorf("%s: the root's policy has %d cells", where, len(res.Policy))
		}
	}
}

// A network whose answer is not a policy and a value (weights that overflow, say) makes the
// search fail with a message that says what is wrong, never a panic or a move chosen by it.
func TestNetworkBadAnswersAreErrors(t *testing.T) {
	b := core.MustBoard("cyl:4x4")
	pos := core.NewPosition(b)
	nan := float32(math.NaN())
	for _, c := range []struct {
		name  string
		f     *fakeNetwork
		wants string
	}{
		{"a NaN prior", &fakeNetwork{prior: func(p *core.Position, _ core.Player) []float32 {
			policy := uniformPrior(p)
			policy[5] = nan
			return policy
		}}, "the prior of b2 is NaN"},
		{"a prior on a taken cell", &fakeNetwork{prior: func(p *core.Position, _ core.Player) []float32 {
			policy := make([]float32, b.NumCells())
			for c := range policy {
				policy[c] = 1 / float32(len(policy))
			}
			return policy
		}}, "which is taken"},
		{"priors that sum to 2", &fakeNetwork{prior: func(p *core.Position, _ core.Player) []float32 {
			policy := uniformPrior(p)
			for c := range policy {
				policy[c] *= 2
			}
			return policy
		}}, "the priors sum to 2"},
		{"a short policy", &fakeNetwork{prior: func(*core.Position, core.Player) []float32 { return make([]float32, 3) }}, "a policy of 3 cells on a board of 16"},
		{"a NaN value", &fakeNetwork{value: func(*core.Position, core.Player) float32 { return nan }}, "the value is NaN"},
		{"a value past 1", &fakeNetwork{value: func(*core.Position, core.Player) float32 { return 1.5 }}, "the value is 1.5"},
	} {
		start := pos.Clone()
		if c.wants == "which is taken" {
			start.Place(0, core.Red)
		}
		e := withNetwork(b, false, Options{Playouts: 200, NetworkAt: 4}, c.f)
		_, err := e.Search(context.Background(), start, core.Blue)
		if err == nil || !strings.Contains(err.Error(), c.wants) || !strings.Contains(err.Error(), "not a policy and a value") {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.wants)
		}
	}
}
