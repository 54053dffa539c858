package fivebyn

import (
	"slices"
	"testing"
)

// fitzCase is a position, Blue's latest move, and the (sub-)rule of
// Algorithm 8.4.1 that must fire with the moves it allows (before the
// hierarchy narrows them), in cell order.
type fitzCase struct {
	name            string
	n               int
	red, blue, last string
	rule, moves     string
}

func runFitzCases(t *testing.T, tests []fitzCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := state(t, tt.n, tt.red, tt.blue, tt.last)
			d := Fitzgerald(st)
			if d.Rule != tt.rule || st.B.Names(d.Moves) != tt.moves {
				t.Errorf("rule %s with moves %s (skipped %v); want rule %s with %s", d.Rule, st.B.Names(d.Moves), d.Skipped, tt.rule, tt.moves)
			}
			if !containsCell(d.Moves, d.Cell) {
				t.Errorf("the hierarchy chose %s outside the rule's moves", st.B.Name(d.Cell))
			}
		})
	}
}

// Each rule of Algorithm 8.4.1 in isolation, sub-rules included.
func TestFitzgeraldRules(t *testing.T) {
	// The true provisional winning path of Figure 7.2a on 5×7: d2, c4 and
	// b6, joined to each other and to rings 0 and 8 by bridges. With a5
	// added, a5-b6 overlaps c4-b6 in b5 (Figure 7.2b).
	const path = "d2,c4,b6"
	runFitzCases(t, []fitzCase{
		{"I: first move", 9, "", "", "", "0", "c5"},
		{"I: first move, even n", 4, "", "", "", "0", "c2,c3"},
		{"1: winning move", 9, "a1,a2,a3,a4,a6,a7,a8,a9", "c5,b5,d4", "c5", "1", "a5"},
		{"2a: the one blue winning move", 9, "c3,c7", "a5,b5,c5,d5", "d5", "2a", "e5"},
		{"2b: two blue winning moves", 9, "c4,c6", "a3,b3,c3,d3,a7,b7,c7,d7", "d7", "2b", "e3,e7"},
		{"3a.i: save the overlapping bridge on its point", 7, path + ",a5", "b4,c5", "c5", "3a.i", "b5"},
		{"3a.ii: Blue took the point of overlap", 7, path + ",a5", "b4,b5", "b5", "3a.ii", "c5"},
		{"3b: save the attacked bridge of the path", 7, path, "b4,c3", "c3", "3b", "d3"},
		{"3c: fill the point of overlap of the path", 7, path + ",a5", "b4,e5", "e5", "3c", "b5"},
		{"3d: fill a bridge of the path", 7, path, "b4,a3", "a3", "3d", "d1,e1,c3,d3,b5,c5,a7,b7"},
		{"4: create a provisional winning path", 7, "d2,c4", "b4", "b4", "4", "b6"},
		{"5b: a bridge of Blue's provisional winning path", 9, "c6", "a5,c4,e3,a4", "a4", "5b", "a3,d3,b4,d4,e4,b5"},
		{"5a: a blue point of overlap that breaks it", 9, "c6", "a5,c4,e3,a4,d5", "d5", "5a", "d4,e4"},
		{"6c: stop Blue's provisional winning move", 9, "c6", "a5,c4,e3", "e3", "6c", "d3,a4,b4,d4,e4,b5"},
		{"6b: the attacked red bridge stops it", 9, "a3,e5", "a5,c4,e3,e4", "e4", "6b", "a4"},
		{"7d: set-up over R(j, j+2), Figure 7.1a", 7, "b6", "a5,e3", "e3", "7d", "a3,c3"},
		{"7c: set-up over R(j-2, j)", 7, "", "e3,a5", "a5", "7c", "c5,e5"},
		{"7b: set-ups both ways", 9, "", "e3,c7,a5", "a5", "7b", "b5,c5,e5"},
		{"8a: the point of an attacked overlapping bridge", 9, path + ",a5", "b4,c5", "c5", "8a", "b5"},
		{"8b: Blue took the point of overlap", 9, path + ",a5", "b4,b5", "b5", "8b", "c5,a6"},
		{"9: save the attacked bridge", 9, "c5,d3", "c4", "c4", "9", "d4"},
		{"10: cover R(j-2, j+2)", 9, "d3,b7", "e5", "e5", "10", "c5"},
		{"10: from ring j+3", 9, "c3,c4,c5,c6", "e5", "e5", "10", "a7,b7,c7,d7,b8"},
		{"11: cover R(j-1, j+1)", 9, "d4", "e5", "e5", "11", "c6"},
		{"12: cover R(j, j+2)", 9, "b7", "e5", "e5", "12", "c5"},
		{"13: cover R(j-1, j)", 9, "d4", "a5,c6", "a5", "13", "b5,c5,d5,e5"},
		{"14: cover ring j", 9, "", "a5", "a5", "14", "b5,c5,d5,e5"},
		{"15: a bridge cell in ring j", 12, "c3,c4,c5,b7,b8,b9", "a6", "a6", "15", "b6,c6"},
		{"16a: a vertical bridge from the nearest ends", 12, "c3,c4,c5,c6,c7,c8,c9", "a6", "a6", "16a", "d1,b11"},
		{"16b: one ring beyond the nearest ends", 12, "c3,c4,c5,c6,c7,c8,c9", "a6,c2,b10", "a6", "16b", "d2,e2,c10,d10"},
		{"16c: in the rings of the nearest ends", 12, "c3,c4,c5,c6,c7,c8,c9", "a6,c2,d2,b10,c10", "a6", "16c", "a3,b3,d3,e3,a9,b9,d9,e9"},
	})
}

