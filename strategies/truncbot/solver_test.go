package truncbot

import (
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
)

// slowValue is the solver's definition computed the obvious way: through
// trunc.Game (its legal moves and its end of game), cloning the game at
// every move, with no memo.
func slowValue(g *trunc.Game) uint8 {
	if g.Over() {
		return bit(g.Winner())
	}
	var values []uint8
	for _, m := range g.LegalMoves() {
		h := g.Clone()
		if err := h.Play(m); err != nil {
			panic(err)
		}
		values = append(values, slowValue(h))
	}
	return combine(g.ToMove(), values)
}

var orders = [][3]trunc.Player{
	{trunc.White, trunc.Gray, trunc.Black}, {trunc.White, trunc.Black, trunc.Gray},
	{trunc.Gray, trunc.White, trunc.Black}, {trunc.Gray, trunc.Black, trunc.White},
	{trunc.Black, trunc.White, trunc.Gray}, {trunc.Black, trunc.Gray, trunc.White},
}

// TestSolverAgreesWithSlowSearch compares the solver with slowValue on
// trunc:1 from the empty board, for every turn order and both rules, and
// on endgames of trunc:2.
func TestSolverAgreesWithSlowSearch(t *testing.T) {
	for _, spec := range []trunc.Spec{{Size: 1}, {Size: 1, Variant: true}} {
		for _, order := range orders {
			g, _ := trunc.NewGame(spec, trunc.Options{Order: order})
			out, err := Solve(g)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := out.Possible, players(slowValue(g)); !slices.Equal(got, want) {
				t.Errorf("%v %v: solver %v, slow search %v", spec, order, got, want)
			}
		}
	}
	rng := newRand(8)
	for i := range 40 {
		spec := trunc.Spec{Size: 2, Variant: i%2 == 1}
		g, _ := trunc.NewGame(spec, trunc.Options{})
		for !g.Over() && g.Position().NumEmpty() > 4 {
			legal := g.LegalMoves()
			_ = g.Play(legal[rng.IntN(len(legal))])
		}
		if g.Over() {
			continue
		}
		out, err := Solve(g)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := out.Possible, players(slowValue(g)); !slices.Equal(got, want) {
			t.Errorf("%v after %s: solver %v, slow search %v", spec, g.Board().FormatMoveList(g.Moves()), got, want)
		}
	}
}

// TestTrunc1 records the solver's results on the tiny board: under the
// normal rule the first player wins by taking the centre, whatever the
// turn order; under the variant rule no player can force a win.
func TestTrunc1(t *testing.T) {
	for _, order := range orders {
		g, _ := trunc.NewGame(trunc.Spec{Size: 1}, trunc.Options{Order: order})
		out, _ := Solve(g)
		if out.Winner != order[0] {
			t.Errorf("order %v: winner %v, want the first player", order, out.Winner)
		}
		for _, mv := range out.Moves {
			wins := len(mv.Possible) == 1 && mv.Possible[0] == order[0]
			if centre := mv.Move.Cell == g.Board().Centre(); wins != centre {
				t.Errorf("order %v: %s leaves %v", order, g.Board().MoveName(mv.Move), mv.Possible)
			}
		}
		v, _ := trunc.NewGame(trunc.Spec{Size: 1, Variant: true}, trunc.Options{Order: order})
		if out, _ := Solve(v); len(out.Possible) != 3 {
			t.Errorf("variant, order %v: %v", order, out.Possible)
		}
	}
}

// TestKingmaker rebuilds the paper's Figure 8: two cells are left on
// trunc:2, Gray to move and then Black. With the variant rule or without,
// Gray cannot win but chooses whether White or Black does.
func TestKingmaker(t *testing.T) {
	const moves = "1,-1,1;2,-2,0;1,-1,-1;0,0,2;2,2,0;0,2,-2;0,0,0;2,0,2;0,2,2;2,0,-2;2,2,-2;2,-2,2;1,1,1;2,-2,-2;2,2,2;2,0,0"
	for _, variant := range []bool{false, true} {
		spec := trunc.Spec{Size: 2, Variant: variant}
		b, _ := trunc.NewBoard(spec)
		list, err := b.ParseMoveList(moves)
		if err != nil {
			t.Fatal(err)
		}
		g, err := trunc.NewGameFromMoves(spec, trunc.Options{}, list)
		if err != nil {
			t.Fatal(err)
		}
		if g.Over() || g.ToMove() != trunc.Gray || g.Position().NumEmpty() != 2 {
			t.Fatalf("%v: over %v, %v to move, %d empty", spec, g.Over(), g.ToMove(), g.Position().NumEmpty())
		}
		out, _ := Solve(g)
		if !out.Kingmaker || !slices.Equal(out.Crowns, []trunc.Player{trunc.White, trunc.Black}) {
			t.Errorf("%v: kingmaker %v, crowns %v", spec, out.Kingmaker, out.Crowns)
		}
		// By hand: after each of Gray's moves, Black fills the last cell
		// (in any colour with the variant rule) and the winners Black can
		// reach decide; Gray never wins, and Gray's moves lead to White's
		// win and to Black's.
		crowned := map[trunc.Player]bool{}
		for _, m := range g.LegalMoves() {
			h := g.Clone()
			_ = h.Play(m)
			var reach []trunc.Player
			if h.Over() {
				reach = []trunc.Player{h.Winner()}
			} else {
				for _, r := range h.LegalMoves() {
					k := h.Clone()
					_ = k.Play(r)
					reach = append(reach, k.Winner())
				}
			}
			switch {
			case slices.Contains(reach, trunc.Black):
				crowned[trunc.Black] = true // Black takes its win
			case slices.ContainsFunc(reach, func(p trunc.Player) bool { return p != reach[0] }):
				t.Errorf("%v: after Gray's %s, Black chooses among %v", spec, b.MoveName(m), reach)
			case reach[0] == trunc.Gray:
				t.Errorf("%v: Gray's %s wins for Gray", spec, b.MoveName(m))
			default:
				crowned[reach[0]] = true
			}
		}
		if !crowned[trunc.White] || !crowned[trunc.Black] || crowned[trunc.Gray] {
			t.Errorf("%v: by hand, Gray crowns %v", spec, crowned)
		}
	}
}

func TestSolverRefusesLargePositions(t *testing.T) {
	g, _ := trunc.NewGame(trunc.Spec{Size: 2}, trunc.Options{})
	if _, err := Solve(g); err == nil {
		t.Error("the solver searched 18 empty cells")
	}
}
