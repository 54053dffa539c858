package trunc_test

import (
	"fmt"

	"github.com/hexlab/hexlab/core/trunc"
)

func Example() {
	g, _ := trunc.NewGame(trunc.Spec{Size: 1}, trunc.Options{})
	moves, _ := g.Board().ParseMoveList("0,0,0;1,1,1;1,1,-1;1,-1,1")
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Winner(), g.Position().Pairing())
	for _, bd := range g.Position().Borders() {
		fmt.Println(bd.Kind, bd.Ends[0], bd.Ends[1], g.Board().FormatCellList(bd.Cells))
	}
	// Output:
	// white AC BD
	// open A - 1,1,1;1,-1,1;0,0,0
	// path B D 1,-1,1;1,1,-1;0,0,0;1,1,1
}
