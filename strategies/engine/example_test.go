package engine_test

import (
	"context"
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

// On 3x3 the engine proves the centre wins for the first player.
func Example() {
	b := core.MustBoard("hex:3x3")
	e := engine.New(b, false, engine.Options{Playouts: 1000})
	r, err := e.Search(context.Background(), core.NewPosition(b), core.Red)
	if err != nil {
		panic(err)
	}
	fmt.Println(b.CellName(r.Move), r.Reason)
	// Output: b2 proven
}
