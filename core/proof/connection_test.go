package proof

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestConnectionWinsIsSound builds random derivations on random positions of small planes
// and cylinders, by the rules but breaking one of them now and then (overlapping carriers,
// an And through a side or of a semi-connection, an Or of semi-connections sharing a cell,
// ends that are not next to each other), and checks that whatever ConnectionWins accepts
// is a win of the whole game, by the slow obvious search; and that it accepts some.
func TestConnectionWinsIsSound(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	accepted, broken := 0, 0
	for _, spec := range []string{"hex:3x3", "hex:3x4", "hex:4x3", "cyl:3x3", "cyl:4x3", "cyl:3x4"} {
		b := core.MustBoard(spec)
		memo := [3]map[string]bool{{}, {}, {}} // by w: winsMoving's answer is w's
		for range 1000 {
			pos := randomPosition(r, b, b.NumCells()/3)
			if pos == nil {
				continue
			}
			w := core.Red
			if b.Topology() == core.Plane && r.IntN(2) == 0 {
				w = core.Blue
			}
			// A losing position is tried harder: a wrong derivation there is what to find.
			tries := 1
			win := winsMoving(pos, w, w, memo[w])
			if !win {
				tries = 20
			}
			for range tries {
				steps, lenient := randomDerivation(r, pos, w)
				if steps == nil || ConnectionWins(pos, w, steps) != nil {
					continue
				}
				accepted++
				if lenient {
					broken++
				}
				if !win {
					t.Fatalf("%s: ConnectionWins accepts a derivation for %s, who loses moving:\n%s\n%+v", spec, w, core.Diagram(pos), steps)
				}
			}
		}
	}
	if accepted < 100 {
		t.Fatalf("only %d derivations accepted: the test checks too little", accepted)
	}
	t.Logf("%d derivations accepted (%d with a rule broken somewhere, harmlessly), all wins", accepted, broken)
}

// randomPosition returns a random open position of b with at least least stones, or nil.
func randomPosition(r *rand.Rand, b *core.Board, least int) *core.Position {
	pos := core.NewPosition(b)
	p := core.Red
	for range least + r.IntN(b.NumCells()-2-least) {
		empties := pos.EmptyCells()
		pos.Place(empties[r.IntN(len(empties))], p)
		p = p.Opponent()
	}
	if pos.Completed(core.Red) || pos.Completed(core.Blue) || pos.Full() {
		return nil
	}
	return pos
}

