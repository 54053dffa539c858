package vc

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// escapeWindow is the region ahead of a second-row ladder's head where its escapes by a
// third- or fourth-row stone lie (escapeShapes), in offsets from the head for a ladder
// running right along the top edge (the head at (0, 0), its links (0, -1) and (1, -1) the
// opponent's):
//
//	fourth row (dr 2):  dc -1 .. 3
//	third row  (dr 1):  dc  0 .. 4
//	second row (dr 0):  dc  1 .. 5
//	first row  (dr -1): dc  2 .. 6
var escapeWindow = func() []offset {
	var w []offset
	for _, row := range []struct{ dr, from int }{{-1, 2}, {0, 1}, {1, 0}, {2, -1}} {
		for dc := row.from; dc < row.from+5; dc++ {
			w = append(w, offset{dc, row.dr})
		}
	}
	return w
}()

// escapeDepth is the most moves of the player's an escape may take: the search deepens a
// move at a time up to it, so that short escapes are found before long lines are searched.
const escapeDepth = 6

// maxEscapeStates bounds the positions one window's game may look at (escapesByPlay fails
// past it).
const maxEscapeStates = 1 << 20

// escapeNeighbours[i] are the window cells next to window cell i, and escapeFromHead those
// next to the head, as bits; escapeFirstRow the window's first-row cells.
var escapeNeighbours, escapeFromHead, escapeFirstRow = func() ([]uint32, uint32, uint32) {
	index := map[offset]int{}
	for i, o := range escapeWindow {
		index[o] = i
	}
	next := func(o offset) uint32 {
		var out uint32
		for _, d := range []offset{{1, 0}, {-1, 0}, {0, -1}, {1, -1}, {-1, 1}, {0, 1}} {
			if j, ok := index[offset{o.dc + d.dc, o.dr + d.dr}]; ok {
				out |= 1 << j
			}
		}
		return out
	}
	nb := make([]uint32, len(escapeWindow))
	var first uint32
	for i, o := range escapeWindow {
		nb[i] = next(o)
		if o.dr == -1 {
			first |= 1 << i
		}
	}
	return nb, next(offset{0, 0}), first
}()

// escapeGame is a window's game: empty the cells free at the start, goal the cells that
// are on the edge once the player's.
type escapeGame struct {
	empty, mine, goal uint32
	memo              map[uint64]escapeResult
	over              bool
}

// chain returns the cells of mine the head's chain reaches.
func (g *escapeGame) chain(mine uint32) uint32 {
	reached := escapeFromHead & mine
	for frontier := reached; frontier != 0; {
		var next uint32
		for f := frontier; f != 0; f &= f - 1 {
			next |= escapeNeighbours[bits.TrailingZeros32(f)]
		}
		next &= mine &^ reached
		reached |= next
		frontier = next
	}
	return reached
}

// joined reports whether the head's chain through the cells of mine holds a goal cell.
func (g *escapeGame) joined(mine uint32) bool { return g.chain(mine)&g.goal != 0 }

// wins reports whether the player escapes with mine and theirs taken (of the cells empty at
// the start), the player to move if mover, and if so the cells the win needs: the player's
// chains and the cells either player takes on the way. A move of the opponent's outside
// those cells is answered as the move played was (the win never needed the cell), so after
// each refuted move the opponent tries only the cells every refutation so far needs (the
// proof-set pruning of Benzene's depth-first solver); the opponent must take the player's
// one winning move where there is one and has lost where there are two; the player tries the
// cells next to its chain first.
func (g *escapeGame) wins(mine, theirs uint32, mover bool, depth int) (bool, uint32) {
	if g.joined(mine) {
		return true, g.chain(mine)
	}
	free := g.empty &^ (mine | theirs)
	if !g.joined(mine | free) {
		return false, 0 // even every free cell would not do
	}
	var threats, won uint32
	for f := free; f != 0; f &= f - 1 {
		if bit := f & -f; g.joined(mine | bit) {
			threats |= bit
			won |= g.chain(mine | bit)
		}
	}
	switch {
	case threats != 0 && mover, bits.OnesCount32(threats) >= 2:
		return true, won
	case threats != 0:
		free = threats
	}
	if mover && depth == 0 {
		return false, 0
	}
	key := uint64(mine) | uint64(theirs)<<24
	if mover {
		key |= 1 << 48
	}
	if v, ok := g.memo[key]; ok {
		return v.win, v.needs
	}
	if len(g.memo) >= maxEscapeStates {
		g.over = true
		return false, 0
	}
	win, needs := false, uint32(0)
	if mover {
		var near uint32
		for f := mine; f != 0; f &= f - 1 {
			near |= escapeNeighbours[bits.TrailingZeros32(f)]
		}
		near = (near | escapeFromHead) & free
		for _, set := range []uint32{near, free &^ near} {
			for f := set; f != 0 && !win && !g.over; f &= f - 1 {
				bit := f & -f
				if win, needs = g.wins(mine|bit, theirs, false, depth-1); win {
					needs |= bit
				}
			}
		}
	} else {
		win, needs = true, won
		for todo := free; todo != 0 && !g.over; {
			bit := todo & -todo
			ok, n := g.wins(mine, theirs|bit, true, depth)
			if !ok {
				win, needs = false, 0
				break
			}
			needs |= n | bit
			todo &= n &^ bit
		}
		win = win && !g.over
	}
	g.memo[key] = escapeResult{win, needs}
	return win, needs
}

