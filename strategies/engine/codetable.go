package engine

import "math"

// codeTable maps pattern codes to values of type V: an open-addressing table (linear probing,
// a power of two at least twice as long as the codes), read in the playouts' inner loop for
// each cell near each stone, where a map would cost several times more.
type codeTable[V any] struct {
	slots []codeSlot[V]
	shift uint
}

// codeSlot is one slot of a codeTable: a code (emptySlot if free) and its value.
type codeSlot[V any] struct {
	code  uint32
	value V
}

// emptySlot marks a free slot of a codeTable: no pattern has this code.
const emptySlot = math.MaxUint32

// newCodeTable returns the table of values.
func newCodeTable[V any](values map[uint32]V) codeTable[V] {
	bits := uint(4)
	for 1<<bits < 2*len(values) {
		bits++
	}
	t := codeTable[V]{shift: 32 - bits, slots: make([]codeSlot[V], 1<<bits)}
	for i := range t.slots {
		t.slots[i].code = emptySlot
	}
	for code, v := range values {
		i := t.index(code)
		for t.slots[i].code != emptySlot {
			i = (i + 1) & (len(t.slots) - 1)
		}
		t.slots[i] = codeSlot[V]{code: code, value: v}
	}
	return t
}

// index returns code's first slot.
func (t *codeTable[V]) index(code uint32) int { return int((code * 0x9e3779b1) >> t.shift) }

// lookup returns code's value, or orElse if the table does not hold it.
func (t *codeTable[V]) lookup(code uint32, orElse V) V {
	for i := t.index(code); ; i = (i + 1) & (len(t.slots) - 1) {
		switch t.slots[i].code {
		case code:
			return t.slots[i].value
		case emptySlot:
			return orElse
		}
	}
}

// codes calls f with each code the table holds.
func (t *codeTable[V]) codes(f func(code uint32)) {
	for _, s := range t.slots {
		if s.code != emptySlot {
			f(s.code)
		}
	}
}
