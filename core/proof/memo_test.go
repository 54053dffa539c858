package proof

import (
	"math/rand/v2"
	"testing"
)

// TestMemoIsAMap puts and gets random keys (below 2^63) with values in a memo
// and a map side by side, past several growths.
func TestMemoIsAMap(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	m, want := newMemo(), map[uint64]uint32{}
	for i := range 20000 {
		key := r.Uint64() >> 1
		if i%3 == 0 {
			key = uint64(r.IntN(5000)) // small keys, 0 among them, often met again
		}
		if v, ok := m.get(key); ok != (func() bool { _, ok := want[key]; return ok })() || v != want[key] {
			t.Fatalf("key %d: memo has (%v, %v), map %v", key, v, ok, want[key])
		}
		val := r.Uint32()
		m.put(key, val)
		want[key] = val
	}
	if m.len() != len(want) {
		t.Fatalf("memo holds %d keys, map %d", m.len(), len(want))
	}
	for key, val := range want {
		if v, ok := m.get(key); !ok || v != val {
			t.Fatalf("key %d: memo has (%v, %v), want %v", key, v, ok, val)
		}
	}
}
