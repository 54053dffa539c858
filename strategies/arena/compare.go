package arena

import (
	"encoding/csv"
	"fmt"
	"slices"

	"github.com/hexlab/hexlab/core"
	"io"
	"strconv"
	"strings"
)

// WriteComparison writes one row per result and first player, for
// results of several arenas side by side (such as one algorithm on
// several boards): board, players, first player, games, wins, and the
// mean and standard deviation of the game length and of Red's and Blue's
// winning structures.
func WriteComparison(w io.Writer, results []*Result) error {
	rows := [][]string{{"board", "red", "blue", "first", "games", "red wins", "blue wins",
		"moves", "sd", "red path", "sd", "blue path", "sd"}}
	for _, r := range results {
		for _, s := range r.shownSummaries() {
			rows = append(rows, []string{r.Config.Spec.String(), r.Config.Red, r.Config.Blue, s.First,
				strconv.Itoa(s.Games), share(s.RedWins, s.Games), share(s.BlueWins, s.Games),
				fixed(s.Length.Mean, s.Length.N), fixed(s.Length.SD, s.Length.N),
				fixed(s.RedPath.Mean, s.RedPath.N), fixed(s.RedPath.SD, s.RedPath.N),
				fixed(s.BluePath.Mean, s.BluePath.N), fixed(s.BluePath.SD, s.BluePath.N)})
		}
	}
	var sb strings.Builder
	writeRows(&sb, rows, 4)
	for _, p := range []core.Player{core.Red, core.Blue} {
		if usage := comparedUsage(results, p); len(usage) > 1 {
			sb.WriteString("\n")
			writeRows(&sb, usage, 1)
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// comparedUsage lists the rule labels of p's player with their uses per
// game in each result and first player ("5x4 red" is the games of a 5×4
// board that Red began), when every result has the same player for p.
func comparedUsage(results []*Result, p core.Player) [][]string {
	name := results[0].Config.name(p)
	head := []string{p.String() + " " + name + ", per game"}
	var cols []Summary
	var rules []map[string]float64
	for _, r := range results {
		if r.Config.name(p) != name {
			return nil
		}
		for _, s := range r.shownSummaries() {
			if s.First == "all" {
				continue
			}
			size := strings.SplitN(r.Config.Spec.String(), ":", 2)[1]
			head = append(head, size+" "+s.First)
			cols = append(cols, s)
			rules = append(rules, s.Player(p).Rules)
		}
	}
	labels := unionKeys(rules...)
	SortLabels(labels)
	out := [][]string{head}
	add := func(name string, value func(*PlayerSummary) float64) {
		row := []string{name}
		for _, s := range cols {
			row = append(row, strconv.FormatFloat(value(s.Player(p)), 'f', 2, 64))
		}
		out = append(out, row)
	}
	for _, l := range labels {
		add("rule "+l, func(ps *PlayerSummary) float64 { return ps.Rules[l] })
	}
	var itemMaps []map[int]float64
	several := false
	for _, s := range cols {
		itemMaps = append(itemMaps, s.Player(p).Items)
		several = several || s.Player(p).Several > 0
	}
	if several {
		add("moves with a choice", func(ps *PlayerSummary) float64 { return ps.Several })
	}
	items := unionKeys(itemMaps...)
	slices.Sort(items)
	for _, it := range items {
		add(fmt.Sprintf("hierarchy item %d", it), func(ps *PlayerSummary) float64 { return ps.Items[it] })
	}
	return out
}

// WriteComparisonCSV writes the rows of WriteComparison as CSV, with the
// numbers in full: board, red, blue, first, games, red wins, blue wins, no
// winner, then the mean, standard deviation and median of the game length
// and the mean and standard deviation of the red and the blue path.
func WriteComparisonCSV(w io.Writer, results []*Result) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"board", "red", "blue", "first", "games", "red wins", "blue wins", "no winner",
		"length mean", "length sd", "length median", "red path mean", "red path sd", "blue path mean", "blue path sd"})
	num := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	for _, r := range results {
		for _, s := range r.shownSummaries() {
			cw.Write([]string{r.Config.Spec.String(), r.Config.Red, r.Config.Blue, s.First, strconv.Itoa(s.Games),
				strconv.Itoa(s.RedWins), strconv.Itoa(s.BlueWins), strconv.Itoa(s.NoWinner),
				num(s.Length.Mean), num(s.Length.SD), num(s.Length.Median),
				num(s.RedPath.Mean), num(s.RedPath.SD), num(s.BluePath.Mean), num(s.BluePath.SD)})
		}
	}
	cw.Flush()
	return cw.Error()
}

// shownSummaries are the summaries a table shows: each first player's,
// and all games' when there are two first players.
func (r *Result) shownSummaries() []Summary {
	sums := r.Summaries()
	if len(r.Config.First) == 1 {
		return sums[:1]
	}
	return sums
}
