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
			engines := map[core.Player]*Engine{
				core.Red:  New(b, false, Options{Playouts: 3000, Seed: seed, Reuse: true, FillIn: true, KnowledgeAt: 16}),
				core.Blue: New(b, false, Options{Playouts: 3000, Seed: seed + 10, Reuse: true, FillIn: true, KnowledgeAt: 16}),
			}
			pos := core.NewPosition(b)
			for toMove := core.Red; !pos.Completed(core.Red) && !pos.Completed(core.Blue); toMove = toMove.Opponent() {
				r, err := engines[toMove].Search(context.Background(), pos, toMove)
				if err != nil || pos.At(r.Move) != core.NoPlayer {
					t.Fatalf("%s seed %d: %v, %v", spec, seed, r.Move, err)
				}
				pos.Place(r.Move, toMove)
			}
		}
	}
}

// With the root's fill-in only (Options.RootFillIn, MoHex 2.0's root data), the root of a
// position whose knowledge fills cells has that fill-in, no node below it has any, and the
// root's moves are those of the filled position: none is a filled cell. Games between two
// such engines that keep their trees play to their end.
func TestRootFillIn(t *testing.T) {
	b := core.MustBoard("hex:8x8")
	// A position (found among random ones) that the knowledge leaves open, with fill-in.
	pos := core.NewPosition(b)
	for _, m := range []struct {
		cell   string
		player core.Player
	}{{"g1", core.Red}, {"f6", core.Blue}, {"h6", core.Red}, {"f7", core.Blue}, {"f8", core.Red}, {"e4", core.Blue}} {
		c, err := b.ParseCell(m.cell)
		if err != nil {
			t.Fatal(err)
		}
		pos.Place(c, m.player)
	}
	k := New(b, false, Options{}).analyser().Analyse(pos, core.Red)
	if len(k.Fill) == 0 || k.Value != 0 {
		t.Fatalf("the test's position has no fill-in to place (value %v): choose another", k.Value)
	}
	for _, opts := range []Options{{RootFillIn: true}, {FillIn: true}, {}} {
		opts.Playouts, opts.KnowledgeAt, opts.Seed, opts.SolveFrom, opts.Reuse = 2000, 16, 1, 1, true
		e := New(b, false, opts)
		r, err := e.Search(context.Background(), pos, core.Red)
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
	b = core.MustBoard("hex:6x6")
	for seed := range uint64(3) {
		opts := Options{Playouts: 2000, Seed: seed, Reuse: true, RootFillIn: true, KnowledgeAt: 16}
		engines := map[core.Player]*Engine{core.Red: New(b, false, opts), core.Blue: New(b, false, opts)}
		pos := core.NewPosition(b)
		for toMove := core.Red; !pos.Completed(core.Red) && !pos.Completed(core.Blue); toMove = toMove.Opponent() {
			r, err := engines[toMove].Search(context.Background(), pos, toMove)
			if err != nil || pos.At(r.Move) != core.NoPlayer {
				t.Fatalf("seed %d: %v, %v", seed, r.Move, err)
			}
			pos.Place(r.Move, toMove)
		}
	}
}
