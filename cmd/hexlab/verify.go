package main

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/session"
	"github.com/hexlab/hexlab/strategies"
)

const verifyHelp = `usage: hexlab verify --strategy NAME [--board SPEC] [--first red|blue] [--colour red|blue]
                     [--every-choice] [--seed N] [--jobs J] [--json] [--quiet]

Plays a paper's strategy against every sequence of the opponent's moves and either proves
that it never loses (the number of positions checked) or prints a shortest game it loses,
as moves and as a link that opens it on the board. The strategies it follows are those
written as a paper's rules: 3xn, alpern-beck and gardner.

  --strategy NAME   the strategy (required)
  --board SPEC      hex:MxN, cyl:MxN or torus:MxN of at most 64 cells (default hex:4x4)
  --first PLAYER    who moves first: red or blue (default: each in turn)
  --colour PLAYER   the strategy's colour (default: each colour it plays on the board)
  --every-choice    where a rule leaves a choice, follow every cell it allows (a proof for
                    any seed), not only the one the bot with --seed picks
  --seed N          the bot's seed, without --every-choice (default 1)
  --jobs J          searches at once (default: the number of cores)
  --json            print JSON, one line per check (below)
  --quiet           no progress on standard error

The work is split into one search for each of the opponent's first moves, run in parallel.

JSON: {"strategy":"3xn","board":"cyl:3x5","colour":"red","first":"blue","every_choice":true,
       "holds":true,"positions":1234,"parts":15}; a check that fails adds "line" (the moves)
       and "link".

A strategy that plays no colour on the board says why, and names the boards nearest to it
that it plays on ('hexlab strategies --board SPEC' lists the players of a board).

Exit status: 0 the strategy never loses, 1 it loses (the line is printed) or the search
failed, 2 a bad command line (a strategy verify does not follow, a board of more than 64
cells or one the strategy does not play on).
`

// verifyAnswer is one check of hexlab verify, as JSON.
type verifyAnswer struct {
	Strategy    string   `json:"strategy"`
	Board       string   `json:"board"`
	Colour      string   `json:"colour"`
	First       string   `json:"first"`
	EveryChoice bool     `json:"every_choice"`
	Holds       bool     `json:"holds"`
	Positions   int      `json:"positions"`
	Parts       int      `json:"parts"`
	Line        []string `json:"line,omitempty"`
	Reason      string   `json:"reason,omitempty"`
	Link        string   `json:"link,omitempty"`
}

// errLoses is returned when a verified strategy loses a game.
var errLoses = fmt.Errorf("the strategy loses (the line is printed above)")

// runVerify is hexlab verify.
func runVerify(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("verify")
	name := fs.String("strategy", "", "the strategy")
	board := fs.String("board", "hex:4x4", "the board")
	firstText := fs.String("first", "", "who moves first")
	colourText := fs.String("colour", "", "the strategy's colour")
	every := fs.Bool("every-choice", false, "every choice")
	seed := fs.Uint64("seed", 1, "the seed")
	jobs := fs.Int("jobs", 0, "searches at once")
	asJSON := fs.Bool("json", false, "print JSON")
	quiet := fs.Bool("quiet", false, "no progress")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *name == "" {
		return usagef("--strategy is required: one of %s", verifiable())
	}
	spec, err := core.ParseSpec(*board)
	if err != nil {
		return usagef("--board %q: %v", *board, err)
	}
	b, err := core.NewBoard(spec)
	if err != nil {
		return usagef("--board %q: %v", *board, err)
	}
	if b.NumCells() > verifyMaxCells {
		return usagef("--board %q: verify searches boards of at most %d cells; %s has %d", *board, verifyMaxCells, spec, b.NumCells())
	}
	if *jobs < 0 {
		return usagef("--jobs %d: expected 0 (every core) or more", *jobs)
	}
	players := func(text, flag string) ([]core.Player, error) {
		if text == "" {
			return []core.Player{core.Red, core.Blue}, nil
		}
		p, err := core.ParsePlayer(text)
		if err != nil || p == core.NoPlayer {
			return nil, usagef("--%s %q: expected red or blue", flag, text)
		}
		return []core.Player{p}, nil
	}
	firsts, err := players(*firstText, "first")
	if err != nil {
		return err
	}
	colours, err := players(*colourText, "colour")
	if err != nil {
		return err
	}
	info, err := strategies.Lookup(*name)
	if err != nil {
		return usagef("--strategy %q: %v", *name, err)
	}
	if !slices.Contains(strategies.Verifiable(), *name) {
		return usagef("--strategy %s: not written as a paper's rules; verify follows %s", *name, verifiable())
	}
	if fits, _ := info.Colours(spec); len(fits) == 0 {
		return notFitting(info, spec)
	}
	var plays []core.Player
	for _, c := range colours {
		if err := info.Fits(spec, c); err == nil {
			plays = append(plays, c)
		} else if *colourText != "" {
			return usagef("--colour %s: %v", c, err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	failed := false
	for _, colour := range plays {
		for _, first := range firsts {
			o := strategies.VerifyOptions{Name: *name, Board: b, Player: colour, First: first, Every: *every, Seed: *seed, Jobs: *jobs}
			var show *progress
			o.Progress = func(done, total int) {
				if show == nil {
					show = newProgress(stderr, fmt.Sprintf("verify %s as %s, %s first", *name, colour, first), "parts", total, *quiet)
				}
				show.update(done)
			}
			v, err := strategies.Verify(ctx, o)
			if show != nil {
				show.finish()
			}
			if err != nil {
				return err
			}
			a := verifyAnswer{Strategy: *name, Board: spec.String(), Colour: colour.String(), First: first.String(),
				EveryChoice: *every, Holds: v.Holds, Positions: v.Positions, Parts: v.Parts, Reason: v.Reason}
			if !v.Holds {
				failed = true
				for _, m := range v.Line {
					a.Line = append(a.Line, b.MoveName(m))
				}
				a.Link = verifyLink(spec, first, colour, *name, core.FormatMoveList(b, v.Line))
			}
			if *asJSON {
				err = writeJSON(stdout, a)
			} else {
				err = writeVerifyText(stdout, a, *seed)
			}
			if err != nil {
				return err
			}
		}
	}
	if failed {
		return errLoses
	}
	return nil
}

// verifyLink is the board page's address of a lost game, with the strategy playing its side.
func verifyLink(spec core.Spec, first, colour core.Player, name, moves string) string {
	q := url.Values{}
	q.Set("board", spec.String())
	q.Set("first", first.String())
	q.Set(colour.String(), name)
	q.Set("moves", moves)
	return "board.html?" + session.Encode(q)
}

// writeVerifyText prints one check.
func writeVerifyText(w io.Writer, a verifyAnswer, seed uint64) error {
	mode := fmt.Sprintf("the bot with seed %d", seed)
	if a.EveryChoice {
		mode = "every choice"
	}
	if a.Holds {
		_, err := fmt.Fprintf(w, "%s as %s on %s, %s first, %s: never loses (%d positions, %d parts)\n",
			a.Strategy, a.Colour, a.Board, a.First, mode, a.Positions, a.Parts)
		return err
	}
	reason := ""
	if a.Reason != "" {
		reason = " (" + a.Reason + ")"
	}
	_, err := fmt.Fprintf(w, "%s as %s on %s, %s first, %s: loses%s in %d moves: %s\n  %s\n",
		a.Strategy, a.Colour, a.Board, a.First, mode, reason, len(a.Line), strings.Join(a.Line, ","), a.Link)
	return err
}
