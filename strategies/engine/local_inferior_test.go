package engine

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
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
// dead: every completion of the board, with the supposed stone placed, was tried. The kinds
// of the table agree with the suppositions.
func TestRingDeadCellsAreDead(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, spec := range []string{"hex:4x4", "hex:5x5", "hex:3x5", "hex:5x3", "hex:6x4", "hex:2x6", "hex:1x5", "hex:5x1"} {
		b := core.MustBoard(spec)
		rg := newRings(b)
		dead, alive := 0, 0
		for range 200 {
			pos := randomStones(r, b, min(b.NumCells(), 3+r.IntN(9)))
			if pos == nil {
				continue
			}
			for _, c := range pos.EmptyCells() {
				code := rg.code(pos, c)
				state := ringState(code)
				for _, pl := range []core.Player{core.Red, core.Blue} {
					if uselessRing(state, uint8(ringDigit(pl))) && !uselessByCompletions(pos, c, pl) {
						t.Fatalf("%s %s: the ring calls %s useless to %v, but %v wins a completion with it only",
							spec, core.Diagram(pos), b.CellName(c), pl, pl)
					}
				}
				kind := ringKinds[code]
				if kind.dead != deadRing(state) {
					t.Fatalf("%s: the table's kind of %s is not its ring's", spec, b.CellName(c))
				}
				tries := []core.Cell{core.NoCell}
				tries = append(tries, rg[c][:]...)
				for _, at := range tries {
					for m, by := range []core.Player{core.Red, core.Blue} {
						q, supposed := pos.Clone(), code
						if at != core.NoCell {
							if at < 0 || pos.At(at) != core.NoPlayer {
								continue
							}
							k := slices.Index(rg[c][:], at)
							supposed += ringDigit(by) * pow3(k)
							q.Place(at, by)
							// The table's vulnerable and dominated moves are these suppositions.
							if ringKinds[supposed].dead != (kind.dominators[m]&(1<<k) != 0) {
								t.Fatalf("%s: %s's dominators disagree with its ring", spec, b.CellName(c))
							}
						}
						if !ringKinds[supposed].dead {
							alive++
							continue
						}
						dead++
						if !q.Completed(core.Red) && !q.Completed(core.Blue) && !deadByCompletions(q, c) {
							t.Fatalf("%s %s: the ring calls %s dead with %v on %s, but its colour decides a completion",
								spec, core.Diagram(pos), b.CellName(c), by, cellName(b, at))
						}
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
		tr := newTree(b, false, 1<<20, nil)
		tr.localInferior, tr.rings = true, newRings(b)
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
			code := tr.rings.code(pos, c)
			ok := ringKinds[code].dead
			for k, x := range tr.rings[c] {
				if ok || x < 0 || pos.At(x) != core.NoPlayer {
					continue
				}
				ok = ringKinds[code+ringDigit(toMove.Opponent())*pow3(k)].dead ||
					(ringKinds[code+ringDigit(toMove)*pow3(k)].dead && !tr.marked(0, x))
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
				if got := tr.choose(0, true); tr.nodes[got].inferior {
					t.Fatalf("position %d: chose the marked %s with unmarked moves open", i, b.CellName(tr.nodes[got].move))
				}
				tr.nodes[j].value = 1
			}
		}
		if marks > 0 {
			if got := tr.choose(0, true); got >= 0 && !tr.nodes[got].inferior && tr.nodes[got].value == 1 {
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

// The playouts' ring codes follow the stones: after every stone, each cell's code is the one
// read afresh from the board.
func TestRingCodesFollowTheStones(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, spec := range []string{"hex:11x11", "hex:3x5", "hex:1x4"} {
		b := core.MustBoard(spec)
		rc := newRingCodes(newRings(b))
		for range 10 {
			pos := core.NewPosition(b)
			rc.reset(pos)
			for _, c := range r.Perm(b.NumCells()) {
				pl := core.Player(1 + r.IntN(2))
				pos.Place(core.Cell(c), pl)
				rc.place(core.Cell(c), pl)
				for x := range b.NumCells() {
					if got, want := rc.codes[x], rc.rings.code(pos, core.Cell(x)); got != want {
						t.Fatalf("%s: after %v on %s, %s's code is %d, read afresh %d", spec, pl, b.CellName(core.Cell(c)), b.CellName(core.Cell(x)), got, want)
					}
				}
			}
		}
	}
}

// With InferiorPlayouts, the playouts draw a cell their rings show inferior for the mover
// about as often as avoidDraws+1 uniform draws all fall on one, and the playouts still end
// with a winner.
func TestInferiorPlayoutsLeaveInferiorCells(t *testing.T) {
	b := core.MustBoard("hex:11x11")
	r := rand.New(rand.NewPCG(11, 12))
	pl := newPlayout(b, false)
	pl.avoid = newRingCodes(newRings(b))
	checked := 0
	for range 30 {
		pos, toMove := minimax.RandomOpenPosition(r, b, 20+r.IntN(40))
		pl.order = pos.EmptyCells()
		pl.avoid.reset(pos)
		share := 0.0
		for _, c := range pl.order {
			if pl.avoid.inferior(pos, c, toMove) {
				share++
			}
		}
		share /= float64(len(pl.order))
		if share == 0 || share == 1 {
			continue
		}
		checked++
		drawn := 0
		const draws = 4000
		for range draws {
			if pl.avoid.inferior(pos, pl.order[pl.draw(pos, 0, toMove, r)], toMove) {
				drawn++
			}
		}
		got, want := float64(drawn)/draws, math.Pow(share, avoidDraws+1)
		if math.Abs(got-want) > 0.03 {
			t.Errorf("%s: %.0f%% of the cells inferior for %v, drawn %.3f of the time, want %.3f", core.Diagram(pos), 100*share, toMove, got, want)
		}
		playedBy := make([]core.Player, b.NumCells())
		if pl.run(pos.Clone(), toMove, playedBy, r, nil) == core.NoPlayer {
			t.Fatal("a playout without a winner")
		}
	}
	if checked < 10 {
		t.Errorf("only %d positions with inferior cells", checked)
	}
}

// BenchmarkInferiorAtEveryNode measures what MoHex's pruning at every node and its full
// playouts (LocalInferior, InferiorPlayouts, FullPlayouts) cost a search of the budget of the
// level strong (20,000 playouts, MoHex 2.0's selection rule) on hex:11x11 after f6 e7 g4: one
// op is one search, without them ("without") and with them ("with"), beside each other. On
// the idle machine (2026-11-28) with them 25% slower natively and in WebAssembly alike, which
// is why the levels' playout budgets do not have them (docs/engine.md, "Levels").
func BenchmarkInferiorAtEveryNode(b *testing.B) {
	board, pos, toMove := replayed(b, "hex:11x11", "f6,e7,g4")
	for _, with := range []bool{false, true} {
		name := "without"
		if with {
			name = "with"
		}
		b.Run(name, func(b *testing.B) {
			playouts := 0
			for i := 0; i < b.N; i++ {
				e := New(board, false, Options{Playouts: 20000, Seed: uint64(i), MoHexSelection: true, LocalPriors: true,
					LocalInferior: with, InferiorPlayouts: with, FullPlayouts: with})
				r, err := e.Search(context.Background(), pos, toMove)
				if err != nil {
					b.Fatal(err)
				}
				playouts += r.Playouts
			}
			b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}
