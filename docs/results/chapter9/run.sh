#!/usr/bin/env bash
# Reproduces the simulations of chapter 9 of the thesis (docs/chapter9.md):
# Red by Algorithms 7.1.1/8.4.1 on cyl:5xN and by 4.2.1/5.1.1 on the minimal and
# widening boards, against the Monte Carlo Blue (Algorithm 9.1.1), 100 games per
# board and first player, seeds 1 to 100. Run from the repository's root:
#
#   bash docs/results/chapter9/run.sh            # every run (about 15 minutes on 2 cores)
#   bash docs/results/chapter9/run.sh 5xn        # only 7.1.1 against 8.4.1
#   bash docs/results/chapter9/run.sh cyl        # only 4.2.1 against 5.1.1
#   bash docs/results/chapter9/run.sh thesis     # 8.4.1 against the thesis's Blue (--thesis-blue)
#
# Each run writes docs/results/chapter9/RED-BOARD.json (every game) and appends
# its wall-clock time to docs/results/chapter9/times.txt; compare.sh draws the
# charts and the comparison tables from the JSON files.
set -euo pipefail
out=docs/results/chapter9
games=${GAMES:-100}
jobs=${JOBS:-2}
go build -o /tmp/hexlab-ch9 ./cmd/hexlab
arena() { # RED BOARD [NAME [FLAGS...]]
	local red=$1 board=$2 name=${3:-$1} start end
	shift 2
	shift || true
	start=$(date +%s.%N)
	/tmp/hexlab-ch9 arena --board "$board" --red "$red" --blue mc --games "$games" --first both --seed 1 \
		--jobs "$jobs" --quiet --json "$out/$name-${board/:/-}.json" "$@" >/dev/null
	end=$(date +%s.%N)
	printf '%s %s %d games %.0f s\n' "$name" "$board" $((2 * games)) "$(echo "$end - $start" | bc)" | tee -a "$out/times.txt"
}
part=${1:-all}
if [[ $part == all || $part == 5xn ]]; then
	for n in 4 5 6 7 9 12; do
		for red in vandenbroek fitzgerald; do arena "$red" "cyl:5x$n"; done
	done
fi
if [[ $part == all || $part == thesis ]]; then
	for n in 4 5 6 7 9 12; do arena fitzgerald "cyl:5x$n" fitzgerald-thesis --thesis-blue; done
fi
if [[ $part == all || $part == cyl ]]; then
	for board in cyl:4x3 cyl:6x5 cyl:8x7 cyl:8x5 cyl:10x5; do
		for red in alpern-beck gardner; do arena "$red" "$board"; done
	done
fi
