package strategies

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/seed"
)

// SeedFor derives the seed of player's bot from the seed of a game, so
// that two random bots in one game do not mirror each other. The command
// line, the arena and the UI all use it, so a game seeded the same way is
// the same game everywhere.
func SeedFor(game uint64, player core.Player) uint64 {
	return seed.ForPlayer(game, uint64(player))
}

// historyHash digests what a deterministic bot may depend on in g: the
// board spec, the options and the moves so far (FNV-1a over their text
// and cells).
func historyHash(g *core.Game) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	add := func(v uint64) {
		for i := 0; i < 8; i++ {
			h ^= v & 0xff
			h *= prime
			v >>= 8
		}
	}
	for _, r := range g.Spec().String() {
		add(uint64(r))
	}
	opts := g.Options()
	add(uint64(opts.First))
	if opts.Swap {
		add(1)
	}
	for _, t := range g.Turns() {
		if t.Move.Swap {
			add(1 << 40)
			continue
		}
		add(uint64(t.Move.Cell))
	}
	return h
}
