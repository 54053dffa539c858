package rex

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// cellNames names cells of the n x n board.
func cellNames(n int, cells []int) string {
	sq, _ := NewSquare(n)
	return strings.Join(names(sq, cells), ",")
}

// Theorem 3 (Lagarias and Sleator; Winder's claim): on the empty n x n
// board the first player wins Rex when n is even and the second when n is
// odd. The exact solver checks it for n <= 4, with either colour first.
func TestWhoWins(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for _, first := range []core.Player{core.Red, core.Blue} {
			start := time.Now()
			o := newOracle(n)
			if got, want := o.wins(Pos{}, first), n%2 == 0; got != want {
				t.Errorf("%dx%d, %v first: the first player wins = %v, Theorem 3 says %v", n, n, first, got, want)
			}
			t.Logf("%dx%d, %v first: first player wins %v (%d positions solved, %v)", n, n, first, n%2 == 0, o.nodes, time.Since(start).Round(time.Millisecond))
		}
	}
}

// Figures 12 and 17, Corollary 1 for n = 2: the second player has a
// pre-pair-completion of the empty 2x2 board, so the first player wins by
// Theorem 6, opening outside it; the winning openings are exactly the
// acute corners, the first player's peripheral cells, and exactly the
// cells outside some pre-pair-completion of the second player.
func TestFigures12And17(t *testing.T) {
	b := MustBoard(2)
	o := newOracle(2)
	for _, first := range []core.Player{core.Red, core.Blue} {
		second := first.Opponent()
		a, r := Find(b, Pos{}, second, true, 0)
		if r != Found || !slowIsCompletion(2, Pos{}, second, a) {
			t.Fatalf("%v has no pre-pair-completion of the empty 2x2 board", second)
		}
		var byT6 []int
		for c := 0; c < 4; c++ {
			if _, r := Find(b, Pos{}.With(c, first), second, true, 0); r == Found {
				byT6 = append(byT6, c)
			}
		}
		solver := o.winningMoves(Pos{}, first)
		if !reflect.DeepEqual(byT6, solver) || !reflect.DeepEqual(solver, b.Peripheral(first)) || cellNames(2, solver) != "a1,b2" {
			t.Errorf("2x2, %v first: winning openings %s by Theorem 6, %s by the solver, peripheral %s",
				first, cellNames(2, byT6), cellNames(2, solver), cellNames(2, b.Peripheral(first)))
		}
	}
}

// Figure 18: Theorems 6 and 7 give the value of every reply on the 3x3
// board. For each opening of the first player, a reply wins exactly when
// the first player then has a pair-completion or a pre-pair-completion
// (7 empty cells, the first player to move), and every other reply loses
// by the theorems one move later; the solver agrees. (The losing replies
// are the centre b2 after the openings a1, b1, b3 and c3.)
func TestFigure18(t *testing.T) {
	b := MustBoard(3)
	o := newOracle(3)
	losing := map[string]string{}
	for c := 0; c < 9; c++ {
		p := Pos{}.With(c, core.Red)
		var solver, theorems, lost []int
		for _, d := range CellsOf(p.Empty(b)) {
			q := p.With(d, core.Blue)
			if !o.wins(q, core.Red) {
				solver = append(solver, d)
			}
			switch byTheorems(b, q, core.Red, 0) {
			case -1:
				theorems = append(theorems, d)
			case 0:
				if byTheorems(b, q, core.Red, 1) != 1 {
					t.Errorf("3x3 after %s: the reply %s is not resolved by Theorems 6 and 7", b.Name(c), b.Name(d))
				}
				lost = append(lost, d)
			default:
				lost = append(lost, d)
			}
		}
		if !reflect.DeepEqual(solver, theorems) {
			t.Errorf("3x3 after %s: winning replies %s by the solver, %s by Theorems 6 and 7", b.Name(c), cellNames(3, solver), cellNames(3, theorems))
		}
		if len(lost) > 0 {
			losing[b.Name(c)] = cellNames(3, lost)
		}
	}
	want := map[string]string{"a1": "b2", "b1": "b2", "b3": "b2", "c3": "b2"}
	if !reflect.DeepEqual(losing, want) {
		t.Errorf("3x3 losing replies %v, want %v", losing, want)
	}
}

