// Command trunc is Hexlab's Trunc as a desktop app: three players, humans or bots, colour
// the cells of a cube of truncated octahedra in a window drawn with g3n (package render3d),
// with the same controls as the Trunc page.
//
//	go run ./cmd/desktop/trunc --board trunc:4 --gray mcts --black random
//	go run ./cmd/desktop/trunc --board trunc:8 --slice z:0 --explode 0.5
//
// Flags: the game's settings as the page's URL parameters (render3d/session.Params: board,
// order, white, gray, black, think, seed, moves) and how the cube is shown (session.ViewParams:
// slice, explode, solid). Without flags that name a game, the game in progress when the app
// was last closed comes back: it is saved after every move in
// os.UserConfigDir()/hexlab/hexlab.trunc.game.json. Bots think in a goroutine. --bench N
// measures the frame time over N frames with the camera turning, prints it and quits.
//
// It builds with cgo and needs a display (X11) and the Debian packages of
// scripts/install-deps.sh (desktop).
package main

import (
	"flag"
	"fmt"
	"net/url"
	"os"

	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render3d"
	"github.com/hexlab/hexlab/render3d/session"
)

func main() {
	fs := flag.NewFlagSet("trunc", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: trunc [flags]\n\nPlays Trunc in a window. Flags:\n")
		fs.PrintDefaults()
	}
	for _, p := range session.Params {
		fs.String(p.Name, p.Default, p.Usage)
	}
	for _, p := range session.ViewParams {
		fs.String(p.Name, "", p.Usage)
	}
	bench := fs.Int("bench", 0, "measure the frame time over this many frames (the camera turning), print it and quit")
	if err := fs.Parse(os.Args[1:]); err != nil {
		os.Exit(2)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "trunc: unexpected argument %q (settings are flags such as --board trunc:4)\n", fs.Arg(0))
		os.Exit(2)
	}
	game := url.Values{}
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "bench" {
			game.Set(f.Name, f.Value.String())
		}
	})
	saved, loadErr := platform.Load(session.StorageKey)
	s, note, err := session.Start(game, saved)
	if err != nil {
		fmt.Fprintf(os.Stderr, "trunc: %v\n", err)
		os.Exit(2)
	}
	if loadErr != nil {
		note = "The saved game could not be read: " + loadErr.Error()
	}
	a := render3d.New(s, 1)
	if note != "" {
		fmt.Fprintf(os.Stderr, "trunc: %s\n", note) // the app shows it too
		a.Say(note)
	}
	if *bench > 0 {
		a.Bench(*bench, func(r render3d.BenchResult) {
			fmt.Println("frame time natively (Mesa software GL under Xvfb):", r)
			os.Exit(0)
		})
	}
	a.Run()
}
