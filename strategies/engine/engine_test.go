package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/pollctx"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
	"github.com/hexlab/hexlab/strategies/solver"
)

// Every value the engine proves, with the solver's knowledge (its fill-in placed in the tree
// or not; analysed again with the edge proofs at busy nodes or not) and without it, is
// minimax's:
// the move it plays as proven wins, a position it reports lost is lost, and every root move
// it proves won or lost is, on random positions of every small board.
func TestProofsAgreeWithMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, spec := range minimax.SmallBoards {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		proven := 0
		for i := range 30 {
			pos, toMove := minimax.RandomOpenPosition(r, b, r.IntN(b.NumCells()/2+1))
			for _, opts := range []Options{{}, {FillIn: true}, {NoKnowledge: true},
				{PatternPlayouts: true, ProgressiveBias: 2.47}, {MoHexSelection: true, LocalPriors: true},
				{MoHexSelection: true, LocalPriors: true, LocalInferior: true, RaveRandomization: true},
				MoHexOptions(), // mcts's options with a thinking time on the plane
				withEdgeProofs(MoHexOptions()), withDecompositions(MoHexOptions())} {
				opts.Playouts, opts.Seed = 1500, uint64(i)
				know := !opts.NoKnowledge
				e := New(b, b.Spec().Reverse, opts)
				res, err := e.Search(context.Background(), pos, toMove)
				if err != nil {
					t.Fatalf("%s: %v", spec, err)
				}
				where := fmt.Sprintf("%s %s, %v to move, knowledge %v, fill-in %v, pattern playouts %v", spec, core.Diagram(pos), toMove, know, opts.FillIn, opts.PatternPlayouts)
				if pos.At(res.Move) != core.NoPlayer {
					t.Fatalf("%s: played %s, which is taken", where, b.CellName(res.Move))
				}
				if res.Reason == Proven && !ref.MoveWins(pos, toMove, res.Move) {
					t.Errorf("%s: %s is played as proven, but it loses", where, b.CellName(res.Move))
				}
				if res.Lost && ref.Wins(pos, toMove) {
					t.Errorf("%s: reported lost, but the player to move wins", where)
				}
				for _, m := range res.Moves {
					if m.Proof == solver.Unknown {
						continue
					}
					proven++
					if wins := ref.MoveWins(pos, toMove, m.Cell); wins != (m.Proof == solver.Win) {
						t.Errorf("%s: %s proven %v, minimax says win=%v", where, b.CellName(m.Cell), m.Proof, wins)
					}
				}
			}
		}
		if proven == 0 {
			t.Errorf("%s: no root move proven in 120 searches", spec)
		}
		if ref.Draws() > 0 {
			t.Errorf("%s: minimax met full boards without a winner", spec)
		}
	}
}

// The subtree tree reuse keeps is the tree below the node, copied whole: every node's
// statistics and children, in the same order; into new memory or into the memory of a tree
// the engine searched before (Engine.spare), whatever it held.
func TestSubtreeCopiesTheTreeBelow(t *testing.T) {
	b := core.MustBoard("hex:7x7")
	pos := core.NewPosition(b)
	e := New(b, false, Options{Playouts: 3000, Seed: 3})
	if _, err := e.Search(context.Background(), pos, core.Red); err != nil {
		t.Fatal(err)
	}
	e.opts.Reuse, e.opts.FillIn, e.opts.KnowledgeAt = true, true, 8 // fill-in in the tree, for the copy to carry
	r := newTree(b, false, 1<<20, nil)
	s := newSearcher(r, pos, core.Red, e.opts, solver.New(b, solver.Options{Memory: 1 << 20}), nil, rand.New(rand.NewPCG(1, 2)))
	for range 3000 {
		s.iterate()
	}
	checked := 0
	first, end := r.children(0)
	for n := first; n < end; n++ {
		if r.nodes[n].first < 0 {
			continue
		}
		var buf []node
		if n%2 == 1 {
			buf = make([]node, 4000) // another search's nodes
			for i := range buf {
				buf[i] = node{move: core.Cell(i % 49), first: int32(i), count: 9, fill: 2, visits: 5, wins: 3, value: 1}
			}
		}
		u := r.subtree(n, nil, buf)
		var same func(a, b int32)
		same = func(a, b int32) {
			checked++
			x, y := r.nodes[a], u.nodes[b]
			x.first, y.first, x.fill, y.fill = 0, 0, 0, 0
			if b == 0 {
				x.fill = 0
			}
			if x != y {
				t.Fatalf("node %d copied as %d: %+v, want %+v", a, b, y, x)
			}
			if (r.nodes[a].first < 0) != (u.nodes[b].first < 0) {
				t.Fatalf("node %d: expanded %v, its copy %v", a, r.nodes[a].first >= 0, u.nodes[b].first >= 0)
			}
			if r.nodes[a].first < 0 {
				return
			}
			for i := range r.nodes[a].count {
				same(r.nodes[a].first+i, u.nodes[b].first+i)
			}
		}
		same(n, 0)
	}
	if checked < 100 || len(r.fills) == 0 {
		t.Fatalf("only %d nodes compared, %d with fill-in", checked, len(r.fills))
	}
}

