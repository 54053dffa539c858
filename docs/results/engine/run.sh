#!/usr/bin/env bash
# The engine's measured runs (docs/engine.md): mcts against MoHex 2.0 at one second a move,
# each level against the one before it, and mcts against issue 14's mcts and mc on the boards
# MoHex does not play. Run from the repository's root:
#   bash docs/results/engine/run.sh            # everything (about 6 hours on 2 cores)
#   ONLY=mohex BOARDS=hex:9x9 SWAPS=noswap bash docs/results/engine/run.sh  # one part of it
#   ONLY=mohex bash docs/results/engine/run.sh # one part: mohex, levels, baseline, handicap or threads
# MOHEX=binary names MoHex (default: what ../shared/tools/build-benzene.sh builds); OUT=dir
# writes the files there instead of docs/results/engine; HEXLAB=binary plays with that hexlab
# (a variant of the engine built for a measurement) instead of building this tree's.
# SIGTERM or Ctrl-C stops it: the games under way finish and the file of the run under way
# keeps the games finished, marked partial (as does a run killed outright, at its last
# checkpoint: hexlab arena --checkpoint). RESUME=1 with the same settings (and HEXLAB) goes
# on from there: a MoHex or levels file already complete is kept, a partial one's games are
# played to the end (hexlab arena --resume); without it every file is played afresh.
set -euo pipefail
out=${OUT:-docs/results/engine}
only=${ONLY:-}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
# arena runs hexlab arena in the background and waits for it, so that a SIGTERM or Ctrl-C to
# this script reaches it and the script waits until its files are written.
child=
arena() {
	"$bin/hexlab" arena "$@" &
	child=$!
	wait "$child"
	child=
}
# play FILE ARGS... writes FILE with hexlab arena ARGS --json FILE, or with RESUME=1 keeps a
# complete FILE and plays the rest of a partial one.
play() {
	local file=$1 header
	shift
	if [[ ${RESUME:-} == 1 && -f $file ]]; then
		header=$(head -c 4096 "$file")
		if [[ $header != *'"partial":true'* ]]; then
			echo "run.sh: $file is complete: kept" >&2
			return
		fi
		echo "run.sh: $file is partial: playing the rest" >&2
		arena --resume "$file" --jobs "${JOBS:-2}" --quiet --json "$file"
		return
	fi
	arena "$@" --json "$file"
}
trap 'if [[ -n $child ]]; then kill -TERM "$child" 2>/dev/null; wait "$child" || true; fi; exit 143' TERM INT
if [[ -n ${HEXLAB:-} ]]; then
	cp "$HEXLAB" "$bin/hexlab"
else
	go build -o "$bin/hexlab" ./cmd/hexlab
