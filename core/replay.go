package core

import "fmt"

// Replay returns the position that setup and moves produce on spec, and the player to move
// after them: the setup stones, then the moves in play order, alternating from first (Red
// where first is NoPlayer), "swap" included as the second move.
//
// It plays them by Game's rules: the same checks of first, the setup and each move, a swap
// only as the second move and only where the board allows the swap rule (a square hex or
// torus board, from the empty board: the first stone is replaced by the second player's
// stone on the transposed cell), and the same turns (Game.ToMove). A swap among the moves
// turns the swap rule on. It differs from a game in one thing: it goes on after a player
// completes a winning structure, placing the moves that follow, so that any position can be
// analysed (Position.Winner says who has won it; on the torus both players may then hold a
// structure, and a setup may hold both players' structures too). An error names the first
// move refused and why: "move 3 (swap): only the second move of the game may be a swap".
func Replay(spec Spec, first Player, setup []Stone, moves []Move) (*Position, Player, error) {
	g, err := newGame(spec, Options{First: first, Setup: setup}, true)
	if err != nil {
		return nil, NoPlayer, err
	}
	// The rule is on for refusal's turn check; where the board or the setup rules the swap
	// out, swapRefused says why below.
	g.opts.Swap = true
	for i, m := range moves {
		err := g.refusal(m)
		if err == nil && m.Swap {
			err = swapRefused(spec, g.opts.Setup)
		}
		if err == nil {
			err = g.Play(m) // accepted: the game never ends, so Legal is refusal
		}
		if err != nil {
			return nil, NoPlayer, fmt.Errorf("move %d (%s): %w", i+1, g.board.MoveName(m), err)
		}
	}
	return g.pos, g.ToMove(), nil
}
