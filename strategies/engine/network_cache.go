package engine

import "github.com/hexlab/hexlab/core"

// evalCache keeps a searcher's network evaluations by position, so that a position the tree
// reaches again (a transposition, the next search's root, a tree kept from the last move) is
// not evaluated again. It is exact: an entry holds its position's stones and player to move,
// and a hash shared by two positions only costs an evaluation. It is bounded: entries go into
// the current generation until it holds limit of them, which then becomes the old one (the
// generation before it is forgotten); an entry found in the old generation moves to the
// current one. So the cache holds at most 2·limit entries, the most recently used among them.
type evalCache struct {
	limit    int
	now, old map[uint64]*cachedEval
	// hits and misses count the lookups that found their position and those that did not.
	hits, misses int
}

// cachedEval is one position's evaluation: its stones, the player to move, and the network's
// answer (policy is shared with the searcher's tree priors and never changed).
type cachedEval struct {
	stones []core.Player
	toMove core.Player
	policy []float32
	value  float32
}

// cacheBytes is what one generation of a cache may hold, about: each entry keeps a position's
// stones and a float32 policy a cell.
const cacheBytes = 4 << 20

// newEvalCache returns a cache for positions of cells cells, bounded to about cacheBytes a
// generation (at least 64 entries).
func newEvalCache(cells int) *evalCache {
	return &evalCache{limit: max(64, cacheBytes/(5*max(cells, 1)+64)), now: map[uint64]*cachedEval{}}
}

// get returns the evaluation of pos, toMove to move, whose hash is key, if the cache has it.
func (c *evalCache) get(key uint64, pos *core.Position, toMove core.Player) (*cachedEval, bool) {
	e, ok := c.now[key]
	if !ok {
		if e, ok = c.old[key]; ok && e.holds(pos, toMove) {
			delete(c.old, key)
			c.insert(key, e)
		}
	}
	if !ok || !e.holds(pos, toMove) {
		c.misses++
		return nil, false
	}
	c.hits++
	return e, true
}

// put keeps the evaluation of pos, toMove to move, under key.
func (c *evalCache) put(key uint64, pos *core.Position, toMove core.Player, policy []float32, value float32) *cachedEval {
	n := pos.Board().NumCells()
	e := &cachedEval{stones: make([]core.Player, n), toMove: toMove, policy: policy, value: value}
	for x := range n {
		e.stones[x] = pos.At(core.Cell(x))
	}
	c.insert(key, e)
	return e
}

// insert adds e to the current generation, starting a new one when it is full.
func (c *evalCache) insert(key uint64, e *cachedEval) {
	if _, there := c.now[key]; !there && len(c.now) >= c.limit {
		c.old, c.now = c.now, make(map[uint64]*cachedEval, c.limit)
	}
	c.now[key] = e
}

// holds reports whether e is the evaluation of pos with toMove to move.
func (e *cachedEval) holds(pos *core.Position, toMove core.Player) bool {
	if e.toMove != toMove || len(e.stones) != pos.Board().NumCells() {
		return false
	}
	for x, st := range e.stones {
		if pos.At(core.Cell(x)) != st {
			return false
		}
	}
	return true
}

// size returns the number of entries the cache holds.
func (c *evalCache) size() int { return len(c.now) + len(c.old) }
