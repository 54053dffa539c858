package engine

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// playout finishes games at random, answering an intrusion into a bridge by saving it (the
// playout policy of MoHex 1.0: Arneson, Hayward and Henderson, "Monte Carlo Tree Search in
// Hex", 2010), a bridge to the player's own edge included, and holding a ladder along the
// opponent's edge (bridgeReply).
type playout struct {
	board   *core.Board
	reverse bool
	order   []core.Cell
	// adjacent[a*n+b] tells whether cells a and b of the board's n are next to each other.
	adjacent []bool
	n        int
	// edges are each player's own edges (Red's, then Blue's), where the player's goal is a
	// path between them (core.PathGoal).
	edges [2]core.Side
	// avoid, when set (Options.InferiorPlayouts), holds the rings the playouts read to leave
	// the cells they show inferior for last.
	avoid *ringCodes
	// fill is Options.FullPlayouts: once a player has won, the rest of the board is
	// filled at random for the RAVE statistics.
	fill bool
}

func newPlayout(b *core.Board, reverse bool) playout {
	n := b.NumCells()
	adj := make([]bool, n*n)
	for c := range n {
		for _, d := range b.Adjacent(core.Cell(c)) {
			adj[c*n+int(d)] = true
		}
	}
	pl := playout{board: b, reverse: reverse, adjacent: adj, n: n}
	for i, p := range []core.Player{core.Red, core.Blue} {
		if b.Topology().Goal(p) == core.PathGoal {
			pl.edges[i] = []core.Side{core.Top | core.Bottom, core.Left | core.Right}[i]
		}
	}
	return pl
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
	if pl.avoid != nil {
		pl.avoid.reset(p)
	}
	last := core.NoCell
	for i := 0; i < len(pl.order); {
		c := pl.bridgeReply(p, last, player, rng)
		if c == core.NoCell {
			j := pl.draw(p, i, player, rng)
			pl.order[i], pl.order[j] = pl.order[j], pl.order[i]
			c = pl.order[i]
			i++
			if p.At(c) != core.NoPlayer { // taken earlier by a bridge reply
				continue
			}
		}
		if winner := pl.play(p, c, player, playedBy); winner != core.NoPlayer {
			if pl.fill {
				pl.fillRest(p, i, player.Opponent(), playedBy, rng)
			}
			return winner
		}
		last = c
		player = player.Opponent()
	}
	return core.NoPlayer // a full board without a winner, which core's rules never leave
}

// fillRest plays the cells of order[i:] still empty in p at random, turn about from player,
// in playedBy only (the winner is known): MoHex's playouts fill the board, so that every
// cell's RAVE statistics hear of every playout (Options.FullPlayouts).
func (pl *playout) fillRest(p *core.Position, i int, player core.Player, playedBy []core.Player, rng *rand.Rand) {
	for ; i < len(pl.order); i++ {
		j := i + rng.IntN(len(pl.order)-i)
		pl.order[i], pl.order[j] = pl.order[j], pl.order[i]
		if c := pl.order[i]; p.At(c) == core.NoPlayer && playedBy[c] == core.NoPlayer {
			playedBy[c] = player
			player = player.Opponent()
		}
	}
}

// draw returns the index of a cell of order[i:] drawn at random for player to take; with
// avoid (Options.InferiorPlayouts), a cell the ring shows inferior for player is drawn again,
// a few times.
func (pl *playout) draw(p *core.Position, i int, player core.Player, rng *rand.Rand) int {
	j := i + rng.IntN(len(pl.order)-i)
	for try := 0; pl.avoid != nil && try < avoidDraws && pl.avoid.inferior(p, pl.order[j], player); try++ {
		j = i + rng.IntN(len(pl.order)-i)
	}
	return j
}

