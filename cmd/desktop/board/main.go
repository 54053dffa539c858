// Command board is the Hexlab board as a desktop app: a window with a Hex board to play on,
// against another person or a bot.
//
//	go run ./cmd/desktop/board --board hex:9x9 --blue random
//
// Flags (each also a URL parameter of the board page):
//
//	--board hex:MxN|cyl:MxN|torus:MxN[+reverse]  the board (default hex:11x11)
//	--first red|blue                             who moves first (default red)
//	--red human|STRATEGY, --blue human|STRATEGY  who plays each colour (default human)
//	--moves f6,e7,...                            moves already played
//	--swap                                       the swap rule (pie rule)
//	--seed N                                     the bots' seed
//
// Click a cell to play; N starts a new game, U (or Backspace, Ctrl+Z) undoes, R (Ctrl+Y)
// redoes, S swaps. It builds with cgo and needs a display (X11).
package main

import (
	"flag"
	"fmt"
	"net/url"
	"os"

	"github.com/hexlab/hexlab/render2d"
	"github.com/hexlab/hexlab/render2d/session"
)

func main() {
	fs := flag.NewFlagSet("board", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: board [flags]\n\nPlays Hex in a window. Flags:\n")
		fs.PrintDefaults()
	}
	for _, p := range session.Params {
		if p.Name == "swap" {
			fs.Bool(p.Name, false, p.Usage)
			continue
		}
		fs.String(p.Name, p.Default, p.Usage)
	}
	if err := fs.Parse(os.Args[1:]); err != nil {
		os.Exit(2)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "board: unexpected argument %q (settings are flags such as --board hex:9x9)\n", fs.Arg(0))
		os.Exit(2)
	}
	values := url.Values{}
	fs.Visit(func(f *flag.Flag) { values.Set(f.Name, f.Value.String()) })
	cfg, err := session.Parse(values)
	if err != nil {
		fmt.Fprintf(os.Stderr, "board: %v\n", err)
		os.Exit(2)
	}
	s, err := session.New(cfg)
	if err != nil {
		fmt.Fprintf(os.Stderr, "board: %v\n", err)
		os.Exit(2)
	}
	if err := render2d.Run(render2d.New(s), "Hexlab: "+cfg.Spec.String()); err != nil {
		fmt.Fprintf(os.Stderr, "board: %v\n", err)
		os.Exit(1)
	}
}
