package truncbot

import (
	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/internal/seed"
)

// SeedFor derives the seed of player's bot from the seed of a game, so
// that the three bots of one game do not mirror each other. The command
// line uses it, so a game seeded the same way is the same game everywhere.
func SeedFor(game uint64, player trunc.Player) uint64 {
	return seed.ForPlayer(game, uint64(player))
}

// historyHash digests what a deterministic bot may depend on in g: the
// board spec, the turn order and the moves so far.
func historyHash(g *trunc.Game) uint64 {
	h := uint64(14695981039346656037)
	add := func(v uint64) {
		h = seed.Mix(h ^ v)
	}
	spec := g.Spec()
	add(uint64(spec.Size))
	if spec.Variant {
		add(1)
	}
	for _, p := range g.Options().Order {
		add(uint64(p))
	}
	for _, t := range g.Turns() {
		add(uint64(t.Cell)<<8 | uint64(t.Colour))
	}
	return h
}
