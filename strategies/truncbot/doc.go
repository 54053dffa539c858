// Package truncbot holds the players of Trunc (core/trunc): bots that
// choose moves for a trunc.Game, named by strings as in the command line.
//
//   - "random" plays uniformly at random among the legal moves;
//   - "mcts" is a three-player Monte Carlo tree search in which every
//     player maximises their own chance to win, with a playout or time
//     budget, deterministic for a seed;
//   - "solver" plays the exhaustive solver's moves (Solve), which says of a
//     position with few empty cells (any position of trunc:1) who wins with
//     best play, or whether the player to move is a kingmaker;
//   - "moves:LIST" plays a scripted list of moves ("0,0,0;1,1,1=gray").
//
// Bots are deterministic: the move a bot chooses depends only on its name,
// its settings and the game it is shown. SeedFor derives each player's seed
// from a game's seed; PlayOut plays a game to the end.
//
// Example:
//
//	g, _ := trunc.NewGame(trunc.Spec{Size: 1}, trunc.Options{})
//	out, _ := truncbot.Solve(g)
//	fmt.Println(out.Winner) // white: the first player wins trunc:1
//
// The package is pure Go and builds with GOOS=js GOARCH=wasm.
package truncbot