// escapeResult is a position's answer in escapeGame's memo.
type escapeResult struct {
	win   bool
	needs uint32
}

// escapesByPlay plays out the window's game for each stone offset with one of its
// fourth-row neighbours free (free; the stone's own offset for none), the other fourth-row
// cells the opponent's, and returns the escapes found, in escapeShapes's form.
func escapesByPlay(tb testing.TB, shapes [][2]offset) []escapeShape {
	var out []escapeShape
	for _, sh := range shapes {
		g := escapeGame{memo: map[uint64]escapeResult{}}
		stone := -1
		for j, q := range escapeWindow {
			if q == sh[0] {
				stone = j
			}
			if q.dr < 2 || q == sh[1] {
				g.empty |= 1 << j
			}
		}
		if stone < 0 {
			tb.Fatalf("%v is not in the window", sh[0])
		}
		g.empty &^= 1 << stone
		g.mine = 1 << stone
		g.goal = escapeFirstRow
		for depth := 1; depth <= escapeDepth; depth++ {
			clear(g.memo)
			win, needs := g.wins(g.mine, 0, true, depth)
			if g.over {
				tb.Fatalf("%v: the game's search went past %d positions", sh, maxEscapeStates)
			}
			if !win {
				continue
			}
			e := escapeShape{stone: sh[0]}
			for j, q := range escapeWindow {
				if needs&(1<<j) != 0 && j != stone {
					e.carrier = append(e.carrier, q)
				}
			}
			out = append(out, e)
			break
		}
	}
	return out
}

// TestEscapeShapesByPlay plays the window's game out again for every stone on the third row
// and every stone on the fourth with either neighbour there free: the escapes it finds are
// escapeShapes, and a stone alone on the fourth row has none.
func TestEscapeShapesByPlay(t *testing.T) {
	var shapes, alone [][2]offset
	for _, o := range escapeWindow {
		switch o.dr {
		case 1:
			shapes = append(shapes, [2]offset{o, o})
		case 2:
			for _, d := range []int{1, -1} {
				shapes = append(shapes, [2]offset{o, {o.dc + d, 2}})
			}
			alone = append(alone, [2]offset{o, o})
		}
	}
	found := escapesByPlay(t, shapes)
	var lines []string
	for _, e := range found {
		var cs []string
		for _, q := range e.carrier {
			cs = append(cs, fmt.Sprintf("{%d, %d}", q.dc, q.dr))
		}
		lines = append(lines, fmt.Sprintf("\t{stone: offset{%d, %d}, carrier: []offset{%s}},", e.stone.dc, e.stone.dr, strings.Join(cs, ", ")))
	}
	t.Logf("escapeShapes:\n%s", strings.Join(lines, "\n"))
	if fmt.Sprint(found) != fmt.Sprint(escapeShapes) {
		t.Errorf("the escapes by play differ from escapeShapes:\n%v\n%v", found, escapeShapes)
	}
	if got := escapesByPlay(t, alone); len(got) > 0 {
		t.Errorf("a fourth-row stone alone escapes: %v", got)
	}
}

