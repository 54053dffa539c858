package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/internal/urlparam"
	"github.com/hexlab/hexlab/strategies/puzzle"
)

const puzzleHelp = `usage: hexlab puzzle --from FILE[,FILE...] [--max-wins N] [--min-stones N] [--nodes N] [--out DIR] [--site URL] [--json] [--quiet]

Finds puzzles in games: positions of each game's main line where the player to move wins and
only one (or a few) of the moves do, every move's value proven by the solver ("Red to play
and win"). Prints each puzzle: where it was found, the task, the winning moves and the board
link that opens it (URL/board.html?...&puzzle=1: the solver defends and judges each attempt).

  --from FILES     game files, SGF or JSON, comma-separated (or a quoted glob: 'games/*.sgf')
  --max-wins N     the most winning moves a puzzle may have (default 1)
  --min-stones N   skip positions with fewer stones (default 4)
  --nodes N        the solver's budget for each position (default 200000); a position whose
                   every move it does not settle within it is no puzzle
  --out DIR        also write each puzzle as an SGF file there (puzzle-1.sgf, ...): the
                   position, the task as a comment and each winning move as a variation;
                   DIR is made (with its parents) if it is not there
  --site URL       the address of the Hexlab site the links open on, http:// or https://
                   (default ` + urlparam.DefaultSite + `, where make serve serves it)
  --json           print [{"source", "task", "board", "setup", "toMove", "wins", "query",
                   "link"}]: "query" the board page's query, "link" the whole address
  --quiet          no progress on standard error

Exit status: 0 done (with or without puzzles), 1 a failure while solving (or stopped), 2 a bad
command line or a file that is not a game.
`

// maxPuzzleNodes bounds --nodes.
const maxPuzzleNodes = 1 << 40

// runPuzzle is hexlab puzzle.
func runPuzzle(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("puzzle")
	from := fs.String("from", "", "game files")
	maxWins := fs.Int("max-wins", 1, "winning moves at most")
	minStones := fs.Int("min-stones", 4, "stones at least")
	nodes := fs.Int64("nodes", 200_000, "solver nodes")
	out := fs.String("out", "", "folder for SGF files")
	siteText := fs.String("site", urlparam.DefaultSite, "the site's address")
	asJSON := fs.Bool("json", false, "JSON")
	quiet := fs.Bool("quiet", false, "no progress")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case *from == "":
		return usagef("expected --from FILE: the games to find puzzles in")
	case *maxWins < 1:
		return usagef("--max-wins %d: expected 1 or more", *maxWins)
	case *minStones < 0:
		return usagef("--min-stones %d: expected 0 or more", *minStones)
	case *nodes < 1 || *nodes > maxPuzzleNodes:
		return usagef("--nodes %d: expected 1 to %d", *nodes, int64(maxPuzzleNodes))
	}
	site, err := urlparam.ParseSite(*siteText)
	if err != nil {
		return usagef("--site %q: %v", *siteText, err)
	}
	if *out != "" {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			if st, statErr := os.Stat(*out); statErr == nil && !st.IsDir() {
				return usagef("--out %q: not a folder", *out)
			}
			return usagef("--out %q: cannot make the folder: %v", *out, err)
		}
	}
	files, err := fromFiles(*from)
	if err != nil {
		return err
	}
	type game struct {
		name string
		g    *core.Game
	}
	var games []game
	total := 0
	for _, f := range files {
		g, _, err := readGameFile(f)
		if err != nil {
			return err
		}
		games = append(games, game{filepath.Base(f), g})
		total += len(g.MainLine()) + 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	prog := newProgress(stderr, "puzzle", "positions", total, *quiet)
	o := puzzle.Options{MaxWins: *maxWins, MinStones: *minStones, Nodes: *nodes}
	var found []puzzle.Puzzle
	done := 0
	var runErr error
	for _, gm := range games {
		ps, err := puzzle.FromGame(ctx, gm.g, gm.name, o, func(d, _ int) { prog.update(done + d) })
		found = append(found, ps...)
		done += len(gm.g.MainLine()) + 1
		if err != nil {
			runErr = fmt.Errorf("%s: %w", gm.name, err)
			break
		}
	}
	prog.finish()
	if *out != "" {
		for i, p := range found {
			text, err := p.SGF()
			if err != nil {
				return err
			}
			name := filepath.Join(*out, fmt.Sprintf("puzzle-%d.sgf", i+1))
			if err := safefile.Write(name, func(w io.Writer) error { _, err := io.WriteString(w, text); return err }); err != nil {
				return err
			}
		}
	}
	if *asJSON {
		err = writeJSON(stdout, puzzlesJSON(found, site))
	} else {
		_, err = io.WriteString(stdout, puzzlesText(found, len(games), site))
	}
	if runErr != nil {
		return runErr
	}
	return err
}

// puzzleJSON is a puzzle in --json's form.
type puzzleJSON struct {
	Source string   `json:"source"`
	Task   string   `json:"task"`
	Board  string   `json:"board"`
	Setup  string   `json:"setup"`
	ToMove string   `json:"toMove"`
	Wins   []string `json:"wins"`
	Query  string   `json:"query"`
	Link   string   `json:"link"`
}

// puzzleLink returns the whole address of p's board page on site.
func puzzleLink(site string, p puzzle.Puzzle) string {
	return urlparam.SiteLink(site, p.Link())
}

func puzzlesJSON(found []puzzle.Puzzle, site string) []puzzleJSON {
	out := []puzzleJSON{}
	for _, p := range found {
		b, _ := core.NewBoard(p.Spec)
		out = append(out, puzzleJSON{Source: p.Source, Task: p.Task(), Board: p.Spec.String(), Setup: core.FormatSetup(b, p.Stones),
			ToMove: p.ToMove.String(), Wins: cellNames(b, p.Wins), Query: p.Link(), Link: puzzleLink(site, p)})
	}
	return out
}

// puzzlesText lists the puzzles for people, each with its diagram.
func puzzlesText(found []puzzle.Puzzle, games int, site string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d puzzles in %d games\n", len(found), games)
	for i, p := range found {
		b, _ := core.NewBoard(p.Spec)
		g, err := p.Game()
		if err != nil {
			continue
		}
		fmt.Fprintf(&sb, "\npuzzle %d, %s: %s (%s); %s wins, %d moves lose\n", i+1, p.Source, p.Task(), p.Spec,
			strings.Join(cellNames(b, p.Wins), " or "), p.Losses)
		sb.WriteString(core.Diagram(g.Position()))
		fmt.Fprintf(&sb, "%s\n", puzzleLink(site, p))
	}
	return sb.String()
}
