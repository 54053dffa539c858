package solver

import (
	"math/bits"

	"github.com/hexlab/hexlab/core"
)

// infinity is the proof number of a proven (or disproven) goal; a sum of proof numbers that
// reaches it is held just under it while nothing is proven.
const infinity = uint32(1) << 30

// add returns a+b, held below infinity unless one of them is infinity.
func add(a, b uint32) uint32 {
	if a >= infinity || b >= infinity {
		return infinity
	}
	if s := a + b; s < infinity {
		return s
	}
	return infinity - 1
}

// expansion is what a node's analysis found, kept so that a search that comes back to the
// node does not work it out again: the stones each player's fill-in adds, and the moves left
// to consider, best first.
type expansion struct {
	fill  []stone
	moves []core.Cell
	// widen is set when the moves are in the order of an evaluation (the resistance
	// circuits), which progressive widening needs: the first moves must be the likely ones.
	widen bool
	// answers are the opponent's answers to the moves, when Options.Answers asks for them
	// (Knowledge.Answers).
	answers map[core.Cell][]core.Cell
}

// stone is one fill-in stone.
type stone struct {
	cell   core.Cell
	player core.Player
	// fragile marks a permanently inferior cell (Stone.Fragile).
	fragile bool
}

// entry is what the table holds of one position: φ and δ (the proof numbers of "the player
// to move wins" and "loses"), the number of nodes its search has cost (what it would cost
// to redo, which decides what to replace), the best move found and the node's expansion.
type entry struct {
	key        uint64
	phi, delta uint32
	work       uint32
	best       core.Cell
	exp        *expansion
}

// slotsPerBucket is how many positions may share an index.
const slotsPerBucket = 4

// table is the transposition table: a fixed number of buckets, so its memory is bounded
// whatever the search; a new position replaces the bucket's entry that cost least.
type table struct {
	buckets [][slotsPerBucket]entry
	mask    uint64
	stored  int
}

// newTable returns a table of about memory bytes for positions of a board of cells cells.
func newTable(memory int64, cells int) *table {
	per := int64(slotsPerBucket) * (64 + 6*int64(cells)) // an entry and its expansion
	n := memory / per
	if n < 1 {
		n = 1
	}
	size := uint64(1) << (63 - bits.LeadingZeros64(uint64(n))) // a power of two, at most n
	return &table{buckets: make([][slotsPerBucket]entry, size), mask: size - 1}
}

// lookup returns the entry of key, or nil.
func (t *table) lookup(key uint64) *entry {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if b[i].key == key && b[i].work > 0 {
			return &b[i]
		}
	}
	return nil
}

// store returns the entry for key, making one if there is none: an empty slot of its bucket,
// or else the slot whose search cost least.
func (t *table) store(key uint64) *entry {
	b := &t.buckets[key&t.mask]
	victim := 0
	for i := range b {
		if b[i].key == key && b[i].work > 0 {
			return &b[i]
		}
		if b[i].work < b[victim].work {
			victim = i
		}
	}
	if b[victim].work == 0 {
		t.stored++
	}
	b[victim] = entry{key: key, phi: 1, delta: 1, work: 1, best: core.NoCell}
	return &b[victim]
}

// clear forgets every position.
func (t *table) clear() {
	clear(t.buckets)
	t.stored = 0
}
