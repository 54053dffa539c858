package engine

import (
	"context"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/strategies/vc"
)

// With Options.EdgeProofs the connections the root's edge proofs find serve the roots after
// it (and the tree's knowledge) until they are broken: after j2 i4 h4 h5 g5 g6 f6 e8 on
// 11x11 the root's analysis proves Blue's e8 joined to its edge, which H-search leaves as
// semi-connections; two moves on, away from its carrier, the next root's analysis, whose own edge
// proofs search only the two new stones' groups, still has it, and leaves fewer moves than an
// analysis without edge proofs; once Red enters the carrier, it is dropped. Without the
// option the engine keeps none.
func TestEdgeProofsServeTheTree(t *testing.T) {
	b, pos, toMove := replayed(t, "hex:11x11", "j2,i4,h4,h5,g5,g6,f6,e8")
	e8, _ := b.ParseCell("e8")
	proofOfE8 := func(e *Engine) (vc.EdgeProof, bool) {
		for _, p := range e.edgeProofs {
			if p.From == e8 {
				return p, true
			}
		}
		return vc.EdgeProof{}, false
	}
	plain := New(b, false, Options{Playouts: 300, Seed: 1, Reuse: true, MoHexSelection: true})
	if _, err := plain.Search(context.Background(), pos, toMove); err != nil {
		t.Fatal(err)
	}
	if len(plain.edgeProofs) != 0 {
		t.Fatalf("without EdgeProofs the engine keeps %d proofs", len(plain.edgeProofs))
	}
	e := New(b, false, Options{Playouts: 300, Seed: 1, Reuse: true, MoHexSelection: true, EdgeProofs: 1000})
	e.analyseRoot(pos, toMove)
	proof, ok := proofOfE8(e)
	if !ok {
		t.Fatalf("the root's edge proofs kept %d connections, none of e8's", len(e.edgeProofs))
	}
	a1, _ := b.ParseCell("a1")
	k11, _ := b.ParseCell("k11")
	if proof.Carrier.Has(a1) || proof.Carrier.Has(k11) {
		t.Fatal("a1 or k11 is in e8's carrier: not the case this test is about")
	}
	later := pos.Clone()
	later.Place(k11, toMove)
	later.Place(a1, toMove.Opponent())
	k := e.analyseRoot(later, toMove)
	if p, ok := proofOfE8(e); !ok || p.Carrier != proof.Carrier {
		t.Fatalf("two moves on, away from its carrier, e8's proof is no longer kept (or another replaced it)")
	}
	without := plain.analyser().Analyse(later, toMove)
	t.Logf("two moves on: %d moves to consider with the proof carried, %d without edge proofs", len(k.Moves), len(without.Moves))
	if k.Value != without.Value || len(k.Moves) >= len(without.Moves) {
		t.Fatalf("two moves on: %v and %d moves with the proof carried, %v and %d without edge proofs", k.Value, len(k.Moves), without.Value, len(without.Moves))
	}
	into := proof.Carrier.Cells()[0]
	entered := later.Clone()
	entered.Place(into, toMove)
	entered.Place(later.EmptyCells()[len(later.EmptyCells())-1], toMove.Opponent())
	e.analyseRoot(entered, toMove)
	if p, ok := proofOfE8(e); ok && p.Carrier == proof.Carrier {
		t.Fatalf("after Red's %s in its carrier, e8's proof is still kept", b.CellName(into))
	}
}

// With Options.EdgeProofsAt the tree's busy nodes are analysed again with the edge proofs,
// and what they prove serves the rest of the search and the roots after it: searching the
// position before e8 (Blue to move after j2 i4 h4 h5 g5 g6 f6), the tree's node after
// Blue's e8 finds e8's connection to Blue's edge, which the engine then holds; without
// EdgeProofsAt only the root is analysed so, and e8 is not yet on the board there.
func TestEdgeProofsInTheTree(t *testing.T) {
	b, pos, toMove := replayed(t, "hex:11x11", "j2,i4,h4,h5,g5,g6,f6")
	e8, _ := b.ParseCell("e8")
	for _, at := range []int{0, 300} {
		e := New(b, false, Options{Playouts: 20000, Seed: 1, Reuse: true, MoHexSelection: true, LocalPriors: true, EdgeProofs: 1000, EdgeProofsAt: at})
		r, err := e.Search(context.Background(), pos, toMove)
		if err != nil {
			t.Fatal(err)
		}
		found := slices.ContainsFunc(e.edgeProofs, func(p vc.EdgeProof) bool { return p.From == e8 })
		t.Logf("EdgeProofsAt %d: played %s; %d playouts, %d nodes analysed, %d again with the edge proofs; %d proofs kept, e8's among them: %v", at, b.CellName(r.Move), r.Playouts, r.Knowledge, r.Deepened, len(e.edgeProofs), found)
		if found != (at > 0) {
			t.Errorf("EdgeProofsAt %d: e8's proof kept %v", at, found)
		}
	}
}
