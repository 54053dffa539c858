package fivebyn

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Each rule of Algorithm 7.1.1 in isolation: a position, Blue's latest
// move, the rule that fires and the moves it allows. Positions are on the
// 5×9 cylinder unless n says otherwise.
func TestVanDenBroekRules(t *testing.T) {
	// A red column c3..c7 with ring 5 full: rules 3-13 have nothing to do.
	const column = "c3,c4,c5,c6,c7"
	const ring5 = "a5,b5,d5,e5"
	tests := []struct {
		name            string
		n               int
		red, blue, last string
		rule, moves     string
	}{
		{"I: first move, odd n", 9, "", "", "", "0", "c5"},
		{"I: first move, even n", 4, "", "", "", "0", "c2,c3"},
		{"1: winning move", 9, "a1,a2,a3,a4,a6,a7,a8,a9", "c5,b5,d4", "c5", "1", "a5"},
		{"2: save the attacked bridge", 9, "c5,d3", "c4", "c4", "2", "d4"},
		{"3: connect rings j-2..j+2", 9, "d3,b7", "e5", "e5", "3", "c5"},
		{"4: connect rings j-1..j+1", 9, "d4,b6", "e5", "e5", "4", "c4,b5,c5,d5,c6"},
		{"5: connect rings j..j+2", 9, "b7", "e5", "e5", "5", "c5"},
		{"6: connect rings j-2..j", 9, "d3", "e5", "e5", "6", "c5"},
		// Figure 7.2a: the four moves of the figure.
		{"7: connect rings j, j+1 (Figure 7.2a)", 7, "d2,c4,b6", "b4", "b4", "7", "a5,b5,c5,d5"},
		{"8: connect rings j-1, j", 9, "d4", "a5,c6", "a5", "8", "b5,c5,d5,e5"},
		{"9: bridge to ring j-2, room for ring j+1", 9, "d3", "c4,a5", "a5", "9", "e4"},
		{"10: bridge to ring j+2, room for ring j-1", 9, "b7", "c6,e5", "e5", "10", "a6"},
		// Figure 7.1, moves 4 and 2.
		{"11: bridge to ring j-3 = 0 (Figure 7.1, move 4)", 7, "b6", "a5,e3", "e3", "11", "b2,c2,d2"},
		{"12: bridge to ring j+3 = n+1 (Figure 7.1, move 2)", 7, "", "a5", "a5", "12", "b6,c6,d6"},
		{"13: in ring j", 9, "", "a5", "a5", "13", "b5,c5,d5,e5"},
		{"14: two rings beyond the nearest end", 9, column, ring5, "a5", "14", "b9"},
		{"15: two rings before the nearest end", 9, column, ring5 + ",c8", "a5", "15", "d1"},
		{"16: one ring beyond", 9, column, ring5 + ",c8,c2", "a5", "16", "a8,b8"},
		{"17: one ring before", 9, column, ring5 + ",c8,c2,a8,b8", "a5", "17", "d2,e2"},
		{"18: a bridge cell", 9, "e5,a8,b9", "a5,b5,c5,d5,d6,e6,e4,a4", "a5", "18", "b8,a9,e9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := state(t, tt.n, tt.red, tt.blue, tt.last)
			d := VanDenBroekRule(st)
			if d.Rule != tt.rule || st.B.Names(d.Moves) != tt.moves {
				t.Errorf("rule %s with moves %s; want rule %s with %s", d.Rule, st.B.Names(d.Moves), tt.rule, tt.moves)
			}
		})
	}
	// 19: nothing else applies: the position of rule 18 without the red
	// bridges.
	st := state(t, 9, "e5", "a5,b5,c5,d5,d6,e6,e4,a4", "a5")
	if d := VanDenBroekRule(st); d.Rule != "19" || len(d.Moves) != len(st.Cur.EmptyCells()) {
		t.Errorf("rule %s with %d moves; want 19 with every empty cell", d.Rule, len(d.Moves))
	}
}

// The game of Figure 7.1 on the 5×7 board, Blue first: at each of Red's
// moves the rule that fires allows the move the thesis shows. The caption
// numbers moves 6 and 8 as rules 5 and 8; with the rules as Algorithm
// 7.1.1 lists them those moves are rules 6 (rings j-2..j: b4 joins c2 by a
// bridge) and 7 (rings j, j+1: c5 touches b6), the mirror images: no move
// connects rings j..j+2 (rule 5) or j-1, j (rule 8) there.
func TestVanDenBroekFigure71(t *testing.T) {
	moves := []struct {
		blue, red   string
		rule, allow string
	}{
		{"a5", "b6", "12", "b6,c6,d6"},
		{"e3", "c2", "11", "b2,c2,d2"},
		{"c4", "b4", "6", "b4"},
		{"b5", "c5", "7", "c5,d5"},
	}
	list := ""
	for _, m := range moves {
		list += m.blue
		g := game(t, 7, core.Blue, list)
		st, err := NewState(g)
		if err != nil {
			t.Fatal(err)
		}
		d := VanDenBroekRule(st)
		if d.Rule != m.rule || st.B.Names(d.Moves) != m.allow {
			t.Errorf("after %s: rule %s with %s; want rule %s with %s", list, d.Rule, st.B.Names(d.Moves), m.rule, m.allow)
		}
		if !containsCell(d.Moves, cell(t, st.B, m.red)) {
			t.Errorf("after %s: the thesis's move %s is not allowed", list, m.red)
		}
		list += "," + m.red + ","
	}
	// Figure 7.1b: after 9B (1,4) Blue has a true provisional winning path.
	g := game(t, 7, core.Blue, list+"a4")
	p := PosOf(MustBoard(5, 7), g.Position())
	if !HasProvisionalWin(p, core.Blue) {
		t.Fatal("Blue has no provisional winning path after move 9")
	}
	sp := ShortestProvisionalWin(p, core.Blue)
	if len(Overlaps(sp.Bridges)) != 0 {
		t.Errorf("Blue's path is not true: its bridges overlap")
	}
}

// The random choice among a rule's moves is the rng's: the same seed
// gives the same move, and over seeds every allowed move comes up.
func TestVanDenBroekChoice(t *testing.T) {
	st := state(t, 7, "d2,c4,b6", "b4", "b4")
	seen := map[Cell]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		a := VanDenBroek(st, rand.New(rand.NewPCG(seed, 1)))
		b := VanDenBroek(st, rand.New(rand.NewPCG(seed, 1)))
		if a.Cell != b.Cell {
			t.Fatalf("seed %d: %s then %s", seed, st.B.Name(a.Cell), st.B.Name(b.Cell))
		}
		if !containsCell(a.Moves, a.Cell) {
			t.Fatalf("chose %s outside the rule's moves", st.B.Name(a.Cell))
		}
		seen[a.Cell] = true
	}
	if len(seen) != 4 {
		t.Errorf("40 seeds chose %d of rule 7's 4 moves", len(seen))
	}
}
