#!/usr/bin/env bash
# packages.sh — prints the module's packages whose tests run with no display and no cgo:
# every package with Go files, except those that depend on ebiten or g3n (their tests run
# under Xvfb from e2e/) and e2e/ itself. Packages that do not exist yet are simply absent.
set -euo pipefail
cd "$(dirname "$0")/.."
go list -e -f '{{if or .GoFiles .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{range .Deps}} {{.}}{{end}}{{end}}' ./... |
  awk 'NF && $0 !~ /github\.com\/hajimehoshi\/ebiten|github\.com\/g3n\/engine/ && $1 !~ /\/e2e$/ { print $1 }'
