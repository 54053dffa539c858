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
// In a version 2 proof the table is bounded: 2^memo sets of four positions, the set of a
// position chosen by a hash of it; a fifth position of a full set takes the place of the
// set's oldest (first in, first out). The writer and the checker put in the same positions
// in the same order, so they forget the same ones, and a writer writes a position again
// rather than point back to one forgotten. In a version 1 proof the table forgets nothing: it
// grows, and refuses to grow past the checker's limit.
type provenTable struct {
	cells int
	words int // words of a key
	sets  int // a power of two
	keys  []uint64
	// next holds, by set, the way the next position goes to: ways below it are taken; at
	// provenWays and above, the set is full and the way next-provenWays is the oldest.
	next []uint8
	// grow says the table grows rather than forgets (version 1), up to maxBytes.
	grow     bool
	maxBytes int64
	n        int      // the positions held
	key      []uint64 // scratch: the key being looked up
}

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

// newProvenTable returns the bounded table of 2^memo sets for a board of cells cells, or
// an error if it would take more than maxBytes.
func newProvenTable(cells, memo int, maxBytes int64) (*provenTable, error) {
	words := keyWords(cells)
	if memo < 0 || memo > MaxMemo {
		return nil, fmt.Errorf("memo %d: expected 0 to %d", memo, MaxMemo)
	}
	if size := int64(provenWays*words*8) << memo; size > maxBytes {
		return nil, fmt.Errorf("memo %d: its table of proven positions would take %d MiB on this board, more than the checker's %d MiB", memo, size>>20, maxBytes>>20)
	}
	sets := 1 << memo
	return &provenTable{cells: cells, words: words, sets: sets, keys: make([]uint64, sets*provenWays*words),
		next: make([]uint8, sets), key: make([]uint64, words)}, nil
}

// newGrowingTable returns the table of a version 1 proof: it forgets nothing and grows up to
// maxBytes.
func newGrowingTable(cells int, maxBytes int64) *provenTable {
	words := keyWords(cells)
	sets := 1 << 8
	return &provenTable{cells: cells, words: words, sets: sets, keys: make([]uint64, sets*provenWays*words),
		next: make([]uint8, sets), key: make([]uint64, words), grow: true, maxBytes: maxBytes}
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

// find returns the way of set s holding key k, or -1.
func (t *provenTable) find(s int, k []uint64) int {
	for i := range min(int(t.next[s]), provenWays) {
		if equalWords(t.way(s, i), k) {
			return i
		}
	}
	return -1
}

// has reports whether pos, with toMove to move, is in the table.
func (t *provenTable) has(pos *core.Position, toMove core.Player) bool {
	t.makeKey(pos, toMove)
	return t.find(t.setOf(t.key), t.key) >= 0
}

// add puts pos, with toMove to move, in the table (nothing changes if it is there). A
// version 1 table that would outgrow its limit returns an error.
func (t *provenTable) add(pos *core.Position, toMove core.Player) error {
	t.makeKey(pos, toMove)
	return t.addKey(t.key)
}

// addKey puts key k in the table.
func (t *provenTable) addKey(k []uint64) error {
	s := t.setOf(k)
	if t.find(s, k) >= 0 {
		return nil
	}
	for t.grow && t.next[s] >= provenWays {
		if err := t.double(); err != nil {
			return err
		}
		s = t.setOf(k)
	}
	i := int(t.next[s])
	if i < provenWays {
		t.next[s]++ // a free way
		t.n++
	} else {
		i -= provenWays // the oldest, forgotten
		t.next[s] = uint8(provenWays + (i+1)%provenWays)
	}
	copy(t.way(s, i), k)
	return nil
}

// double doubles a growing table's sets and puts its positions back.
func (t *provenTable) double() error {
	if int64(len(t.keys))*2*8 > t.maxBytes {
		return fmt.Errorf("a version 1 proof must remember every position it proves, and this one proves more than %d, past the checker's %d MiB: write it again with this hexlab, whose proofs (version 2) remember a bounded number",
			t.n, t.maxBytes>>20)
	}
	old, oldNext, oldSets := t.keys, t.next, t.sets
	t.sets *= 2
	t.keys = make([]uint64, t.sets*provenWays*t.words)
	t.next = make([]uint8, t.sets)
	t.n = 0
	for s := range oldSets {
		for i := range min(int(oldNext[s]), provenWays) {
			at := (s*provenWays + i) * t.words
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
