package main

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// verifyMaxCells is the largest board hexlab verify searches (strategies.Verify's bound).
const verifyMaxCells = 64

// verifiable returns the strategies verify follows, as a list for people: "3xn,
// alpern-beck, gardner".
func verifiable() string { return strings.Join(strategies.Verifiable(), ", ") }

// notFitting is the error for a strategy that plays no colour on spec: the registry's reason,
// the boards it is meant for, and the boards nearest to spec that it fits and verify can
// search, with the colours it plays on each.
func notFitting(info strategies.Info, spec core.Spec) error {
	_, why := info.Colours(spec)
	msg := fmt.Sprintf("%s plays no colour on %s: %v", info.Name, spec, why)
	if near := fittingBoards(info, spec, 4); len(near) > 0 {
		msg += fmt.Sprintf("; it is meant for %s: try %s ('hexlab strategies --board SPEC' lists the players of a board)",
			info.Boards, strings.Join(near, ", "))
	}
	return usagef("%s", msg)
}

// fittingBoards returns up to n boards of at most verifyMaxCells cells, with spec's rule, on
// which info plays a colour, each as "cyl:3x4 (red)": those of spec's topology first, then
// the nearest in size to spec.
func fittingBoards(info strategies.Info, spec core.Spec, n int) []string {
	type fit struct {
		spec    core.Spec
		colours []core.Player
	}
	var fits []fit
	for _, top := range []core.Topology{core.Plane, core.Cylinder, core.Torus} {
		for cols := core.MinSide; cols <= core.MaxSide; cols++ {
			for rows := core.MinSide; cols*rows <= verifyMaxCells && rows <= core.MaxSide; rows++ {
				s := core.Spec{Topology: top, Cols: cols, Rows: rows, Reverse: spec.Reverse}
				if colours, err := info.Colours(s); err == nil {
					fits = append(fits, fit{s, colours})
				}
			}
		}
	}
	distance := func(s core.Spec) int {
		d := abs(s.Cols-spec.Cols) + abs(s.Rows-spec.Rows)
		if s.Topology != spec.Topology {
			d += 2 * core.MaxSide // another topology after every board of spec's
		}
		return d
	}
	slices.SortStableFunc(fits, func(a, b fit) int { return cmp.Compare(distance(a.spec), distance(b.spec)) })
	var out []string
	for _, f := range fits[:min(n, len(fits))] {
		var colours []string
		for _, p := range f.colours {
			colours = append(colours, p.String())
		}
		out = append(out, fmt.Sprintf("%s (%s)", f.spec, strings.Join(colours, ", ")))
	}
	return out
}

func abs(x int) int { return max(x, -x) }
