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
