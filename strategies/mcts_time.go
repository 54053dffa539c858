package strategies

import (
	"time"

	"github.com/hexlab/hexlab/core"
)

// The time bank's rules, in thinking times (MCTS's --think).
const (
	// bankShare is the part of the bank a move may draw on: a quarter of what is saved.
	bankShare = 4
	// bankMostAMove is the most one move may be given: three thinking times.
	bankMostAMove = 3
	// bankMost is the most the bank keeps (a long book line saves no more than this), and
	// bankDebt the most it may owe (a move that ran over, as the unstable-search extension
	// does, is paid back by the next ones).
	bankMost = 10
	bankDebt = 2
	// bankAdvance is what a new game's bank opens with, lent against the end of the game: a
	// game ends with proven moves, which take almost nothing, so that without it the engine
	// left 3.3 to 18.5 s of a game's thinking times unspent on hex:11x11 (8.6 s in the
	// median; 3.8 to 18 s on 9x9) in the protocol's games against MoHex at 1 s, and with an
	// advance of four, 4.8 s (the median of 300 games, 2026-11-29: 0.79 s a move of the
	// second, against MoHex's 0.92 at max_time 1, which spends its whole second on every
	// move it searches). With seven the engine spent 0.86 to 0.88 s a move against MoHex's
	// 0.86 to 1.00 in 300 such games and won 49% of them, 46% with four (docs/results/engine/README.md,
	// "The bank's advance of seven thinking times"); on 9x9, where the solver proves
	// positions sooner, it still leaves some. The advance goes to the contested moves of the
	// opening and the middle game instead.
	bankAdvance = 7
)

// timeBank is MCTS's time management with a thinking time: the mean time a move is the
// thinking time, not each move's. The time a move does not use is banked: the search stops
// early when its most visited move can no longer be overtaken, and the book's, the proven
// and the forced moves take almost none. Each move may draw a quarter of the bank on top of
// the thinking time (at most three thinking times in all); since the search stops as early
// on a clear position however long it may go on, the moves that use the extra time are the
// contested ones: time is spent where the choice is hard, as MoHex's time management and
// every tournament program's do. A move that runs over its time (the search's extension when
// it is unstable) is paid back by the next ones. A game's bank opens with an advance of seven
// thinking times (bankAdvance), which the proven moves at the end pay back.
type timeBank struct {
	think time.Duration
	saved time.Duration
	// turns is the number of turns of the game at the last move, and spec its board (the
	// zero Spec before the bank's first game): a game with fewer turns or another board is a
	// new game (or a move taken back), which starts with the advance alone.
	turns int
	spec  core.Spec
	// advance is what a new game's bank opens with: bankAdvance thinking times for a player
	// of whole games, none for one that searches a move now and then (NewMCTSMove).
	advance time.Duration
}

// allowance returns the time of the move to come in g.
func (b *timeBank) allowance(g *core.Game) time.Duration {
	if n := len(g.Turns()); n <= b.turns || g.Spec() != b.spec {
		b.saved = b.advance
	}
	b.turns, b.spec = len(g.Turns()), g.Spec()
	return b.next()
}

// next returns the time of the next move, from what the bank holds.
func (b *timeBank) next() time.Duration {
	return min(b.think+b.saved/bankShare, bankMostAMove*b.think)
}

// spend books a move that took used.
func (b *timeBank) spend(used time.Duration) {
	b.saved = min(max(b.saved+b.think-used, -bankDebt*b.think), bankMost*b.think)
}
