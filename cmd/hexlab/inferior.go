package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
)

const inferiorHelp = `usage: hexlab inferior [--board SPEC] [--first red|blue] [--setup STONES] [--moves LIST] [--player red|blue] [--json]
       hexlab inferior --from FILE [--player red|blue] [--json]

Finds the inferior cells of the position LIST produces, after Henderson and Hayward's
"Captured-reversible moves and star decomposition domination in Hex" (docs/inferior.md), and
prints the board with each empty cell marked, then each kind with its reason:

  x  dead: no completion's winner depends on it (Definition 2.1)
  r  captured by red, b  captured by blue: the player can have it for free, with the
     partner named (Definition 2.11); it is that player's fill-in
  v  vulnerable: the opponent's move to the killer named makes it dead (Definition 2.6)
  d  dominated: the player's move to the cell named fills it in (Definition 2.16)
  c  captured-reversible: the opponent's move to the reverser named would make the cell
     the player's fill-in (Definition 3.1); such moves are pruned together (Theorem 3.5)
  s  star-dominated: the player's move to the cell named makes a star decomposition that
     holds this cell (Definition 4.1, Theorem 4.2)
  R  permanently inferior for red, B  for blue: three neighbours in a row are the
     player's, the other three, named, empty and shut in; the player's fill-in
  *  a move the player to move must still consider

  --board SPEC     hex:MxN, cyl:MxN or torus:MxN, optionally +reverse (default hex:11x11)
  --first PLAYER   who moved first: red or blue (default red)
  --setup STONES   stones on the board before the moves: red:c2,c3,blue:a1
  --moves LIST     the moves, comma-separated in play order: c5,b7,swap,d4 (default none)
  --from FILE      take the board, the setup and the moves from a game file, SGF or JSON
  --player PLAYER  whose moves to consider: red or blue (default: the player to move)
  --json           print JSON (below)

On the torus only dead cells (those no minimal cycle of either player can use) are found and
pruned; on a +reverse board dead cells are found, and every move is considered ("pruning":
false).

JSON: {"board":"hex:5x5","player":"red","dead":["a1"],"fillin":{"red":["b2","c2"],"blue":[]},
       "consider":["c3","d3"],"inferior":{"a1":{"kind":"dead"},"b2":{"kind":"captured",
       "by":"red","cells":["c2"]},...},"pruning":true}

Exit status: 0 done, 2 a bad command line.
`

// runInferior is ` + "`hexlab inferior`" + `.
func runInferior(args []string, stdout io.Writer) error {
	fs := newFlags("inferior")
	var pf positionFlags
	pf.register(fs)
	playerText := fs.String("player", "", "whose moves to consider")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	p, player, err := pf.position(fs)
	if err != nil {
		return err
	}
	if *playerText != "" {
		if player, err = core.ParsePlayer(*playerText); err != nil {
			return usagef("--player %q: expected red or blue", *playerText)
		}
	}
	r, err := inferior.Analyze(p, player)
	if err != nil {
		return err
	}
	answer := r.Report(p.Board())
	if *asJSON {
		return writeJSON(stdout, answer)
	}
	_, err = io.WriteString(stdout, inferiorText(p, r, answer))
	return err
}

