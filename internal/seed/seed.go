// Package seed derives the seeds of a game's bots from the game's seed, one formula for every
// game, so that a game seeded the same way is the same game on the command line, in the arena
// and at the screen, and two bots of one game never mirror each other.
//
//	red := seed.ForPlayer(42, 1) // the seed of player 1's bot in game 42
package seed

// ForPlayer returns the seed of the bot that plays player (the game's number for it) in the
// game seeded game.
func ForPlayer(game, player uint64) uint64 {
	return Mix(game ^ (player * 0x9e3779b97f4a7c15))
}

// Mix is SplitMix64's finaliser: a bijection of uint64 that spreads every input bit over the
// whole output. The bots use it to digest a game's history into a seed.
func Mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
