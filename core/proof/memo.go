package proof

import "math/bits"

// memo is the small games' table of positions solved (the carrier game's, the edge
// template's): a set of keys below 2^63, each with a 32-bit value, in open addressing (a slot
// holds the key with bit 63 set). It is what a map would be, without a map's cost on the
// checker's hot path.
type memo struct {
	slots []uint64
	vals  []uint32
	shift uint
	n     int
}

const memoUsed = 1 << 63

// newMemo returns an empty memo.
func newMemo() *memo {
	return &memo{slots: make([]uint64, 1<<10), vals: make([]uint32, 1<<10), shift: 64 - 10}
}

// slot returns the index of key's slot: its own, or the empty one where it would go.
func (m *memo) slot(key uint64) int {
	mask := len(m.slots) - 1
	i := int((key * 0x9E3779B97F4A7C15) >> m.shift)
	for {
		s := m.slots[i]
		if s == 0 || s&^memoUsed == key {
			return i
		}
		i = (i + 1) & mask
	}
}

// get returns key's value and whether it is there.
func (m *memo) get(key uint64) (val uint32, ok bool) {
	i := m.slot(key)
	return m.vals[i], m.slots[i] != 0
}

// put sets key's value.
func (m *memo) put(key uint64, val uint32) {
	i := m.slot(key)
	if m.slots[i] == 0 {
		m.n++
	}
	m.slots[i] = key | memoUsed
	m.vals[i] = val
	if 2*m.n > len(m.slots) {
		m.grow()
	}
}

// len returns the number of keys.
func (m *memo) len() int { return m.n }

// grow doubles the slots.
func (m *memo) grow() {
	old, oldVals := m.slots, m.vals
	m.slots = make([]uint64, 2*len(old))
	m.vals = make([]uint32, 2*len(old))
	m.shift = uint(64 - bits.TrailingZeros(uint(len(m.slots))))
	for i, s := range old {
		if s != 0 {
			j := m.slot(s &^ memoUsed)
			m.slots[j], m.vals[j] = s, oldVals[i]
		}
	}
}
