#!/usr/bin/env bash
# make bench-inferior: the time strategies/inferior takes to analyse a position (fill-in to a
# fixed point and the moves to consider) per board, natively and compiled to WebAssembly under
# Node, in one run, with the ratio (docs/inferior.md, "Measured").
#   BENCHTIME (default 20x) and COUNT (default 3) are passed to go test; the table shows the
#   median of the COUNT runs of each benchmark.
set -euo pipefail
export LC_ALL=C
go=${GO:-go}
exec_wasm="$($go env GOROOT)/lib/wasm/go_js_wasm_exec"
command -v node >/dev/null || { echo "bench-inferior: the WebAssembly half needs Node.js (apt-get install nodejs)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
args=(-run '^$' -bench 'Analyze' -benchtime "${BENCHTIME:-20x}" -count "${COUNT:-3}" ./strategies/inferior/)
echo "native: $go test ${args[*]}" >&2
$go test "${args[@]}" | tee "$tmp/native.txt" >&2
echo "wasm: GOOS=js GOARCH=wasm $go test -exec=$exec_wasm ${args[*]}" >&2
GOOS=js GOARCH=wasm $go test -exec="$exec_wasm" "${args[@]}" | tee "$tmp/wasm.txt" >&2
# Benchmark lines: NAME[-PROCS] N NS ns/op.
median() { # FILE: prints "name median" for each benchmark
	awk '/ns\/op/ { name = $1; sub(/-[0-9]+$/, "", name); print name, $3 }' "$1" | sort -k1,1 -k2,2g |
		awk '{ n[$1]++; v[$1, n[$1]] = $2 } END { for (k in n) print k, v[k, int((n[k] + 1) / 2)] }' | sort
}
join <(median "$tmp/native.txt") <(median "$tmp/wasm.txt") |
	awk 'BEGIN { printf "%-28s %14s %14s %8s\n", "benchmark", "native us", "wasm us", "ratio" }
	     { printf "%-28s %14.0f %14.0f %8.2f\n", $1, $2 / 1000, $3 / 1000, $3 / $2 }'
