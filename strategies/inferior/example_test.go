package inferior_test

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
)

// A 4x4 game where Red's b2 and b3 have already decided it: every empty cell is filled in, and
// one move is left to play.
func Example() {
	b := core.MustBoard("hex:4x4")
	moves, _ := core.ParseMoveList(b, "b2,c2,b3")
	g, _ := core.NewGameFromMoves(b.Spec(), core.Options{}, moves)
	r, _ := inferior.Analyze(g.Position(), g.ToMove())
	rep := r.Report(b)
	fmt.Println("dead:", rep.Dead)
	fmt.Println("red's fill-in:", rep.Fillin["red"])
	fmt.Println("blue's fill-in:", rep.Fillin["blue"])
	fmt.Println("to consider:", rep.Consider)
	fmt.Println(rep.Inferior["b1"].Kind, "by", rep.Inferior["b1"].By, "with", rep.Inferior["b1"].Cells)
	// Output:
	// dead: [a3]
	// red's fill-in: [b1 c1 a4 b4]
	// blue's fill-in: [a1 a2 d1 d2 d3 d4 c4 c3]
	// to consider: [a1]
	// captured by red with [c1]
}
