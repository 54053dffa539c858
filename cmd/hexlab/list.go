package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/hexlab/hexlab/strategies"
)

const strategiesHelp = `usage: hexlab strategies [--json]

Lists the players hexlab knows, with a description and the boards each is meant for. Name
a player this way in --red, --blue and --player.

  --json   print [{"name":"random","description":"...","boards":"any board"},...]
`

// strategyInfo is the JSON form of one strategy.
type strategyInfo struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Boards      string `json:"boards"`
}

// runStrategies is `hexlab strategies`.
func runStrategies(args []string, stdout io.Writer) error {
	fs := newFlags("strategies")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	catalog := strategies.Catalog()
	if *asJSON {
		out := make([]strategyInfo, len(catalog))
		for i, info := range catalog {
			out[i] = strategyInfo{Name: info.Name, Description: info.Description, Boards: info.Boards}
		}
		return writeJSON(stdout, out)
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tBOARDS\tDESCRIPTION")
	for _, info := range catalog {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", info.Name, info.Boards, info.Description)
	}
	return tw.Flush()
}