// play puts player's stone on c, records it in playedBy, and returns the winner if it
// completes player's structure (the opponent in Rex), else NoPlayer.
func (pl *playout) play(p *core.Position, c core.Cell, player core.Player, playedBy []core.Player) core.Player {
	p.Place(c, player)
	if pl.avoid != nil {
		pl.avoid.place(c, player)
	}
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
// other, whose only other common neighbour is empty; or, as MoHex counts its edges among the
// stones, one of player's stones and player's own edge (edgeReplies); or the cell that keeps
// last from the opponent's edge (edgeBlock). One of them at random when there are several.
func (pl *playout) bridgeReply(p *core.Position, last core.Cell, player core.Player, rng *rand.Rand) core.Cell {
	if last == core.NoCell {
		return core.NoCell
	}
	var replies [12]core.Cell
	k := pl.bridgeReplies(p, last, player, &replies)
	if k == 0 {
		return core.NoCell
	}
	return replies[rng.IntN(k)]
}

// bridgeReplies puts in replies the cells bridgeReply draws from, and returns how many.
func (pl *playout) bridgeReplies(p *core.Position, last core.Cell, player core.Player, replies *[12]core.Cell) int {
	k := pl.edgeReplies(p, last, player, replies)
	if c := pl.edgeBlock(p, last, player); c != core.NoCell {
		replies[k] = c
		k++
	}
	adj := pl.board.Adjacent(last)
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
	return k
}

// edgeReplies puts in replies the cells that save the edge bridges of player's that the
// opponent's stone at last, on one of player's edges, has just cut into, and returns how
// many: a stone of player's next to last, off that edge, whose only other neighbour on the
// edge is empty (the second-row stone's template to its edge). Not in Rex, whose edges the
// mover wants to avoid, nor where player has no edges (Blue on the cylinder, the torus).
func (pl *playout) edgeReplies(p *core.Position, last core.Cell, player core.Player, replies *[12]core.Cell) int {
	edge := pl.board.Sides(last) & pl.edgesOf(player)
	if pl.reverse || edge == 0 {
		return 0
	}
	k := 0
	for _, s := range pl.board.Adjacent(last) {
		if p.At(s) != player || pl.board.Sides(s)&edge != 0 {
			continue
		}
		if on, n := pl.onEdge(s, edge); n == 2 {
			other := on[0]
			if other == last {
				other = on[1]
			}
			if p.At(other) == core.NoPlayer {
				replies[k] = other
				k++
			}
		}
	}
	return k
}

// edgesOf returns player's own edges (none where its goal is a cycle).
func (pl *playout) edgesOf(player core.Player) core.Side {
	if player == core.Blue {
		return pl.edges[1]
	}
	return pl.edges[0]
}

// onEdge returns x's neighbours on edge (a cell one row from a straight edge has two) and
// how many there are; past two, only the first two are returned.
func (pl *playout) onEdge(x core.Cell, edge core.Side) (on [2]core.Cell, n int) {
	for _, y := range pl.board.Adjacent(x) {
		if pl.board.Sides(y)&edge != 0 {
			if n < len(on) {
				on[n] = y
			}
			n++
		}
	}
	return on, n
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

// edgeBlock returns the cell that keeps the opponent's stone at last from its edge, or
// NoCell: last lies one row from one of the opponent's own edges, with two neighbours on it,
// one of them player's stone and the other empty. The opponent would reach the edge there;
// answering so is how a ladder along the edge is held (uniform playouts leave the cell
// empty, and count the ladder won for the player pushing it).
func (pl *playout) edgeBlock(p *core.Position, last core.Cell, player core.Player) core.Cell {
	if pl.reverse {
		return core.NoCell
	}
	theirs := pl.edgesOf(player.Opponent())
	for _, edge := range [2]core.Side{theirs & (core.Top | core.Left), theirs & (core.Bottom | core.Right)} {
		if edge == 0 || pl.board.Sides(last)&edge != 0 {
			continue
		}
		on, n := pl.onEdge(last, edge)
		if n != 2 {
			continue
		}
		a, b := p.At(on[0]), p.At(on[1])
		switch {
		case a == player && b == core.NoPlayer:
			return on[1]
		case b == player && a == core.NoPlayer:
			return on[0]
		}
	}
	return core.NoCell
}
