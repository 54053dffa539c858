package main

import (
	"fmt"
	"sort"
	"strings"
)

// usage is the overview `hexlab help` prints.
func usage() string {
	var sb strings.Builder
	sb.WriteString(`hexlab: play, analyse and study Hex on planar, cylindrical and toroidal boards.

usage: hexlab COMMAND [flags]

commands:
`)
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(&sb, "  %-11s %s\n", name, commands[name].summary)
	}
	sb.WriteString(`  help        print this, or a command's usage: hexlab help play

Boards are hex:MxN, cyl:MxN or torus:MxN (M columns, N rows, 1..32), optionally +reverse.
Cells are column letters and a row number (a1, c5, aa3); move lists are comma-separated in
play order (c5,b7,swap,d4). Players are strategy names (hexlab strategies), moves:LIST, or
htp:COMMAND, an external engine that speaks HTP (hexlab htp is one).
Output is text, or JSON with --json. Exit status: 0 done, 1 a failure while running,
2 a bad command line.
`)
	return sb.String()
}
