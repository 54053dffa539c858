// Command board is the Hexlab board as a desktop app: a window with a Hex board to play on,
// against another person or a bot, with the same controls as the board page.
//
//	go run ./cmd/desktop/board --board hex:9x9 --blue mcts
//	go run ./cmd/desktop/board game.sgf
//
// Flags (each also a URL parameter of the board page):
//
//	--board hex:MxN|cyl:MxN|torus:MxN[+reverse]  the board (default hex:11x11)
//	--rule normal|reverse                        the rule (the same as +reverse)
//	--first red|blue                             who moves first (default red)
//	--red human|STRATEGY, --blue human|STRATEGY  who plays each colour (default human)
//	--moves f6,e7,...  --at N                    moves already played, and how many are shown
//	--swap                                       the swap rule (pie rule)
//	--seed N  --think 2s                         the bots' seed and thinking time
//	--view, --flip, --rotate, --pan              how the board is drawn
//	--ui minimal, --readonly                     only the board; no playing
//	--ponder=false                               bots do not think on the person's time
//	--site URL                                   the Hexlab site Copy link leads to
//	                                             (default http://localhost:8080/, make serve's)
//
// A bot that searches (mcts and its levels) is kept from one move to the next, keeping its
// tree, and ponders: it thinks while the person is to move, and its next move starts from what
// it found (so its moves depend on how long the person thought; --ponder=false turns that off).
//
// A file argument (SGF or a JSON record) opens that game. Without flags or a file, the game
// in progress when the app was last closed comes back: it is kept in
// os.UserConfigDir()/hexlab/hexlab.board.game.json after every move. Flags that name the game
// (board, first, red, blue, moves ...) start that game instead. Exported games go to the
// Downloads folder; drop a game file on the window to open it.
//
// Keys: arrows and Enter play, N new game, U undo, R redo, H hint, S swap, Home/PgUp/PgDn/End
// step through the moves, E/J export SGF/JSON, L copy link, V view, F flip, M menu. Copy link
// puts the game's link (the board page on --site) on the clipboard with wl-copy, xclip or xsel
// (pbcopy on macOS), and shows it where there is none. It builds with cgo and needs a display
// (X11).
package main

import (
	"flag"
	"fmt"
	"net/url"
	"os"

	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/internal/urlparam"
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d"
	"github.com/hexlab/hexlab/render2d/session"
	"github.com/hexlab/hexlab/render2d/session/inprocess"
	"github.com/hexlab/hexlab/strategies"
)

// boolFlags are the settings given as plain flags (--swap, --readonly).
var boolFlags = map[string]bool{"swap": true, "readonly": true, "flip": true}

func main() {
	fs := flag.NewFlagSet("board", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: board [flags] [game.sgf|game.json]\n\nPlays Hex in a window. Flags:\n")
		fs.PrintDefaults()
	}
	ponder := fs.Bool("ponder", true, "bots that search think on the person's time")
	site := fs.String("site", urlparam.DefaultSite, "the address of the Hexlab site (where its dist/ is served) that Copy link leads to")
	for _, p := range append(append([]session.Param{}, session.Params...), session.ViewParams...) {
		if boolFlags[p.Name] {
			fs.Bool(p.Name, false, p.Usage)
			continue
		}
		fs.String(p.Name, p.Default, p.Usage)
	}
	if err := fs.Parse(os.Args[1:]); err != nil {
		os.Exit(2)
	}
	if fs.NArg() > 1 {
		fmt.Fprintf(os.Stderr, "board: unexpected argument %q (settings are flags such as --board hex:9x9; one game file at most)\n", fs.Arg(1))
		os.Exit(2)
	}
	values := url.Values{}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "ponder" || f.Name == "site" { // the app's own, not settings of the game
			return
		}
		v := f.Value.String()
		if boolFlags[f.Name] {
			v = map[string]string{"true": "1", "false": "0"}[v]
		}
		values.Set(f.Name, v)
	})
	// The bots, the analyses and the story think in goroutines of this process.
	inprocess.Use()
	siteURL, err := urlparam.ParseSite(*site)
	if err != nil {
		fmt.Fprintf(os.Stderr, "board: --site %q: %v\n", *site, err)
		os.Exit(2)
	}
	saved, loadErr := platform.Load(session.StorageKey)
	s, note, err := session.Start(values, saved)
	if err != nil {
		fmt.Fprintf(os.Stderr, "board: %v\n", err)
		os.Exit(2)
	}
	if *ponder {
		s.SetKeeper(&strategies.Keeper{})
	}
	app := render2d.New(s)
	app.Site = siteURL
	if loadErr != nil {
		note = "The saved game could not be read: " + loadErr.Error()
		app.Say(note, true)
	}
	if fs.NArg() == 1 {
		data, err := safefile.Read(fs.Arg(0), safefile.DefaultLimit)
		if err == nil {
			err = s.LoadFile(data)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "board: %s: %v\n", fs.Arg(0), err)
			os.Exit(2)
		}
	}
	if note != "" {
		fmt.Fprintf(os.Stderr, "board: %s\n", note) // the app shows it too
	}
	if err := render2d.Run(app, "Hexlab: "+s.Config().Spec.String()); err != nil {
		fmt.Fprintf(os.Stderr, "board: %v\n", err)
		os.Exit(1)
	}
}
