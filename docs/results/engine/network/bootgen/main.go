//go:build ignore

// bootgen played the self-play games the shipped network learned from (issue 58, 2026-12-07):
// today's engine (MoHex 2.0's options, 400 playouts a move) against itself on hex:11x11 from
// two random stones, the first tenth of the cells' moves drawn from the root's visit shares,
// each position written as a training record (docs/formats.md), a game a file. It was written
// before `hexlab train`'s self-play existed, which now plays such games itself (SelfPlay); it
// is kept so that the weights' data can be made again (the games were played by the binary
// built at commit c966503, the engine of the starting commit):
//
//	go run docs/results/engine/network/bootgen/main.go -board hex:11x11 -playouts 400 -seed 1 -games 1160 -out /work/train/boot
package main

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

type rec struct {
	Board  string       `json:"board"`
	Red    []int        `json:"red"`
	Blue   []int        `json:"blue"`
	ToMove string       `json:"to_move"`
	Policy [][2]float64 `json:"policy"`
	Winner string       `json:"winner"`
	Game   string       `json:"game"`
	Source string       `json:"source"`
}

func name(p core.Player) string {
	if p == core.Red {
		return "red"
	}
	return "blue"
}

func main() {
	spec := flag.String("board", "hex:11x11", "")
	playouts := flag.Int("playouts", 400, "")
	seed := flag.Uint64("seed", 1, "")
	from := flag.Int("from", 0, "")
	count := flag.Int("games", 10, "")
	out := flag.String("out", "/work/train/boot", "")
	flag.Parse()
	b := core.MustBoard(*spec)
	os.MkdirAll(*out, 0o755)
	for g := *from; g < *from+*count; g++ {
		file := filepath.Join(*out, fmt.Sprintf("boot-%dx%d-%d-%06d.jsonl.gz", b.Cols(), b.Rows(), *seed, g))
		if _, err := os.Stat(file); err == nil {
			continue
		}
		start := time.Now()
		rng := rand.New(rand.NewPCG(*seed, uint64(g)))
		opts := engine.MoHexOptions()
		opts.Playouts = *playouts
		opts.Seed = *seed*1000003 + uint64(g)
		e := engine.New(b, false, opts)
		pos := core.NewPosition(b)
		toMove := core.Red
		// Two random stones, one each.
		for i := 0; i < 2; i++ {
			empty := pos.EmptyCells()
			pos.Place(empty[rng.IntN(len(empty))], toMove)
			toMove = toMove.Opponent()
		}
		var recs []rec
		id := fmt.Sprintf("boot-%s-%d-%d", b.Spec(), *seed, g)
		ply := 0
		for !pos.Completed(core.Red) && !pos.Completed(core.Blue) {
			r, err := e.Search(context.Background(), pos, toMove)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			x := rec{Board: b.Spec().String(), ToMove: name(toMove), Game: id, Source: "selfplay"}
			for c := core.Cell(0); int(c) < b.NumCells(); c++ {
				switch pos.At(c) {
				case core.Red:
					x.Red = append(x.Red, int(c))
				case core.Blue:
					x.Blue = append(x.Blue, int(c))
				}
			}
			var total float64
			for _, m := range r.Moves {
				total += m.Visits
			}
			move := r.Move
			if total > 0 && r.Reason == engine.Searched {
				for _, m := range r.Moves {
					if m.Visits > 0 {
						x.Policy = append(x.Policy, [2]float64{float64(m.Cell), m.Visits / total})
					}
				}
				if ply < b.NumCells()/10 {
					u := rng.Float64() * total
					for _, m := range r.Moves {
						u -= m.Visits
						if u < 0 {
							move = m.Cell
							break
						}
					}
				}
			} else {
				x.Policy = [][2]float64{{float64(r.Move), 1}}
			}
			recs = append(recs, x)
			pos.Place(move, toMove)
			toMove = toMove.Opponent()
			ply++
		}
		winner := core.Red
		if pos.Completed(core.Blue) {
			winner = core.Blue
		}
		tmp := file + ".tmp"
		f, _ := os.Create(tmp)
		z := gzip.NewWriter(f)
		enc := json.NewEncoder(z)
		for i := range recs {
			recs[i].Winner = name(winner)
			enc.Encode(recs[i])
		}
		z.Close()
		f.Close()
		os.Rename(tmp, file)
		fmt.Fprintf(os.Stderr, "game %d: %d moves, %v, %.1fs\n", g, ply, winner, time.Since(start).Seconds())
	}
}
