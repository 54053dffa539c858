package engine

import (
	"context"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// With the fill-in in the tree and the tree kept from move to move, a reused root's fill-in
// (placed before every iteration) and the fill-in its own knowledge finds again share cells:
// games between two such engines play to their end (each fill-in stone placed once).
func TestFillInWithReuse(t *testing.T) {
	for _, spec := range []string{"hex:7x7", "hex:9x9"} {
		b := core.MustBoard(spec)
		for seed := range uint64(3) {
			opts := Options{Playouts: 3000, Seed: seed, Reuse: true, FillIn: true, KnowledgeAt: 16}
			playToEnd(t, b, opts, 10)
		}
	}
}

// playToEnd plays a game on b between two engines with opts, Blue's seed seedApart from
// Red's, and fails the test if a search errs or answers with a cell that holds a stone.
func playToEnd(t *testing.T, b *core.Board, opts Options, seedApart uint64) {
	t.Helper()
	blue := opts
	blue.Seed += seedApart
	engines := map[core.Player]*Engine{core.Red: New(b, false, opts), core.Blue: New(b, false, blue)}
	pos := core.NewPosition(b)
	for toMove := core.Red; !pos.Completed(core.Red) && !pos.Completed(core.Blue); toMove = toMove.Opponent() {
		r, err := engines[toMove].Search(context.Background(), pos, toMove)
		if err != nil || pos.At(r.Move) != core.NoPlayer {
			t.Fatalf("%s, %+v: %s answered %v, %v\n%s", b.Spec(), opts, toMove, r.Move, err, core.Diagram(pos))
		}
		pos.Place(r.Move, toMove)
	}
}

// With the root's fill-in only (Options.RootFillIn, MoHex 2.0's root data), the root of a
// position whose knowledge fills cells has that fill-in, no node below it has any, and the
// root's moves are those of the filled position: none is a filled cell. Games between two
// such engines that keep their trees play to their end.
func TestRootFillIn(t *testing.T) {
	// A position (found among random ones) that the knowledge leaves open, with fill-in.
	b, pos, toMove := replayed(t, "hex:8x8", "g1,f6,h6,f7,f8,e4")
	k := New(b, false, Options{}).analyser().Analyse(pos, toMove)
	if len(k.Fill) == 0 || k.Value != 0 {
		t.Fatalf("the test's position has no fill-in to place (value %v): choose another", k.Value)
	}
	for _, opts := range []Options{{RootFillIn: true}, {FillIn: true}, {}} {
		opts.Playouts, opts.KnowledgeAt, opts.Seed, opts.SolveFrom, opts.Reuse = 2000, 16, 1, 1, true
		e := New(b, false, opts)
		r, err := e.Search(context.Background(), pos, toMove)
		if err != nil {
			t.Fatal(err)
		}
		if r.Reason != Searched {
			t.Fatalf("%+v: the search did not search (%v)", opts, r.Reason)
		}
		tr := e.trees[0]
		rootFilled := tr.nodes[0].fill >= 0
		below := 0
		for i := 1; i < len(tr.nodes); i++ {
			if tr.nodes[i].fill >= 0 {
				below++
			}
		}
		want := opts.RootFillIn || opts.FillIn
		if rootFilled != want {
			t.Errorf("%+v: root fill-in placed %v, want %v", opts, rootFilled, want)
		}
		if opts.RootFillIn && below > 0 {
			t.Errorf("%+v: %d nodes below the root have a fill-in", opts, below)
		}
		if want {
			for _, st := range k.Fill {
				for _, m := range r.Moves {
					if m.Cell == st.Cell {
						t.Errorf("%+v: the root considers %s, a cell of its fill-in", opts, b.CellName(st.Cell))
					}
				}
			}
		}
	}
	for seed := range uint64(3) {
		playToEnd(t, core.MustBoard("hex:6x6"), Options{Playouts: 2000, Seed: seed, Reuse: true, RootFillIn: true, KnowledgeAt: 16}, 0)
	}
}
