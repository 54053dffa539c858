#!/usr/bin/env bash
# Reads every SGF file of the ICGA Computer Olympiad Hex archive
# (https://github.com/ryanbhayward/icga-olympiad-hex) with `hexlab show` and sums up what
# was read and what was refused, with the reasons. It needs the network (git clone).
#
#   bash scripts/read-icga-archive.sh [DIR]   # DIR: an existing clone, to skip the download
#
# Measured 2026-11-24 at a996e9fd: 762 files, 760 read, 2 refused (a record with two White
# moves in a row, and one whose RE contradicts its resignation); core/testdata/programs/icga
# holds a sample, read by core's tests.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
archive=${1:-}
if [ -z "$archive" ]; then
  archive="$work/archive"
  git clone --quiet --depth 1 https://github.com/ryanbhayward/icga-olympiad-hex "$archive"
fi
(cd "$root" && go build -o "$work/hexlab" ./cmd/hexlab)
read=0
refused=0
while IFS= read -r -d '' f; do
  if "$work/hexlab" show "$f" >/dev/null 2>"$work/err"; then
    read=$((read + 1))
  else
    refused=$((refused + 1))
    echo "refused: ${f#"$archive"/}: $(head -1 "$work/err" | sed 's/^hexlab show: //')"
  fi
done < <(find "$archive" -iname '*.sgf' -print0 | sort -z)
echo "$((read + refused)) files: $read read, $refused refused"
