package rex

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// symmetricPositions returns every color-symmetric position of the n x n
// board with axis ax in which nobody has a chain: each pair of cells
// mirrored through the axis is empty, or red and blue either way round;
// the axis stays empty (section 2).
func symmetricPositions(b *Board, ax Axis) []Pos {
	var reps []int
	for c := 0; c < b.Cells(); c++ {
		if !ax.On(c) && ax.Reflect(c) > c {
			reps = append(reps, c)
		}
	}
	var out []Pos
	var rec func(i int, p Pos)
	rec = func(i int, p Pos) {
		if i == len(reps) {
			if !b.Joins(p.Red, core.Red) && !b.Joins(p.Blue, core.Blue) {
				out = append(out, p)
			}
			return
		}
		c, d := reps[i], ax.Reflect(reps[i])
		rec(i+1, p)
		rec(i+1, p.With(c, core.Red).With(d, core.Blue))
		rec(i+1, p.With(c, core.Blue).With(d, core.Red))
	}
	rec(0, Pos{})
	return out
}

// stonesOf turns a bitboard position into Stones.
func stonesOf(b *Board, p Pos) Stones {
	st := make(Stones, b.Cells())
	for _, c := range CellsOf(p.Red) {
		st[c] = core.Red
	}
	for _, c := range CellsOf(p.Blue) {
		st[c] = core.Blue
	}
	return st
}

// Theorems 4 and 5 on every color-symmetric position of the 3x3 and 4x4
// boards (no holes, so not losing is winning): whenever Symmetry offers a
// move, every cell it allows wins, by the solver. On 3x3 the symmetric
// positions have an odd number of empty cells (Theorem 5, after each move
// of the player to move); on 4x4 an even number (Theorem 4). Symmetry is
// also checked to say nothing where the theorems do not apply.
func TestTheorems4And5(t *testing.T) {
	used := map[string]int{}
	for _, n := range []int{3, 4} {
		b := MustBoard(n)
		o := newOracle(n)
		for _, ax := range b.Axes() {
			for _, p := range symmetricPositions(b, ax) {
				st := stonesOf(b, p)
				if !st.Symmetric(ax) {
					t.Fatalf("not symmetric: %v", p)
				}
				for _, x := range []core.Player{core.Red, core.Blue} {
					y := x.Opponent()
					if n == 4 {
						// Theorem 4: x, to move, plays.
						mv, ok := Symmetry(b.Square, st, x, -1)
						wantT4 := st.Symmetric(b.Axes()[0]) && len(wedgePeripheral(b.Square, st, x)) > 0
						if ok != wantT4 {
							t.Fatalf("4x4 %v: T4 applies %v, want %v", p, ok, wantT4)
						}
						if ok {
							used[mv.Rule]++
							for _, c := range mv.Cells {
								q := p.With(c, x)
								if b.Joins(q.Of(x), x) || o.wins(q, y) {
									t.Errorf("4x4 red %x blue %x: %v's %s move %s loses", p.Red, p.Blue, x, mv.Rule, b.Name(c))
								}
							}
						}
						continue
					}
					// Theorem 5: x moves anywhere, y answers.
					for _, c := range CellsOf(p.Empty(b)) {
						q := p.With(c, x)
						if b.Joins(q.Of(x), x) {
							continue
						}
						mv, ok := Symmetry(b.Square, stonesOf(b, q), y, c)
						if !ok {
							if !ax.On(c) {
								t.Fatalf("3x3: no T5.1 answer to %s off the %s", b.Name(c), ax.Name)
							}
							continue
						}
						used[mv.Rule]++
						for _, d := range mv.Cells {
							r := q.With(d, y)
							if b.Joins(r.Of(y), y) || o.wins(r, x) {
								t.Errorf("3x3 red %x blue %x, %v plays %s: the %s answer %s loses", p.Red, p.Blue, x, b.Name(c), mv.Rule, b.Name(d))
							}
						}
					}
				}
			}
		}
	}
	for _, rule := range []string{RuleT4, RuleT5Reflect, RuleT5Wedge} {
		if used[rule] == 0 {
			t.Errorf("rule %s never checked", rule)
		}
	}
	t.Logf("moves checked: %v", used)
}
