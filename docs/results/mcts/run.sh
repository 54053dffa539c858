#!/usr/bin/env bash
# The strength of mcts (its fixed budget of 20,000 playouts a move) against random and mc
# (thesis Algorithm 9.1.1), per board, both first players (docs/strategies.md, "mcts").
# Run from the repository's root: bash docs/results/mcts/run.sh
# Square boards are the same game for either colour (transposed), so mcts plays Red there;
# on the 5x9 cylinder the two colours have different goals, so it plays both.
set -euo pipefail
out=docs/results/mcts
jobs=${JOBS:-2}
go build -o /tmp/hexlab-mcts ./cmd/hexlab
arena() { # RED BLUE BOARD GAMES
	local file="$out/$1-$2-${3/:/-}.json" start end
	start=$(date +%s.%N)
	/tmp/hexlab-mcts arena --board "$3" --red "$1" --blue "$2" --games "$4" --first both --seed 1 \
		--jobs "$jobs" --quiet --json "$file" >/dev/null
	end=$(date +%s.%N)
	printf '%s %s %s %d games %.0f s\n' "$1" "$2" "$3" $((2 * $4)) "$(echo "$end - $start" | bc)" | tee -a "$out/times.txt"
}
for board in hex:7x7 torus:7x7; do
	arena mcts random "$board" 10
	arena mcts mc "$board" 10
done
arena mcts random cyl:5x9 10
arena random mcts cyl:5x9 10
arena mcts mc cyl:5x9 10
arena mc mcts cyl:5x9 10
arena mcts random hex:11x11 5
arena mcts mc hex:11x11 5
