package vc

import (
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
)

// TestEdgeTemplatesHold plays out the edge templates' games (proof.ReachesSide): a stone on
// the fourth row of an otherwise empty board, its owner answering inside the carrier, always
// joins the top edge. The mirror image and each orientation is the image of this one under a symmetry of the board
// (TestEdgeTemplateOrientations).
func TestEdgeTemplatesHold(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds a template")
	}
	b := core.MustBoard("hex:11x11")
	pos := core.NewPosition(b)
	stone := b.Cell(6, 4)
	pos.Place(stone, core.Red)
	r := &Result{b: b, pos: pos, player: core.Red}
	for i, tmpl := range edgeTemplates[:1] {
		carrier, ok := r.templateCarrier(stone, tmpl, core.Top)
		if !ok {
			t.Fatalf("template %d does not fit f4 on the empty 11x11 board", i)
		}
		cells := carrier.Cells()
		if win, err := proof.ReachesSide(pos, core.Red, stone, core.Top, cells, proof.MaxTemplateStates); err != nil || !win {
			t.Fatalf("template %d: the stone's owner does not join the edge (%v, %v)", i, win, err)
		}
	}
}

// TestEdgeTemplateOrientations checks that every template, on every edge of the plane and
// the cylinder where vc uses it, is the image of the one TestEdgeTemplatesHold plays out
// under a map of cells that keeps their adjacencies, the stone's and the edge's: so its game
// is the same game, or one easier for the stone's owner (on a cylinder as wide as the
// template, its two ends are neighbours too, and a connection game only gets easier for the
// player who connects when cells have more neighbours).
func TestEdgeTemplateOrientations(t *testing.T) {
	ref := core.MustBoard("hex:11x11")
	refStone := ref.Cell(6, 4)
	shape := func(b *core.Board, stone core.Cell, tmpl []offset, side core.Side) ([]core.Cell, bool) {
		cells, ok := templateCells(b, stone, tmpl, side)
		if !ok {
			return nil, false
		}
		reach := false
		for _, d := range cells {
			reach = reach || b.Sides(d)&side != 0
		}
		return append(cells, stone), reach
	}
	want, ok := shape(ref, refStone, templateIVa, core.Top)
	if !ok {
		t.Fatal("the template does not fit the reference")
	}
	checked := 0
	for _, spec := range []string{"hex:9x9", "hex:8x8", "cyl:9x9", "cyl:7x8"} {
		b := core.MustBoard(spec)
		for _, p := range []core.Player{core.Red, core.Blue} {
			if b.Topology() == core.Cylinder && p == core.Blue {
				continue
			}
			sides := []core.Side{core.Top, core.Bottom}
			if p == core.Blue {
				sides = []core.Side{core.Left, core.Right}
			}
			for _, side := range sides {
				for _, tmpl := range edgeTemplates {
					for c := range core.Cell(b.NumCells()) {
						got, ok := shape(b, c, tmpl, side)
						if !ok {
							continue
						}
						checked++
						for i := range got {
							for j := range got {
								if adjacent(ref, want[i], want[j]) && !adjacent(b, got[i], got[j]) {
									t.Fatalf("%s %s %v at %s: cells %d and %d are not as in the reference", spec, p, side, b.CellName(c), i, j)
								}
							}
							if ref.Sides(want[i])&core.Top != 0 && b.Sides(got[i])&side == 0 {
								t.Fatalf("%s %s %v at %s: cell %d is not on the edge as in the reference", spec, p, side, b.CellName(c), i)
							}
						}
					}
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d placements checked", checked)
	}
}

// TestTemplatesOfEmptyCellsJoinAGame: after these 18 moves of a game the engine
// played against MoHex on hex:11x11, Benzene's connections join Blue's edges (its group d4 to
// g5 reaches the right edge through h4 or h5, fourth-row cells whose templates hold). With
// the templates of stones only, H-search missed it.
func TestTemplatesOfEmptyCellsJoinAGame(t *testing.T) {
	spec, err := core.ParseSpec("hex:11x11")
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoveList(spec, core.Options{}, "f5,g5,h3,g4,g3,f4,f3,d4,e4,d5,e5,d6,d7,e6,e7,f6,e2,f7")
	if err != nil {
		t.Fatal(err)
	}
	r := Compute(g.Position(), core.Blue)
	defer r.Release()
	if !r.Connected() {
		t.Errorf("Blue's edges are not joined\n%s", core.Diagram(g.Position()))
	}
}
