package strategies

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The embedded swap table covers every square board from 5x5 to 11x11, gives cells the half
// turn exchanges the same value, and on 5x5 and 6x6 knows exactly the openings Benzene finds
// winning (the lists): those are worth 1, the others 0.
func TestSwapTable(t *testing.T) {
	table := swapValues()
	for n := 5; n <= 11; n++ {
		spec := core.Spec{Topology: core.Plane, Cols: n, Rows: n}
		values, ok := table[spec]
		if !ok {
			t.Fatalf("no %v in the table", spec)
		}
		b, _ := core.NewBoard(spec)
		for c := range values {
			if values[c] != values[b.HalfTurn(core.Cell(c))] {
				t.Errorf("%v %s: %v, its half-turn twin %v", spec, b.CellName(core.Cell(c)), values[c], values[b.HalfTurn(core.Cell(c))])
			}
		}
	}
	winning := map[string]string{
		"hex:5x5": "e1 b2 c2 d2 e2 b3 c3 d3 a4 b4 c4 d4 a5",
		"hex:6x6": "a3 a4 a5 a6 b2 b3 b4 b5 c2 c3 c4 c5 d2 d3 d4 d5 e2 e3 e4 e5 f1 f2 f3 f4",
	}
	for board, list := range winning {
		spec, _ := core.ParseSpec(board)
		b, _ := core.NewBoard(spec)
		wins := map[string]bool{}
		for _, name := range strings.Fields(list) {
			wins[name] = true
		}
		for c, v := range table[spec] {
			want := 0.0
			if wins[b.CellName(core.Cell(c))] {
				want = 1
			}
			if v != want {
				t.Errorf("%s %s: %v, want %v", board, b.CellName(core.Cell(c)), v, want)
			}
		}
	}
}

// With the swap rule on a board the table covers, mcts opens with the table's balanced
// opening and, as second player, swaps exactly the openings the table values over one half.
func TestMCTSReadsTheSwapTable(t *testing.T) {
	spec := core.Spec{Topology: core.Plane, Cols: 6, Rows: 6}
	b, _ := core.NewBoard(spec)
	table := swapValues()
	g, _ := core.NewGame(spec, core.Options{Swap: true})
	open, err := NewMCTS(1, 0).Choose(g)
	if err != nil || open.Rule != MCTSOpening {
		t.Fatalf("opening %v (%s), %v", open.Move, open.Rule, err)
	}
	if v := table[spec][open.Move.Cell]; v > 0.5 {
		t.Errorf("opens %s, which the table values %v", b.CellName(open.Move.Cell), v)
	}
	for _, name := range []string{"a1", "c3", "f1", "b2"} {
		c, _ := b.ParseCell(name)
		g, _ := core.NewGameFromMoves(spec, core.Options{Swap: true}, []core.Move{core.CellMove(c)})
		m := NewMCTS(1, 0)
		m.Playouts = 500
		reply, err := m.Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		if want := table[spec][c] > 0.5; reply.Move.Swap != want {
			t.Errorf("after %s (worth %v): swap %v, want %v", name, table[spec][c], reply.Move.Swap, want)
		}
	}
}
