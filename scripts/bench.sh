#!/usr/bin/env bash
# make bench: the playout speed of mc (Algorithm 9.1.1) and mcts per board, natively and
# compiled to WebAssembly under Node, in one run, with the ratio (docs/strategies.md, "Speed").
#   BENCHTIME (default 3x) and COUNT (default 3) are passed to go test; the table shows
#   the median of the COUNT runs of each benchmark.
set -euo pipefail
export LC_ALL=C
go=${GO:-go}
exec_wasm="$($go env GOROOT)/lib/wasm/go_js_wasm_exec"
command -v node >/dev/null || { echo "bench: the WebAssembly half needs Node.js (apt-get install nodejs)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
args=(-run '^$' -bench 'Playouts' -benchtime "${BENCHTIME:-3x}" -count "${COUNT:-3}" ./strategies/)
echo "native: $go test ${args[*]}" >&2
$go test "${args[@]}" | tee "$tmp/native.txt" >&2
echo "wasm: GOOS=js GOARCH=wasm $go test -exec=$exec_wasm ${args[*]}" >&2
GOOS=js GOARCH=wasm $go test -exec="$exec_wasm" "${args[@]}" | tee "$tmp/wasm.txt" >&2
# Benchmark lines: NAME[-PROCS] N NS ns/op, then VALUE UNIT pairs (playouts/s among them).
median() { # FILE: prints "name median" for each benchmark
	awk '/playouts\/s/ { name = $1; sub(/-[0-9]+$/, "", name); for (i = 2; i < NF; i++) if ($(i + 1) == "playouts/s") print name, $i }' "$1" | sort -k1,1 -k2,2g |
		awk '{ n[$1]++; v[$1, n[$1]] = $2 } END { for (k in n) print k, v[k, int((n[k] + 1) / 2)] }' | sort
}
join <(median "$tmp/native.txt") <(median "$tmp/wasm.txt") |
	awk 'BEGIN { printf "%-40s %14s %14s %8s\n", "benchmark", "native/s", "wasm/s", "ratio" }
	     { printf "%-40s %14.0f %14.0f %8.2f\n", $1, $2, $3, $2 / $3 }'
