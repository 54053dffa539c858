package inferior

import (
	"math/bits"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// The truth, by brute force, for the tests: on boards of up to 16 cells.

// truth is a colouring with its empty cells and, for each player, which sets of empty cells
// (as bit masks over empties) complete a winning structure together with the player's stones.
type truth struct {
	b       *core.Board
	col     []core.Player
	empties []core.Cell
	wins    [3][]bool // wins[p][S]
}

func newTruth(b *core.Board, col []core.Player) *truth {
	t := &truth{b: b, col: col}
	for c, p := range col {
		if p == core.NoPlayer {
			t.empties = append(t.empties, core.Cell(c))
		}
	}
	base := core.NewPosition(b)
	for c, p := range col {
		if p != core.NoPlayer {
			base.Place(core.Cell(c), p)
		}
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		t.wins[p] = make([]bool, 1<<len(t.empties))
		for s := range t.wins[p] {
			pos := core.NewPosition(b)
			for c, q := range col {
				if q == p {
					pos.Place(core.Cell(c), p)
				}
			}
			for i, c := range t.empties {
				if s&(1<<i) != 0 {
					pos.Place(c, p)
				}
			}
			t.wins[p][s] = pos.Completed(p)
		}
	}
	return t
}

// index returns the bit of empty cell c.
func (t *truth) index(c core.Cell) int {
	for i, e := range t.empties {
		if e == c {
			return i
		}
	}
	panic("not an empty cell")
}

// liveFor reports whether some minimal winning set of p contains c (Observation 2.2): some set
// S with c wins, and S without c does not.
func (t *truth) liveFor(p core.Player, c core.Cell) bool {
	bit := 1 << t.index(c)
	for s, w := range t.wins[p] {
		if s&bit != 0 && w && !t.wins[p][s&^bit] {
			return true
		}
	}
	return false
}

// dead is the truth of Definition 2.1 on the plane and the cylinder (no completion's winner
// depends on c), and of the strong sense on the torus (no minimal winning set of either
// player contains c).
func (t *truth) dead(c core.Cell) bool {
	return !t.liveFor(core.Red, c) && !t.liveFor(core.Blue, c)
}

// completionWinner returns the winner of the completion that gives the empty cells in red
// (a mask over empties) to Red and the others to Blue, on the plane or the cylinder.
func (t *truth) completionWinner(red int) core.Player {
	all := 1<<len(t.empties) - 1
	switch {
	case t.wins[core.Red][red]:
		return core.Red
	case t.wins[core.Blue][all&^red]:
		return core.Blue
	}
	return core.NoPlayer
}

// randomColouring colours each cell of b red, blue or not, with about `empty` empty cells.
func randomColouring(r *rand.Rand, b *core.Board, empty int) []core.Player {
	n := b.NumCells()
	col := make([]core.Player, n)
	perm := r.Perm(n)
	for i, c := range perm {
		if i < empty {
			continue
		}
		col[c] = core.Player(1 + r.IntN(2))
	}
	return col
}

// popcount is bits.OnesCount for an int mask.
func popcount(s int) int { return bits.OnesCount(uint(s)) }

// diagram draws a colouring (which may hold both players' winning structures) as text.
func diagram(b *core.Board, col []core.Player) string {
	var sb []byte
	for row := 1; row <= b.Rows(); row++ {
		for range row - 1 {
			sb = append(sb, ' ')
		}
		for colm := 1; colm <= b.Cols(); colm++ {
			mark := byte('.')
			switch col[b.Cell(colm, row)] {
			case core.Red:
				mark = 'R'
			case core.Blue:
				mark = 'B'
			}
			sb = append(sb, mark, ' ')
		}
		sb = append(sb, '\n')
	}
	return string(sb)
}
