#!/usr/bin/env bash
# The halves of the 9x9 protocol the opening book can change: the games the engine opens
# without the swap rule, and those MoHex opens with it (the engine swaps). The other halves
# reach no position of the book (docs/engine.md). Run from anywhere:
#   bash docs/results/engine/book/run-halves.sh     # OUT=dir writes the files elsewhere
set -euo pipefail
cd "$(dirname "$0")/../../../.."
out=${OUT:-docs/results/engine/book}
mkdir -p "$out"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/hexlab" ./cmd/hexlab
mohex=$(bash ../shared/tools/build-benzene.sh | tail -1)
printf 'param_mohex max_time 1\nparam_mohex num_threads 1\nparam_mohex use_time_management 0\nparam_mohex reuse_subtree 0\nparam_mohex ponder 0\n' >"$bin/mohex.cfg"
engine="htp:$mohex --quiet --use-logfile 0 --config $bin/mohex.cfg"
run() { # rule red blue first file
	local swap=()
	[[ $1 == swap ]] && swap=(--swap)
	"$bin/hexlab" arena --board hex:9x9 --red "$2" --blue "$3" --think 1s "${swap[@]}" --games "${GAMES:-25}" \
		--first "$4" --jobs 2 --adjudicate 60s --quiet --json "$out/$5.json"
}
run noswap mcts "$engine" red mcts-mohex-hex-9x9-noswap-red-enginefirst
run noswap "$engine" mcts blue mcts-mohex-hex-9x9-noswap-blue-enginefirst
run swap mcts "$engine" blue mcts-mohex-hex-9x9-swap-red-mohexfirst
run swap "$engine" mcts red mcts-mohex-hex-9x9-swap-blue-mohexfirst
