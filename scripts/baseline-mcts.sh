#!/usr/bin/env bash
# Builds a hexlab binary that also has the baseline player `mcts-2026-11`: the mcts that issue 14
# measured (UCT with RAVE and bridge-saving playouts, commit 920c74c), beside today's engine, so
# that the two meet in one arena on every board (MoHex's HTP knows only hex boards).
#   bash scripts/baseline-mcts.sh OUT    # writes the binary OUT
# The old player's source is taken from git and its names given a baseline prefix in a
# scratch copy of HEAD; nothing in the repository changes.
set -euo pipefail
out=${1:?usage: baseline-mcts.sh OUT}
root=$(git rev-parse --show-toplevel)
commit=920c74c
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git -C "$root" archive HEAD | tar -x -C "$tmp"
# Every top-level name of the old files, prefixed so that none clashes with today's package.
rename='s/\bMCTS/BaselineMCTS/g; s/\bNewMCTS\b/NewBaselineMCTS/g; s/\bDefaultMCTSPlayouts\b/DefaultBaselineMCTSPlayouts/g;
	s/\bmctsRules\b/baselineMCTSRules/g; s/\bcompleting\b/baselineCompleting/g; s/\bwithout\b/baselineWithout/g;
	s/\bsearchTree\b/baselineTree/g; s/\btreeNode\b/baselineNode/g; s/\bnewSearchTree\b/newBaselineTree/g;
	s/\bisAdjacent\b/baselineAdjacent/g; s/\botherCommonNeighbour\b/baselineCommonNeighbour/g;
	s/"mcts"/"mcts-2026-11"/g'
for f in mcts mcts_swap; do
	git -C "$root" show "$commit:strategies/$f.go" | sed -E "$rename" >"$tmp/strategies/baseline_$f.go"
done
# The constants of the old tree (unexplored, visit thresholds) are the other top-level names.
consts=$(sed -n '/^const (/,/^)/p' "$tmp/strategies/baseline_mcts.go" | awk '/^\t[a-zA-Z]+ *=/{print $1}')
for c in $consts; do
	case $c in BaselineMCTS*) continue ;; esac
	sed -i -E "s/\b$c\b/baseline_$c/g" "$tmp/strategies/baseline_mcts.go" "$tmp/strategies/baseline_mcts_swap.go"
done
cat >"$tmp/strategies/baseline_register.go" <<'GO'
package strategies

func init() {
	RegisterFamily(Info{Name: "mcts-2026-11", Description: "the mcts of commit 920c74c (the baseline of issue 14)",
		Strength: "baseline", Boards: "any board", Fits: anyBoard, Rules: baselineMCTSRules, Thinks: true},
		func(_ string, s Settings) (Bot, error) { return NewBaselineMCTS(s.Seed, s.Think), nil })
}
GO
(cd "$tmp" && go build -o "$out" ./cmd/hexlab)
