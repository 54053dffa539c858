#!/usr/bin/env bash
# solve-table.sh [LIMIT] [JOBS]: solves, with a checked proof, the boards of
# docs/results/solved.md: the cylinders Table B.1 of the thesis leaves blank (5 columns with 5
# to 10 rows, 7 with 7 to 10, 9 with 9 and 10) and the small tori, each for both first
# players, with hexlab solve --time LIMIT (default 90s) each, JOBS at once (default 2);
# BOARDS="cyl:5x7 ..." and FIRSTS="blue" (default "red blue") pick some of them.
# The proofs go to docs/results/solved/BOARD-FIRST.proof.gz, each checked with hexlab
# check-proof; a board not solved within the limit keeps no file. It prints a Markdown table
# row per board and first player: the winner, a winning first move, the nodes, the seconds,
# the proof's size, its check and its SHA-256.
set -uo pipefail
limit=${1:-90s}
jobs=${2:-2}
go=${GO:-go}
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/docs/results/solved
mkdir -p "$out"
bin=$(mktemp -d)/hexlab
(cd "$root" && $go build -o "$bin" ./cmd/hexlab) || exit 1
boards=${BOARDS:-"cyl:5x5 cyl:5x6 cyl:5x7 cyl:5x8 cyl:5x9 cyl:5x10 cyl:7x7 cyl:7x8 cyl:7x9 cyl:7x10 cyl:9x9 cyl:9x10
torus:3x3 torus:3x4 torus:4x3 torus:4x4 torus:3x5 torus:5x3 torus:4x5 torus:5x4 torus:5x5"}
firsts=${FIRSTS:-"red blue"}

one() { # one BOARD FIRST: solve, prove, check, and print the row
	local b=$1 first=$2
	local name=${b/:/-}-$first
	local proof=$out/$name.proof
	local tmp
	tmp=$(mktemp)
	"$bin" solve --board "$b" --first "$first" --time "$limit" --proof "$tmp" --json --quiet >"$tmp.json" 2>/dev/null
	local winner move nodes secs
	read -r winner move nodes secs < <(python3 -c '
import json, sys
a = json.load(open(sys.argv[1]))
print(a["winner"], a.get("move") or "-", a["nodes"], "%.1f" % a["seconds"])' "$tmp.json" 2>/dev/null || echo "error - 0 0")
	local size="-" check="no proof within $limit" sum="-"
	rm -f "$proof.gz"
	if [ -s "$tmp" ]; then
		if check=$("$bin" check-proof "$tmp" --json 2>&1); then
			gzip -9 -n -c "$tmp" >"$proof.gz"
			size=$(stat -c %s "$proof.gz")
			sum=$(sha256sum "$proof.gz" | cut -c1-16)
			check=$(python3 -c '
import json, sys
a = json.loads(sys.argv[1])
print("valid: %d positions, %d connection, %d carrier and %d pairing leaves" % (a["positions"], a.get("connections", 0), a["carriers"], a["pairings"]))' "$check")
		else
			check="CHECK FAILED: $check"
		fi
	fi
	rm -f "$tmp" "$tmp.json"
	echo "| $b | $first | $winner | $move | $nodes | $secs | $size | $check | $sum |"
}
export -f one
export bin out limit

echo "| board | first | winner | first move | nodes | seconds | proof (gzip bytes) | check-proof | SHA-256 (first 16) |"
echo "|---|---|---|---|---|---|---|---|---|"
for b in $boards; do
	for first in $firsts; do
		echo "$b $first"
	done
done | xargs -P "$jobs" -n 2 bash -c 'one "$0" "$1"' | sort -t'|' -k2,2V -k3,3r