// randomDerivation applies the rules at random for w at pos, breaking one now and then
// (lenient says whether it did), and returns the steps up to the first that joins w's
// sides, or nil if none does.
func randomDerivation(r *rand.Rand, pos *core.Position, w core.Player) (steps []ConnectionStep, lenient bool) {
	b := pos.Board()
	g := newChains(pos, w)
	type conn struct {
		x, y    int
		key     core.Cell
		carrier cellSet
	}
	var made []conn
	endOf := func(x int) End {
		switch x {
		case sideOne:
			return End{Cell: core.NoCell, Side: g.sides[0]}
		case sideTwo:
			return End{Cell: core.NoCell, Side: g.sides[1]}
		}
		return End{Cell: core.Cell(x)}
	}
	// Every adjacency, and now and then two cells that are not next to each other.
	for c := range core.Cell(b.NumCells()) {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		var ends []int
		for _, d := range b.Adjacent(c) {
			if g.name[d] != noEnd {
				ends = append(ends, g.name[d])
			}
		}
		for i, side := range g.sides {
			if b.Sides(c)&side != 0 {
				ends = append(ends, -1-i)
			}
		}
		if r.IntN(5) == 0 {
			// A cell that is not next to c.
			if d := core.Cell(r.IntN(b.NumCells())); g.name[d] != noEnd {
				ends = append(ends, g.name[d])
				lenient = true
			}
		}
		for _, e := range ends {
			if e == int(c) || e >= 0 && int(c) > e && pos.At(core.Cell(e)) == core.NoPlayer {
				continue // each pair of empty cells once
			}
			steps = append(steps, ConnectionStep{Link: Adjacent, Ends: [2]End{endOf(int(c)), endOf(e)}})
			made = append(made, conn{int(c), e, core.NoCell, newCellSet(b.NumCells())})
		}
	}
	joins := func(c conn) bool { return c.x < 0 && c.y < 0 && c.x != c.y }
	for range 600 {
		for i, c := range made {
			if joins(c) {
				return steps[:i+1], lenient
			}
		}
		i, j := r.IntN(len(made)), r.IntN(len(made))
		p, q := made[i], made[j]
		breakRule := r.IntN(6) == 0
		if r.IntN(3) > 0 {
			// And.
			z, x, y, ok := common(p.x, p.y, q.x, q.y)
			if !ok || (p.key != core.NoCell || q.key != core.NoCell || z < 0 || p.carrier.meets(q.carrier) ||
				g.in(x, q.carrier) || g.in(y, p.carrier) || g.in(x, p.carrier) || g.in(y, q.carrier)) && !breakRule {
				continue
			}
			lenient = lenient || breakRule
			out := conn{x, y, core.NoCell, p.carrier.union(q.carrier)}
			if zc, empty := g.emptyCell(z); empty {
				out.key = zc
				out.carrier.add(zc)
			}
			steps = append(steps, ConnectionStep{Link: And, Parts: []int{i, j}})
			made = append(made, out)
			continue
		}
		// Or of the semi-connections between p's ends, greedily until their carriers share
		// nothing (or, breaking the rule, the first two).
		if p.key == core.NoCell {
			continue
		}
		parts, meet, union := []int{i}, p.carrier.clone(), p.carrier.clone()
		for k, s := range made {
			if k == i || s.key == core.NoCell || !(s.x == p.x && s.y == p.y || s.x == p.y && s.y == p.x) {
				continue
			}
			shrinks := false
			for wi := range meet {
				shrinks = shrinks || meet[wi]&^s.carrier[wi] != 0
			}
			if !shrinks && !breakRule {
				continue
			}
			meet.intersect(s.carrier)
			parts, union = append(parts, k), union.union(s.carrier)
			if meet.empty() || breakRule {
				break
			}
		}
		if len(parts) < 2 || !meet.empty() && !breakRule {
			continue
		}
		lenient = lenient || breakRule
		steps = append(steps, ConnectionStep{Link: Or, Parts: parts})
		made = append(made, conn{p.x, p.y, core.NoCell, union})
	}
	return nil, false
}

// TestTemplateFromAnEmptyCell checks a connection leaf whose edge template starts at an empty
// cell, as if the winner held it: on hex:9x9 Red's chain c5 to c9 stands on the bottom, Blue
// holds the top four rows but c4 and the carrier of c4's template IV-1-a; the template from
// the empty c4, c4 next to c5, and the two joined through c4 make a semi-connection between
// Red's sides (Red, to move, plays c4). The template from a Blue stone, or short of a cell, is
// refused.
func TestTemplateFromAnEmptyCell(t *testing.T) {
	b := core.MustBoard("hex:9x9")
	c4, c5 := b.Cell(3, 4), b.Cell(3, 5)
	var carrier []core.Cell
	for row, last := range map[int]int{1: 8, 2: 7, 3: 6} {
		for col := 2; col <= last; col++ {
			carrier = append(carrier, b.Cell(col, row))
		}
	}
	carrier = append(carrier, b.Cell(4, 4))
	in := map[core.Cell]bool{c4: true}
	for _, c := range carrier {
		in[c] = true
	}
	pos := core.NewPosition(b)
	for row := 5; row <= 9; row++ {
		pos.Place(b.Cell(3, row), core.Red)
	}
	for row := 1; row <= 4; row++ {
		for col := 1; col <= 9; col++ {
			if c := b.Cell(col, row); !in[c] {
				pos.Place(c, core.Blue)
			}
		}
	}
	steps := func(cells []core.Cell) []ConnectionStep {
		return []ConnectionStep{
			{Link: Template, Ends: [2]End{{Cell: c4}, {Cell: core.NoCell, Side: core.Top}}, Carrier: cells},
			{Link: Adjacent, Ends: [2]End{{Cell: c4}, {Cell: c5}}},
			{Link: And, Parts: []int{0, 1}},
		}
	}
	if err := ConnectionWins(pos, core.Red, steps(carrier)); err != nil {
		t.Fatalf("the template from the empty c4 is refused: %v", err)
	}
	if err := ConnectionWins(pos, core.Red, steps(carrier[1:])); err == nil {
		t.Error("a template short of a cell is accepted")
	}
	blue := pos.Clone()
	blue.Place(c4, core.Blue)
	if err := ConnectionWins(blue, core.Red, steps(carrier)); err == nil {
		t.Error("a template from Blue's stone is accepted")
	}
}
