package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// randomStones returns a position of b with random stones of either colour on all but
// `empty` cells, or nil if a player has won there.
func randomStones(r *rand.Rand, b *core.Board, empty int) *core.Position {
	pos := core.NewPosition(b)
	cells := r.Perm(b.NumCells())
	for _, c := range cells[:b.NumCells()-empty] {
		pos.Place(core.Cell(c), core.Player(1+r.IntN(2)))
	}
	if pos.Completed(core.Red) || pos.Completed(core.Blue) {
		return nil
	}
	return pos
}

// deadByCompletions reports whether c's colour changes the winner of no completion of pos
// (Definition 2.1 of Henderson and Hayward), trying every completion.
func deadByCompletions(pos *core.Position, c core.Cell) bool {
	return uselessByCompletions(pos, c, core.Red) && uselessByCompletions(pos, c, core.Blue)
}

// uselessByCompletions reports whether pl wins no completion of pos with c that it loses with
// c the opponent's: c is on none of pl's minimal winning sets. Every completion is tried.
func uselessByCompletions(pos *core.Position, c core.Cell, pl core.Player) bool {
	var rest []core.Cell
	for _, x := range pos.EmptyCells() {
		if x != c {
			rest = append(rest, x)
		}
	}
	q := pos.Board()
	full := core.NewPosition(q)
	for mask := 0; mask < 1<<len(rest); mask++ {
		winner := [2]bool{}
		for k, by := range []core.Player{pl, pl.Opponent()} {
			full.CopyFrom(pos)
			for i, x := range rest {
				p := core.Red
				if mask>>i&1 == 1 {
					p = core.Blue
				}
				full.Place(x, p)
			}
			full.Place(c, by)
			winner[k] = full.Completed(pl)
		}
		if winner[0] && !winner[1] {
			return false
		}
	}
	return true
}

// Every cell the rings call useless to a player is on none of the player's minimal winning
// sets, and every cell they call dead, as the board is and with a stone of either player's
// supposed on each empty neighbour (what the vulnerable and dominated moves rest on), is
// dead: every completion of the board, with the supposed stone placed, was tried.
func TestRingDeadCellsAreDead(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, spec := range []string{"hex:4x4", "hex:5x5", "hex:3x5", "hex:5x3", "hex:6x4", "hex:2x6", "hex:1x5"} {
		b := core.MustBoard(spec)
		rg := newRings(b)
		dead, alive := 0, 0
		for range 200 {
			pos := randomStones(r, b, min(b.NumCells(), 3+r.IntN(9)))
			if pos == nil {
				continue
			}
			for _, c := range pos.EmptyCells() {
				tries := [][2]int{{int(core.NoCell), int(core.NoPlayer)}}
				for _, k := range rg[c] {
					if k >= 0 && pos.At(k) == core.NoPlayer {
						tries = append(tries, [2]int{int(k), int(core.Red)}, [2]int{int(k), int(core.Blue)})
					}
				}
				for _, pl := range []core.Player{core.Red, core.Blue} {
					if rg.useless(pos, c, pl, core.NoCell, core.NoPlayer) && !uselessByCompletions(pos, c, pl) {
						t.Fatalf("%s %s: the rings call %s useless to %v, but %v wins a completion with it only",
							spec, core.Diagram(pos), b.CellName(c), pl, pl)
					}
				}
				for _, try := range tries {
					at, by := core.Cell(try[0]), core.Player(try[1])
					if !rg.dead(pos, c, at, by) {
						alive++
						continue
					}
					dead++
					q := pos.Clone()
					if at != core.NoCell {
						q.Place(at, by)
					}
					if !q.Completed(core.Red) && !q.Completed(core.Blue) && !deadByCompletions(q, c) {
						t.Fatalf("%s %s: the rings call %s dead with %v on %s, but its colour decides a completion",
							spec, core.Diagram(pos), b.CellName(c), by, cellName(b, at))
					}
				}
			}
		}
		if dead == 0 || alive == 0 {
			t.Errorf("%s: %d cells called dead, %d not: the positions test nothing", spec, dead, alive)
		}
	}
}

func cellName(b *core.Board, c core.Cell) string {
	if c == core.NoCell {
		return "no cell"
	}
	return b.CellName(c)
}

// The moves marked at expansion are each dead, vulnerable or dominated by an unmarked
// neighbour, at least one move is left, and selection takes a marked move only once every
// unmarked one is proven.
func TestLocalInferiorMarks(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	b := core.MustBoard("hex:11x11")
	marks, moves := 0, 0
	for i := range 40 {
		pos := core.NewPosition(b)
		toMove := core.Red
		for range 10 + r.IntN(50) {
			empty := pos.EmptyCells()
			q := pos.Clone()
			q.Place(empty[r.IntN(len(empty))], toMove)
			if q.Completed(toMove) {
				break
			}
			pos, toMove = q, toMove.Opponent()
		}
		tr := newTree(b, false, 1<<20)
		tr.localInferior = true
		if !tr.expand(0, pos, toMove) {
			t.Fatal("no room")
		}
		first, end := tr.children(0)
		left := 0
		for j := first; j < end; j++ {
			c := tr.nodes[j].move
			moves++
			if !tr.nodes[j].inferior {
				left++
				continue
			}
			marks++
			ok := tr.rings.dead(pos, c, core.NoCell, core.NoPlayer)
			for _, k := range tr.rings[c] {
				if ok || k < 0 || pos.At(k) != core.NoPlayer {
					continue
				}
				ok = tr.rings.dead(pos, c, k, toMove.Opponent()) || (tr.rings.dead(pos, c, k, toMove) && !tr.marked(0, k))
			}
			if !ok {
				t.Errorf("position %d %s: %s marked, but neither dead, vulnerable nor dominated by a kept move", i, core.Diagram(pos), b.CellName(c))
			}
		}
		if left == 0 {
			t.Fatalf("position %d: every move marked", i)
		}
		// Selection keeps to the unmarked moves until they are proven lost.
		for j := first; j < end; j++ {
			if !tr.nodes[j].inferior {
				if got := tr.choose(0); tr.nodes[got].inferior {
					t.Fatalf("position %d: chose the marked %s with unmarked moves open", i, b.CellName(tr.nodes[got].move))
				}
				tr.nodes[j].value = 1
			}
		}
		if marks > 0 {
			if got := tr.choose(0); got >= 0 && !tr.nodes[got].inferior && tr.nodes[got].value == 1 {
				t.Fatalf("position %d: chose a lost move with marked moves open", i)
			}
		}
	}
	if marks == 0 || marks == moves {
		t.Errorf("%d of %d moves marked", marks, moves)
	}
	t.Logf("%d of %d moves marked (%.0f%%)", marks, moves, 100*float64(marks)/float64(moves))
}

// marked reports whether n's child for move c is marked inferior.
func (t *tree) marked(n int32, c core.Cell) bool {
	first, end := t.children(n)
	for i := first; i < end; i++ {
		if t.nodes[i].move == c {
			return t.nodes[i].inferior
		}
	}
	return false
}
