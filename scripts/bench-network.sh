#!/usr/bin/env bash
# scripts/bench-network.sh: the speed of the embedded policy and value network (one
# evaluation, assets/weights' BenchmarkNetworkEvaluate, on hex:11x11 and hex:13x13), natively
# and compiled to WebAssembly under Node, in one run, beside the engine's playouts (mcts on
# hex:11x11, BenchmarkMCTSPlayouts), with the ratio native/WebAssembly (the issue asks at
# most 2.5 for the network on 11x11). The worker's time in headless Chromium is e2e's
# TestNetworkWorkerSpeed (cd e2e && go test -run TestNetworkWorkerSpeed -v ., after make dist).
#   BENCHTIME (default 200x; the engine's runs 3x) is passed to go test; COUNT (default 3) is
#   how many runs of each, native and WebAssembly in turn; the table shows the median of the
#   COUNT runs of each benchmark. Each run measures every benchmark twice in one process and
#   keeps the second: V8 first runs WebAssembly in its baseline compiler's code (Liftoff) and
#   replaces a hot function with optimised code (TurboFan) only after a while, so a first
#   measure of a few hundred evaluations is half Liftoff's (an evaluation 3.5 ms under
#   --liftoff-only, 2.2 ms optimised, on this machine).
set -euo pipefail
export LC_ALL=C
go=${GO:-go}
exec_wasm="$($go env GOROOT)/lib/wasm/go_js_wasm_exec"
command -v node >/dev/null || { echo "bench-network: the WebAssembly half needs Node.js (apt-get install nodejs)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count=${COUNT:-3}
net=(-run '^$' -bench 'NetworkEvaluate' -benchtime "${BENCHTIME:-200x}" -count 2 ./assets/weights/)
engine=(-run '^$' -bench 'MCTSPlayouts$/hex:11x11$' -benchtime 3x -count 2 ./strategies/)
# second: of each benchmark's lines in one process's output, the last (the warm measure).
second() { awk '/^Benchmark/ { last[$1] = $0; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } } END { for (i = 1; i <= n; i++) print last[order[i]] }'; }
# Native and WebAssembly take turns, one run of each benchmark at a time, so that whatever
# else the machine does weighs on both halves alike.
for ((i = 1; i <= count; i++)); do
	for args in net engine; do
		declare -n a=$args
		echo "native ($i/$count): $go test ${a[*]}" >&2
		$go test "${a[@]}" | second | tee -a "$tmp/native.txt" >&2
		echo "wasm ($i/$count): GOOS=js GOARCH=wasm $go test -exec=$exec_wasm ${a[*]}" >&2
		GOOS=js GOARCH=wasm $go test -exec="$exec_wasm" "${a[@]}" | second | tee -a "$tmp/wasm.txt" >&2
	done
done
# Benchmark lines: NAME[-PROCS] N NS ns/op, then VALUE UNIT pairs (evals/s or playouts/s).
median() { # FILE: prints "name median" for each benchmark's rate
	awk '/evals\/s|playouts\/s/ { name = $1; sub(/-[0-9]+$/, "", name); for (i = 2; i < NF; i++) if ($(i + 1) == "evals/s" || $(i + 1) == "playouts/s") print name "(" $(i + 1) ")", $i }' "$1" |
		sort -k1,1 -k2,2g | awk '{ n[$1]++; v[$1, n[$1]] = $2 } END { for (k in n) print k, v[k, int((n[k] + 1) / 2)] }' | sort
}
join <(median "$tmp/native.txt") <(median "$tmp/wasm.txt") |
	awk 'BEGIN { printf "%-52s %12s %12s %14s\n", "benchmark (rate)", "native", "wasm", "native/wasm" }
	     { printf "%-52s %12.0f %12.0f %14.2f\n", $1, $2, $3, $2 / $3 }'
