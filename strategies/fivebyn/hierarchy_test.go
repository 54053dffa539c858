package fivebyn

import (
	"slices"
	"testing"
)

// cells reads a comma-separated list of cell names.
func cells(t *testing.T, b *Board, list string) []Cell {
	t.Helper()
	var out []Cell
	for _, name := range splitNames(list) {
		out = append(out, cell(t, b, name))
	}
	return out
}

// Each hierarchy item on a list of moves: the moves it keeps (none: the
// item is passed over).
func TestHierarchyItems(t *testing.T) {
	tests := []struct {
		name            string
		n               int
		red, blue, last string
		item            int
		moves, keep     string
	}{
		// Figure 7.2a: of rule 7's four moves, the outer two create
		// overlapping bridges (section 8.2.4: "only the middle two moves
		// on the existing bridge would be considered").
		{"1: no overlapping bridge (Figure 7.2)", 7, "d2,c4,b6", "b4", "b4", 1, "a5,b5,c5,d5", "b5,c5"},
		// c3 has five blue neighbours, d3 four.
		{"2: at most 4 blue neighbours", 9, "", "b3,d2,c2,b4,c4,e5", "e5", 2, "c3,d3", "d3"},
		{"2: none qualifies", 9, "", "b3,d2,c2,b4,c4,d3,e3,e4,d4,e5", "e5", 2, "c3", ""},
		// c5 covers ring 5; b7 lengthens its path by two rings, c6 by one;
		// e2 makes a new path that does not cover ring 5.
		{"3: lengthen the path through ring j most", 9, "c5", "a5", "a5", 3, "c6,b7,e2", "b7"},
		{"3: a new path covering ring j counts its length", 9, "c7", "a5", "a5", 3, "e2,b5", "b5"},
		{"3: no move lengthens it", 9, "c5", "a5", "a5", 3, "e2,e8", ""},
		// b5 bridges to both c3 and c6; c4 touches c3 only.
		{"4: connect the most paths", 9, "c3,c6", "a5", "a5", 4, "c4,b5", "b5"},
		{"4: none connects two", 9, "c3,c6", "a5", "a5", 4, "c4,e9", ""},
		// After a5 the next move b5 joins three paths (a5, c3, a7); after
		// b4 or d4 the best next move joins two.
		{"5: prepare the most connections", 9, "c3,a7", "e5", "e5", 5, "a5,b4,d4", "a5"},
		{"6: prepare connections in most ways", 9, "c3,a7", "e5", "e5", 6, "b4,e9", "b4"},
		// b3 and c5 can still make both vertical bridges; c7 only the lower
		// one, Blue's d5 holding the far cell of the upper.
		{"7: the most vertical bridges to come", 9, "", "d5,e5", "e5", 7, "b3,c5,c7", "b3,c5"},
		// b5 is the point of overlap of c4-b6 and a5-b6; c5 a bridge cell.
		{"8: a point of overlap first", 9, "d2,c4,b6,a5", "b4", "b4", 8, "b5,c5,e8", "b5"},
		{"8: else a bridge cell", 9, "d2,c4,b6,a5", "b4", "b4", 8, "c5,e8", "c5"},
		{"8: neither", 9, "d2,c4,b6,a5", "b4", "b4", 8, "e8,e9", ""},
		// b5 touches a5, c4 and b6; c5 touches c4 and b6.
		{"9: the most red neighbours", 9, "c4,b6,a5", "e5", "e5", 9, "b5,c5,e8", "b5"},
		{"10: the lowest ring", 9, "", "e5", "e5", 10, "d6,c3,a3,b8", "c3,a3"},
		{"11: the left-most column", 9, "", "e5", "e5", 11, "d3,c3,b3", "b3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := state(t, tt.n, tt.red, tt.blue, tt.last)
			got := st.preference(tt.item, cells(t, st.B, tt.moves))
			if st.B.Names(got) != st.B.Names(cells(t, st.B, tt.keep)) {
				t.Errorf("item %d keeps %q of %s, want %q", tt.item, st.B.Names(got), tt.moves, tt.keep)
			}
		})
	}
}

// The counts behind items 3, 5 and 6.
func TestHierarchyCounts(t *testing.T) {
	st := state(t, 9, "c3,a7", "e5", "e5")
	for _, tt := range []struct {
		move  string
		most  int
		moves string
	}{
		// b5 joins a5, c3 (vertical bridge) and a7 (vertical bridge).
		{"a5", 3, "b3,a4,b4,c4,b5,a6,b6,e6,e7"},
		// d1, b2, c2, d2 and e2 join c3 to ring 0; b5 and a6 join b4 to a7.
		{"b4", 2, "d1,b2,c2,d2,e2,b5,a6"},
		{"d4", 2, "d1,b2,c2,d2,e2,b5,c6"},
		// e9 joins ring 10 and bridges to a7 over e8 and a8: b5 then joins
		// that path to c3.
		{"e9", 2, "b5"},
	} {
		moves, most := st.joiningMoves(cell(t, st.B, tt.move))
		if most != tt.most || st.B.Names(moves) != tt.moves {
			t.Errorf("after %s: next moves %s joining at most %d paths; want %s, %d", tt.move, st.B.Names(moves), most, tt.moves, tt.most)
		}
	}
	st = state(t, 9, "c5", "a5", "a5")
	for _, tt := range []struct {
		move string
		gain int
	}{{"c6", 1}, {"b7", 2}, {"d4", 1}, {"d3", 2}, {"e2", 0}} {
		if got := st.lengthGain(cell(t, st.B, tt.move)); got != tt.gain {
			t.Errorf("lengthGain(%s) = %d, want %d", tt.move, got, tt.gain)
		}
	}
}

// The whole hierarchy: Figure 7.2a's four moves narrow to b5 through items
// 1 (the outer two overlap) and 11 (b5 is left of c5); every other item
// leaves both.
func TestNarrowFigure72(t *testing.T) {
	st := state(t, 7, "d2,c4,b6", "b4", "b4")
	c, items := st.Narrow(cells(t, st.B, "a5,b5,c5,d5"))
	if st.B.Name(c) != "b5" || !slices.Equal(items, []int{1, 11}) {
		t.Errorf("Narrow chose %s with items %v, want b5 with [1 11]", st.B.Name(c), items)
	}
	if c, items := st.Narrow(cells(t, st.B, "e7")); st.B.Name(c) != "e7" || items != nil {
		t.Errorf("one move: %s, items %v", st.B.Name(c), items)
	}
	if c, _ := st.Narrow(nil); c != NoCell {
		t.Errorf("no moves: %s", st.B.Name(c))
	}
}
