package core

import (
	"strings"
	"testing"
)

func TestParseSpec(t *testing.T) {
	cases := []struct {
		in   string
		want Spec
		err  string // a part of the error, "" if it parses
	}{
		{"hex:11x11", Spec{Plane, 11, 11, false}, ""},
		{"cyl:5x9", Spec{Cylinder, 5, 9, false}, ""},
		{"torus:7x3+reverse", Spec{Torus, 7, 3, true}, ""},
		{"hex:1x1", Spec{Plane, 1, 1, false}, ""},
		{"hex:32x26", Spec{Plane, 32, 26, false}, ""},
		{"hex:0x3", Spec{}, "columns"},
		{"hex:33x3", Spec{}, "columns"},
		{"hex:3x", Spec{}, "rows"},
		{"hex:03x3", Spec{}, "columns"},
		{"hex:-3x3", Spec{}, "columns"},
		{"hex:+3x3", Spec{}, "columns"},
		{"hex:3X3", Spec{}, "MxN"},
		{"hex3x3", Spec{}, "expected hex:MxN"},
		{"square:3x3", Spec{}, "unknown kind"},
		{"hex:3x3+misere", Spec{}, "rows"},
		{"", Spec{}, "expected"},
		{"trunc:3", Spec{}, "unknown kind"},
	}
	for _, tc := range cases {
		got, err := ParseSpec(tc.in)
		if tc.err == "" {
			if err != nil || got != tc.want {
				t.Errorf("ParseSpec(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
			if got.String() != tc.in {
				t.Errorf("%q: String() = %q", tc.in, got.String())
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("ParseSpec(%q) error = %v; want one mentioning %q", tc.in, err, tc.err)
		}
	}
}

func TestCellNames(t *testing.T) {
	cases := []struct {
		col, row int
		name     string
	}{
		{1, 1, "a1"}, {2, 7, "b7"}, {26, 3, "z3"}, {27, 3, "aa3"}, {28, 10, "ab10"}, {52, 1, "az1"}, {53, 1, "ba1"},
	}
	for _, tc := range cases {
		if got := CoordsName(tc.col, tc.row); got != tc.name {
			t.Errorf("CoordsName(%d, %d) = %q, want %q", tc.col, tc.row, got, tc.name)
		}
		col, row, err := ParseCoords(tc.name)
		if err != nil || col != tc.col || row != tc.row {
			t.Errorf("ParseCoords(%q) = %d, %d, %v", tc.name, col, row, err)
		}
	}
	for _, bad := range []string{"", "a", "1", "a0", "a01", "1a", "a1b", "a-1", "é1", "a 1"} {
		if _, _, err := ParseCoords(bad); err == nil {
			t.Errorf("ParseCoords(%q) accepted", bad)
		}
	}
	b := MustBoard("hex:5x4")
	if _, err := b.ParseCell("f1"); err == nil || !strings.Contains(err.Error(), "a..e") {
		t.Errorf("f1 on 5x4: %v", err)
	}
	if c, err := b.ParseCell("E4"); err != nil || b.CellName(c) != "e4" {
		t.Errorf("E4: %v %v", c, err)
	}
}

// TestNeighbours checks the graph S of Definition 2.1.1 and its quotients:
// every link is symmetric, planar cells have the degrees of a rhombus, and
// the cylinder and torus add exactly the seam edges of Figures 2.7 and 2.13.
func TestNeighbours(t *testing.T) {
	for _, spec := range testSpecs(6) {
		b, _ := NewBoard(spec)
		for c := Cell(0); int(c) < b.NumCells(); c++ {
			if len(b.Links(c)) > 6 {
				t.Fatalf("%v %s: %d links", spec, b.CellName(c), len(b.Links(c)))
			}
			for _, l := range b.Links(c) {
				back := false
				for _, r := range b.Links(l.To) {
					if r.To == c && r.DX == -l.DX && r.DY == -l.DY {
						back = true
					}
				}
				if !back {
					t.Fatalf("%v: link %s->%s (%d,%d) has no way back", spec, b.CellName(c), b.CellName(l.To), l.DX, l.DY)
				}
			}
		}
	}
	degree := func(s, cell string) int {
		b := MustBoard(s)
		c, _ := b.ParseCell(cell)
		return len(b.Adjacent(c))
	}
	for _, tc := range []struct {
		spec, cell string
		want       int
	}{
		{"hex:5x5", "a1", 2}, {"hex:5x5", "e1", 3}, {"hex:5x5", "c3", 6}, {"hex:5x5", "a5", 3}, {"hex:5x5", "e5", 2},
		{"cyl:5x5", "a1", 4}, {"cyl:5x5", "a3", 6}, {"cyl:5x5", "e5", 4},
		{"torus:5x5", "a1", 6}, {"torus:5x5", "e5", 6},
		{"cyl:2x3", "a2", 5}, {"cyl:1x3", "a2", 2}, {"torus:1x1", "a1", 0}, {"torus:2x2", "a1", 3},
	} {
		if got := degree(tc.spec, tc.cell); got != tc.want {
			t.Errorf("%s %s: %d neighbours, want %d", tc.spec, tc.cell, got, tc.want)
		}
	}
	// The seam of the cylinder: (1, j)-(m, j) and (1, j)-(m, j+1).
	b := MustBoard("cyl:5x4")
	a2, _ := b.ParseCell("a2")
	got := map[string]bool{}
	for _, c := range b.Adjacent(a2) {
		got[b.CellName(c)] = true
	}
	for _, want := range []string{"e2", "e3", "b2", "b1", "a1", "a3"} {
		if !got[want] {
			t.Errorf("cyl:5x4 a2 is not adjacent to %s (has %v)", want, got)
		}
	}
}

// TestDiagramColumnsLineUp checks that every cell sits under its column
// letters, past column z too.
func TestDiagramColumnsLineUp(t *testing.T) {
	for _, spec := range []string{"hex:3x2", "hex:28x2"} {
		b := MustBoard(spec)
		p := NewPosition(b)
		last := b.Cell(b.Cols(), 1)
		p.Place(last, Red)
		lines := strings.Split(Diagram(p), "\n")
		header, row1 := lines[0], lines[1]
		if strings.Index(header, ColumnName(b.Cols())) != strings.Index(row1, "R") {
			t.Errorf("%s: column %s is not above its cell\n%s", spec, ColumnName(b.Cols()), Diagram(p))
		}
	}
}
