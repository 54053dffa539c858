#!/usr/bin/env bash
# make bench-solver: hexlab solve beside Benzene's df-pn solver (the reference of
# docs/solver.md), one after the other in one run, on the same positions: the empty 6x6 and
# 7x7 boards, every opening of 7x7, and the empty 8x8 board. Prints a Markdown table: each
# solver's seconds and nodes, and our time over Benzene's.
#   MOHEX: Benzene's mohex binary (default: what ../shared/tools/build-benzene.sh builds).
#   LIMIT: the most time a solve may take (default 30m); CASES: the cases to run, by name
#   (default "6x6 7x7 7x7-all 8x8").
# Benzene's time is the solver's own ("Elapsed Time" in its log), without the engine's start;
# its nodes are its MID calls. Ours is hexlab solve's "seconds" and "nodes", one thread. Each
# keeps its table from one opening to the next, as hexlab solve --all does.
set -uo pipefail
export LC_ALL=C
go=${GO:-go}
root=$(cd "$(dirname "$0")/.." && pwd)
limit=${LIMIT:-30m}
cases=${CASES:-"6x6 7x7 7x7-all 8x8"}
mohex=${MOHEX:-}
if [ -z "$mohex" ]; then
	mohex=$(bash "$root/../shared/tools/build-benzene.sh" | tail -1) || { echo "bench-solver: Benzene did not build; set MOHEX" >&2; exit 1; }
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/hexlab
(cd "$root" && $go build -o "$bin" ./cmd/hexlab) || exit 1
secs() { # DURATION like 30m, 90s or 2h: prints seconds
	case $1 in *h) echo $((${1%h} * 3600)) ;; *m) echo $((${1%m} * 60)) ;; *s) echo "${1%s}" ;; *) echo "$1" ;; esac
}
cells() { # SIZE: every cell of an SIZExSIZE board, a1 b1 ... in rows
	local n=$1 r c
	for ((r = 1; r <= n; r++)); do for ((c = 0; c < n; c++)); do printf '%s%d ' "$(printf "\\$(printf '%03o' $((97 + c)))")" "$r"; done; done
}
ours() { # ARGS...: prints "seconds nodes winner" of hexlab solve ARGS
	"$bin" solve "$@" --time "$limit" --json --quiet >"$tmp/ours.json" 2>/dev/null
	python3 -c '
import json, sys
a = json.load(open(sys.argv[1]))
print("%.2f" % a["seconds"], a["nodes"], a["winner"] + ("" if not a.get("stopped") else " (stopped)"))' "$tmp/ours.json" 2>/dev/null || echo "- - error"
}
benzene() { # SIZE COMMANDS: runs COMMANDS on Benzene, prints "seconds nodes winner" summed over its solves
	local n=$1
	{
		printf 'boardsize %d %d\n' "$n" "$n"
		printf '%s\n' "$2"
		printf 'quit\n'
	} | (cd "$tmp" && timeout "$(($(secs "$limit") + 60))" "$mohex" >"$tmp/b.out" 2>"$tmp/b.err")
	awk '/^Elapsed Time/ { t += $3 } /^MID calls/ { m += $3 } /^Winner/ { w = w (w ? "," : "") $2 }
	     END { printf "%.2f %d %s\n", t, m, (w ? w : "unsolved") }' "$tmp/b.err"
}
row() { # NAME OURS BENZENE
	read -r os on ow <<<"$2"
	read -r bs bn bw <<<"$3"
	local ratio
	ratio=$(awk -v a="$os" -v b="$bs" 'BEGIN { if (b > 0 && a != "-") printf "%.2f", a / b; else print "-" }')
	printf '| %s | %s s | %s | %s s | %s | %s |\n' "$1" "$os" "$on" "$bs" "$bn" "$ratio"
}
echo "| position | hexlab | nodes | Benzene | MID calls | ratio |"
echo "|---|---|---|---|---|---|"
for c in $cases; do
	case $c in
	6x6 | 7x7 | 8x8)
		n=${c%%x*}
		row "hex:$c, empty" "$(ours --board "hex:$c")" "$(benzene "$n" 'dfpn-solve-state black')"
		;;
	7x7-all)
		cmds=""
		for cell in $(cells 7); do cmds+="play b $cell"$'\n'"dfpn-solve-state white"$'\n'"undo"$'\n'; done
		row "hex:7x7, every opening" "$(ours --board hex:7x7 --all)" "$(benzene 7 "$cmds")"
		;;
	*) echo "bench-solver: unknown case $c" >&2 ;;
	esac
done