// Figures 14, 16, 17 and 19: the 4x4 openings. By Theorem 6 an opening
// wins when the second player then has a pre-pair-completion (15 empty
// cells, the second player to move): that holds for 12 openings, the
// figure's dots. By Theorem 7 the openings c2 and b3 lose: the first
// player then has a pair-completion. The two openings left, the paper's
// '?' (d1 and a4, the obtuse corners), have neither, even one move deeper;
// the solver finds that both win. It also agrees on the other 14.
func TestFigure19(t *testing.T) {
	start := time.Now()
	b := MustBoard(4)
	o := newOracle(4)
	defer func() {
		t.Logf("the solver solved %d positions in %v", o.nodes, time.Since(start).Round(time.Millisecond))
	}()
	for _, first := range []core.Player{core.Red, core.Blue} {
		var wins, loses, open []int
		for c := 0; c < 16; c++ {
			p := Pos{}.With(c, first)
			v := byTheorems(b, p, first.Opponent(), 0)
			switch v {
			case -1:
				wins = append(wins, c)
			case 1:
				loses = append(loses, c)
			default:
				open = append(open, c)
				if byTheorems(b, p, first.Opponent(), 1) != 0 {
					t.Errorf("%s is resolved one move deeper", b.Name(c))
				}
			}
			if solver := !o.wins(p, first.Opponent()); v != 0 && solver != (v == -1) {
				t.Errorf("4x4, %v first: the opening %s wins %v by the solver, %d by the theorems", first, b.Name(c), solver, v)
			} else if v == 0 && !solver {
				t.Errorf("4x4, %v first: the unresolved opening %s loses", first, b.Name(c))
			}
		}
		if len(wins) != 12 || cellNames(4, loses) != sortedNames("c2,b3") || cellNames(4, open) != sortedNames("d1,a4") {
			t.Errorf("4x4, %v first: %d winning openings by Theorem 6 (%s), losing %s, unresolved %s",
				first, len(wins), cellNames(4, wins), cellNames(4, loses), cellNames(4, open))
		}
		t.Logf("4x4, %v first: winning by Theorem 6: %s; losing by Theorem 7: %s; unresolved, won by the solver: %s",
			first, cellNames(4, wins), cellNames(4, loses), cellNames(4, open))
	}
}

// sortedNames puts a comma-separated list of 4x4 cells in cell order.
func sortedNames(list string) string {
	cb := core.MustBoard("hex:4x4")
	var cells []int
	for _, name := range strings.Split(list, ",") {
		c, _ := cb.ParseCell(name)
		cells = append(cells, int(c))
	}
	slices.Sort(cells)
	return cellNames(4, cells)
}

// Figure 8, Corollary 1: on the even boards the solver reaches, every
// peripheral opening of the first player wins.
func TestFigure8(t *testing.T) {
	for _, n := range []int{2, 4} {
		sq, _ := NewSquare(n)
		o := newOracle(n)
		for _, first := range []core.Player{core.Red, core.Blue} {
			mv, ok := Opening(sq, first)
			if !ok || mv.Rule != RuleC1 || !reflect.DeepEqual(mv.Cells, sq.Peripheral(first)) {
				t.Fatalf("%dx%d: Opening = %v, %v", n, n, mv, ok)
			}
			for _, c := range mv.Cells {
				if o.wins(Pos{}.With(c, first), first.Opponent()) {
					t.Errorf("%dx%d, %v first: the peripheral opening %s loses", n, n, first, sq.Name(c))
				}
			}
		}
	}
	for _, n := range []int{1, 3, 5} {
		sq, _ := NewSquare(n)
		if _, ok := Opening(sq, core.Red); ok {
			t.Errorf("%dx%d: an opening for an odd board", n, n)
		}
	}
}

