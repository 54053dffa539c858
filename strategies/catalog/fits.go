package catalog

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

// GardnerPlayer returns the player Gardner's strategy is written for on
// spec (the one with the shorter distance), or an error that says why
// there is none.
func GardnerPlayer(spec core.Spec) (core.Player, error) {
	m, n := spec.Cols, spec.Rows
	switch {
	case m == n:
		return core.NoPlayer, fmt.Errorf("gardner needs a board with M ≠ N (Red plays Algorithm 4.1.2 when M > N, Blue 4.1.1 when M < N); %s is square", spec)
	case spec.Topology == core.Cylinder && m < n:
		return core.NoPlayer, fmt.Errorf("gardner on the cylinder is Red's Algorithm 5.1.1 and needs M > N; %s has M < N, where Blue's adjusted Algorithm 4.1.1 is not optimal (thesis section 5.2)", spec)
	case m > n:
		return core.Red, nil
	default:
		return core.Blue, nil
	}
}

// gardnerPlays is the Info.Fits of gardner: on hex:MxN with M ≠ N,
// cyl:MxN with M > N, and torus:MxN with M ≠ N (outside the proven range)
// it plays the player with the shorter distance, and only that player.
func gardnerPlays(spec core.Spec, player core.Player) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	want, err := GardnerPlayer(spec)
	if err != nil {
		return err
	}
	if err := checkColour(player); err != nil {
		return err
	}
	if player != want {
		return fmt.Errorf("gardner plays %v on %s (%s, for the player with the shorter distance), not %v", want, spec, gardnerAlgorithm(spec), player)
	}
	return nil
}

// gardnerAlgorithm names the thesis's algorithm gardner plays on spec.
func gardnerAlgorithm(spec core.Spec) string {
	switch {
	case spec.Topology == core.Cylinder:
		return "Algorithm 5.1.1"
	case spec.Topology == core.Torus:
		return "Algorithms 4.1.1/4.1.2 on the torus, unproven"
	case spec.Cols > spec.Rows:
		return "Algorithm 4.1.2"
	default:
		return "Algorithm 4.1.1"
	}
}

// alpernBeckFits is the Fits of alpern-beck: cyl:MxN and torus:MxN with
// M even (the torus outside the proven range).
func alpernBeckFits(spec core.Spec) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	switch {
	case spec.Topology == core.Plane:
		return fmt.Errorf("alpern-beck is a strategy for the cylinder (cyl:MxN with M even, and the torus); %s is planar", spec)
	case spec.Cols%2 != 0:
		return fmt.Errorf("alpern-beck needs an even number of columns M, to answer each move half way round; %s has %d", spec, spec.Cols)
	}
	return nil
}

// alpernBeckPlays is the Info.Fits of alpern-beck: Red on the boards
// alpernBeckFits accepts.
var alpernBeckPlays = redOnly("alpern-beck", alpernBeckFits)

// threeByNFits is the Fits of 3xn: cyl:3xN and torus:3xN.
func threeByNFits(spec core.Spec) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	if spec.Topology == core.Plane || spec.Cols != 3 {
		return fmt.Errorf("3xn is proven on cyl:3xN and torus:3xN (3 columns around); on %s it is not (on 5 columns it loses, thesis Figure 4.6)", spec)
	}
	return nil
}

// threeByNPlays is the Info.Fits of 3xn: Red on the boards threeByNFits
// accepts.
var threeByNPlays = redOnly("3xn", threeByNFits)

// FiveByNBoard returns nil if spec is a board the 5×n strategies play on: the
// cylinder with 5 columns and any number of rings, normal rules.
func FiveByNBoard(spec core.Spec) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	if spec.Topology != core.Cylinder || spec.Cols != 5 || spec.Reverse {
		return fmt.Errorf("board %s: this strategy plays Red on the 5×n cylinder, cyl:5xN with N from 1 to %d (normal rules, not +reverse)", spec, core.MaxSide)
	}
	return nil
}

// RexPairingBoard is the board check of rex-pairing: hex:NxN+reverse, N <= 5.
func RexPairingBoard(spec core.Spec) error {
	return rexFits("rex-pairing", spec, 1, 5, "the paper's pairing strategies are for N <= 5 (Figures 12-15)")
}

// RexOpeningBoard is the board check of rex-opening: hex:NxN+reverse, N >= 2.
func RexOpeningBoard(spec core.Spec) error {
	return rexFits("rex-opening", spec, 2, core.MaxSide, "Corollaries 1 and 2 need N >= 2")
}

// rexFits checks that spec is a Reverse Hex board hex:NxN+reverse with
// lo <= N <= hi; why says why the range.
func rexFits(name string, spec core.Spec, lo, hi int, why string) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	want := fmt.Sprintf("hex:NxN+reverse with %d <= N <= %d", lo, hi)
	switch {
	case !spec.Reverse:
		return fmt.Errorf("%s is a Reverse Hex strategy (completing your own chain loses) and needs a +reverse board, %s; %s is normal Hex", name, want, spec)
	case spec.Topology != core.Plane:
		return fmt.Errorf("%s plays Reverse Hex on the planar board, %s; %s is not planar", name, want, spec)
	case spec.Cols != spec.Rows:
		return fmt.Errorf("%s needs a square board, %s; %s is not square", name, want, spec)
	case spec.Cols < lo || spec.Cols > hi:
		return fmt.Errorf("%s plays %s: %s; %s is outside", name, want, why, spec)
	}
	return nil
}
