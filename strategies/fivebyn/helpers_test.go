package fivebyn

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// pos builds a position on cyl:5×n from comma-separated cell names.
func pos(t *testing.T, n int, red, blue string) *Pos {
	t.Helper()
	p, err := ParsePos(MustBoard(5, n), red, blue)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// cell reads a cell name, or "(x,y)" for rings 0 and n+1.
func cell(t *testing.T, b *Board, name string) Cell {
	t.Helper()
	var x, y int
	if strings.HasPrefix(name, "(") {
		if _, err := fmt.Sscanf(name, "(%d,%d)", &x, &y); err != nil {
			t.Fatalf("cell %q: %v", name, err)
		}
		return b.At(x, y)
	}
	c, err := b.Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// bridgeNames writes bridges as "end-end:via,via", each pair of names in
// alphabetical order, and sorts the list.
func bridgeNames(b *Board, bs []Bridge) []string {
	var out []string
	for _, br := range bs {
		ends := []string{b.Name(br.Ends[0]), b.Name(br.Ends[1])}
		vias := []string{b.Name(br.Via[0]), b.Name(br.Via[1])}
		sort.Strings(ends)
		sort.Strings(vias)
		out = append(out, ends[0]+"-"+ends[1]+":"+vias[0]+","+vias[1])
	}
	sort.Strings(out)
	return out
}

// game starts a game on cyl:5×n with first to move and plays moves.
func game(t *testing.T, n int, first core.Player, moves string) *core.Game {
	t.Helper()
	spec := core.Spec{Topology: core.Cylinder, Cols: 5, Rows: n}
	b := core.MustBoard(spec.String())
	list, err := core.ParseMoveList(b, moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoves(spec, core.Options{First: first}, list)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// state builds the State of a position after Blue's move last.
func state(t *testing.T, n int, red, blue, last string) *State {
	t.Helper()
	p := pos(t, n, red, blue)
	l := NoCell
	if last != "" {
		l = cell(t, p.B, last)
		if p.At(l) != core.Blue {
			t.Fatalf("last move %s is not a blue stone", last)
		}
	}
	return StateOf(p, l)
}

// splitNames splits a comma-separated list, "" giving none.
func splitNames(list string) []string {
	if list == "" {
		return nil
	}
	return strings.Split(list, ",")
}
