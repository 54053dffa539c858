package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
)

// truncWinnerAnswer is the JSON form of `hexlab trunc winner`.
type truncWinnerAnswer struct {
	Board   string        `json:"board"`
	Winner  string        `json:"winner"`
	Pairing string        `json:"pairing"`
	Empty   int           `json:"empty"`
	Borders []truncBorder `json:"borders"`
}

// truncBorder is one border in JSON: its kind (path, loop, open), its ends
// (A-D, or "-" for a loose end; none for a loop), the cells along it and
// its polyline in the cube's coordinates.
type truncBorder struct {
	Kind   string       `json:"kind"`
	Ends   []string     `json:"ends,omitempty"`
	Cells  []string     `json:"cells"`
	Points [][3]float64 `json:"points"`
}

// runTruncWinner is `hexlab trunc winner`.
func runTruncWinner(args []string, stdout, _ io.Writer) error {
	fs := newFlags("trunc winner")
	board := fs.String("board", "trunc:2", "board")
	var lists [3]string
	for i, p := range trunc.Players {
		fs.StringVar(&lists[i], p.String(), "", p.String()+"'s cells")
	}
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	spec, err := parseTruncSpec(*board)
	if err != nil {
		return err
	}
	b, err := trunc.NewBoard(spec)
	if err != nil {
		return usagef("--board %q: %v", *board, err)
	}
	p := trunc.NewPosition(b)
	for i, colour := range trunc.Players {
		cells, err := b.ParseCellList(lists[i])
		if err != nil {
			return usagef("--%v %q: %v", colour, lists[i], err)
		}
		for _, c := range cells {
			if other := p.At(c); other != trunc.NoPlayer {
				return usagef("--%v %q: cell %s is listed for %v already (either point of a mirror pair names the same cell)", colour, lists[i], b.CellName(c), other)
			}
			p.Set(c, colour)
		}
	}
	answer := truncAnalyse(p)
	if *asJSON {
		return writeJSON(stdout, answer)
	}
	var sb strings.Builder
	if answer.Winner == "none" {
		sb.WriteString("not decided yet\n")
	} else {
		sb.WriteString(answer.Winner + "\n")
	}
	fmt.Fprintf(&sb, "pairing: %s\n", pairingText(p.Pairing()))
	if answer.Empty > 0 {
		fmt.Fprintf(&sb, "empty cells: %d of %d\n", answer.Empty, b.NumCells())
	}
	sb.WriteString(bordersText(b, p.Borders()))
	_, err = io.WriteString(stdout, sb.String())
	return err
}

// truncAnalyse describes a colouring: the winner, if no filling of its
// empty cells can change it, the pairing and the borders.
func truncAnalyse(p *trunc.Position) truncWinnerAnswer {
	b := p.Board()
	a := truncWinnerAnswer{
		Board:   b.Spec().String(),
		Winner:  p.Decided(nil).String(),
		Pairing: p.Pairing().String(),
		Empty:   p.NumEmpty(),
		Borders: []truncBorder{},
	}
	for _, bd := range p.Borders() {
		jb := truncBorder{Kind: bd.Kind.String(), Cells: make([]string, len(bd.Cells))}
		if bd.Kind != trunc.BorderLoop {
			jb.Ends = []string{bd.Ends[0].String(), bd.Ends[1].String()}
		}
		for i, c := range bd.Cells {
			jb.Cells[i] = b.CellName(c)
		}
		for _, v := range bd.Points {
			jb.Points = append(jb.Points, [3]float64(v))
		}
		a.Borders = append(a.Borders, jb)
	}
	return a
}
