package proof

import (
	"fmt"
	"math"

	"github.com/hexlab/hexlab/core"
)

// provenWays is the number of positions one set of a provenTable holds.
const provenWays = 4

// DefaultMemoBytes is the most memory the table of proven positions of a proof written by
// NewWriter takes (its header's memo line says how many positions that is on its board), and
// MaxMemoBytes the most the checker gives one: a proof whose memo line asks for more is
// refused, and a version 1 proof, which must remember every position it proves, is refused
// once its positions fill that much.
const (
	DefaultMemoBytes = 64 << 20
	MaxMemoBytes     = 128 << 20
)

// MaxMemo is the largest memo line the checker reads: 2^MaxMemo sets of four positions (it
// refuses sooner a table larger than its byte limit).
const MaxMemo = 30

// provenTable is the set of positions a proof has proven so far, each with the player to
// move, as its writer and its checker both keep it: a proof points back to a position in it
// ("=") instead of proving it again, and writes nothing at all where the loser is to move in
// one. Only positions proven are put in, each key is the whole position (every cell and the
// player to move, compared word for word), so a position found there was proven: the table
// can only spare re-checking, never accept what was not checked.
//
// The table is sets of four positions, the home set of a position chosen by a hash of it. It
// starts small and doubles (its positions put back in order) when a position would fill it
// past half. In a version 2 proof it is bounded: it doubles up to 2^memo sets, and a
// position whose home set is full takes the place of the set's oldest, which is forgotten
// (first in, first out). The writer and the checker put in the same positions in the same
// order, so they grow and forget alike, and a writer writes a position again rather than
// point back to one forgotten. In a version 1 proof the table forgets nothing: a position
// whose home set is full goes to the next set with room, and the table refuses to grow past
// half the checker's limit (the old table and the new together, while it doubles).
type provenTable struct {
	cells int
	words int // words of a key
	sets  int // a power of two
	keys  []uint64
	// next holds, by set, the way the next position goes to: ways below it are taken; at
	// provenWays and above, the set is full and the way next-provenWays is the oldest.
	next []uint8
	// maxSets bounds sets in a version 2 table; 0 in a version 1 table, which forgets
	// nothing and grows within maxBytes.
	maxSets  int
	maxBytes int64
	n        int      // the positions held
	key      []uint64 // scratch: the key being looked up
}

// firstSets is the number of sets a table starts with.
const firstSets = 1 << 8

// keyWords is the number of 64-bit words of a position's key on a board of cells cells: two
// bits a cell and two for the player to move.
func keyWords(cells int) int { return (2*cells + 2 + 63) / 64 }

// defaultMemo is the memo line NewWriter writes on a board of cells cells: the largest table
// within DefaultMemoBytes, and no larger than the board's 3^cells positions need.
func defaultMemo(cells int) int {
	setBytes := int64(provenWays * keyWords(cells) * 8)
	memo := 0
	for memo < MaxMemo && setBytes<<(memo+1) <= DefaultMemoBytes && float64(provenWays)*math.Exp2(float64(memo)) < math.Pow(3, float64(cells)) {
		memo++
	}
	return memo
}

// newProvenTable returns the table of a version 2 proof, of at most 2^memo sets for a board
// of cells cells, or an error if that would take more than maxBytes.
func newProvenTable(cells, memo int, maxBytes int64) (*provenTable, error) {
	words := keyWords(cells)
	if memo < 0 || memo > MaxMemo {
		return nil, fmt.Errorf("memo %d: expected 0 to %d", memo, MaxMemo)
	}
	if size := int64(provenWays*words*8) << memo; size > maxBytes {
		return nil, fmt.Errorf("memo %d: its table of proven positions would take %d MiB on this board, more than the checker's %d MiB", memo, size>>20, maxBytes>>20)
	}
	t := newTable(cells, min(firstSets, 1<<memo))
	t.maxSets = 1 << memo
	return t, nil
}

// newGrowingTable returns the table of a version 1 proof: it forgets nothing and grows
// within maxBytes.
func newGrowingTable(cells int, maxBytes int64) *provenTable {
	t := newTable(cells, firstSets)
	t.maxBytes = maxBytes
	return t
}

