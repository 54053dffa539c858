package truncbot

import "github.com/hexlab/hexlab/core/trunc"

// SeedFor derives the seed of player's bot from the seed of a game, so
// that the three bots of one game do not mirror each other. The command
// line uses it, so a game seeded the same way is the same game everywhere.
func SeedFor(seed uint64, player trunc.Player) uint64 {
	return mix64(seed ^ (uint64(player) * 0xd1b54a32d192ed03))
}

// mix64 is SplitMix64's finaliser: a bijection of uint64 that spreads
// every input bit over the whole output.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// historyHash digests what a deterministic bot may depend on in g: the
// board spec, the turn order and the moves so far.
func historyHash(g *trunc.Game) uint64 {
	h := uint64(14695981039346656037)
	add := func(v uint64) {
		h = mix64(h ^ v)
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
