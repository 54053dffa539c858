package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// writeJSON prints v as one line of JSON.
func writeJSON(w io.Writer, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// cellList writes cells as a comma-separated list of names.
func cellList(b *core.Board, cells []core.Cell) string {
	return strings.Join(cellNames(b, cells), ",")
}

// cellNames returns the names of cells, never nil (so JSON shows []).
func cellNames(b *core.Board, cells []core.Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = b.CellName(c)
	}
	return out
}

// rulesLine lists the moves that carry a rule label as "N cell rule",
// or returns "" if none does.
func rulesLine(g *core.Game) string {
	var parts []string
	for i, t := range g.Turns() {
		if t.Rule != "" {
			parts = append(parts, fmt.Sprintf("%d %s %s", i+1, g.Board().MoveName(t.Move), t.Rule))
		}
	}
	return strings.Join(parts, ", ")
}
