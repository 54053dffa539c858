#!/usr/bin/env bash
# Draws the charts of docs/chapter9.md and writes the comparison tables from the JSON files
# that run.sh wrote. Run from the repository's root: bash docs/results/chapter9/compare.sh
set -euo pipefail
out=docs/results/chapter9
img=docs/images
go build -o /tmp/hexlab-ch9 ./cmd/hexlab
files() { # PREFIX BOARD...: the JSON files of those runs, comma-separated
	local prefix=$1 list=() b
	shift
	for b in "$@"; do list+=("$out/$prefix-${b/:/-}.json"); done
	local IFS=,
	echo "${list[*]}"
}
compare() { # NAME FILES
	/tmp/hexlab-ch9 arena --from "$2" --csv "$out/$1.csv" --chart "$img/chapter9-$1.png" >"$out/$1.txt"
	echo "$out/$1.txt $out/$1.csv $img/chapter9-$1.png"
}
fivebyn=(cyl:5x4 cyl:5x5 cyl:5x6 cyl:5x7 cyl:5x9 cyl:5x12)
compare 5xn "$(files vandenbroek "${fivebyn[@]}"),$(files fitzgerald "${fivebyn[@]}")"
if ls "$out"/fitzgerald-thesis-*.json >/dev/null 2>&1; then
	compare 5xn-thesis-blue "$(files vandenbroek "${fivebyn[@]}"),$(files fitzgerald-thesis "${fivebyn[@]}")"
	compare rules-8.4.1-thesis-blue "$(files fitzgerald-thesis "${fivebyn[@]}")"
fi
compare rules-8.4.1 "$(files fitzgerald "${fivebyn[@]}")"
compare rules-7.1.1 "$(files vandenbroek "${fivebyn[@]}")"
minimal=(cyl:4x3 cyl:6x5 cyl:8x7)
widening=(cyl:6x5 cyl:8x5 cyl:10x5)
compare minimal "$(files alpern-beck "${minimal[@]}"),$(files gardner "${minimal[@]}")"
compare widening "$(files alpern-beck "${widening[@]}"),$(files gardner "${widening[@]}")"
