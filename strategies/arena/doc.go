// Package arena plays many games between two players on one board and
// sums them up: wins per player and per first player, game lengths, the
// lengths of the structures that decided the games, and how often each of
// a strategy's rules fired. It is the engine of `hexlab arena` and of the
// reproduction of the thesis's chapter 9 (docs/chapter9.md).
//
// Every game is deterministic: game k of first player F is the game
// `hexlab play --first F --seed S+k` plays, where S is the arena's seed, so
// the results do not depend on how many games run at once (Config.Jobs),
// and any one game can be replayed on its own. A thinking strategy given a
// time budget (Config.Think) is the exception: its moves depend on the
// machine's speed and load.
//
// The package is pure Go, like strategies: it imports only core and
// strategies.
package arena
