package inferior

import (
	"github.com/hexlab/hexlab/core"
)

// solver plays out positions of a small board exhaustively, by the game's rules: a move that
// completes the mover's structure ends the game, won by the mover (on a +reverse board, lost).
type solver struct {
	b    *core.Board
	memo map[uint64]core.Player
}

func newSolver(b *core.Board) *solver { return &solver{b: b, memo: map[uint64]core.Player{}} }

// key encodes a colouring and the player to move.
func key(col []core.Player, toMove core.Player) uint64 {
	k := uint64(toMove)
	for _, p := range col {
		k = k*3 + uint64(p)
	}
	return k
}

// winner returns who wins col with toMove to move and perfect play (NoPlayer: a draw, a full
// torus with no cycle).
func (s *solver) winner(col []core.Player, toMove core.Player) core.Player {
	pos := core.NewPosition(s.b)
	for c, p := range col {
		if p != core.NoPlayer {
			pos.Place(core.Cell(c), p)
		}
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		if pos.Completed(p) {
			if s.b.Spec().Reverse {
				return p.Opponent()
			}
			return p
		}
	}
	return s.play(col, toMove)
}

func (s *solver) play(col []core.Player, toMove core.Player) core.Player {
	k := key(col, toMove)
	if w, ok := s.memo[k]; ok {
		return w
	}
	result := core.NoPlayer
	drawn := false
	any := false
	for c := range col {
		if col[c] != core.NoPlayer {
			continue
		}
		any = true
		col[c] = toMove
		w := s.winner(col, toMove.Opponent())
		col[c] = core.NoPlayer
		if w == toMove {
			result = toMove
			break
		}
		if w == core.NoPlayer {
			drawn = true
		}
	}
	if result == core.NoPlayer && any && !drawn {
		result = toMove.Opponent()
	}
	s.memo[k] = result
	return result
}

// after returns col with cells coloured p.
func after(col []core.Player, p core.Player, cells ...core.Cell) []core.Player {
	out := append([]core.Player(nil), col...)
	for _, c := range cells {
		out[c] = p
	}
	return out
}
