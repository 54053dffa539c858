#!/usr/bin/env bash
# Issue 58's measured games: the engine guided by the network (mcts:network, the embedded
# weights, or mcts:network=FILE with NET=FILE) against today's engine (mcts, the engine of the
# issue's starting commit: the network is opt-in) and against MoHex 2.0, at one second a move,
# one thread each, with no opening book, from random starts: one stone of each player drawn from
# each game's seed (hexlab arena --handicap red:1,blue:1), every start played with the network's
# engine as Red and as Blue and with each first player. Run from the repository's root:
#   bash docs/results/engine/network/run.sh                 # both opponents on hex:11x11
#   ONLY=mcts GAMES=20 BOARDS="hex:9x9 hex:11x11" bash docs/results/engine/network/run.sh
# GAMES is the games of each first player in each colour (default 10: 40 games a board and
# opponent); JOBS games at once (default 2); OUT the folder (default this one); NET a weights
# file; SEED the first game's seed (default 1; game k has seed SEED+k: another SEED, other
# starts); PLAYER the network's player (default mcts:network, or mcts:network=$NET); RESUME=1
# plays the rest of partial files (hexlab arena --resume); THINK the time a move (default 1s;
# the tuning screens of 2026-12-08 used 500ms). MoHex is what
# ../shared/tools/build-benzene.sh builds, with docs/results/engine/run.sh's settings.
# Files: OPPONENT-BOARD-COLOUR.json (COLOUR: the network engine's).
set -euo pipefail
out=${OUT:-docs/results/engine/network}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/hexlab" ./cmd/hexlab
player=${PLAYER:-mcts:network}
[[ -n ${NET:-} ]] && player="mcts:network=$NET"
opponents=()
if [[ -z ${ONLY:-} || ${ONLY:-} == mcts ]]; then opponents+=(mcts); fi
if [[ -z ${ONLY:-} || ${ONLY:-} == mohex ]]; then
	mohex=${MOHEX:-$(bash ../shared/tools/build-benzene.sh | tail -1)}
	cfg=${XDG_CACHE_HOME:-$HOME/.cache}/hexlab/mohex-time-1-bits-12.cfg
	mkdir -p "$(dirname "$cfg")"
	printf 'param_mohex max_time 1\nparam_mohex num_threads 1\nparam_mohex use_time_management 0\nparam_mohex reuse_subtree 0\nparam_mohex ponder 0\nparam_mohex fillin_map_bits 12\n' >"$cfg"
	opponents+=("htp:$mohex --quiet --use-logfile 0 --config $cfg")
fi
for board in ${BOARDS:-hex:11x11}; do
	for opp in "${opponents[@]}"; do
		name=mcts
		[[ $opp == htp:* ]] && name=mohex
		for colour in red blue; do
			red=$player blue=$opp
			[[ $colour == blue ]] && red=$opp blue=$player
			file="$out/$name-${board//:/-}-$colour.json"
			if [[ ${RESUME:-} == 1 && -f $file ]]; then
				if [[ $(head -c 4096 "$file") != *'"partial":true'* ]]; then continue; fi
				"$bin/hexlab" arena --resume "$file" --jobs "${JOBS:-2}" --quiet --checkpoint 1m --json "$file"
				continue
			fi
			"$bin/hexlab" arena --board "$board" --red "$red" --blue "$blue" --think "${THINK:-1s}" --handicap red:1,blue:1 \
				--games "${GAMES:-10}" --seed "${SEED:-1}" --first both --jobs "${JOBS:-2}" --adjudicate 60s --quiet --checkpoint 1m --json "$file"
		done
	done
done