// newTable returns an empty table of sets sets.
func newTable(cells, sets int) *provenTable {
	words := keyWords(cells)
	return &provenTable{cells: cells, words: words, sets: sets, keys: make([]uint64, sets*provenWays*words),
		next: make([]uint8, sets), key: make([]uint64, words)}
}

// makeKey writes pos and toMove's key into t.key.
func (t *provenTable) makeKey(pos *core.Position, toMove core.Player) {
	clear(t.key)
	for c := range t.cells {
		if p := pos.At(core.Cell(c)); p != core.NoPlayer {
			t.key[2*c/64] |= uint64(p) << (2 * c % 64)
		}
	}
	t.key[2*t.cells/64] |= uint64(toMove) << (2 * t.cells % 64)
}

// setOf returns the set of key k: a hash of its words.
func (t *provenTable) setOf(k []uint64) int {
	h := uint64(0x243F6A8885A308D3)
	for _, w := range k {
		h = (h ^ w) * 0x9E3779B97F4A7C15
		h ^= h >> 29
	}
	return int(h>>20) & (t.sets - 1)
}

// way returns the place in keys of way i of set s.
func (t *provenTable) way(s, i int) []uint64 {
	at := (s*provenWays + i) * t.words
	return t.keys[at : at+t.words]
}

// locate returns where key k is (found), or where it goes: its home set and the way it
// takes there (a free one, or the oldest) in a bounded table; in a growing one, the first
// set from its home on with a free way (a full set sends a key on to the next).
func (t *provenTable) locate(k []uint64) (s, i int, found bool) {
	s = t.setOf(k)
	for {
		used := min(int(t.next[s]), provenWays)
		for i := range used {
			if equalWords(t.way(s, i), k) {
				return s, i, true
			}
		}
		switch {
		case used < provenWays:
			return s, used, false
		case t.maxSets > 0:
			return s, int(t.next[s]) - provenWays, false
		}
		s = (s + 1) & (t.sets - 1)
	}
}

// has reports whether pos, with toMove to move, is in the table.
func (t *provenTable) has(pos *core.Position, toMove core.Player) bool {
	t.makeKey(pos, toMove)
	_, _, found := t.locate(t.key)
	return found
}

// add puts pos, with toMove to move, in the table (nothing changes if it is there). A
// version 1 table that would outgrow its limit returns an error.
func (t *provenTable) add(pos *core.Position, toMove core.Player) error {
	t.makeKey(pos, toMove)
	return t.addKey(t.key)
}

// addKey puts key k in the table.
func (t *provenTable) addKey(k []uint64) error {
	s, i, found := t.locate(k)
	if found {
		return nil
	}
	if 2*(t.n+1) > t.sets*provenWays && (t.maxSets == 0 || t.sets < t.maxSets) {
		if err := t.double(); err != nil {
			return err
		}
		s, i, _ = t.locate(k)
	}
	if n := int(t.next[s]); n < provenWays {
		t.next[s]++ // a free way
		t.n++
	} else {
		t.next[s] = uint8(provenWays + (i+1)%provenWays) // the oldest, forgotten
	}
	copy(t.way(s, i), k)
	return nil
}

// double doubles the table's sets and puts its positions back, set by set and in each set
// oldest first. A version 1 table stays within half of maxBytes, so that the old and the new
// one together do not pass it.
func (t *provenTable) double() error {
	if t.maxSets == 0 && int64(len(t.keys))*2*8 > t.maxBytes/2 {
		return fmt.Errorf("a version 1 proof must remember every position it proves, and this one proves more than %d, past the checker's %d MiB: write it again with this hexlab, whose proofs (version 2) remember a bounded number",
			t.n, t.maxBytes>>20)
	}
	old, oldNext, oldSets := t.keys, t.next, t.sets
	t.sets *= 2
	t.keys = make([]uint64, t.sets*provenWays*t.words)
	t.next = make([]uint8, t.sets)
	t.n = 0
	for s := range oldSets {
		used := min(int(oldNext[s]), provenWays)
		oldest := 0
		if int(oldNext[s]) >= provenWays {
			oldest = int(oldNext[s]) - provenWays
		}
		for j := range used {
			at := (s*provenWays + (oldest+j)%provenWays) * t.words
			if err := t.addKey(old[at : at+t.words]); err != nil {
				return err
			}
		}
	}
	return nil
}

// equalWords reports whether a and b hold the same words.
func equalWords(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
