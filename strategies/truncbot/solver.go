package truncbot

import (
	"fmt"
	"math/bits"

	"github.com/hexlab/hexlab/core/trunc"
)

// The exhaustive solver.
//
// Three players make "best play" less obvious than in Hex: a player who
// cannot win has no reason to prefer one opponent's win to the other's.
// The solver follows the paper's language. The value of a position is the
// set of players who may win it when everyone plays well:
//
//   - a decided position (a border joins two endpoints, or the board is
//     full) is worth its winner;
//   - otherwise let P be the player to move. If some move leaves a
//     position worth {P} alone, P wins: the value is {P}. Otherwise, if
//     some moves leave positions in which P may still win, P plays one of
//     those, and the value is the union of their values. Otherwise P cannot
//     win, is indifferent among all moves, and the value is the union of
//     all the moves' values.
//
// A player wins with best play when the value is that player alone. The
// player to move is a kingmaker (the paper's Figure 8) when no move leaves
// a position in which they may win, yet one move leaves a position won by
// one opponent and another a position won by the other: they cannot win
// but decide which of the other two will.

// Outcome is what the solver says of a position.
type Outcome struct {
	// Possible is the value: the players who may win with best play.
	Possible []trunc.Player
	// Winner is the player who wins with best play (Possible has one
	// player), or NoPlayer.
	Winner trunc.Player
	// Kingmaker is true when the player to move cannot win but can choose
	// which of the other two does; Crowns lists the players they can
	// crown.
	Kingmaker bool
	Crowns    []trunc.Player
	// Moves gives the value of the position after each legal move.
	Moves []MoveValue
	// Positions is the number of positions the search looked at.
	Positions int
}

// MoveValue is a legal move and the value of the position it leaves.
type MoveValue struct {
	Move     trunc.Move
	Possible []trunc.Player
}

// MaxSolveEmpty is the largest number of empty cells the solver searches:
// all of trunc:1 (5 cells), and endgames on the larger boards.
const MaxSolveEmpty = 10

// Solve searches g's position exhaustively and returns its outcome. It
// refuses a finished game and a position with more than MaxSolveEmpty
// empty cells.
func Solve(g *trunc.Game) (Outcome, error) {
	if g.Over() {
		return Outcome{}, over(g)
	}
	pos := g.Position()
	if n := pos.NumEmpty(); n > MaxSolveEmpty {
		return Outcome{}, fmt.Errorf("the solver searches positions with at most %d empty cells; this one has %d", MaxSolveEmpty, n)
	}
	s := &search{
		pos:     pos.Clone(),
		empty:   pos.EmptyCells(),
		variant: g.Spec().Variant,
		order:   g.Options().Order,
		base:    len(g.Turns()),
		memo:    map[uint64]uint8{},
	}
	mover := g.ToMove()
	out := Outcome{}
	var values []uint8
	for _, m := range g.LegalMoves() {
		v := s.child(m.Cell, colourFor(m, mover), 0)
		values = append(values, v)
		out.Moves = append(out.Moves, MoveValue{Move: m, Possible: players(v)})
	}
	value := combine(mover, values)
	out.Possible = players(value)
	if len(out.Possible) == 1 {
		out.Winner = out.Possible[0]
	}
	var crowns uint8
	hope := false
	for _, v := range values {
		if v&bit(mover) != 0 {
			hope = true
		}
		if bits.OnesCount8(v) == 1 {
			crowns |= v
		}
	}
	if !hope && bits.OnesCount8(crowns) >= 2 {
		out.Kingmaker = true
		out.Crowns = players(crowns)
	}
	out.Positions = len(s.memo)
	return out, nil
}

// colourFor returns the colour move m gives its cell when mover plays it.
func colourFor(m trunc.Move, mover trunc.Player) trunc.Player {
	if m.Colour == trunc.NoPlayer {
		return mover
	}
	return m.Colour
}

// search is one exhaustive search from a root position; positions are
// keyed by the colours of the root's empty cells, two bits each.
type search struct {
	pos     *trunc.Position
	empty   []trunc.Cell
	variant bool
	order   [3]trunc.Player
	base    int
	memo    map[uint64]uint8
}

// child returns the value of the position after colouring c with colour,
// at depth moves below the root.
func (s *search) child(c trunc.Cell, colour trunc.Player, depth int) uint8 {
	s.pos.Set(c, colour)
	v := s.value(depth + 1)
	s.pos.Set(c, trunc.NoPlayer)
	return v
}

// value returns the value of s.pos, depth moves below the root, as a set
// of players (bit 1<<player).
func (s *search) value(depth int) uint8 {
	if w := s.pos.Winner(); w != trunc.NoPlayer {
		return bit(w)
	}
	var key uint64
	for i, c := range s.empty {
		key |= uint64(s.pos.At(c)) << (2 * i)
	}
	if v, ok := s.memo[key]; ok {
		return v
	}
	mover := s.order[(s.base+depth)%3]
	var values []uint8
	for _, c := range s.empty {
		if s.pos.At(c) != trunc.NoPlayer {
			continue
		}
		if !s.variant {
			values = append(values, s.child(c, mover, depth))
			continue
		}
		for _, colour := range trunc.Players {
			values = append(values, s.child(c, colour, depth))
		}
	}
	v := combine(mover, values)
	s.memo[key] = v
	return v
}

// combine returns the value of a position with mover to move whose moves
// leave positions worth values (see the package's notes on the solver).
func combine(mover trunc.Player, values []uint8) uint8 {
	var hopeful, all uint8
	for _, v := range values {
		if v == bit(mover) {
			return v
		}
		if v&bit(mover) != 0 {
			hopeful |= v
		}
		all |= v
	}
	if hopeful != 0 {
		return hopeful
	}
	return all
}

func bit(p trunc.Player) uint8 { return 1 << uint(p) }

// players lists the players of a set, in turn order White, Gray, Black.
func players(v uint8) []trunc.Player {
	var out []trunc.Player
	for _, p := range trunc.Players {
		if v&bit(p) != 0 {
			out = append(out, p)
		}
	}
	return out
}
