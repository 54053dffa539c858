// Package puzzle finds and writes Hex puzzles: positions where the player to move wins and
// only one or a few moves do ("Red to play and win"), every move's value proven by the
// solver. Puzzles are found in games (FromGame: each position of the main line), written as
// board links (Link, with puzzle=1: the board then lets the solver defend and judge each
// attempt) and as SGF records (SGF: the setup position, the player to move, the task as a
// comment and each winning move as a variation), and checked again from a link or a file.
//
//	g, _ := core.ParseSGF(text)
//	found, _ := puzzle.FromGame(ctx, g, puzzle.Options{MaxWins: 2})
//	for _, p := range found {
//		fmt.Println(p.Task(), "board.html?"+p.Link())
//	}
package puzzle
