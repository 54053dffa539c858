// Package training makes Hexlab's network (strategies/network) learn: the positions it learns
// from and the trainer that learns from them (`hexlab train`, docs/training.md).
//
// The positions are Records, one a move: the stones, the player to move, the policy target
// (the search's visit shares at the root, or the one move played, share 1) and the game's
// winner. They come from three places:
//
//   - SelfPlay: games of the engine (strategies/engine) against itself at a fixed playout
//     budget, with or without a network, from a few random stones (positions no book has seen)
//     and with the first moves drawn from the visit shares, so that games differ; every game
//     is a pure function of the seed and its index, on every machine and whatever the number
//     of workers.
//   - Archive: the ICGA Computer Olympiad's games (SGF files, read by core), each move from
//     the third on as a one-hot policy, the winner from the board, the record's resignation
//     or result, or the solver's knowledge of the last position.
//   - Files of records written by WriteRecords and read back by ReadRecords and ReadDir:
//     gzip'd JSON lines, one record a line, each line checked as it is read.
//
// HeldOut splits records by game, so that the positions of one game are all trained on or
// all held out.
//
// A record file's line (docs/formats.md, "Training records"):
//
//	{"board":"hex:5x5","red":[12],"blue":[6],"to_move":"red","policy":[[7,0.75],[13,0.25]],"winner":"red","game":"selfplay-hex:5x5-1-0","source":"selfplay"}
//
// Example:
//
//	sp := training.SelfPlay{Board: core.MustBoard("hex:9x9"), Playouts: 800, Seed: 1}
//	recs, err := sp.Games(ctx, 0, 100, runtime.NumCPU(), nil)
//	err = training.WriteRecords("games/selfplay-0000.jsonl.gz", recs)
//	all, err := training.ReadDir("games")
package training
