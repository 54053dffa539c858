package fivebyn

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// exhaust plays every Blue move sequence against Algorithm 8.4.1 from g
// and reports the rules Red used and the games Blue won.
func exhaust(t *testing.T, g *core.Game, rules map[string]bool, lost *[]string) {
	t.Helper()
	if g.Over() {
		if g.Winner() != core.Red {
			*lost = append(*lost, core.FormatMoveList(g.Board(), g.Moves()))
		}
		return
	}
	if g.ToMove() == core.Blue {
		for _, m := range g.LegalMoves() {
			next := g.Clone()
			if err := next.Play(m); err != nil {
				t.Fatal(err)
			}
			exhaust(t, next, rules, lost)
		}
		return
	}
	st, err := NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	d := Fitzgerald(st)
	rules[d.Rule] = true
	next := g.Clone()
	if err := next.PlayRule(core.CellMove(st.B.ToCore(d.Cell)), d.Rule); err != nil {
		t.Fatalf("%s: rule %s chose %s: %v", core.FormatMoveList(g.Board(), g.Moves()), d.Rule, st.B.Name(d.Cell), err)
	}
	exhaust(t, next, rules, lost)
}

// Section 9.4.3, "Algorithm 8.4.1 on Smaller Boards": on 5×n boards with
// n <= 3 the algorithm is optimal, and so it is on 5×4 when Red begins
// (Table B.1). The section also says which rules Red uses there: rule 0 or
// 1 on 5×1; rules 0, 1 and 3 on 5×2 and 5×3 when Red begins, rules 1, 3
// and 4 when Blue begins; and rules 0, 1, 3, 4 and, if Blue attacks the
// first bridge, 9 on 5×4 when Red begins. Every Blue move sequence is
// tried.
func TestSmallBoardsExhaustive(t *testing.T) {
	tests := []struct {
		n     int
		first core.Player
		rules []string // the rules the thesis allows
		long  bool
	}{
		{1, core.Red, []string{"0", "1"}, false},
		{1, core.Blue, []string{"0", "1"}, false},
		{2, core.Red, []string{"0", "1", "3b", "3c", "3d"}, false},
		{2, core.Blue, []string{"1", "3b", "3c", "3d", "4"}, false},
		{3, core.Red, []string{"0", "1", "3b", "3c", "3d"}, false},
		{3, core.Blue, []string{"1", "3b", "3c", "3d", "4"}, false},
		{4, core.Red, []string{"0", "1", "3b", "3c", "3d", "4", "9"}, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("5x%d/%v", tt.n, tt.first), func(t *testing.T) {
			if tt.long && testing.Short() {
				t.Skip("63,000 games: run without -short")
			}
			spec := core.Spec{Topology: core.Cylinder, Cols: 5, Rows: tt.n}
			g, err := core.NewGame(spec, core.Options{First: tt.first})
			if err != nil {
				t.Fatal(err)
			}
			rules := map[string]bool{}
			var lost []string
			exhaust(t, g, rules, &lost)
			if len(lost) > 0 {
				t.Errorf("Red lost %d games, first %s", len(lost), lost[0])
			}
			for r := range rules {
				if !slices.Contains(tt.rules, r) {
					t.Errorf("Red used rule %s; section 9.4.3 allows only %v", r, tt.rules)
				}
			}
			if tt.n == 4 && !rules["9"] {
				t.Error("Red never used rule 9 when Blue attacked the first bridge")
			}
		})
	}
}
