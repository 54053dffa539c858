package arena

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// maxForfeitsShown is how many forfeited games the table lists one by one.
const maxForfeitsShown = 10

// WriteTable writes the results for people: a line that says what was
// played, a row of results per first player and one for all games, and
// the rule usage per game of each player whose moves carry rule labels.
// It shows nothing that depends on the machine, so the same arena always
// prints the same table, but with a thinking time (whose games depend on the
// machine): then a line says the time each player took a move.
func (r *Result) WriteTable(w io.Writer) error {
	c := r.Config
	var sb strings.Builder
	firsts := make([]string, len(c.First))
	for i, p := range c.First {
		firsts[i] = p.String()
	}
	fmt.Fprintf(&sb, "arena: %s, red %s, blue %s, %s first, %d games each, seeds %d to %d\n",
		c.Spec, c.Red, c.Blue, strings.Join(firsts, " and "), c.Games, c.Seed, c.Seed+uint64(c.Games-1))
	if c.Shard != (Shard{}) {
		lo, hi := c.span()
		fmt.Fprintf(&sb, "part %v: games %d to %d of %d (join the parts' --json files with hexlab arena --from)\n", c.Shard, lo+1, hi, c.Games*len(c.First))
	}
	if c.Think > 0 {
		fmt.Fprintf(&sb, "thinking time %v a move\n", c.Think)
	}
	if c.Swap {
		sb.WriteString("swap rule on: the second player may take the first stone\n")
	}
	if len(c.Opening) > 0 {
		fmt.Fprintf(&sb, "every game opens %s (%d moves) before the players move\n", c.openingText(), len(c.Opening))
	}
	if !c.Handicap.None() {
		fmt.Fprintf(&sb, "handicap: %s on cells drawn from the game's seed\n", c.Handicap.describe())
	}
	if c.ThesisBlue {
		sb.WriteString("blue plays at random once red holds a true provisional winning path (thesis section 9.1)\n")
	}
	if r.Partial {
		fmt.Fprintf(&sb, "stopped: %d of %d games played (hexlab arena --resume FILE.json plays the rest)\n", r.Played(), c.Total())
	}
	sums := r.shownSummaries()
	none := false
	for _, s := range sums {
		none = none || s.NoWinner > 0
	}
	rows := [][]string{{"first", "games", "red wins", "blue wins"}}
	if none {
		rows[0] = append(rows[0], "no winner")
	}
	rows[0] = append(rows[0], "moves", "sd", "median", "red path", "blue path")
	for _, s := range sums {
		row := []string{s.First, strconv.Itoa(s.Games), share(s.RedWins, s.Games), share(s.BlueWins, s.Games)}
		if none {
			row = append(row, share(s.NoWinner, s.Games))
		}
		row = append(row, fixed(s.Length.Mean, s.Length.N), fixed(s.Length.SD, s.Length.N),
			fixed(s.Length.Median, s.Length.N), fixed(s.RedPath.Mean, s.RedPath.N), fixed(s.BluePath.Mean, s.BluePath.N))
		rows = append(rows, row)
	}
	sb.WriteString("\n")
	writeRows(&sb, rows, 1)
	sb.WriteString("moves: game length (mean, standard deviation, median); path: cells of the winner's structure, mean over its wins\n")
	if all := sums[len(sums)-1]; all.Players[0].SecondsPerMove > 0 || all.Players[1].SecondsPerMove > 0 {
		fmt.Fprintf(&sb, "time taken: red %.2f s a move, blue %.2f s a move\n", all.Players[0].SecondsPerMove, all.Players[1].SecondsPerMove)
	}
	if n := r.forfeits(); n > 0 {
		fmt.Fprintf(&sb, "\n%d games forfeited (counted as the opponent's wins, unless the solver settled them):\n", n)
		for _, g := range r.forfeited {
			fmt.Fprintf(&sb, "  %v first, game %d, seed %d: %v forfeits: %s\n", g.First, g.Index, g.Seed, g.Forfeit, g.Reason)
			if g.Adjudicated {
				fmt.Fprintf(&sb, "    adjudicated: the solver proves %v wins the position\n", g.Winner)
			}
		}
		if more := n - len(r.forfeited); more > 0 {
			fmt.Fprintf(&sb, "  ... and %d more (--json or --csv lists them all)\n", more)
		}
	}
	if usage := usageRows(sums); len(usage) > 1 {
		sb.WriteString("\n")
		writeRows(&sb, usage, 1)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// usageRows lists each player's rule labels (and, for Algorithm 8.4.1, the
// hierarchy) with their uses per game in each summary.
func usageRows(sums []Summary) [][]string {
	head := []string{"per game"}
	for _, s := range sums {
		head = append(head, s.First+" first")
	}
	if sums[len(sums)-1].First == "all" {
		head[len(head)-1] = "all"
	}
	rows := [][]string{head}
	for _, p := range []core.Player{core.Red, core.Blue} {
		var rules []map[string]float64
		var itemMaps []map[int]float64
		several := false
		for _, s := range sums {
			ps := s.Player(p)
			rules, itemMaps = append(rules, ps.Rules), append(itemMaps, ps.Items)
			several = several || ps.Several > 0
		}
		labels, items := unionKeys(rules...), unionKeys(itemMaps...)
		SortLabels(labels)
		slices.Sort(items)
		add := func(name string, value func(*PlayerSummary) float64) {
			row := []string{name}
			for _, s := range sums {
				row = append(row, strconv.FormatFloat(value(s.Player(p)), 'f', 2, 64))
			}
			rows = append(rows, row)
		}
		for _, l := range labels {
			add(fmt.Sprintf("%v rule %s", p, l), func(ps *PlayerSummary) float64 { return ps.Rules[l] })
		}
		if several {
			add(fmt.Sprintf("%v moves with a choice", p), func(ps *PlayerSummary) float64 { return ps.Several })
		}
		for _, it := range items {
			add(fmt.Sprintf("%v hierarchy item %d", p, it), func(ps *PlayerSummary) float64 { return ps.Items[it] })
		}
	}
	return rows
}

// share writes k of n as "k (p%)".
func share(k, n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%.1f%%)", k, 100*float64(k)/float64(n))
}

// fixed writes x with two decimals, or "-" for an empty sample.
func fixed(x float64, n int) string {
	if n == 0 {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}

// writeRows writes rows as columns two spaces apart, the first left
// columns aligned left and the others right.
func writeRows(sb *strings.Builder, rows [][]string, left int) {
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row {
			widths[i] = max(widths[i], len([]rune(cell)))
		}
	}
	for _, row := range rows {
		var line strings.Builder
		for i, cell := range row {
			pad := strings.Repeat(" ", widths[i]-len([]rune(cell)))
			if i > 0 {
				line.WriteString("  ")
			}
			if i < left {
				line.WriteString(cell + pad)
			} else {
				line.WriteString(pad + cell)
			}
		}
		sb.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// unionKeys returns the keys of all the maps, each once, in no order.
func unionKeys[K comparable, V any](maps ...map[K]V) []K {
	var out []K
	seen := map[K]bool{}
	for _, m := range maps {
		for k := range m {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out
}
