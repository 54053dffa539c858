package strategies

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// The Fits of a strategy (Info.Fits) answers for one board and one colour:
// some strategies play either colour on the boards they know (random, mc,
// mcts, the Reverse Hex strategies), some only Red, the end-to-end player
// (alpern-beck, 3xn and the 5xn strategies), and gardner the colour the
// board gives it. The helpers here build such checks from a check of the
// board alone.

// Colours returns the players the strategy plays on spec, Red before
// Blue. If it plays neither, the list is empty and err says why (Fits's
// answer for Red, which names the board).
func (i Info) Colours(spec core.Spec) (players []core.Player, err error) {
	if i.Fits == nil {
		if err := spec.Validate(); err != nil {
			return nil, err
		}
		return []core.Player{core.Red, core.Blue}, nil
	}
	var first error
	for _, p := range []core.Player{core.Red, core.Blue} {
		if err := i.Fits(spec, p); err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		players = append(players, p)
	}
	if len(players) == 0 {
		return nil, first
	}
	return players, nil
}

// checkColour refuses a player that is neither Red nor Blue.
func checkColour(player core.Player) error {
	if player != core.Red && player != core.Blue {
		return fmt.Errorf("player %v: expected red or blue", player)
	}
	return nil
}

// eitherColour returns the Fits of a strategy that plays both colours on
// the boards board accepts.
func eitherColour(board func(core.Spec) error) func(core.Spec, core.Player) error {
	return func(spec core.Spec, player core.Player) error {
		if err := board(spec); err != nil {
			return err
		}
		return checkColour(player)
	}
}

// anyBoard is the Fits of a strategy that plays either colour on every
// valid board.
var anyBoard = eitherColour(func(spec core.Spec) error { return spec.Validate() })

// redOnly returns the Fits of the strategy name that plays Red, the
// end-to-end player, on the boards board accepts.
func redOnly(name string, board func(core.Spec) error) func(core.Spec, core.Player) error {
	return func(spec core.Spec, player core.Player) error {
		if err := board(spec); err != nil {
			return err
		}
		if err := checkColour(player); err != nil {
			return err
		}
		if player != core.Red {
			return fmt.Errorf("%s plays red (the end-to-end player) on %s, not %v", name, spec, player)
		}
		return nil
	}
}
