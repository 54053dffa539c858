package engine

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// playout finishes games at random, answering an intrusion into a bridge by saving it (the
// playout policy of MoHex 1.0: Arneson, Hayward and Henderson, "Monte Carlo Tree Search in
// Hex", 2010).
type playout struct {
	board   *core.Board
	reverse bool
	order   []core.Cell
	// adjacent[a*n+b] tells whether cells a and b of the board's n are next to each other.
	adjacent []bool
	n        int
}

func newPlayout(b *core.Board, reverse bool) playout {
	n := b.NumCells()
	adj := make([]bool, n*n)
	for c := range n {
		for _, d := range b.Adjacent(core.Cell(c)) {
			adj[c*n+int(d)] = true
		}
	}
	return playout{board: b, reverse: reverse, adjacent: adj, n: n}
}

// run plays p out with player to move, records in playedBy the first player to take each
// cell, and returns the winner under the game's rule. With pp (Options.PatternPlayouts), the
// moves but bridge saves are drawn by pattern weights (patternPlayout), else uniformly.
func (pl *playout) run(p *core.Position, player core.Player, playedBy []core.Player, rng *rand.Rand, pp *patternPlayout) core.Player {
	if pp != nil {
		return pl.runWeighted(p, player, playedBy, rng, pp)
	}
	pl.order = pl.order[:0]
	for c := core.Cell(0); int(c) < pl.board.NumCells(); c++ {
		if p.At(c) == core.NoPlayer {
			pl.order = append(pl.order, c)
		}
	}
	last := core.NoCell
	for i := 0; i < len(pl.order); {
		c := pl.bridgeReply(p, last, player, rng)
		if c == core.NoCell {
			j := i + rng.IntN(len(pl.order)-i)
			pl.order[i], pl.order[j] = pl.order[j], pl.order[i]
			c = pl.order[i]
			i++
			if p.At(c) != core.NoPlayer { // taken earlier by a bridge reply
				continue
			}
		}
		if winner := pl.play(p, c, player, playedBy); winner != core.NoPlayer {
			return winner
		}
		last = c
		player = player.Opponent()
	}
	return core.NoPlayer // a full board without a winner, which core's rules never leave
}

// play puts player's stone on c, records it in playedBy, and returns the winner if it
// completes player's structure (the opponent in Rex), else NoPlayer.
func (pl *playout) play(p *core.Position, c core.Cell, player core.Player, playedBy []core.Player) core.Player {
	p.Place(c, player)
	if playedBy[c] == core.NoPlayer {
		playedBy[c] = player
	}
	switch {
	case !p.Completed(player):
		return core.NoPlayer
	case pl.reverse:
		return player.Opponent()
	}
	return player
}

// runWeighted is run with the pattern policy pp, which follows p.
func (pl *playout) runWeighted(p *core.Position, player core.Player, playedBy []core.Player, rng *rand.Rand, pp *patternPlayout) core.Player {
	last := core.NoCell
	for {
		c := pl.bridgeReply(p, last, player, rng)
		if c == core.NoCell {
			if c = pp.choose(player, last, rng); c == core.NoCell {
				return core.NoPlayer // a full board without a winner, which core's rules never leave
			}
		}
		pp.place(c, player)
		if winner := pl.play(p, c, player, playedBy); winner != core.NoPlayer {
			return winner
		}
		last = c
		player = player.Opponent()
	}
}

// bridgeReply returns the cell that saves a bridge of player's that the opponent's stone at
// last has just cut into, or NoCell: two of player's stones next to last, not next to each
// other, whose only other common neighbour is empty.
func (pl *playout) bridgeReply(p *core.Position, last core.Cell, player core.Player, rng *rand.Rand) core.Cell {
	if last == core.NoCell {
		return core.NoCell
	}
	adj := pl.board.Adjacent(last)
	var replies [6]core.Cell
	k := 0
	for i, a := range adj {
		if p.At(a) != player {
			continue
		}
		for _, b := range adj[i+1:] {
			if p.At(b) != player || pl.adjacent[int(a)*pl.n+int(b)] {
				continue
			}
			if y := pl.otherCommon(a, b, last); y != core.NoCell && p.At(y) == core.NoPlayer && k < len(replies) {
				replies[k] = y
				k++
			}
		}
	}
	if k == 0 {
		return core.NoCell
	}
	return replies[rng.IntN(k)]
}

// otherCommon returns the one common neighbour of a and b besides except, or NoCell if
// there is not exactly one.
func (pl *playout) otherCommon(a, b, except core.Cell) core.Cell {
	found := core.NoCell
	for _, x := range pl.board.Adjacent(a) {
		if x == except || x == b || !pl.adjacent[int(x)*pl.n+int(b)] {
			continue
		}
		if found != core.NoCell {
			return core.NoCell
		}
		found = x
	}
	return found
}
