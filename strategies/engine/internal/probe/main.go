package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

func main() {
	spec, _ := core.ParseSpec("hex:11x11")
	moves := strings.Split(os.Args[1], ",")
	for ply := 0; ply < len(moves); ply += 2 {
		g, gerr := core.NewGameFromMoveList(spec, core.Options{}, strings.Join(moves[:ply], ","))
		if gerr != nil {
			panic(gerr)
		}
		b := g.Board()
		e := engine.New(b, false, engine.Options{Time: 1450 * time.Millisecond, Seed: 1})
		t0 := time.Now()
		r, err := e.Search(context.Background(), g.Position(), g.ToMove())
		fmt.Printf("ply %d: %v playouts %d reason %s move %v value %.2f took %v\n", ply, err, r.Playouts, r.Reason, b.CellName(r.Move), r.Value, time.Since(t0).Round(time.Millisecond))
	}
}
