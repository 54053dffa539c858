#!/usr/bin/env bash
# scripts/bench-network.sh: the speed of the embedded policy and value network (one
# evaluation, assets' BenchmarkNetworkEvaluate, on hex:11x11 and hex:13x13), natively and
# compiled to WebAssembly under Node, in one run, beside the engine's playouts (mcts on
# hex:11x11, BenchmarkMCTSPlayouts), with the ratio native/WebAssembly (the issue asks at
# most 2.5 for the network on 11x11). The worker's time in headless Chromium is e2e's
# TestNetworkWorkerSpeed (cd e2e && go test -run TestNetworkWorkerSpeed -v ., after make dist).
#   BENCHTIME (default 200x; the engine's runs 3x) and COUNT (default 3) are passed to go
#   test; the table shows the median of the COUNT runs of each benchmark.
set -euo pipefail
export LC_ALL=C
go=${GO:-go}
exec_wasm="$($go env GOROOT)/lib/wasm/go_js_wasm_exec"
command -v node >/dev/null || { echo "bench-network: the WebAssembly half needs Node.js (apt-get install nodejs)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count=${COUNT:-3}
net=(-run '^$' -bench 'NetworkEvaluate' -benchtime "${BENCHTIME:-200x}" -count "$count" ./assets/)
engine=(-run '^$' -bench 'MCTSPlayouts$/hex:11x11$' -benchtime 3x -count "$count" ./strategies/)
for half in native wasm; do
	env=()
	flags=()
	if [ "$half" = wasm ]; then
		env=(GOOS=js GOARCH=wasm)
		flags=(-exec="$exec_wasm")
	fi
	for args in net engine; do
		declare -n a=$args
		echo "$half: ${env[*]} $go test ${flags[*]} ${a[*]}" >&2
		env "${env[@]}" $go test "${flags[@]}" "${a[@]}" | tee -a "$tmp/$half.txt" >&2
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
