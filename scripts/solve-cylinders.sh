#!/usr/bin/env bash
# solve-cylinders.sh [LIMIT]: solves the cylinders Table B.1 of the thesis leaves blank
# (5 columns with 5 to 10 rows, 7 with 7 to 10, 9 with 9 and 10), for each first player,
# with hexlab solve --time LIMIT (default 90s) each, and prints one JSON answer a line:
# the board, the first player, the winner ("unknown" if not solved in time), the nodes and
# the seconds (docs/results/solved.md).
set -uo pipefail
limit=${1:-90s}
go=${GO:-go}
bin=$(mktemp -d)/hexlab
$go build -o "$bin" ./cmd/hexlab
boards="cyl:5x5 cyl:5x6 cyl:5x7 cyl:5x8 cyl:5x9 cyl:5x10 cyl:7x7 cyl:7x8 cyl:7x9 cyl:7x10 cyl:9x9 cyl:9x10"
for b in $boards; do
	for first in red blue; do
		out=$("$bin" solve --board "$b" --first "$first" --time "$limit" --quiet --json 2>/dev/null)
		echo "{\"first\":\"$first\",\"answer\":$out}"
	done
done
