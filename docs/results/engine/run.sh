#!/usr/bin/env bash
# The engine's measured runs (docs/engine.md): mcts against MoHex 2.0 on hex:9x9 at one second
# a move, and each level against the one before it. Run from the repository's root:
#   bash docs/results/engine/run.sh            # everything (about 40 minutes on 2 cores)
#   ONLY=mohex bash docs/results/engine/run.sh # one part: mohex or levels
# MOHEX=binary names MoHex (default: what ../shared/tools/build-benzene.sh builds).
set -euo pipefail
out=docs/results/engine
only=${ONLY:-}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/hexlab" ./cmd/hexlab
if [[ -z $only || $only == mohex ]]; then
	mohex=${MOHEX:-$(bash ../shared/tools/build-benzene.sh | tail -1)}
	printf 'param_mohex max_time 1\nparam_mohex num_threads 1\nparam_mohex use_time_management 0\nparam_mohex reuse_subtree 0\nparam_mohex ponder 0\n' >"$bin/mohex.cfg"
	# One game at a time, so that each engine has a core; MoHex crashes where its fill-in
	# decides the position, and the solver settles those games (--adjudicate).
	"$bin/hexlab" arena --board hex:9x9 --red mcts --think 1s \
		--blue "htp:$mohex --quiet --use-logfile 0 --config $bin/mohex.cfg" \
		--games 10 --first both --jobs 1 --adjudicate 60s --quiet --json "$out/mcts-mohex-hex-9x9.json"
	"$bin/hexlab" arena --board hex:9x9 --red mcts --think 1s --swap \
		--blue "htp:$mohex --quiet --use-logfile 0 --config $bin/mohex.cfg" \
		--games 10 --first both --jobs 1 --adjudicate 60s --quiet --json "$out/mcts-mohex-hex-9x9-swap.json"
fi
if [[ -z $only || $only == levels ]]; then
	prev=mc
	for level in beginner club strong strongest; do
		"$bin/hexlab" arena --board hex:9x9 --red "$level" --blue "$prev" --games 10 --first both --jobs 1 \
			--quiet --json "$out/$level-$prev-hex-9x9.json"
		prev=$level
	done
fi
