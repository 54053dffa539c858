// Package solvedbench measures how often a way of choosing a move (a chooser: the network's
// policy, a search, a random move) picks a winning move, on positions the solver has settled:
// issue 58's measure of the network on small boards of every topology and Rex.
//
// Draw draws positions reproducibly from a seed: a drawn number of random stones played
// alternately from the empty board, Red first, never a finished game, each distinct position
// once. Settle solves each, within a budget of solver nodes, and keeps those where some moves
// win and some lose (a position the player to move loses, or where every move wins, cannot
// tell a good move from a bad one), with the set of winning moves found by solving every
// move's position; a position whose root or any of whose moves the solver does not settle
// within the budget is dropped, and counted. Measure then asks a chooser for its move in each
// kept position and counts the wins, with Wilson's 95% interval; Baseline is the share a
// uniformly random legal move wins (the mean share of winning moves).
//
// `hexlab policy --solved N` runs it (docs/engine.md, "The network").
//
//	b := core.MustBoard("hex:5x5")
//	set, _ := solvedbench.Settle(ctx, b, solvedbench.Draw(b, 1, 200).Positions, solvedbench.SettleOptions{}, nil)
//	share, _ := solvedbench.Measure(b, set.Positions, solvedbench.PolicyChooser(net), nil)
//	fmt.Printf("%.1f%% [%.1f, %.1f]\n", 100*share.Share, 100*share.Low, 100*share.High)
package solvedbench