// inferiorText is the text form: a summary line, the marked board, then each kind.
func inferiorText(p *core.Position, r inferior.Result, a inferior.Report) string {
	b := p.Board()
	var sb strings.Builder
	empty := len(p.EmptyCells())
	fmt.Fprintf(&sb, "%s, %v to move: %d empty cells, %d to consider", a.Board, r.ToMove, empty, len(r.Consider))
	for _, pl := range []core.Player{core.Red, core.Blue} {
		if p.Completed(pl) {
			fmt.Fprintf(&sb, " (%v holds a winning structure already: every cell is dead)", pl)
		}
	}
	switch {
	case !r.Pruning:
		sb.WriteString(" (a +reverse board: dead cells are found, every move is considered)")
	case b.Topology() == core.Torus:
		sb.WriteString(" (the torus: only the cells no cycle of either player can use are pruned)")
	}
	sb.WriteString("\n\n")
	marks := map[core.Cell]string{}
	for _, c := range r.Consider {
		marks[c] = "*"
	}
	for c, why := range r.Inferior {
		switch why.Kind {
		case inferior.Dead:
			marks[c] = "x"
		case inferior.Captured:
			marks[c] = map[core.Player]string{core.Red: "r", core.Blue: "b"}[why.By]
		case inferior.PermanentlyInferior:
			marks[c] = map[core.Player]string{core.Red: "R", core.Blue: "B"}[why.By]
		case inferior.Vulnerable:
			marks[c] = "v"
		case inferior.Dominated:
			marks[c] = "d"
		case inferior.CapturedReversible:
			marks[c] = "c"
		case inferior.StarDominated:
			marks[c] = "s"
		}
	}
	for _, c := range r.Dead { // on the torus and +reverse boards dead cells are not in Inferior
		if _, ok := marks[c]; !ok || marks[c] == "*" {
			marks[c] = "x"
		}
	}
	sb.WriteString(markedDiagram(p, marks))
	sb.WriteString("\n")
	lines := map[string][]string{}
	names := make([]string, 0, len(a.Inferior))
	for name := range a.Inferior {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool { return cellLess(b, names[i], names[j]) })
	for _, name := range names {
		why := a.Inferior[name]
		switch why.Kind {
		case "captured":
			lines["captured by "+why.By] = append(lines["captured by "+why.By], fmt.Sprintf("%s (with %s)", name, strings.Join(why.Cells, " ")))
		case "permanently-inferior":
			key := "permanently inferior for " + why.By
			lines[key] = append(lines[key], fmt.Sprintf("%s (shutting in %s)", name, strings.Join(why.Cells, " ")))
		case "vulnerable":
			lines["vulnerable"] = append(lines["vulnerable"], fmt.Sprintf("%s (killed by %s)", name, why.Cells[0]))
		case "dominated":
			lines["dominated"] = append(lines["dominated"], fmt.Sprintf("%s (by %s)", name, why.Cells[0]))
		case "star-dominated":
			lines["star-dominated"] = append(lines["star-dominated"], fmt.Sprintf("%s (by %s)", name, why.Cells[0]))
		case "captured-reversible":
			lines["captured-reversible"] = append(lines["captured-reversible"], fmt.Sprintf("%s (reversed by %s)", name, why.Cells[0]))
		}
	}
	if len(a.Dead) > 0 {
		fmt.Fprintf(&sb, "dead: %s\n", strings.Join(sortedCells(b, a.Dead), ", "))
	}
	for _, kind := range []string{"captured by red", "captured by blue", "permanently inferior for red", "permanently inferior for blue", "vulnerable", "captured-reversible", "dominated", "star-dominated"} {
		if len(lines[kind]) > 0 {
			fmt.Fprintf(&sb, "%s: %s\n", kind, strings.Join(lines[kind], ", "))
		}
	}
	fmt.Fprintf(&sb, "consider: %s\n", strings.Join(a.Consider, ", "))
	return sb.String()
}

// markedDiagram draws p as core.Diagram does, with each empty cell's mark.
func markedDiagram(p *core.Position, marks map[core.Cell]string) string {
	b := p.Board()
	lines := strings.Split(strings.TrimRight(core.Diagram(p), "\n"), "\n")
	cell := len(core.ColumnName(b.Cols())) + 1
	width := len(fmt.Sprint(b.Rows()))
	for row := 1; row <= b.Rows(); row++ {
		line := []byte(lines[row])
		for col := 1; col <= b.Cols(); col++ {
			at := width + 2 + (row-1)*cell/2 + (col-1)*cell
			if m, ok := marks[b.Cell(col, row)]; ok && at < len(line) {
				line[at] = m[0]
			}
		}
		lines[row] = string(line)
	}
	return strings.Join(lines, "\n") + "\n"
}

// sortedCells returns names in board order (row by row).
func sortedCells(b *core.Board, names []string) []string {
	out := append([]string(nil), names...)
	sort.Slice(out, func(i, j int) bool { return cellLess(b, out[i], out[j]) })
	return out
}

// cellLess orders cell names by row, then column.
func cellLess(b *core.Board, x, y string) bool {
	cx, _ := b.ParseCell(x)
	cy, _ := b.ParseCell(y)
	return cx < cy
}