fi
if [[ -z $only || $only == mohex ]]; then
	# The issue's protocol: mcts against MoHex 2.0 at one second a move, one thread each, the
	# engine as Red and as Blue, GAMES games with each first player (50 each way with the
	# default 25), on each of BOARDS, with the swap rule off and on (SWAPS). JOBS games at once
	# (default 2 on 2 cores: in each game the two engines take turns, so each game has a core).
	# MoHex crashes where its fill-in decides the position; the solver settles those games
	# (--adjudicate). Files: mcts-mohex-BOARD-RULE-COLOUR.json.
	# MoHex at max_time 1 takes 1.3 to 1.6 s a move it searches (its pre-search and knowledge
	# come on top of the search's second), 0.9 s a move on average in a game (the arena's
	# "time taken" says each side's mean): THINK gives mcts its time (default 1s), MOHEX_TIME
	# MoHex's max_time (default 1). fillin_map_bits 12:
	# MoHex makes a new table of its tree's knowledge for every search, 2^16 entries of some
	# boards each by default (MoHexPlayer::Search); on machines whose page faults are slow that
	# took 2 s a move before the search began (3.4 s a genmove, 1.3 s with 12 bits, the same
	# search). A search of a few seconds keeps some 100 positions' knowledge: 4,096 is ample.
	# HALF=engine-first plays only the games the engine opens (as Red with Red first, as Blue
	# with Blue first): the half that tells settings apart, since MoHex wins nearly every game
	# it opens (the screening of docs/engine.md); HALF=mohex-first the other half, so that
	# the two halves together make the protocol's games. START=red:2,blue:2 starts every game
	# from stones of both players drawn from its seed (hexlab arena --handicap), the same for
	# the engine as Red and as Blue: games from as many positions as pairs, not from the empty
	# board (docs/engine.md, "From random starts"); only with SWAPS=noswap, and OUT elsewhere.
	start=()
	[[ -n ${START:-} ]] && start=(--handicap "$START")
	mohex=${MOHEX:-$(bash ../shared/tools/build-benzene.sh | tail -1)}
	# MoHex's settings go to a file that outlives the run, since a partial file's player names
	# it and --resume starts MoHex with it again.
	cfg=${XDG_CACHE_HOME:-$HOME/.cache}/hexlab/mohex-time-${MOHEX_TIME:-1}-bits-${MOHEX_FILLIN_BITS:-12}.cfg
	mkdir -p "$(dirname "$cfg")"
	printf 'param_mohex max_time %s\nparam_mohex num_threads 1\nparam_mohex use_time_management 0\nparam_mohex reuse_subtree 0\nparam_mohex ponder 0\nparam_mohex fillin_map_bits %s\n' "${MOHEX_TIME:-1}" "${MOHEX_FILLIN_BITS:-12}" >"$cfg"
	engine="htp:$mohex --quiet --use-logfile 0 --config $cfg"
	for board in ${BOARDS:-hex:9x9 hex:11x11}; do
		for rule in ${SWAPS:-noswap swap}; do
			swap=()
			[[ $rule == swap ]] && swap=(--swap)
			name=${board//:/-}
			for colour in red blue; do
				red=mcts blue=$engine
				[[ $colour == blue ]] && red=$engine blue=mcts
				first=both
				[[ ${HALF:-} == engine-first ]] && first=$colour
				if [[ ${HALF:-} == mohex-first ]]; then
					first=blue
					[[ $colour == blue ]] && first=red
				fi
				play "$out/mcts-mohex-$name-$rule-$colour.json" --board "$board" --red "$red" --blue "$blue" \
					--think "${THINK:-1s}" "${swap[@]}" "${start[@]}" --games "${GAMES:-25}" --first "$first" --jobs "${JOBS:-2}" \
					--adjudicate 60s --quiet
			done
		done
	done
fi
if [[ -z $only || $only == levels ]]; then
	# Each level against the one before it (beginner against mc), from the empty 9x9 board;
	# then on 11x11 from random starts (two stones of each player drawn from each game's seed,
	# the same for both runs), each level as Red and as Blue: the lines of hexlab strategies.
	prev=mc
	for level in beginner club strong strongest; do
		play "$out/$level-$prev-hex-9x9.json" --board hex:9x9 --red "$level" --blue "$prev" --games 10 \
			--first both --jobs 1 --quiet
		prev=$level
	done
	mkdir -p "$out/levels-11x11/random-start"
	prev=mc
	for level in beginner club strong strongest; do
		for pair in "$level $prev" "$prev $level"; do
			read -r red blue <<<"$pair"
			play "$out/levels-11x11/random-start/$red-$blue-hex-11x11.json" --board hex:11x11 \
				--handicap red:2,blue:2 --red "$red" --blue "$blue" --games 10 --first both --jobs "${JOBS:-2}" --quiet
		done
		prev=$level
	done
fi
if [[ -z $only || $only == handicap ]]; then
	# The cylinders from handicap positions (hexlab arena --handicap): there Red wins from the
	# empty board whoever plays it, so each game starts with Blue's stones on cells drawn from
	# its seed, as many as make the engine against itself even with Red to move (blue:6 on
	# cyl:7x7, blue:4 on cyl:5x9; docs/engine.md), and each position is played twice, the engine
	# as Red and as Blue (the same seeds), against issue 14's mcts and against mc.
	[[ -x $bin/hexlab-base ]] || bash scripts/baseline-mcts.sh "$bin/hexlab-base"
	mkdir -p "$out/handicap"
	for spec in cyl:7x7=blue:6 cyl:5x9=blue:4; do
		board=${spec%=*}
		handicap=${spec#*=}
		name=${board//:/-}
		for opp in mcts-2026-11 mc; do
			"$bin/hexlab-base" arena --board "$board" --handicap "$handicap" --red mcts --blue "$opp" --think 250ms \
				--games "${GAMES:-30}" --first red --jobs "${JOBS:-2}" --quiet --json "$out/handicap/mcts-$opp-$name.json"
			"$bin/hexlab-base" arena --board "$board" --handicap "$handicap" --red "$opp" --blue mcts --think 250ms \
				--games "${GAMES:-30}" --first red --jobs "${JOBS:-2}" --quiet --json "$out/handicap/$opp-mcts-$name.json"
		done
	done
fi
if [[ -z $only || $only == baseline ]]; then
	# Against the mcts that issue 14 measured (scripts/baseline-mcts.sh builds it beside today's
	# engine) and against mc, on the boards MoHex does not play: the engine as Red and as Blue.
	# BASE_BOARDS and OPPONENTS choose a part; GAMES games with each first player (default 10).
	[[ -x $bin/hexlab-base ]] || bash scripts/baseline-mcts.sh "$bin/hexlab-base"
	for board in ${BASE_BOARDS:-cyl:5x9 cyl:7x7 torus:7x7 hex:7x7+reverse}; do
		for opp in ${OPPONENTS:-mcts-2026-11 mc}; do
			name=${board//:/-}
			name=${name//+/-}
			"$bin/hexlab-base" arena --board "$board" --red mcts --blue "$opp" --think 250ms --games "${GAMES:-10}" --first both \
				--jobs "${JOBS:-1}" --quiet --json "$out/mcts-$opp-$name.json"
			"$bin/hexlab-base" arena --board "$board" --red "$opp" --blue mcts --think 250ms --games "${GAMES:-10}" --first both \
				--jobs "${JOBS:-1}" --quiet --json "$out/$opp-mcts-$name.json"
		done
	done
fi
if [[ -z $only || $only == threads ]]; then
	# Two root-parallel trees against one, at equal time (the one-tree side over HTP, so that
	# --threads reaches only Red).
	arena --board hex:9x9 --red mcts --threads 2 --think 500ms \
		--blue "htp:$bin/hexlab htp --bot mcts --think 500ms" --games 10 --first both --jobs 1 --quiet \
		--json "$out/mcts-threads2-mcts-hex-9x9.json"
fi