// With Reuse, a search after two more moves starts from the tree the last one grew below
// them, and plays a legal move; with a position that does not follow, it starts afresh.
func TestReuseFollowsTheGame(t *testing.T) {
	b := core.MustBoard("hex:7x7")
	pos := core.NewPosition(b)
	e := New(b, false, Options{Playouts: 4000, Seed: 5, Reuse: true})
	r, err := e.Search(context.Background(), pos, core.Red)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Line) < 2 {
		t.Fatalf("line %v", r.Line)
	}
	next := pos.Clone()
	next.Place(r.Line[0], core.Red)
	next.Place(r.Line[1], core.Blue)
	want := e.trees[0].child(e.trees[0].child(0, r.Line[0]), r.Line[1])
	visits := e.trees[0].nodes[want].visits
	trees := e.reuse(next, core.Red, 1)
	if got := trees[0].nodes[0].visits; got != visits || visits == 0 {
		t.Fatalf("the reused root has %v visits, the node it follows %v", got, visits)
	}
	other := pos.Clone()
	other.Place(r.Line[0], core.Red) // two Red stones: no line of the tree
	other.Place(r.Line[1], core.Red)
	if trees := e.reuse(other, core.Blue, 1); len(trees[0].nodes) != 1 {
		t.Fatalf("a position off the tree's lines reused %d nodes", len(trees[0].nodes))
	}
	r2, err := e.Search(context.Background(), next, core.Red)
	if err != nil || next.At(r2.Move) != core.NoPlayer {
		t.Fatalf("after reuse: %v, %v", b.CellName(r2.Move), err)
	}
}

// With a playout budget the answer depends on the seed and the position only, with one
// thread or several.
func TestDeterministicWithAPlayoutBudget(t *testing.T) {
	b := core.MustBoard("torus:6x6")
	pos := core.NewPosition(b)
	c, _ := b.ParseCell("c4")
	pos.Place(c, core.Red)
	for _, threads := range []int{1, 2} {
		var first Result
		for i := range 2 {
			e := New(b, false, Options{Playouts: 4000, Seed: 9, Threads: threads})
			r, err := e.Search(context.Background(), pos, core.Blue)
			if err != nil {
				t.Fatal(err)
			}
			if r.Playouts != 4000 {
				t.Fatalf("%d threads: %d playouts, want 4000", threads, r.Playouts)
			}
			if i == 0 {
				first = r
			} else if r.Move != first.Move || r.Value != first.Value {
				t.Fatalf("%d threads: %s (%v) then %s (%v)", threads, b.CellName(first.Move), first.Value, b.CellName(r.Move), r.Value)
			}
		}
	}
}

