package solver_test

import (
	"context"
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// Red wins the empty 4x4 board; its winning openings are the short diagonal.
func Example() {
	b := core.MustBoard("hex:4x4")
	s := solver.New(b, solver.Options{Memory: 8 << 20})
	r, _ := s.Solve(context.Background(), core.NewPosition(b), core.Red)
	fmt.Println(r.Winner, "wins, with", b.CellName(r.Move))
	values, _ := s.Values(context.Background(), core.NewPosition(b), core.Red, nil)
	for _, v := range values {
		if v.Value == solver.Win {
			fmt.Print(b.CellName(v.Cell), " ")
		}
	}
	fmt.Println()
	// Output:
	// red wins, with b3
	// d1 c2 b3 a4
}
