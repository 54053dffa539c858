package rex

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// slowIsCompletion is the definition read literally, on core positions:
// the cells are distinct empty cells, and for every set S with the
// singleton and one cell of each pair, colouring S for x gives x a chain.
func slowIsCompletion(n int, p Pos, x core.Player, a Completion) bool {
	b := MustBoard(n)
	if !a.wellFormed(b, p) {
		return false
	}
	for sel := 0; sel < 1<<len(a.Pairs); sel++ {
		q := corePosition(n, p)
		if a.Single >= 0 {
			q.Place(core.Cell(a.Single), x)
		}
		for i, pr := range a.Pairs {
			q.Place(core.Cell(pr[sel>>i&1]), x)
		}
		if !q.Completed(x) {
			return false
		}
	}
	return true
}

// randomCompletion pairs some empty cells of p at random, with a
// singleton if pre.
func randomCompletion(b *Board, p Pos, pre bool, rng *rand.Rand) Completion {
	cells := CellsOf(p.Empty(b))
	rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	a := Completion{Single: -1}
	if pre && len(cells) > 0 {
		a.Single, cells = cells[0], cells[1:]
	}
	for k := rng.IntN(len(cells)/2 + 1); k > 0; k-- {
		a.Pairs = append(a.Pairs, [2]int{cells[0], cells[1]})
		cells = cells[2:]
	}
	return a
}

// IsCompletion agrees with the definition read literally, on random
// pairings (mostly not completions) and on the completions Find returns.
func TestIsCompletionMatchesSlow(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	valid := 0
	for n := 1; n <= 5; n++ {
		b := MustBoard(n)
		for k := 0; k < 400; k++ {
			p := randomPos(b, rng)
			p.Red &^= p.Blue
			x := core.Player(1 + rng.IntN(2))
			pre := rng.IntN(2) == 0
			for _, a := range []Completion{randomCompletion(b, p, pre, rng)} {
				if got, want := IsCompletion(b, p, x, a), slowIsCompletion(n, p, x, a); got != want {
					t.Fatalf("%dx%d %v %s: IsCompletion %v, definition %v", n, n, x, a.Format(b), got, want)
				}
			}
			if n <= 4 {
				if a, r := Find(b, p, x, pre, 0); r == Found {
					valid++
					if !slowIsCompletion(n, p, x, a) || a.Pre() != pre {
						t.Fatalf("%dx%d %v: Find returned %s, not a completion (pre %v)", n, n, x, a.Format(b), pre)
					}
				}
			}
		}
	}
	if valid < 100 {
		t.Errorf("only %d completions found to check", valid)
	}
	// Not well formed: a taken cell, a repeated cell.
	b := MustBoard(2)
	p := Pos{}.With(0, core.Red)
	for _, a := range []Completion{{Pairs: [][2]int{{0, 1}}, Single: -1}, {Pairs: [][2]int{{1, 2}}, Single: 1}} {
		if IsCompletion(b, p, core.Red, a) {
			t.Errorf("%s accepted", a.Format(b))
		}
	}
}

// bruteExists says whether x has a completion in p by trying every set of
// disjoint pairs of empty cells (and every singleton, if pre).
func bruteExists(b *Board, p Pos, x core.Player, pre bool) bool {
	cells := CellsOf(p.Empty(b))
	a := Completion{Single: -1}
	var rec func(i int, used uint64) bool
	rec = func(i int, used uint64) bool {
		if i == len(cells) {
			return a.Pre() == pre && IsCompletion(b, p, x, a)
		}
		u := cells[i]
		if used&(1<<uint(u)) != 0 {
			return rec(i+1, used)
		}
		if rec(i+1, used) {
			return true
		}
		if pre && a.Single < 0 {
			a.Single = u
			ok := rec(i+1, used|1<<uint(u))
			a.Single = -1
			if ok {
				return true
			}
		}
		for _, v := range cells[i+1:] {
			if used&(1<<uint(v)) != 0 {
				continue
			}
			a.Pairs = append(a.Pairs, [2]int{u, v})
			ok := rec(i+1, used|1<<uint(u)|1<<uint(v))
			a.Pairs = a.Pairs[:len(a.Pairs)-1]
			if ok {
				return true
			}
		}
		return false
	}
	return rec(0, 0)
}

