package proof

import "math/bits"

// memo is the carrier game's table of positions solved: a set of keys below 2^62, each with
// a win or a loss, in open addressing (a slot holds the key with bit 63 set, and bit 62 for
// a win). It is what a map would be, without a map's cost on the checker's hot path.
type memo struct {
	slots []uint64
	shift uint
	n     int
}

const (
	memoUsed = 1 << 63
	memoWin  = 1 << 62
)

// newMemo returns an empty memo.
func newMemo() *memo {
	return &memo{slots: make([]uint64, 1<<10), shift: 64 - 10}
}

// slot returns the index of key's slot: its own, or the empty one where it would go.
func (m *memo) slot(key uint64) int {
	mask := len(m.slots) - 1
	i := int((key * 0x9E3779B97F4A7C15) >> m.shift)
	for {
		s := m.slots[i]
		if s == 0 || s&^(memoUsed|memoWin) == key {
			return i
		}
		i = (i + 1) & mask
	}
}

// get returns key's value and whether it is there.
func (m *memo) get(key uint64) (win, ok bool) {
	s := m.slots[m.slot(key)]
	return s&memoWin != 0, s != 0
}

// put sets key's value.
func (m *memo) put(key uint64, win bool) {
	i := m.slot(key)
	if m.slots[i] == 0 {
		m.n++
	}
	m.slots[i] = key | memoUsed
	if win {
		m.slots[i] |= memoWin
	}
	if 2*m.n > len(m.slots) {
		m.grow()
	}
}

// len returns the number of keys.
func (m *memo) len() int { return m.n }

// grow doubles the slots.
func (m *memo) grow() {
	old := m.slots
	m.slots = make([]uint64, 2*len(old))
	m.shift = uint(64 - bits.TrailingZeros(uint(len(m.slots))))
	for _, s := range old {
		if s != 0 {
			m.slots[m.slot(s&^(memoUsed|memoWin))] = s
		}
	}
}
