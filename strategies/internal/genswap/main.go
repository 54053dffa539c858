// Command genswap writes the engine's swap table, assets/swap/hex.txt: for each square board
// from 5x5 to 11x11 and each opening cell of the first player (Red), the opening's value for
// its owner: 1 or 0 where the solver (strategies/solver) proves it wins or loses within
// -solve (on boards up to -solveto: every opening of 7x7 and less is proven), else the
// engine's (strategies/engine) estimate, searching the position after it with the opponent to
// move. The
// swap rule's second player swaps the openings worth more than one half; the first player
// opens with one worth one half or just under (strategies.MCTS).
//
//	go run ./strategies/internal/genswap > assets/swap/hex.txt
//
// -deep gives some boards a larger budget (by default 9x9 to 11x11 500,000 playouts an opening; 9x9's
// 20,000-playout estimates chose an opening MoHex 2.0 kept and won with).
//
// Cells the half turn exchanges have the same value; one of each pair is searched.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"strconv"
	"strings"

	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
	"github.com/hexlab/hexlab/strategies/solver"
)

func main() {
	playouts := flag.Int("playouts", 20000, "the engine's budget for each opening")
	from := flag.Int("from", 5, "the smallest board")
	to := flag.Int("to", 11, "the largest board")
	solve := flag.Duration("solve", time.Minute, "the solver's time for each opening")
	solveTo := flag.Int("solveto", 7, "the largest board the solver is asked about")
	deep := flag.String("deep", "9=500000,10=500000,11=500000", "larger budgets for some boards: SIZE=PLAYOUTS,...")
	flag.Parse()
	budget, err := parseDeep(*deep)
	if err != nil {
		log.Fatalf("-deep %q: %v", *deep, err)
	}
	fmt.Printf("# The engine's swap table (strategies/internal/genswap -deep %s): for each board and Red\n", *deep)
	fmt.Printf("# opening, its value for Red, Blue to move next: 1 or 0 where the solver proves it within %v\n", *solve)
	fmt.Printf("# (boards up to %dx%d), else the engine's estimate (%d playouts, or -deep's budget).\n", *solveTo, *solveTo, *playouts)
	for n := *from; n <= *to; n++ {
		b := core.MustBoard(fmt.Sprintf("hex:%dx%d", n, n))
		values := map[core.Cell]float64{}
		for c := core.Cell(0); int(c) < b.NumCells(); c++ {
			if v, ok := values[b.HalfTurn(c)]; ok {
				values[c] = v
				continue
			}
			pos := core.NewPosition(b)
			pos.Place(c, core.Red)
			if n <= *solveTo {
				if w := prove(b, pos, *solve); w != core.NoPlayer {
					values[c] = 0
					if w == core.Red {
						values[c] = 1
					}
					continue
				}
			}
			search := *playouts
			if more, ok := budget[n]; ok {
				search = more
			}
			e := engine.New(b, false, engine.Options{Playouts: search, Seed: 1})
			r, err := e.Search(context.Background(), pos, core.Blue)
			if err != nil {
				log.Fatal(err)
			}
			switch {
			case r.Lost:
				values[c] = 1
			case r.Reason == engine.Proven || r.Reason == engine.Completes:
				values[c] = 0
			default:
				values[c] = 1 - r.Value
			}
		}
		for c := core.Cell(0); int(c) < b.NumCells(); c++ {
			fmt.Printf("%s %s %.3f\n", b.Spec(), b.CellName(c), values[c])
		}
		log.Printf("%s done", b.Spec())
	}
}

// parseDeep reads -deep: SIZE=PLAYOUTS pairs, comma-separated.
func parseDeep(text string) (map[int]int, error) {
	out := map[int]int{}
	for _, pair := range strings.Split(text, ",") {
		if pair == "" {
			continue
		}
		size, playouts, ok := strings.Cut(pair, "=")
		n, err1 := strconv.Atoi(size)
		p, err2 := strconv.Atoi(playouts)
		if !ok || err1 != nil || err2 != nil || n < 1 || p < 1 {
			return nil, fmt.Errorf("%q: expected SIZE=PLAYOUTS", pair)
		}
		out[n] = p
	}
	return out, nil
}

// prove returns who wins pos, Blue to move, if the solver finds out within limit.
func prove(b *core.Board, pos *core.Position, limit time.Duration) core.Player {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	r, err := solver.New(b, solver.Options{Memory: 256 << 20}).Solve(ctx, pos, core.Blue)
	if err != nil {
		return core.NoPlayer
	}
	return r.Winner
}