// Find is complete: on positions with at most 9 empty cells it finds a
// completion exactly when trying every set of pairs finds one.
func TestFindIsComplete(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	counts := map[SearchResult]int{}
	for k := 0; k < 300; k++ {
		n := 3 + rng.IntN(2)
		b := MustBoard(n)
		var p Pos
		// A random game prefix with nobody's chain, leaving 5 to 9 cells.
		for cells := CellsOf(b.all); bits.OnesCount64(p.Empty(b)) > 5+rng.IntN(5); {
			c := cells[rng.IntN(len(cells))]
			if p.Empty(b)&(1<<uint(c)) == 0 {
				continue
			}
			pl := core.Player(1 + rng.IntN(2))
			if q := p.With(c, pl); !b.Joins(q.Of(pl), pl) {
				p = q
			}
		}
		for _, x := range []core.Player{core.Red, core.Blue} {
			for _, pre := range []bool{false, true} {
				_, r := Find(b, p, x, pre, 0)
				counts[r]++
				if want := bruteExists(b, p, x, pre); (r == Found) != want {
					t.Fatalf("%dx%d red %x blue %x, %v pre %v: Find %v, brute force %v", n, n, p.Red, p.Blue, x, pre, r, want)
				}
			}
		}
	}
	if counts[Found] < 50 || counts[None] < 50 {
		t.Errorf("too few of one kind: %v", counts)
	}
	b := MustBoard(5)
	if _, r := Find(b, Pos{}, core.Red, true, 10); r != OutOfNodes {
		t.Errorf("Find on the empty 5x5 board with 10 nodes: %v, want OutOfNodes", r)
	}
}

// Restrict carries a completion along games where Y answers X by Answer:
// at each of Y's turns the completion it gives is one (IsCompletion), of
// the parity Theorem 6 needs, and every game ends with X's chain, never
// Y's. X plays at random; Y picks at random among the cells allowed.
func TestRestrictAlongGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, e := range append(TableFor(4), TableFor(5)...) {
		b := MustBoard(e.N)
		x, y := e.X, e.X.Opponent()
		for game := 0; game < 20; game++ {
			q := e.Start
			toMove := y // Theorem 6 (P, Y) when the empty cells are even
			if oddCount(q.Empty(b)) && e.A.Pre() {
				toMove = x
			}
			last := -1
			for {
				if toMove == x {
					empty := CellsOf(q.Empty(b))
					last = empty[rng.IntN(len(empty))]
					q = q.With(last, x)
					if b.Joins(q.Red, core.Red) || b.Joins(q.Blue, core.Blue) {
						break
					}
					toMove = y
					continue
				}
				plan, ok := PairingMove(b, q, y, last, -1)
				if !ok {
					t.Fatalf("%s: no pairing move at red %x blue %x", e.Note, q.Red, q.Blue)
				}
				if !IsCompletion(b, q.Without(last), x, plan.Completion) && !IsCompletion(b, q, x, plan.Completion) {
					t.Fatalf("%s: %s is not a completion", e.Note, plan.Completion.Format(b))
				}
				c := plan.Cells[rng.IntN(len(plan.Cells))]
				q = q.With(c, y)
				if b.Joins(q.Of(y), y) {
					t.Fatalf("%s: Y's move %s (%s) completes Y's chain", e.Note, b.Name(c), plan.Rule)
				}
				toMove = x
			}
			if !b.Joins(q.Of(x), x) {
				t.Fatalf("%s: the game ended without X's chain", e.Note)
			}
		}
	}
}

// Extend keeps a completion a completion and leaves at most one empty
// cell out.
func TestExtend(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for k := 0; k < 200; k++ {
		b := MustBoard(3 + rng.IntN(2))
		p := randomPos(b, rng)
		p.Red &^= p.Blue
		x := core.Player(1 + rng.IntN(2))
		a, r := Find(b, p, x, rng.IntN(2) == 0, 0)
		if r != Found {
			continue
		}
		checked++
		e := Extend(b, p, a)
		if !IsCompletion(b, p, x, e) || e.Pre() != a.Pre() || bits.OnesCount64(p.Empty(b)&^e.Cells()) > 1 {
			t.Fatalf("Extend(%s) = %s", a.Format(b), e.Format(b))
		}
	}
	if checked < 20 {
		t.Errorf("only %d completions extended", checked)
	}
}
