package arena

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// WriteCSV writes one row per game: first player, index, seed, winner,
// length, path (cells of the deciding structure), the moves, when any game
// was forfeited the player who forfeited and why, and then a
// column per rule label of each player ("red rule 12": how many times it
// fired in the game), the moves with a choice and the hierarchy items of
// the 5×n strategies ("red item 3").
func (r *Result) WriteCSV(w io.Writer) error {
	b, err := core.NewBoard(r.Config.Spec)
	if err != nil {
		return err
	}
	type column struct {
		name  string
		value func(*PlayerGame) int
	}
	var extra [2][]column
	labels, items, several := r.tallies()[len(r.tally)-1].columns()
	for i, p := range []core.Player{core.Red, core.Blue} {
		SortLabels(labels[i])
		slices.Sort(items[i])
		for _, l := range labels[i] {
			extra[i] = append(extra[i], column{fmt.Sprintf("%v rule %s", p, l), func(pg *PlayerGame) int { return pg.Rules[l] }})
		}
		if several[i] {
			extra[i] = append(extra[i], column{fmt.Sprintf("%v choices", p), func(pg *PlayerGame) int { return pg.Several }})
		}
		for _, it := range items[i] {
			extra[i] = append(extra[i], column{fmt.Sprintf("%v item %d", p, it), func(pg *PlayerGame) int { return pg.Items[it] }})
		}
	}
	cw := csv.NewWriter(w)
	head := []string{"first", "index", "seed", "winner", "length", "path", "moves"}
	forfeits := r.forfeits() > 0
	if forfeits {
		head = append(head, "forfeit", "reason")
	}
	for i := range extra {
		for _, col := range extra[i] {
			head = append(head, col.name)
		}
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	err = r.Each(func(g Game) error {
		row := []string{g.First.String(), strconv.Itoa(g.Index), strconv.FormatUint(g.Seed, 10), g.Winner.String(),
			strconv.Itoa(g.Length()), strconv.Itoa(g.Path), core.FormatMoveList(b, g.Moves)}
		if forfeits {
			forfeit := ""
			if g.Forfeit != core.NoPlayer {
				forfeit = g.Forfeit.String()
			}
			row = append(row, forfeit, g.Reason)
		}
		for i := range extra {
			for _, col := range extra[i] {
				row = append(row, strconv.Itoa(col.value(&g.Players[i])))
			}
		}
		return cw.Write(row)
	})
	if err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// forfeits returns the number of games a player lost by failing to move.
func (r *Result) forfeits() int {
	r.count()
	return r.lost
}