// The rarer sub-rules, in positions found by a search over random
// positions and checked by hand.
func TestFitzgeraldRareRules(t *testing.T) {
	runFitzCases(t, []fitzCase{
		// Before e4, a3-e5 (through a4, e4) and b4-e5 (through a4, a5)
		// overlapped in a4 and shared e5; Blue attacked the first.
		{"6a: the point of an attacked red overlapping bridge", 7,
			"b2,a3,b4,c5,d5,e5,e6,c7,d7", "b1,c2,b3,d3,d4,e4,b5,a6,c6,a7", "e4", "6a", "a4"},
		// Blue's ring 4 (a4, d4, e4) closes through b4 or c4 (c5 bridges
		// to b4 over c4 and b5); no red move stops both.
		{"6d: Blue's threat cannot be stopped", 9, "e1,e7,c9,e9", "b3,a4,d4,e4,c5", "d4", "6d", "b4,c4"},
		// c2-(4,0) through c1, d1 and c2-e1 through d1, d2 share c2 and d1.
		{"17: a point of overlap", 7, "e1,b2,c2,c3,e3,d5,a6,a7,b7", "a1,a2,a3,b3,d3,a4,b4,e5,c7,d7", "a1", "17", "d1"},
		{"18: a bridge cell", 7, "d1,a3,c3,b4,a5,c6", "a1,a2,d2,e2,c5,e6,c7", "d2", "18", "b3,a4"},
	})
}

// Rules whose moves all create an overlapping bridge (sharing an end
// vertex) or have five or six blue neighbours are skipped: rules 4 and
// 8-19; rules 1-3 and 5-7 are not.
func TestFitzgeraldSkipping(t *testing.T) {
	tests := []struct {
		name            string
		n               int
		red, blue, last string
		skipped         []string
		rule, moves     string
	}{
		// Every move that covers R(3, 5) or R(3, 4)... joins the top path
		// through a bridge that overlaps e1-a2 or a2's bridge to ring 0.
		{"11 and 12 skipped", 9, "e1,a2,c5", "d1,b2,e4,e8", "e4", []string{"11", "12"}, "13", "d3,b4,c4,d4"},
		// b6 would complete Red's provisional path but overlaps.
		{"4 skipped", 7, "a1,b2,d2,b4,c4,d6,b7", "c1,e2,e3,b5,e6,c7,d7", "c7", []string{"4"}, "6b", "c6"},
		// The rule-4 position with a5 added: b6 would make a5-b6 overlap
		// c4-b6 in b5 (Figure 7.2b). Blue's b4 attacked a5-c4: rule 9.
		{"4 skipped, Figure 7.2b", 7, "d2,c4,a5", "b4", "b4", []string{"4"}, "9", "b5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := state(t, tt.n, tt.red, tt.blue, tt.last)
			d := Fitzgerald(st)
			if !slices.Equal(d.Skipped, tt.skipped) || d.Rule != tt.rule || st.B.Names(d.Moves) != tt.moves {
				t.Errorf("skipped %v, rule %s with %s; want %v, %s with %s", d.Skipped, d.Rule, st.B.Names(d.Moves), tt.skipped, tt.rule, tt.moves)
			}
			for _, label := range d.Skipped {
				for _, c := range st.ruleMovesForTest(label) {
					if !st.Dangerous(c) {
						t.Errorf("rule %s was skipped but its move %s is safe", label, st.B.Name(c))
					}
				}
			}
		})
	}
}

// ruleMovesForTest returns the moves of the rule numbered by label's
// leading digits.
func (st *State) ruleMovesForTest(label string) []Cell {
	r := 0
	for _, ch := range label {
		if ch < '0' || ch > '9' {
			break
		}
		r = 10*r + int(ch-'0')
	}
	var out []Cell
	for _, o := range st.ruleOptions(r) {
		out = append(out, o.moves...)
	}
	return out
}

// Rule 7(a): when the rings of Blue's set-up are already covered, Red
// moves on to the next rule.
func TestFitzgeraldRule7Covered(t *testing.T) {
	st := state(t, 9, "c3,b5", "a5,e3", "e3")
	if d := Fitzgerald(st); slices.Contains([]string{"7b", "7c", "7d"}, d.Rule) {
		t.Errorf("rule %s fired with R(3, 5) covered by c3-b5", d.Rule)
	}
}
