package arena

import (
	"time"

	"github.com/hexlab/hexlab/core"
)

// Tally sums up games one at a time, in memory that does not grow with their number: what a
// Summary says of them, kept as counts and histograms. An arena keeps one per first player
// and one for all games, so that its table and chart need none of the games themselves.
type Tally struct {
	first                              string
	games, redWins, blueWins, noWinner int
	length, redPath, bluePath          Histogram
	players                            [2]playerTally
}

// playerTally is what one player did, summed over the games.
type playerTally struct {
	rules   map[string]int
	items   map[int]int
	several int
	// thinking is the time of the timed games' moves, timedMoves their number.
	thinking   time.Duration
	timedMoves int
}

// NewTally starts an empty tally named first ("red", "blue" or "all").
func NewTally(first string) *Tally { return &Tally{first: first} }

// Add counts g.
func (t *Tally) Add(g *Game) {
	t.games++
	t.length.Add(g.Length())
	switch g.Winner {
	case core.Red:
		t.redWins++
		t.redPath.Add(g.Path)
	case core.Blue:
		t.blueWins++
		t.bluePath.Add(g.Path)
	default:
		t.noWinner++
	}
	for i := range t.players {
		pt, pg := &t.players[i], &g.Players[i]
		for label, k := range pg.Rules {
			if pt.rules == nil {
				pt.rules = map[string]int{}
			}
			pt.rules[label] += k
		}
		for item, k := range pg.Items {
			if pt.items == nil {
				pt.items = map[int]int{}
			}
			pt.items[item] += k
		}
		pt.several += pg.Several
		if pg.Thinking > 0 {
			pt.thinking += pg.Thinking
			pt.timedMoves += g.MovesBy(core.Red + core.Player(i))
		}
	}
}

// Games returns the number of games counted.
func (t *Tally) Games() int { return t.games }

// Lengths returns the histogram of the games' lengths (moves per game).
func (t *Tally) Lengths() *Histogram { return &t.length }

// Summary sums up the games counted.
func (t *Tally) Summary() Summary {
	s := Summary{First: t.first, Games: t.games, RedWins: t.redWins, BlueWins: t.blueWins, NoWinner: t.noWinner,
		Length: t.length.Stats(), RedPath: t.redPath.Stats(), BluePath: t.bluePath.Stats()}
	if t.games == 0 {
		return s
	}
	n := float64(t.games)
	for i := range s.Players {
		pt, ps := &t.players[i], &s.Players[i]
		ps.Several = float64(pt.several) / n
		if pt.timedMoves > 0 {
			ps.SecondsPerMove = pt.thinking.Seconds() / float64(pt.timedMoves)
		}
		for label, k := range pt.rules {
			if ps.Rules == nil {
				ps.Rules = map[string]float64{}
			}
			ps.Rules[label] = float64(k) / n
		}
		for item, k := range pt.items {
			if ps.Items == nil {
				ps.Items = map[int]float64{}
			}
			ps.Items[item] = float64(k) / n
		}
	}
	return s
}

// columns returns, for each player, the rule labels and hierarchy items any game counted, and
// whether any game had a move with several choices: the per-player columns of the CSV.
func (t *Tally) columns() (labels [2][]string, items [2][]int, several [2]bool) {
	for i := range t.players {
		pt := &t.players[i]
		for l := range pt.rules {
			labels[i] = append(labels[i], l)
		}
		for it := range pt.items {
			items[i] = append(items[i], it)
		}
		several[i] = pt.several > 0
	}
	return labels, items, several
}