// Positions the engine cannot search are errors, never a panic.
func TestRefusesPositionsWithoutAMove(t *testing.T) {
	b := core.MustBoard("hex:3x3")
	won := core.NewPosition(b)
	for _, name := range []string{"a1", "a2", "a3"} {
		c, _ := b.ParseCell(name)
		won.Place(c, core.Red)
	}
	e := New(b, false, Options{Playouts: 100})
	cases := []struct {
		name   string
		pos    *core.Position
		toMove core.Player
	}{
		{"another board", core.NewPosition(core.MustBoard("hex:4x4")), core.Red},
		{"a won game", won, core.Blue},
		{"nobody to move", core.NewPosition(b), core.NoPlayer},
	}
	for _, tc := range cases {
		if _, err := e.Search(context.Background(), tc.pos, tc.toMove); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

// The time manager's two readings of the root: the lead of the most visited move over the
// next (priors left out), and whether that move also has the best value among the moves
// visited a tenth as often.
func TestLeadAndStability(t *testing.T) {
	tr := newTree(core.MustBoard("hex:3x3"), false, 100, nil)
	tr.expand(0, core.NewPosition(core.MustBoard("hex:3x3")), core.Red)
	set := func(i int, visits, wins, prior float32, pruned bool) {
		c := &tr.nodes[tr.nodes[0].first+int32(i)]
		c.visits, c.wins, c.prior, c.pruned = visits, wins, prior, pruned
		c.raveVisits, c.raveWins = visits, wins // so that the blended value is the win rate
	}
	set(0, 110, 60, 10, false) // 100 played
	set(1, 40, 15, 0, false)
	set(2, 500, 400, 0, true) // pruned: not counted
	set(3, 5, 5, 0, false)    // too few visits to count for the value
	if got := tr.lead(); got != 60 {
		t.Errorf("lead %v, want 60", got)
	}
	if !tr.stable() {
		t.Error("unstable, though the most visited move is the best of those visited a tenth as often")
	}
	set(1, 40, 38, 0, false) // now better valued than the most visited
	if tr.stable() {
		t.Error("stable, though a move visited 40 times is worth more than the most visited")
	}
}

// A reused subtree keeps the fill-in placed above it, the old root's included.
func TestFollowKeepsTheRootFill(t *testing.T) {
	b := core.MustBoard("hex:3x3")
	cell := func(name string) core.Cell { c, _ := b.ParseCell(name); return c }
	tr := newTree(b, false, 100, nil)
	tr.rootFill = []solver.Stone{{Cell: cell("c3"), Player: core.Blue}}
	pos := core.NewPosition(b)
	tr.expand(0, pos, core.Red)
	a := tr.child(0, cell("a1"))
	pos.Place(cell("a1"), core.Red)
	tr.expand(a, pos, core.Blue)
	d := tr.child(a, cell("b1"))
	pos.Place(cell("b1"), core.Blue)
	tr.expand(d, pos, core.Red)
	u := tr.follow(core.Red, []solver.Stone{{Cell: cell("a1"), Player: core.Red}, {Cell: cell("b1"), Player: core.Blue}}, core.Red, pos, nil)
	if u == nil || len(u.rootFill) != 1 || u.rootFill[0] != tr.rootFill[0] {
		t.Fatalf("followed tree's fill-in: %+v", u)
	}
}

// A permanently inferior cell's fill-in (solver.Stone.Fragile) is of the position it was found
// in: a tree is not kept past the opponent's move next to it, and is past any other move.
func TestFollowDropsAFragileFillTheOpponentTouched(t *testing.T) {
	b := core.MustBoard("hex:4x4")
	cell := func(name string) core.Cell { c, _ := b.ParseCell(name); return c }
	line := func(fill solver.Stone, moves ...string) *tree {
		tr := newTree(b, false, 100, nil)
		tr.rootFill = []solver.Stone{fill}
		pos := core.NewPosition(b)
		n, p := int32(0), core.Red
		var added []solver.Stone
		for _, m := range moves {
			tr.expand(n, pos, p)
			n = tr.child(n, cell(m))
			pos.Place(cell(m), p)
			added = append(added, solver.Stone{Cell: cell(m), Player: p})
			p = p.Opponent()
		}
		tr.expand(n, pos, p)
		return tr.follow(core.Red, added, p, pos, nil)
	}
	fragile := solver.Stone{Cell: cell("d4"), Player: core.Blue, Fragile: true}
	if line(fragile, "c4", "a1") != nil {
		t.Error("kept a tree past Red's c4, next to Blue's fragile d4")
	}
	if line(fragile, "a1", "c4") == nil {
		t.Error("dropped a tree past Blue's own c4 next to its fragile d4")
	}
	if line(fragile, "a1", "b1") == nil {
		t.Error("dropped a tree past moves away from the fragile d4")
	}
	if line(solver.Stone{Cell: cell("d4"), Player: core.Blue}, "c4", "a1") == nil {
		t.Error("dropped a tree past Red's c4 next to a fill-in that is not fragile")
	}
}

// Pondering keeps its tree for the next search: after pondering the position where the
// opponent is to move, a search of the position after the opponent's move starts from the
// pondered subtree (its root's moves have many more visits than a fresh search's); an engine
// that keeps no trees, and a position that is over, are refused.
func TestPonderFeedsTheNextSearch(t *testing.T) {
	b := core.MustBoard("hex:7x7")
	pos := core.NewPosition(b)
	d4, _ := b.ParseCell("d4")
	pos.Place(d4, core.Red)
	if err := New(b, false, Options{Seed: 1}).Ponder(context.Background(), pos, core.Blue); err == nil {
		t.Fatal("an engine without Reuse pondered")
	}
	e := New(b, false, Options{Seed: 1, Reuse: true, Playouts: 50})
	// The pondering stops after a number of playouts, not after a time: the same tree on
	// any machine, however slow or busy.
	if err := e.Ponder(pollctx.After(ponderPolls), pos, core.Blue); err != nil {
		t.Fatal(err)
	}
	after := pos.Clone()
	c3, _ := b.ParseCell("c3")
	after.Place(c3, core.Blue)
	visits := func(r Result) (v float64) {
		for _, m := range r.Moves {
			v += m.Visits
		}
		return v
	}
	r, err := e.Search(context.Background(), after, core.Red)
	if err != nil {
		t.Fatal(err)
	}
	// The visits count the priors' virtual ones too: a fresh search of the same budget is
	// the measure.
	fresh, _ := New(b, false, Options{Seed: 1, Reuse: true, Playouts: 50}).Search(context.Background(), after, core.Red)
	if r.Playouts != 50 || visits(r) < visits(fresh)+500 || r.Reused < 500 || fresh.Reused != 0 {
		t.Errorf("after pondering: %d playouts, %d reused, %v visits at the root, against %v (%d reused) without pondering",
			r.Playouts, r.Reused, visits(r), visits(fresh), fresh.Reused)
	}
	won := core.NewPosition(b)
	for _, name := range []string{"a1", "a2", "a3", "a4", "a5", "a6", "a7"} {
		c, _ := b.ParseCell(name)
		won.Place(c, core.Red)
	}
	if err := e.Ponder(context.Background(), won, core.Blue); err == nil {
		t.Error("pondered a finished game")
	}
}

// ponderPolls is how many times TestPonderFeedsTheNextSearch's pondering may ask whether to
// stop: the engine asks every 64 playouts (budget.go), so it ponders about 64 times as many.
const ponderPolls = 600

// TestExpandAt: a leaf other than the root gets its children once it has been visited
// Options.ExpandAt times, not before (without the knowledge, which gives children too), so
// a higher threshold grows fewer nodes from the same playouts.
func TestExpandAt(t *testing.T) {
	b := core.MustBoard("hex:7x7")
	pos := core.NewPosition(b)
	pos.Place(b.Cell(4, 4), core.Red)
	expanded := map[int]int{}
	for _, at := range []int{1, 3, 10} {
		e := New(b, false, Options{Playouts: 3000, Seed: 1, NoKnowledge: true, ExpandAt: at, SolveFrom: 1, Reuse: true})
		if _, err := e.Search(context.Background(), pos, core.Blue); err != nil {
			t.Fatal(err)
		}
		tr := e.trees[0]
		for i := 1; i < len(tr.nodes); i++ {
			nd := &tr.nodes[i]
			if nd.first < 0 {
				continue
			}
			expanded[at]++
			if nd.played() < float32(at) {
				t.Errorf("ExpandAt %d: a node with %v playouts has children", at, nd.played())
			}
		}
	}
	if !(expanded[1] > expanded[3] && expanded[3] > expanded[10] && expanded[10] > 0) {
		t.Errorf("expanded nodes by ExpandAt: %v, want fewer as it grows, and some", expanded)
	}
}

// withDecompositions returns o with the decompositions' fill-in in the knowledge
// (Options.Decompositions).
func withDecompositions(o Options) Options {
	o.Decompositions = true
	return o
}

// withEdgeProofs returns o with the edge proofs at the root and at every tree node visited
// 20 times (Options.EdgeProofs, EdgeProofsAt), so that the tree's second analyses run often.
func withEdgeProofs(o Options) Options {
	o.EdgeProofs, o.EdgeProofsAt = 300, 20
	return o
}
