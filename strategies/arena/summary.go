package arena

import (
	"slices"

	"github.com/hexlab/hexlab/core"
)

// Summary sums up a set of games of an arena: those of one first player,
// or all of them.
type Summary struct {
	// First is "red" or "blue" for the games that player began, "all" for
	// every game.
	First string
	// Games is the number of games; RedWins, BlueWins and NoWinner split
	// them by result (NoWinner for a game with no winner, which no board allows: Game.Winner).
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
	// SecondsPerMove is the player's mean wall-clock time a move over the timed games
	// (PlayerGame.Thinking), 0 when none was timed.
	SecondsPerMove float64
}

// Player returns the summary of what p did.
func (s *Summary) Player(p core.Player) *PlayerSummary { return &s.Players[p-core.Red] }

// Summaries sums up the games of each first player, in the order of
// Config.First, and then all games together.
func (r *Result) Summaries() []Summary {
	var out []Summary
	for _, t := range r.tallies() {
		out = append(out, t.Summary())
	}
	return out
}

// Summarize sums up games under the name first.
func Summarize(first string, games []Game) Summary {
	t := NewTally(first)
	for i := range games {
		t.Add(&games[i])
	}
	return t.Summary()
}

// Lengths returns the histogram of the lengths of the games first began (moves per game).
func (r *Result) Lengths(first core.Player) *Histogram {
	t := r.tallies()
	if i := slices.Index(r.Config.First, first); i >= 0 {
		return t[i].Lengths()
	}
	return &Histogram{}
}