// Figure 9, Corollary 2: on the 3x3 board every reply it allows wins
// (solver); on the 5x5 board, where the solver cannot go, every reply it
// allows leaves the first player a pre-pair-completion with 23 empty
// cells and the first player to move, so the reply wins by Theorem 6
// (the table holds the completions, checked against the definition).
func TestFigure9(t *testing.T) {
	o := newOracle(3)
	for _, n := range []int{3, 5} {
		b := MustBoard(n)
		rules := map[string]int{}
		for _, first := range []core.Player{core.Red, core.Blue} {
			for c := 0; c < b.Cells(); c++ {
				mv, ok := Reply(b.Square, c, first)
				if !ok || len(mv.Cells) == 0 {
					t.Fatalf("%dx%d: no reply to %s", n, n, b.Name(c))
				}
				rules[mv.Rule]++
				for _, d := range mv.Cells {
					q := Pos{}.With(c, first).With(d, first.Opponent())
					if n == 3 && o.wins(q, first) {
						t.Errorf("3x3: the reply %s (%s) to %s loses", b.Name(d), mv.Rule, b.Name(c))
					}
					a, ok := CompletionOf(b, q, first, true, -1)
					if !ok || !a.Pre() || !slowIsCompletion(n, q, first, a) {
						t.Errorf("%dx%d, %v first: after %s and the reply %s (%s) the table gives no pre-pair-completion", n, n, first, b.Name(c), b.Name(d), mv.Rule)
					}
				}
			}
		}
		want := map[string]int{RuleC2Reflect: 2 * (n*n - 1), RuleC2Center: 2, RuleC2Wedge: 0}
		if n == 5 {
			want[RuleC2Center], want[RuleC2Wedge] = 0, 2
		}
		for rule, k := range want {
			if rules[rule] != k {
				t.Errorf("%dx%d: rule %s used for %d openings, want %d", n, n, rule, rules[rule], k)
			}
		}
	}
	// The cases, written out.
	sq, _ := NewSquare(5)
	for _, tt := range []struct{ c, rule, cells string }{
		{"b1", RuleC2Reflect, "e4,a2"}, // off both diagonals: either reflection
		{"a1", RuleC2Reflect, "e5"},    // on the long diagonal: through the short one
		{"e1", RuleC2Reflect, "a5"},    // on the short diagonal: through the long one
		{"c3", RuleC2Wedge, "a1,a2,e4,e5"},
	} {
		c, _ := core.MustBoard("hex:5x5").ParseCell(tt.c)
		mv, _ := Reply(sq, int(c), core.Red)
		if got := strings.Join(names(sq, mv.Cells), ","); mv.Rule != tt.rule || sortedSet(got) != sortedSet(tt.cells) {
			t.Errorf("5x5: reply to %s: %s %s, want %s %s", tt.c, mv.Rule, got, tt.rule, tt.cells)
		}
	}
	sq3, _ := NewSquare(3)
	if mv, _ := Reply(sq3, 4, core.Red); mv.Rule != RuleC2Center || strings.Join(names(sq3, mv.Cells), ",") != "a1,a2,c2,c3" {
		t.Errorf("3x3: reply to the centre: %v", mv)
	}
}

func sortedSet(list string) string {
	parts := strings.Split(list, ",")
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

// Figures 13 and 15: the table's completions of the empty 3x3 and 5x5
// boards are pre-pair-completions (by the definition, read literally on
// core positions) of the player who moves first, with an odd number of
// empty cells, so the second player wins by Theorem 6. Neither player has
// a pair-completion of the empty board (the search proves it): by the
// color-symmetry both would, and both would lose by Theorem 7.
func TestFigures13And15(t *testing.T) {
	for _, n := range []int{3, 5} {
		b := MustBoard(n)
		found := false
		for _, e := range TableFor(n) {
			if e.Start != (Pos{}) {
				continue
			}
			found = true
			if !e.A.Pre() || !slowIsCompletion(n, Pos{}, e.X, e.A) {
				t.Errorf("%dx%d: the table's %s is not a pre-pair-completion of %v", n, n, e.A.Format(b), e.X)
			}
		}
		if !found {
			t.Errorf("%dx%d: no completion of the empty board in the table", n, n)
		}
		if _, r := Find(b, Pos{}, core.Red, false, 0); r != None {
			t.Errorf("%dx%d: Find of a pair-completion of the empty board: %v, want None", n, n, r)
		}
	}
}
