package core

// Outcome is who has won a position under its board spec's rule: nobody, Red, Blue, or both.
//
// Both is only possible on the torus, where both players can hold a winning cycle at once
// (thesis Figure 3.1), and only in a position analysed past a game's end: a game stops at
// the first completed structure. Under +reverse both players then hold a structure, so each
// has lost; the rule gives no single winner, and the position reads BothWin too (as
// `hexlab winner` prints "both"). Use Player for the single winner and Won for whether one
// player counts among the winners.
type Outcome int8

// The outcomes. NoWinner is the zero value.
const (
	// NoWinner: neither player holds a winning structure.
	NoWinner Outcome = iota
	// RedWins: Red has won (on a +reverse board: Blue completed a structure).
	RedWins
	// BlueWins: Blue has won (on a +reverse board: Red completed a structure).
	BlueWins
	// BothWin: both players hold a winning structure (the torus only); see Outcome.
	BothWin
)

// String returns "none", "red", "blue" or "both", the words `hexlab winner` prints.
func (o Outcome) String() string {
	switch o {
	case RedWins:
		return "red"
	case BlueWins:
		return "blue"
	case BothWin:
		return "both"
	}
	return "none"
}

// Player returns the single winner, Red or Blue; NoPlayer for NoWinner and for BothWin.
func (o Outcome) Player() Player {
	switch o {
	case RedWins:
		return Red
	case BlueWins:
		return Blue
	}
	return NoPlayer
}

// Won reports whether player counts among the winners: the single winner, or either player
// for BothWin.
func (o Outcome) Won(player Player) bool {
	return o == BothWin && (player == Red || player == Blue) || o.Player() == player && player != NoPlayer
}

// Decided reports whether someone has won: any outcome but NoWinner.
func (o Outcome) Decided() bool { return o != NoWinner }

// outcomeOf is the outcome where red and blue say who has won.
func outcomeOf(red, blue bool) Outcome {
	switch {
	case red && blue:
		return BothWin
	case red:
		return RedWins
	case blue:
		return BlueWins
	}
	return NoWinner
}

// Holders returns who holds a completed winning structure (see Completed), whatever the
// rule: the outcome the normal rule would give.
func (p *Position) Holders() Outcome {
	return outcomeOf(p.completed[Red], p.completed[Blue])
}

// Winner returns who has won p under its board spec's rule. In Hex the player who holds a
// winning structure has won; on a +reverse board the player who holds one has lost, so
// their opponent has won. Where both hold one (the torus only) it is BothWin under either
// rule. It costs two lookups: searches may call it on every node.
func (p *Position) Winner() Outcome {
	red, blue := p.completed[Red], p.completed[Blue]
	if p.board.spec.Reverse {
		red, blue = blue, red
	}
	return outcomeOf(red, blue)
}
