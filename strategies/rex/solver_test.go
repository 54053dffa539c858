package rex

import (
	"github.com/hexlab/hexlab/core"
)

// oracle is the exact solver the tests check the paper's claims and the
// strategies against: plain negamax over every move, with a memo of the
// positions solved. In Rex the player who completes their own chain
// loses at once, so a move that completes the mover's chain is a lost
// move, and a player whose every move completes a chain or leaves the
// opponent a won position has lost. (A full board holds exactly one
// chain, so a game never reaches a full board without a loser.) Chains
// are Board.Joins, which TestJoinsMatchesCore checks against core.
type oracle struct {
	b     *Board
	memo  map[oracleKey]bool
	nodes int
}

type oracleKey struct {
	p    Pos
	move core.Player
}

func newOracle(n int) *oracle {
	return &oracle{b: MustBoard(n), memo: map[oracleKey]bool{}}
}

// wins reports whether toMove wins Rex from p, where nobody has a chain.
func (o *oracle) wins(p Pos, toMove core.Player) bool {
	key := oracleKey{p, toMove}
	if v, ok := o.memo[key]; ok {
		return v
	}
	o.nodes++
	win := false
	for _, c := range CellsOf(p.Empty(o.b)) {
		q := p.With(c, toMove)
		if o.b.Joins(q.Of(toMove), toMove) {
			continue
		}
		if !o.wins(q, toMove.Opponent()) {
			win = true
			break
		}
	}
	o.memo[key] = win
	return win
}

// winningMoves returns the cells where toMove's move wins from p.
func (o *oracle) winningMoves(p Pos, toMove core.Player) []int {
	var out []int
	for _, c := range CellsOf(p.Empty(o.b)) {
		q := p.With(c, toMove)
		if !o.b.Joins(q.Of(toMove), toMove) && !o.wins(q, toMove.Opponent()) {
			out = append(out, c)
		}
	}
	return out
}

// byTheorems returns the value of p for toMove that Theorems 6 and 7 give
// within depth further moves: -1 if toMove loses, +1 if toMove wins, 0 if
// they do not say. toMove loses if they have a pair-completion (Theorem
// 7) or a pre-pair-completion with an odd number of empty cells (Theorem
// 6, (P, X)); toMove wins if the opponent has a pair-completion or a
// pre-pair-completion with an even number of empty cells (Theorem 6,
// (P, Y)). With depth > 0 a move to a position lost for the opponent wins,
// and a position whose every move completes toMove's chain or leads to a
// position won for the opponent is lost.
func byTheorems(b *Board, p Pos, toMove core.Player, depth int) int {
	odd := oddCount(p.Empty(b))
	has := func(x core.Player, pre bool) bool {
		_, r := Find(b, p, x, pre, 0)
		return r == Found
	}
	other := toMove.Opponent()
	switch {
	case has(toMove, false) || odd && has(toMove, true):
		return -1
	case has(other, false) || !odd && has(other, true):
		return 1
	case depth == 0:
		return 0
	}
	allLost := true
	for _, c := range CellsOf(p.Empty(b)) {
		q := p.With(c, toMove)
		if b.Joins(q.Of(toMove), toMove) {
			continue
		}
		switch byTheorems(b, q, other, depth-1) {
		case -1:
			return 1
		case 0:
			allLost = false
		}
	}
	if allLost {
		return -1
	}
	return 0
}
