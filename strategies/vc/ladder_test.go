package vc

import (
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestLaddersAgainstBruteForce checks, on random positions of narrow boards where second-row
// ladders abound, every full connection that the ladders add (those plain H-search does not
// find, the ladders' own and those made from them) by playing out every line within its
// carrier; and that the ladders add some.
func TestLaddersAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	extra := 0
	for _, spec := range []string{"hex:8x3", "hex:3x8", "hex:7x4", "hex:4x7", "cyl:8x3", "hex:9x2"} {
		b := core.MustBoard(spec)
		for trial := 0; trial < 150; trial++ {
			pos, _ := minimax.RandomOpenPosition(r, b, 2+r.IntN(b.NumCells()/3))
			for _, player := range []core.Player{core.Red, core.Blue} {
				if b.Topology() == core.Cylinder && player == core.Blue {
					continue
				}
				plain := Compute(pos, player)
				known := map[[2]Node][]Set{}
				plain.Full(func(x, y Node, c Set) { known[[2]Node{x, y}] = append(known[[2]Node{x, y}], c) })
				res := ComputeWith(pos, player, Options{Ladders: true})
				res.Full(func(x, y Node, c Set) {
					for _, k := range known[[2]Node{x, y}] {
						if k.Within(c) {
							return // plain H-search has it, or a smaller one
						}
					}
					if c.Len() > 8 {
						return
					}
					extra++
					if !holds(res, pos, player, x, y, c.Cells(), false) {
						t.Fatalf("%s: %s's full connection %v-%v with carrier %v (with ladders) does not hold\n%s", spec, player, res.Cells(x), res.Cells(y), c.Cells(), core.Diagram(pos))
					}
				})
				if res.Connected() && !plain.Connected() && len(pos.EmptyCells()) <= 9 &&
					!holds(res, pos, player, res.NodeOf(-1), res.NodeOf(-2), pos.EmptyCells(), false) {
					t.Fatalf("%s: %s said connected with ladders\n%s", spec, player, core.Diagram(pos))
				}
				plain.Release()
				res.Release()
			}
		}
	}
	t.Logf("%d full connections the ladders add, checked", extra)
	if extra < 50 {
		t.Errorf("only %d connections the ladders add: the test checks too little", extra)
	}
}

// TestLadderToAnEscape: on hex:9x3 Red's stone b2, cut from one of its links to the top by
// Blue's b1, is joined to the top by the ladder along the second row to Red's escape g1 on
// the first row; with Blue's stone on the way (e2) it is not.
func TestLadderToAnEscape(t *testing.T) {
	b := core.MustBoard("hex:9x3")
	cell := func(name string) core.Cell {
		c, err := b.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	pos := core.NewPosition(b)
	pos.Place(cell("b2"), core.Red)
	pos.Place(cell("b1"), core.Blue)
	pos.Place(cell("g1"), core.Red)
	joined := func(pos *core.Position) bool {
		r := ComputeWith(pos, core.Red, Options{Ladders: true})
		defer r.Release()
		found := false
		x, top := r.NodeOf(cell("b2")), r.NodeOf(-1)
		r.Full(func(a, c Node, carrier Set) {
			if a == x && c == top || a == top && c == x {
				found = true
			}
		})
		return found
	}
	if !joined(pos) {
		t.Errorf("b2 is not joined to the top by the ladder to g1\n%s", core.Diagram(pos))
	}
	blocked := pos.Clone()
	blocked.Place(cell("e2"), core.Blue)
	if joined(blocked) {
		t.Errorf("b2 is joined to the top past Blue's e2\n%s", core.Diagram(blocked))
	}
}
