//go:build ignore

// duel plays the engine guided by the embedded network (engine.Options.Network, NetworkAt
// -at, NetworkValue -value) against the engine without it, both with MoHex 2.0's options and
// the same fixed number of playouts a move (-playouts): how much the network's knowledge is
// worth a playout, its evaluations' time left out (docs/results/network-2026-12-08.md). Each
// start (one stone of each player drawn from -seed and the pair's number) is played twice,
// the network's engine as Red and as Blue; two games at once.
//
//	go run docs/results/engine/network/duel/main.go -playouts 3000 -at 32 -pairs 20
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"
	"sync/atomic"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

func main() {
	playouts := flag.Int("playouts", 3000, "playouts a move, each side")
	at := flag.Int("at", 32, "the visits before a node is evaluated (engine.Options.NetworkAt)")
	value := flag.Float64("value", 0.5, "the value's weight (engine.Options.NetworkValue)")
	pairs := flag.Int("pairs", 20, "starts, each played with each colour")
	spec := flag.String("board", "hex:11x11", "the board")
	seed := flag.Uint64("seed", 1, "the starts' seed")
	flag.Parse()
	net, err := weights.Network()
	if err != nil {
		fail(err)
	}
	sp, err := core.ParseSpec(*spec)
	if err != nil {
		fail(err)
	}
	board, err := core.NewBoard(sp)
	if err != nil {
		fail(err)
	}
	var wins, games, netPl, plainPl, evals atomic.Int64
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				rr := rand.New(rand.NewPCG(*seed, uint64(g/2)))
				pos := core.NewPosition(board)
				e := pos.EmptyCells()
				a := e[rr.IntN(len(e))]
				pos.Place(a, core.Red)
				e = pos.EmptyCells()
				pos.Place(e[rr.IntN(len(e))], core.Blue)
				netIs := core.Red
				if g%2 == 1 {
					netIs = core.Blue
				}
				mk := func(withNet bool) *engine.Engine {
					o := engine.MoHexOptions()
					o.Playouts, o.Seed, o.Reuse = *playouts, uint64(g), true
					if withNet {
						o.Network, o.NetworkAt, o.NetworkValue = net, *at, *value
					}
					return engine.New(board, false, o)
				}
				en, ep := mk(true), mk(false)
				toMove := core.Red
				for !pos.Completed(core.Red) && !pos.Completed(core.Blue) {
					eng := ep
					if toMove == netIs {
						eng = en
					}
					r, err := eng.Search(context.Background(), pos, toMove)
					if err != nil {
						fail(err)
					}
					if toMove == netIs {
						netPl.Add(int64(r.Playouts))
						evals.Add(int64(r.Evaluations))
					} else {
						plainPl.Add(int64(r.Playouts))
					}
					pos.Place(r.Move, toMove)
					toMove = toMove.Opponent()
				}
				games.Add(1)
				if pos.Completed(netIs) {
					wins.Add(1)
				}
				fmt.Printf("game %d: the network's engine %v, won %v; %d of %d so far\n", g, netIs, pos.Completed(netIs), wins.Load(), games.Load())
			}
		}()
	}
	for g := 0; g < 2**pairs; g++ {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	fmt.Printf("the network's engine won %d of %d; %d evaluations, playouts %d (network) and %d (without)\n",
		wins.Load(), games.Load(), evals.Load(), netPl.Load(), plainPl.Load())
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "duel:", err)
	os.Exit(1)
}
