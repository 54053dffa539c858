package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

const strategiesHelp = `usage: hexlab strategies [--board SPEC [--colour red|blue]] [--json]

Lists the players hexlab knows, with how strong each is, a description and the boards each
is meant for. Name
a player this way in --red, --blue and --player.

  --board SPEC    list only the players meant for SPEC, with the colours each plays there
                  (some play one colour only: gardner on hex:4x7 plays Blue, the 5xn
                  strategies Red)
  --colour C      with --board: only the players that play C (red or blue) there
  --json          print [{"name":"random","description":"...","strength":"...",
                  "boards":"any board"},...],
                  with "plays":["red","blue"] when --board is given
`

// strategyInfo is the JSON form of one strategy.
type strategyInfo struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Strength    string   `json:"strength"`
	Boards      string   `json:"boards"`
	Plays       []string `json:"plays,omitempty"`
}

// runStrategies is `hexlab strategies`.
func runStrategies(args []string, stdout io.Writer) error {
	fs := newFlags("strategies")
	board := fs.String("board", "", "list only the players meant for this board")
	colour := fs.String("colour", "", "with --board, only the players of this colour")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	list, err := strategyList(*board, *colour)
	if err != nil {
		return err
	}
	if *asJSON {
		if list == nil {
			list = []strategyInfo{}
		}
		return writeJSON(stdout, list)
	}
	if len(list) == 0 {
		_, err := fmt.Fprintf(stdout, "no player plays %s on %s\n", *colour, *board)
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	if *board == "" {
		fmt.Fprintln(tw, "NAME\tSTRENGTH\tBOARDS\tDESCRIPTION")
		for _, s := range list {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", s.Name, s.Strength, s.Boards, s.Description)
		}
	} else {
		fmt.Fprintln(tw, "NAME\tPLAYS\tSTRENGTH\tDESCRIPTION")
		for _, s := range list {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", s.Name, strings.Join(s.Plays, ", "), s.Strength, s.Description)
		}
	}
	return tw.Flush()
}

// strategyList returns the catalogue, or with board the strategies meant
// for it with the colours each plays there, only those of colour if given.
func strategyList(board, colour string) ([]strategyInfo, error) {
	var spec core.Spec
	want := core.NoPlayer
	if board != "" {
		var err error
		if spec, err = core.ParseSpec(board); err != nil {
			return nil, usagef("--board %q: %s", board, trimQuoted(err, "board", board))
		}
	}
	if colour != "" {
		if board == "" {
			return nil, usagef("--colour %q needs --board: a strategy's colour depends on the board", colour)
		}
		p, err := core.ParsePlayer(colour)
		if err != nil {
			return nil, usagef("--colour %q: expected red or blue", colour)
		}
		want = p
	}
	var out []strategyInfo
	for _, info := range strategies.Catalog() {
		s := strategyInfo{Name: info.Name, Description: info.Description, Strength: info.Strength, Boards: info.Boards}
		if board != "" {
			players, err := info.Colours(spec)
			if err != nil || want != core.NoPlayer && !slices.Contains(players, want) {
				continue
			}
			for _, p := range players {
				s.Plays = append(s.Plays, p.String())
			}
		}
		out = append(out, s)
	}
	return out, nil
}