// reachesEdge reports whether player, the opponent moving first inside carrier and holding
// every other empty cell, joins c (the player's) to the edge side: brute force over the
// carrier, remembering the positions met.
func reachesEdge(pos *core.Position, player core.Player, c core.Cell, side core.Side, carrier []core.Cell) bool {
	b := pos.Board()
	memo := map[[2]uint32]bool{}
	joined := func(mine uint32) bool {
		held := func(d core.Cell) bool {
			if pos.At(d) == player {
				return true
			}
			for i, e := range carrier {
				if e == d {
					return mine&(1<<i) != 0
				}
			}
			return false
		}
		seen := map[core.Cell]bool{c: true}
		stack := []core.Cell{c}
		for len(stack) > 0 {
			d := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if b.Sides(d)&side != 0 {
				return true
			}
			for _, n := range b.Adjacent(d) {
				if !seen[n] && held(n) {
					seen[n] = true
					stack = append(stack, n)
				}
			}
		}
		return false
	}
	all := uint32(1)<<len(carrier) - 1
	var wins func(mine, theirs uint32, mover bool) bool
	wins = func(mine, theirs uint32, mover bool) bool {
		if joined(mine) {
			return true
		}
		free := all &^ (mine | theirs)
		if !joined(mine | free) {
			return false
		}
		key := [2]uint32{mine, theirs}
		if mover {
			key[1] |= 1 << 31
		}
		if v, ok := memo[key]; ok {
			return v
		}
		win := !mover
		for f := free; f != 0; f &= f - 1 {
			bit := f & -f
			if mover && wins(mine|bit, theirs, false) {
				win = true
				break
			}
			if !mover && !wins(mine, theirs|bit, true) {
				win = false
				break
			}
		}
		memo[key] = win
		return win
	}
	return wins(0, 0, false)
}

// TestLadderEscapesAgainstBruteForce plays out every ladder that escapes by a stone on the
// third or fourth row (escapeShapes) in random positions of boards five rows deep, up to 14
// carrier cells: the player, the opponent moving first inside the carrier, joins the
// ladder's start to the edge. (The escapes by a fourth-row stone have larger carriers; their
// game is played out by TestEscapeShapesByPlay, and the ladder that leads to them is the
// same.) Run once with 400 positions a board: 6,382 ladders, all sound.
func TestLadderEscapesAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	checked := 0
	for _, spec := range []string{"hex:10x5", "hex:5x10", "cyl:10x5"} {
		b := core.MustBoard(spec)
		for trial := 0; trial < 60; trial++ {
			pos := core.NewPosition(b)
			for range 2 + r.IntN(10) {
				empties := pos.EmptyCells()
				pos.Place(empties[r.IntN(len(empties))], core.Player(1+r.IntN(2)))
			}
			for _, player := range []core.Player{core.Red, core.Blue} {
				if b.Topology() == core.Cylinder && player == core.Blue {
					continue
				}
				res := ComputeWith(pos, player, Options{})
				for i, side := range player.Sides() {
					e := res.NodeOf(core.Cell(-1 - i))
					for c := range core.Cell(b.NumCells()) {
						if pos.At(c) == player.Opponent() || res.NodeOf(c) == e {
							continue
						}
						a, l := offsetCell(b, c, offset{0, -1}, side), offsetCell(b, c, offset{1, -1}, side)
						if a == core.NoCell || l == core.NoCell || b.Sides(a)&side == 0 || b.Sides(l)&side == 0 || b.Sides(c)&side != 0 {
							continue
						}
						for _, left := range []bool{false, true} {
							var shaped []Set
							res.ladderTo(c, side, e, left, &shaped)
							for _, carrier := range shaped {
								if carrier.Len() > 14 {
									continue
								}
								q := pos
								if pos.At(c) == core.NoPlayer {
									q = pos.Clone()
									q.Place(c, player)
								}
								checked++
								if !reachesEdge(q, player, c, side, carrier.Cells()) {
									t.Fatalf("%s: %s's ladder from %s (left %v) with carrier %v does not reach the edge\n%s",
										spec, player, b.CellName(c), left, carrier.Cells(), core.Diagram(pos))
								}
							}
						}
					}
				}
				res.Release()
			}
		}
	}
	t.Logf("%d ladders escaping by a third- or fourth-row stone, played out", checked)
	if checked < 50 {
		t.Errorf("only %d such ladders: the test checks too little", checked)
	}
}
