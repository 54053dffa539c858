#!/usr/bin/env bash
# hostile.sh — the hostile suite's long part: every case of hostile/ with the bigger bombs and
# longer runs that make test leaves out, then each fuzz target for FUZZTIME (default 30s).
#   bash scripts/hostile.sh            FUZZTIME=2m bash scripts/hostile.sh
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
FUZZTIME=${FUZZTIME:-30s}
CGO_ENABLED=0 $GO test -count=1 -timeout 60m ./hostile/ -args -hostile.long
# Every fuzz target of the module's packages, one at a time (go test -fuzz takes one).
for pkg in $(bash scripts/packages.sh); do
  dir=$($GO list -f '{{.Dir}}' "$pkg")
  for target in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed 's/^func //'); do
    echo "== $pkg $target ($FUZZTIME)"
    CGO_ENABLED=0 $GO test -run '^$' -fuzz "^${target}\$" -fuzztime "$FUZZTIME" "$pkg"
  done
done
