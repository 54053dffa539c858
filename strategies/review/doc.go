// Package review tells a game's story: for every position of its main line the engine's
// win rate for Red, the winner where the solver (the engine's own, run first past the
// opening, or the board itself) proves it, the engine's preferred move, and the moves where
// the evaluation swung most, the game's turning points. `hexlab review FILE` prints it as a
// table and draws it as a chart; the board page computes it in its worker.
//
//	g, _ := core.ParseSGF(text)
//	story, err := review.Game(ctx, g, review.Options{Playouts: 5000}, nil)
//	for _, p := range story.Points {
//		fmt.Println(p.Ply, p.Move, p.RedWin, p.Turning)
//	}
package review
