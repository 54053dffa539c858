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
// machine's speed and load. Config.Opening starts every game after given moves (`hexlab play
// --opening`): an opening suite's line, or a position whose candidate moves are played out.
//
// A run of any number of games needs bounded memory: a Tally per first player sums the games
// up as they finish (exact histograms of lengths), and the games themselves go, in order, to
// a GameStore (a Spool file, or Discard) when Config.Store is set; results files are written
// and read one game at a time (Result.WriteJSON, ReadJSONFrom).
//
//	spool, _ := arena.NewSpool("", spec)
//	defer spool.Close()
//	r, _ := arena.Run(arena.Config{Spec: spec, Red: "mc", Blue: "random", Games: 1000,
//		First: []core.Player{core.Red, core.Blue}, Store: spool})
//	r.WriteTable(os.Stdout)
//	r.WriteJSON(file)
//
// Trunc's arena (TruncConfig, RunTrunc) is here too: three strategies in the seats of White,
// Gray and Black, optionally rotated round the seats, the games handed to the caller as they
// finish and summed up by colour and by strategy (`hexlab trunc arena`).
//
// The package is pure Go, like strategies: it imports only the games' models and their
// strategies.
package arena
