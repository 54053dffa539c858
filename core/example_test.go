package core_test

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

func Example() {
	spec, _ := core.ParseSpec("cyl:4x7")
	g, _ := core.NewGame(spec, core.Options{First: core.Blue})
	moves, _ := core.ParseMoveList(g.Board(), "a6,a1,b6,b1,c6,c1,d6")
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Winner(), len(g.WinningCells()))
	fmt.Print(core.Diagram(g.Position()))
	// Output:
	// blue 4
	//    a b c d
	// 1  R R R .
	// 2   . . . .
	// 3    . . . .
	// 4     . . . .
	// 5      . . . .
	// 6       B B B B
	// 7        . . . .
}
