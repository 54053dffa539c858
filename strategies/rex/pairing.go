package rex

import (
	"sync"

	"github.com/hexlab/hexlab/core"
)

// PairingMove returns the move of Theorem 6 or Theorem 7 for the player y
// to move in q, if the opponent X has a usable completion: last is the
// cell of X's latest move, or -1.
//
// First it answers X's latest move: if X had, in the position q0 before
// it, a pair-completion, or a pre-pair-completion with q0 holding an odd
// number of empty cells (X to move there, so Theorem 6 says X loses), Y
// plays by Answer. Otherwise, if X has in q a pair-completion, or a
// pre-pair-completion with an even number of empty cells (Theorem 6's
// (P, Y)), Y plays by Lead. Completions come from the table (carried over
// by Restrict) and, failing that, from Find with budget nodes (a negative
// budget: the table only).
func PairingMove(b *Board, q Pos, y core.Player, last int, budget int) (Plan, bool) {
	x := y.Opponent()
	if last >= 0 && q.Of(x)&(1<<uint(last)) != 0 {
		q0 := q.Without(last)
		if a, ok := CompletionOf(b, q0, x, oddCount(q0.Empty(b)), budget); ok {
			return Answer(b, q, a, last), true
		}
	}
	if a, ok := CompletionOf(b, q, x, !oddCount(q.Empty(b)), budget); ok {
		return Lead(b, q, a), true
	}
	return Plan{}, false
}

// CompletionOf returns a completion of x in p: a pair-completion, or,
// when pre is true, also a pre-pair-completion. It looks in the table
// first (each entry under the board's symmetries, carried over to p by
// Restrict), then searches with Find and budget nodes unless budget is
// negative. Search results are cached.
func CompletionOf(b *Board, p Pos, x core.Player, pre bool, budget int) (Completion, bool) {
	for _, e := range TableFor(b.n) {
		if e.X != x {
			continue
		}
		if a, ok := Restrict(b, e.Start, p, x, e.A); ok && (pre || !a.Pre()) {
			return a, true
		}
	}
	if budget < 0 {
		return Completion{}, false
	}
	if a, ok := cachedFind(b, p, x, false, budget); ok {
		return a, true
	}
	if pre {
		return cachedFind(b, p, x, true, budget)
	}
	return Completion{}, false
}

type findKey struct {
	n      int
	p      Pos
	x      core.Player
	pre    bool
	budget int
}

type findResult struct {
	a  Completion
	ok bool
}

var findCache struct {
	sync.Mutex
	m map[findKey]findResult
}

// maxFindCache bounds the cache of searches; it is emptied when full.
const maxFindCache = 1 << 16

func cachedFind(b *Board, p Pos, x core.Player, pre bool, budget int) (Completion, bool) {
	key := findKey{b.n, p, x, pre, budget}
	findCache.Lock()
	r, hit := findCache.m[key]
	findCache.Unlock()
	if hit {
		return r.a, r.ok
	}
	a, res := Find(b, p, x, pre, budget)
	r = findResult{a: a, ok: res == Found}
	findCache.Lock()
	if findCache.m == nil || len(findCache.m) >= maxFindCache {
		findCache.m = map[findKey]findResult{}
	}
	findCache.m[key] = r
	findCache.Unlock()
	return r.a, r.ok
}
