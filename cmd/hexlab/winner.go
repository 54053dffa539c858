package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core"
)

const winnerHelp = `usage: hexlab winner [--board SPEC] [--first red|blue] [--setup STONES] [--moves LIST] [--json]
       hexlab winner --from FILE [--json]

Analyses the position LIST produces and prints who has won it: red, blue, both (only
possible on the torus) or none, then each completed winning structure and a picture.

  --board SPEC     hex:MxN, cyl:MxN or torus:MxN, optionally +reverse (default hex:11x11)
  --first PLAYER   who moved first: red or blue (default red)
  --setup STONES   stones on the board before the moves, each group led by its colour:
                   red:c2,c3,blue:a1
  --moves LIST     the moves, comma-separated in play order: c5,b7,swap,d4 (default none)
  --from FILE      take the board, the setup and the moves from a game file, SGF or JSON (see hexlab show)
  --json           print JSON (below)

The stones alternate from --first, by the rules of a game: swap may be the second move
only, and only on square hex and torus boards without --setup; the first stone is then
replaced by the second player's stone on the transposed cell. Unlike a game, the moves go
on after one player has completed a structure, and the position they make is analysed, so
both players may hold one.

A winning structure is Red's path from top to bottom (the cylinder's two ends; on the
torus, a cycle that wraps vertically) or Blue's path from left to right (on the cylinder a
cycle that encircles it, not one that merely wraps; on the torus a cycle that wraps
horizontally).

On a +reverse board completing a structure loses: the winner is the other player of the
one who holds a structure (red holds one: blue wins), and both if both hold one.

JSON: {"board":"hex:3x3","winner":"red","completed":"red","cells":["b1","b2","b3"],
       "red":["b1","b2","b3"],"blue":[]}
  winner     red, blue, both or none, after the +reverse rule
  completed  who holds a completed winning structure: red, blue, both or none
             (the same as winner, except on +reverse boards)
  cells      the cells of the completed structures, red's first
  red, blue  each player's winning structure, in order along it ([] if none)

Exit status: 0 done, 2 a bad command line (including a cell played twice, or a swap that
is not the second move or that the board or --setup rules out; a --from file that cannot
be read is refused with 2 too, as by every command that reads one with --from).
`

// winnerAnswer is the JSON form of `hexlab winner`.
type winnerAnswer struct {
	Board     string   `json:"board"`
	Winner    string   `json:"winner"`
	Completed string   `json:"completed"`
	Cells     []string `json:"cells"`
	Red       []string `json:"red"`
	Blue      []string `json:"blue"`
}

// runWinner is `hexlab winner`.
func runWinner(args []string, stdout io.Writer) error {
	fs := newFlags("winner")
	var pf positionFlags
	pf.register(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	p, _, err := pf.position(fs)
	if err != nil {
		return err
	}
	answer := analyse(p)
	if *asJSON {
		return writeJSON(stdout, answer)
	}
	_, err = io.WriteString(stdout, winnerText(p, answer))
	return err
}

// analyse says who holds a winning structure in p and who has won it under its rule.
func analyse(p *core.Position) winnerAnswer {
	b := p.Board()
	red, blue := p.Structure(core.Red), p.Structure(core.Blue)
	return winnerAnswer{
		Board:     b.Spec().String(),
		Winner:    p.Winner().String(),
		Completed: p.Holders().String(),
		Cells:     append(cellNames(b, red), cellNames(b, blue)...),
		Red:       cellNames(b, red),
		Blue:      cellNames(b, blue),
	}
}

// winnerText is the text form of `hexlab winner`: the winner on the first
// line, then each completed structure, then the board.
func winnerText(p *core.Position, a winnerAnswer) string {
	var sb strings.Builder
	sb.WriteString(a.Winner + "\n")
	topo := p.Board().Spec().Topology
	for _, s := range []struct {
		player core.Player
		cells  []string
	}{{core.Red, a.Red}, {core.Blue, a.Blue}} {
		if len(s.cells) == 0 {
			continue
		}
		fmt.Fprintf(&sb, "%v %s: %s", s.player, topo.Goal(s.player), strings.Join(s.cells, ","))
		if p.Board().Spec().Reverse {
			fmt.Fprintf(&sb, " (completed, so %v loses under +reverse)", s.player)
		}
		sb.WriteString("\n")
	}
	sb.WriteString("\n")
	sb.WriteString(core.Diagram(p))
	return sb.String()
}
