#!/usr/bin/env bash
# prove-openings.sh BOARD [LIMIT] [JOBS]: proves the value of every opening of Red's on the
# empty BOARD (such as hex:7x7) with hexlab solve --proof and checks each proof with hexlab
# check-proof: one of each pair of openings the half turn exchanges (the other has the same
# value, by the board's symmetry), LIMIT each (default 10m), JOBS at once (default 2). Prints
# a Markdown table row per opening: the winner after it, the proof's positions and size, the
# check's answer and the seconds. The proofs are written to a temporary directory and
# removed (set KEEP=DIR to keep them there, gzipped). OPENINGS="d4 a3" picks some openings.
set -uo pipefail
export LC_ALL=C
board=${1:?usage: prove-openings.sh BOARD [LIMIT] [JOBS]}
limit=${2:-10m}
jobs=${3:-2}
go=${GO:-go}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/hexlab
(cd "$root" && $go build -o "$bin" ./cmd/hexlab) || exit 1
keep=${KEEP:-}
[ -n "$keep" ] && mkdir -p "$keep"

# The openings: every cell, but for the second of each pair the half turn exchanges.
openings=$(python3 - "$board" <<'EOF'
import sys, re
m = re.match(r"hex:(\d+)x(\d+)$", sys.argv[1])
if not m:
    sys.exit("prove-openings.sh: BOARD must be hex:MxN")
cols, rows = int(m.group(1)), int(m.group(2))
name = lambda c, r: "abcdefghijklmnopqrstuvwxyz"[c - 1] + str(r)
seen = set()
for r in range(1, rows + 1):
    for c in range(1, cols + 1):
        twin = (cols + 1 - c, rows + 1 - r)
        if twin in seen:
            continue
        seen.add((c, r))
        print(name(c, r))
EOF
) || exit 1

one() { # one OPENING: prove, check, print the row
	local m=$1 p=$tmp/$1.proof
	local start end secs winner check positions size
	start=$(date +%s.%N)
	"$bin" solve --board "$board" --moves "$m" --time "$limit" --proof "$p" --json --quiet >"$p.json" 2>/dev/null
	end=$(date +%s.%N)
	secs=$(python3 -c "print('%.0f' % ($end - $start))")
	winner=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["winner"])' "$p.json" 2>/dev/null || echo error)
	positions=- size=- check="no proof within $limit"
	if [ -s "$p" ]; then
		size=$(stat -c %s "$p")
		if check=$("$bin" check-proof "$p" --json 2>&1); then
			positions=$(python3 -c 'import json,sys; a=json.loads(sys.argv[1]); print(a["positions"])' "$check")
			check=valid
			[ -n "$keep" ] && gzip -9 -n -c "$p" >"$keep/$m.proof.gz"
		else
			check="CHECK FAILED: $check"
		fi
	fi
	rm -f "$p" "$p.json"
	echo "| $m | $winner | $positions | $size | $check | $secs |"
}
export -f one
export bin board limit tmp keep

echo "| opening | winner | positions | proof (bytes) | check-proof | seconds |"
echo "|---|---|---|---|---|---|"
[ -n "${OPENINGS:-}" ] && openings=$(printf '%s\n' $OPENINGS)
echo "$openings" | xargs -P "$jobs" -n 1 bash -c 'one "$0"'
