package arena

import (
	"github.com/hexlab/hexlab/core"
)

// Summary sums up a set of games of an arena: those of one first player,
// or all of them.
type Summary struct {
	// First is "red" or "blue" for the games that player began, "all" for
	// every game.
	First string
	// Games is the number of games; RedWins, BlueWins and NoWinner split
	// them by result (NoWinner only on a full torus).
	Games, RedWins, BlueWins, NoWinner int
	// Length is the number of moves per game.
	Length Stats
	// RedPath and BluePath are the cells of the structure that decided the
	// games Red (Blue) won (on a +reverse board, the loser's structure).
	RedPath, BluePath Stats
	// Players sums up what each player did, Red's first.
	Players [2]PlayerSummary
}

// PlayerSummary is what one player did per game, on average.
type PlayerSummary struct {
	// Rules is how many times each rule label fired per game.
	Rules map[string]float64
	// Several is how many moves per game the rule allowed more than one
	// move (see PlayerGame.Several).
	Several float64
	// Items is how many times each hierarchy item of Algorithm 8.4.1
	// narrowed the choice per game.
	Items map[int]float64
}

// Player returns the summary of what p did.
func (s *Summary) Player(p core.Player) *PlayerSummary { return &s.Players[p-core.Red] }

// Summaries sums up the games of each first player, in the order of
// Config.First, and then all games together.
func (r *Result) Summaries() []Summary {
	var out []Summary
	for _, first := range r.Config.First {
		var games []Game
		for _, g := range r.Games {
			if g.First == first {
				games = append(games, g)
			}
		}
		out = append(out, Summarize(first.String(), games))
	}
	return append(out, Summarize("all", r.Games))
}

// Summarize sums up games under the name first.
func Summarize(first string, games []Game) Summary {
	s := Summary{First: first, Games: len(games)}
	var lengths, redPaths, bluePaths []float64
	for _, g := range games {
		lengths = append(lengths, float64(g.Length()))
		switch g.Winner {
		case core.Red:
			s.RedWins++
			redPaths = append(redPaths, float64(g.Path))
		case core.Blue:
			s.BlueWins++
			bluePaths = append(bluePaths, float64(g.Path))
		default:
			s.NoWinner++
		}
	}
	s.Length, s.RedPath, s.BluePath = NewStats(lengths), NewStats(redPaths), NewStats(bluePaths)
	if len(games) == 0 {
		return s
	}
	n := float64(len(games))
	for i := range s.Players {
		rules, items, several := map[string]int{}, map[int]int{}, 0
		for _, g := range games {
			pg := g.Players[i]
			for label, k := range pg.Rules {
				rules[label] += k
			}
			for item, k := range pg.Items {
				items[item] += k
			}
			several += pg.Several
		}
		ps := &s.Players[i]
		ps.Several = float64(several) / n
		for label, k := range rules {
			if ps.Rules == nil {
				ps.Rules = map[string]float64{}
			}
			ps.Rules[label] = float64(k) / n
		}
		for item, k := range items {
			if ps.Items == nil {
				ps.Items = map[int]float64{}
			}
			ps.Items[item] = float64(k) / n
		}
	}
	return s
}
