#!/usr/bin/env bash
# The strength of mcts (its fixed budget of 20,000 playouts a move) against random and mc
# (thesis Algorithm 9.1.1), per board, both first players (docs/strategies.md, "mcts").
# Run from the repository's root: bash docs/results/mcts/run.sh
# ONLY=TEXT runs just the lines whose "RED BLUE BOARD" contains TEXT (ONLY='mc hex:11x11').
# Square boards are the same game for either colour (transposed), so mcts plays Red there;
# on the 5x9 cylinder the two colours have different goals, so it plays both.
# The external engine is hexlab itself served over HTP (no HTP engine such as MoHex is
# packaged for Debian): 'htp:hexlab htp --bot mc --seed {seed}', with the binary on PATH.
set -euo pipefail
out=docs/results/mcts
jobs=${JOBS:-2}
only=${ONLY:-}
bin=$(mktemp -d)
go build -o "$bin/hexlab" ./cmd/hexlab
export PATH="$bin:$PATH"
label() { # a player's name in file names: htp:hexlab htp --bot mc ... -> htp-mc
	case $1 in
	htp:*) local bot=${1#*--bot }; echo "htp-${bot%% *}" ;;
	*) echo "$1" ;;
	esac
}
arena() { # RED BLUE BOARD GAMES
	local file="$out/$(label "$1")-$(label "$2")-${3/:/-}.json" start end
	[[ -z $only || "$1 $2 $3" == *"$only"* ]] || return 0
	start=$(date +%s.%N)
	hexlab arena --board "$3" --red "$1" --blue "$2" --games "$4" --first both --seed 1 \
		--jobs "$jobs" --quiet --json "$file" >/dev/null
	end=$(date +%s.%N)
	printf '%s %s %s %d games %.0f s\n' "$1" "$2" "$3" $((2 * $4)) "$(echo "$end - $start" | bc)" | tee -a "$out/times.txt"
}
for board in hex:7x7 torus:7x7; do
	arena mcts random "$board" 25
	arena mcts mc "$board" 50
done
arena mcts random cyl:5x9 25
arena random mcts cyl:5x9 25
arena mcts mc cyl:5x9 50
arena mc mcts cyl:5x9 50
arena mcts random hex:11x11 10
arena mcts mc hex:11x11 20
arena mcts 'htp:hexlab htp --bot mc --seed {seed}' hex:7x7 50
